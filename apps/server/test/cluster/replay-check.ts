/**
 * The single-node engine replay of a room's game as PostgreSQL holds it
 * (config and actions, read straight from the tables), and the check that
 * every game view a client received is exactly the engine's `viewFor` of
 * the replayed state at that version for that viewer (and `toAct` the same):
 * whatever node sent it, before or after a takeover.
 */
import pg from 'pg';
import { expect } from 'vitest';
import { applyAction, createGame, toAct, viewFor } from '@kahroba/engine';
import type { Action, GameConfig, GameState } from '@kahroba/engine';
import type { GameUpdate } from '@kahroba/protocol';
import type { Client } from '../harness';

export interface Replayed {
  /** `states[v]`: the game at version v (after v actions). */
  states: GameState[];
  /** Intent ids of the stored actions, in order (null where none was given: computer players). */
  intents: (string | null)[];
  finished: boolean;
}

/** Replays game number `gameNo` of room `code` from the database at `url`. */
export async function replayFromPostgres(url: string, code: string, gameNo = 1): Promise<Replayed> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const game = await client.query<{ id: number; config: string; result: string | null }>(
      'SELECT id, config, result FROM games WHERE room_code = $1 AND game_no = $2',
      [code, gameNo],
    );
    const row = game.rows[0];
    if (!row) throw new Error(`no game ${gameNo} for room ${code}`);
    const { rows } = await client.query<{ idx: number; seat: number; action: string; intent_id: string | null }>(
      'SELECT idx, seat, action, intent_id FROM actions WHERE game_id = $1 ORDER BY idx',
      [row.id],
    );
    const created = createGame(JSON.parse(row.config) as GameConfig);
    if (!created.ok) throw new Error(`the stored config does not set up: ${created.error.code}`);
    let state = created.value;
    const states = [state];
    for (const [i, a] of rows.entries()) {
      expect(a.idx, 'action indexes without a gap').toBe(i);
      const r = applyAction(state, a.seat, JSON.parse(a.action) as Action);
      if (!r.ok) throw new Error(`action ${i} does not replay: ${r.error.code}`);
      state = r.state;
      states.push(state);
    }
    return { states, intents: rows.map((r) => r.intent_id), finished: row.result !== null };
  } finally {
    await client.end();
  }
}

/**
 * Every game update `c` received matches the replay, and every `game:patch`
 * the whole game it made of the one held; returns how many were checked.
 */
export function checkViewsAgainstReplay(c: Client, replay: Replayed, gameNo = 1): number {
  let n = 0;
  for (const m of c.received) {
    const u = m.event === 'game:update' ? (m.payload as GameUpdate) : m.event === 'game:patch' ? m.update : undefined;
    if (!u) continue;
    if (u.gameNo !== gameNo) continue;
    const state = replay.states[u.version];
    expect(state, `version ${u.version} is in the record`).toBeDefined();
    const at = state as GameState;
    expect(u.view, `view of ${u.seat ?? 'a spectator'} at version ${u.version}`).toEqual(
      viewFor(at, u.seat ?? 'spectator'),
    );
    expect(u.toAct, `to act at version ${u.version}`).toEqual(toAct(at));
    n += 1;
  }
  return n;
}
