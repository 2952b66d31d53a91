import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Action, Gem } from '@kahroba/engine';
import { challengeRecord, findChallenge } from '@kahroba/engine/challenges';
import type { Challenge } from '@kahroba/engine/challenges';
import { loadNamespace } from '../i18n';
import en from '../i18n/locales/en/challenges.json';
import { setupI18n } from '../table/testing';
import { loadGame, saveGame } from '../hotseat/record';
import { ChallengeGame } from './ChallengeGame';
import { GAME_KEY, loadProgress } from './progress';

beforeAll(async () => {
  setupI18n('en');
  await loadNamespace('challenges');
});
beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/challenges/base-finish');
});
afterEach(cleanup);

const challenge = (id: string): Challenge => {
  const ch = findChallenge(id);
  if (!ch) throw new Error(`${id} is missing`);
  return ch;
};
const fill = (text: string, names: Record<string, string>): string =>
  text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => names[k] ?? '');

/** `id`'s game saved after one move each: the person's turn again, the game far from over. */
function saveUnfinished(id: string): void {
  const take = (gems: Gem[]): Action => ({ type: 'takeGems', gems });
  const record = {
    ...challengeRecord(challenge(id)),
    actions: [
      { seat: 0, action: take(['white', 'blue', 'green']) },
      { seat: 1, action: take(['red', 'black', 'white']) },
    ],
  };
  saveGame(
    {
      record,
      seats: [
        { kind: 'human', name: 'Sara' },
        { kind: 'bot', bot: 'hard', name: '' },
      ],
    },
    GAME_KEY,
  );
}

const names = { current: en.name['base-lean'], next: en.name['base-finish'] };

describe('starting a challenge while another is unfinished', () => {
  it('asks first, and starting this one gives the other up as a try', async () => {
    saveUnfinished('base-lean');
    render(<ChallengeGame ch={challenge('base-finish')} />);
    const dialog = screen.getByRole('alertdialog', { name: en.replace.title });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByText(fill(en.replace.body, names))).toBeTruthy();
    // The harmless choice has the focus; the game behind is not started yet.
    await waitFor(() => expect(document.activeElement?.textContent).toBe(fill(en.replace.continue, names)));
    expect(loadGame(GAME_KEY)?.record.actions).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: fill(en.replace.start, names) }));
    expect(loadProgress()).toEqual({ 'base-lean': { stars: 0, round: null, tries: 1 } });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    const saved = loadGame(GAME_KEY);
    expect(saved?.record.config.seed).toBe('challenge-base-finish');
    expect(saved?.record.actions).toHaveLength(0);
  });

  it('continues the other one, or cancels with Escape, giving up nothing', () => {
    saveUnfinished('base-lean');
    const first = render(<ChallengeGame ch={challenge('base-finish')} />);
    fireEvent.click(screen.getByRole('button', { name: fill(en.replace.continue, names) }));
    expect(window.location.pathname).toBe('/challenges/base-lean');
    first.unmount();
    render(<ChallengeGame ch={challenge('base-finish')} />);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(window.location.pathname).toBe('/challenges');
    expect(loadProgress()).toEqual({});
    expect(loadGame(GAME_KEY)?.record.actions).toHaveLength(2);
  });

  it('keeps Tab inside the dialog', () => {
    saveUnfinished('base-lean');
    render(<ChallengeGame ch={challenge('base-finish')} />);
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual([
      fill(en.replace.continue, names),
      fill(en.replace.start, names),
      en.replace.cancel,
    ]);
    buttons[2]?.focus();
    fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Tab' });
    expect(document.activeElement).toBe(buttons[0]);
    fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(buttons[2]);
  });
});

describe('the game of a challenge', () => {
  it('resumes after a reload, counting no try', () => {
    saveUnfinished('base-lean');
    render(<ChallengeGame ch={challenge('base-lean')} />);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('button', { name: en.quit.open })).toBeTruthy();
    expect(loadGame(GAME_KEY)?.record.actions).toHaveLength(2);
    expect(loadProgress()).toEqual({});
  });

  it('gives up as a try: keep playing changes nothing, a new try starts afresh', () => {
    saveUnfinished('base-lean');
    render(<ChallengeGame ch={challenge('base-lean')} />);
    fireEvent.click(screen.getByRole('button', { name: en.quit.open }));
    expect(screen.getByRole('alertdialog', { name: en.quit.title })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: en.quit.keep }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(loadProgress()).toEqual({});
    fireEvent.click(screen.getByRole('button', { name: en.quit.open }));
    fireEvent.click(screen.getByRole('button', { name: en.quit.again }));
    expect(loadProgress()).toEqual({ 'base-lean': { stars: 0, round: null, tries: 1 } });
    expect(loadGame(GAME_KEY)?.record.actions).toHaveLength(0);
    // Given up for the list: one more try.
    fireEvent.click(screen.getByRole('button', { name: en.quit.open }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: en.quit.list }));
    expect(loadProgress()['base-lean']?.tries).toBe(2);
    expect(window.location.pathname).toBe('/challenges');
  });
});
