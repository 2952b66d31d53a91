/**
 * The game record (config + seed + actions) is the save format and the replay
 * (STYLE: a replay is a fold of actions over the set-up).
 */
import { z } from 'zod';
import type { Action } from '../core/actions';
import { ActionSchema } from '../core/actions';
import { applyAction } from './apply';
import type { Result } from '../core/errors';
import { engineError } from '../core/errors';
import { GameConfigSchema } from './config';
import { createGame } from './setup';
import type { GameConfig, GameState } from '../core/state';
import type { Seat } from '../core/vocabulary';

export const RECORD_SCHEMA = 1;

export interface RecordedAction {
  readonly seat: Seat;
  readonly action: Action;
}
/** Readonly like the state: a longer record is a new one (`[...r.actions, next]`). */
export interface GameRecord {
  readonly schema: typeof RECORD_SCHEMA;
  readonly config: GameConfig;
  readonly actions: readonly RecordedAction[];
}

const RecordSchema = z.object({
  schema: z.literal(RECORD_SCHEMA),
  config: GameConfigSchema,
  actions: z.array(z.object({ seat: z.number().int().min(0).max(3), action: ActionSchema })),
});

/** Rebuilds the exact state a record describes. */
export function replay(record: GameRecord): Result<GameState> {
  const created = createGame(record.config);
  if (!created.ok) return created;
  let s = created.value;
  for (const [i, { seat, action }] of record.actions.entries()) {
    const r = applyAction(s, seat, action);
    if (!r.ok) return { ok: false, error: engineError('BAD_RECORD', `action ${i}: ${r.error.code}`) };
    s = r.state;
  }
  return { ok: true, value: s };
}

/** Parses a record from JSON text, checking its schema version and every action. */
export function parseRecord(json: string): Result<GameRecord> {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return { ok: false, error: engineError('BAD_RECORD', 'not JSON') };
  }
  const r = RecordSchema.safeParse(raw);
  if (!r.success) return { ok: false, error: engineError('BAD_RECORD', r.error.issues[0]?.message) };
  return { ok: true, value: r.data };
}

export function serializeState(s: GameState): string {
  return JSON.stringify(s);
}

/** Parses a serialized state; only states of this schema version are accepted. */
export function parseState(json: string): Result<GameState> {
  try {
    const s = JSON.parse(json) as GameState;
    if (s.schema !== 1 || typeof s.version !== 'number' || !Array.isArray(s.players)) {
      return { ok: false, error: engineError('BAD_RECORD', 'not a state of schema 1') };
    }
    return { ok: true, value: s };
  } catch {
    return { ok: false, error: engineError('BAD_RECORD', 'not JSON') };
  }
}
