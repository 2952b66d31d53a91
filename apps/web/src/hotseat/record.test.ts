import { beforeEach, describe, expect, it } from 'vitest';
import { legalActions } from '@kahroba/engine';
import { loadGame, newRecord, rebuild, saveGame, SAVE_KEY } from './record';
import type { HotSeatConfig } from './record';

const config: HotSeatConfig = {
  players: 2,
  modules: ['orient'],
  edition: 'kahroba',
  seats: [
    { kind: 'human', name: 'Sara' },
    { kind: 'bot', bot: 'hard', name: 'Bot' },
  ],
};

beforeEach(() => localStorage.clear());

describe('hot-seat record', () => {
  it('B2.6: draws a fresh 128-bit seed from crypto for each game', () => {
    const a = newRecord(config);
    const b = newRecord(config);
    expect(a.config.seed).toMatch(/^[0-9a-f]{32}$/);
    expect(a.config.seed).not.toBe(b.config.seed);
  });

  it('saves after an action and resumes the same state by replay', () => {
    const record = newRecord(config);
    const start = rebuild(record);
    if (!start.ok) throw new Error(start.code);
    const seat = start.state.current;
    const action = legalActions(start.state, seat)[0];
    if (!action) throw new Error('no legal action');
    const played = { ...record, actions: [{ seat, action }] };
    saveGame({ record: played, seats: config.seats });
    const loaded = loadGame();
    expect(loaded?.record.actions).toHaveLength(1);
    const again = loaded ? rebuild(loaded.record) : null;
    expect(again?.ok && again.state.version).toBe(1);
    expect(again?.ok && again.events.length).toBeGreaterThan(0);
  });

  it("keeps loading games saved before the levels: 'random' plays as easy, 'greedy' as normal", () => {
    const record = newRecord(config);
    const seats = [
      { kind: 'human', name: 'Sara' },
      { kind: 'bot', bot: 'greedy', name: 'Bo' },
      { kind: 'bot', bot: 'random', name: 'Cy' },
    ];
    localStorage.setItem(
      SAVE_KEY,
      JSON.stringify({ record: { ...record, config: { ...record.config, players: 3 } }, seats }),
    );
    expect(loadGame()?.seats).toEqual([
      { kind: 'human', name: 'Sara' },
      { kind: 'bot', bot: 'normal', name: 'Bo' },
      { kind: 'bot', bot: 'easy', name: 'Cy' },
    ]);
  });

  it('ignores an unreadable save', () => {
    localStorage.setItem(SAVE_KEY, '{"record":{"schema":99}}');
    expect(loadGame()).toBeNull();
  });
});
