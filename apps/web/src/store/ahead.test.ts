import { beforeEach, describe, expect, it } from 'vitest';
import type { GamePatch } from '@kahroba/protocol';
import { roomInfo, update } from '../test-fixtures';
import { gamePatched, intentAnswered, intentSent, intentSettled, roomJoined } from './actions';
import { resetStore, useAppStore } from './store';

/** A push or answer patch of the test view (fakeView): from → to, with one event of its own. */
const patch = (from: number, to: number): GamePatch => ({
  gameNo: 1,
  from,
  version: to,
  patch: [{ op: 'replace', path: '/version', value: to }],
  events: [{ type: 'passed', seat: (to % 2) }],
  toAct: 0,
});
const game = () => useAppStore.getState().game;
const seatsLogged = () => game().log.map((e) => ('seat' in e ? e.seat : null));

beforeEach(() => {
  resetStore();
  roomJoined(roomInfo({ status: 'playing' }), update(4, { events: [], history: [] }));
  intentSent({ intentId: 'i', action: { type: 'declineConquest' }, version: 4 });
});

describe('the view an intent’s answer carries, and the pushes around it', () => {
  it('a push that comes ahead of the answer waits for it; then both apply in order', () => {
    expect(gamePatched(patch(5, 6))).toBe('held');
    expect(game().version).toBe(4);
    expect(intentAnswered({ version: 5, duplicate: false, patch: patch(4, 5) })).toBe('applied');
    expect(game().version).toBe(6);
    expect(game().view?.version).toBe(6);
    expect(seatsLogged()).toEqual([1, 0]);
    expect(intentSettled('i')).toBe(false);
    expect(game().ahead).toEqual([]);
  });

  it('the same change again, by push or in a repeated answer, is ignored', () => {
    expect(intentAnswered({ version: 5, duplicate: false, patch: patch(4, 5) })).toBe('applied');
    expect(gamePatched(patch(5, 6))).toBe('applied');
    expect(gamePatched(patch(4, 5))).toBe('stale');
    expect(intentAnswered({ version: 5, duplicate: false, patch: patch(4, 5) })).toBe('stale');
    expect(intentAnswered({ version: 5, duplicate: true })).toBe('none');
    expect(gamePatched(patch(5, 6))).toBe('stale');
    expect(game().version).toBe(6);
    expect(seatsLogged()).toEqual([1, 0]);
  });

  it('pushes held for an answer that brings no view do not fit: dropped at the settle, which asks for the view', () => {
    expect(gamePatched(patch(6, 7))).toBe('held');
    expect(gamePatched(patch(5, 6))).toBe('held');
    expect(game().ahead.map((p) => p.from)).toEqual([5, 6]);
    expect(intentAnswered({ version: 5, duplicate: true })).toBe('none');
    expect(intentSettled('i')).toBe(true);
    expect(game().ahead).toEqual([]);
    expect(game().version).toBe(4);
  });

  it('a push ahead of the view with no intent in flight is a gap, not held', () => {
    expect(intentSettled('i')).toBe(false);
    expect(gamePatched(patch(5, 6))).toBe('gap');
    expect(game().ahead).toEqual([]);
  });
});
