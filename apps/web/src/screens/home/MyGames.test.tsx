/**
 * My games' words: each finished game says whose prestige is
 * whose, and no line starts, ends or doubles a separator when a part is
 * missing (a running game with nobody to act, a game without prestige or end
 * time, a game with no winner).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { PROTOCOL_HEADER, PROTOCOL_VERSION } from '@kahroba/protocol/constants';
import type { GameSummary } from '@kahroba/protocol';
import { saveSeatToken } from '../../net/storage';
import { FSI, PDI } from '../../i18n/bidi';
import { setupI18n } from '../../table/testing';
import MyGames from './MyGames';

const game = (over: Partial<GameSummary>): GameSummary => ({
  gameNo: 1,
  status: 'finished',
  modules: [],
  edition: 'kahroba',
  playerCount: 2,
  toAct: null,
  players: [
    { seat: 0, kind: 'human', bot: null, name: 'Hana' },
    { seat: 1, kind: 'bot', bot: 'normal', name: null },
  ],
  winners: [0],
  prestige: [15, 9],
  actions: 40,
  startedAt: 1000,
  lastMoveAt: 2000,
  finishedAt: 2000,
  ...over,
});

function serve(games: GameSummary[]): void {
  vi.stubGlobal(
    'fetch',
    vi.fn(() =>
      Promise.resolve(
        new Response(JSON.stringify({ ok: true, data: games }), {
          status: 200,
          headers: { [PROTOCOL_HEADER]: String(PROTOCOL_VERSION) },
        }),
      ),
    ),
  );
}

beforeEach(() => {
  localStorage.clear();
  saveSeatToken('ABCDEF', 'tok_abcdefghijklmnop', Date.now(), 1);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The hint line of each listed game. */
const hints = (list: HTMLElement): string[] =>
  within(list)
    .getAllByRole('listitem')
    .map((li) => li.querySelector('.hint')?.textContent ?? '');

describe('My games', () => {
  it('names whose prestige is whose, and never leaves a separator dangling', async () => {
    await setupI18n('en').changeLanguage('en');
    serve([
      game({ gameNo: 1 }),
      game({ gameNo: 2, winners: [], prestige: null, finishedAt: null }),
      game({ gameNo: 3, status: 'playing', toAct: null, winners: null, prestige: null, finishedAt: null }),
    ]);
    render(<MyGames />);
    const finished = await screen.findByRole('list', { name: 'Finished games' });
    const [first, second] = hints(finished);
    expect(first).toMatch(/^Won by Hana · prestige: Hana 15, Computer 2 \(normal\) 9 · /);
    expect(second).toBe('');
    const [running] = hints(screen.getByRole('list', { name: 'Games in progress' }));
    expect(running).toMatch(/^last move /);
    for (const line of [first, running]) expect(line).not.toMatch(/^ · | · $| · {2}· /);
  });

  it('in Persian, isolates each name beside its Persian number', async () => {
    await setupI18n('fa').changeLanguage('fa');
    serve([game({})]);
    render(<MyGames />);
    const finished = await screen.findByRole('list', { name: 'بازی‌های تمام‌شده' });
    // The scores in parentheses: the Persian comma also separates the parts of the line.
    expect(hints(finished)[0]).toContain(`امتیاز منزلت (${FSI}Hana${PDI} ۱۵، ${FSI}`);
    expect(hints(finished)[0]).toMatch(/۹\)، /);
    await setupI18n('en').changeLanguage('en');
  });

  it('lists a shared-device room once per person on the device, each with their own statistics line', async () => {
    await setupI18n('en').changeLanguage('en');
    localStorage.clear();
    saveSeatToken('MIXEDD', 'tok_abcdefghijklmnop', Date.now(), 0, [1]);
    const players = [
      { seat: 0, kind: 'human' as const, bot: null, name: 'Ana' },
      { seat: 1, kind: 'human' as const, bot: null, name: 'Bea' },
    ];
    serve([game({ players, winners: [1], prestige: [9, 16] })]);
    render(<MyGames />);
    const finished = await screen.findByRole('list', { name: 'Finished games' });
    const items = within(finished).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('.my-games__what')?.textContent)).toEqual([
      `Room MIXEDD, game 1 · as Ana · Base game`,
      `Room MIXEDD, game 1 · as Bea · Base game`,
    ]);
    expect(items.map((li) => li.querySelector('.hint strong')?.textContent ?? null)).toEqual([null, 'You won']);
    const stats = [...document.querySelectorAll('.my-games__stats')].map((p) => p.textContent);
    expect(stats).toHaveLength(2);
    expect(stats[0]).toMatch(/^Played 1 · won 0 · average prestige 9 /);
    expect(stats[1]).toMatch(/^Bea: Played 1 · won 1 · average prestige 16 /);
  });
});
