import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { loadNamespace } from '../i18n';
import { setupI18n } from '../table/testing';
import en from '../i18n/locales/en/tutorial.json';
import { LESSONS } from './lessons';
import { loadProgress } from './progress';
import { TutorialGame } from './TutorialGame';
import { REPLY_DELAY_MS } from './useLesson';

beforeAll(async () => {
  setupI18n('en');
  await loadNamespace('tutorial');
});
beforeEach(() => localStorage.clear());
afterEach(cleanup);

const heading = (): string => screen.getByRole('heading', { level: 2, name: /./ }).textContent ?? '';

describe('TutorialGame', () => {
  it('explains, waits for Next, refuses another move with the step hint, then plays the scripted reply', async () => {
    render(<TutorialGame lesson={LESSONS.cities} onSkip={vi.fn()} />);
    expect(heading()).toBe(en.cities.intro.title);
    fireEvent.click(screen.getByRole('button', { name: en.next }));
    expect(heading()).toBe(en.cities.decide.title);
    expect(screen.getByText(en.cities.decide.do).className).toBe('coach__do');
    // The card with more prestige completes no city: the step's hint says so.
    fireEvent.click(screen.getByRole('button', { name: /^Level 2 card, blue bonus, 3 prestige/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Buy…' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pay and buy' }));
    expect((await screen.findByRole('alert')).textContent).toContain(en.cities.decide.hint);
    // The right card: the city comes, then the computer plays the last turn of the round.
    fireEvent.click(screen.getByRole('button', { name: /^Level 2 card, green bonus, 2 prestige/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Buy…' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pay and buy' }));
    expect(await screen.findByText(en.waitComputer.replace('{{name}}', en.computer))).toBeTruthy();
    const finish = await screen.findByRole('button', { name: en.finish }, { timeout: REPLY_DELAY_MS + 3000 });
    expect(heading()).toBe(en.cities.end.title);
    expect(loadProgress('cities')?.actions).toHaveLength(2);
    fireEvent.click(finish);
    expect(screen.getByRole('heading', { name: en.completeTitle })).toBeTruthy();
    expect(loadProgress('cities')).toBeNull();
  }, 30_000);

  it('skips at any time, and folds its explanation', () => {
    const onSkip = vi.fn();
    render(<TutorialGame lesson={LESSONS.base} onSkip={onSkip} />);
    const fold = screen.getByRole('button', { name: en.fold });
    fireEvent.click(fold);
    expect(fold.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText(en.base.welcome.body)?.hidden).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: en.skip }));
    expect(onSkip).toHaveBeenCalled();
  }, 15_000);
});
