/**
 * The hot-seat save: the game record (config + seed + actions, the engine's
 * save format) and who sits where, kept in localStorage after every action
 * so a reload resumes the game.
 */
import { applyAction, createGame, parseRecord, planUndo, RECORD_SCHEMA, truncateRecord } from '@kahroba/engine';
import type { Edition, GameConfig, GameEvent, GameRecord, GameState, ModuleId, Seat } from '@kahroba/engine';
import { BOT_KINDS, DEFAULT_BOT_KIND, readBotKind } from '@kahroba/protocol/constants';
import type { BotKind, HintUsed } from '@kahroba/protocol';

export type SeatSpec = { kind: 'human'; name: string } | { kind: 'bot'; bot: BotKind; name: string };

export interface HotSeatConfig {
  players: number;
  modules: readonly ModuleId[];
  edition: Edition;
  seats: SeatSpec[];
  /** A fixed deal (a challenge's): its seed, first player and stacked set-up; none: a fresh seed. */
  deal?: Pick<GameConfig, 'seed' | 'firstPlayer' | 'setup'>;
}

export interface SavedGame {
  record: GameRecord;
  seats: SeatSpec[];
  /** The hints asked, oldest first (protocol `HintUsed`: seat, round, place in the log); absent in saves made before hints. */
  hints?: HintUsed[];
}

export const SAVE_KEY = 'kahroba.hotseat.v1';

/** A fresh seed from the browser's cryptographic generator (never Math.random). */
export function newSeed(): string {
  const words = crypto.getRandomValues(new Uint32Array(4));
  return Array.from(words, (w) => w.toString(16).padStart(8, '0')).join('');
}

export function newRecord(config: HotSeatConfig): GameRecord {
  const { deal } = config;
  return {
    schema: RECORD_SCHEMA,
    config: {
      players: config.players,
      seed: deal?.seed ?? newSeed(),
      modules: [...config.modules],
      edition: config.edition,
      ...(deal?.firstPlayer !== undefined ? { firstPlayer: deal.firstPlayer } : {}),
      ...(deal?.setup ? { setup: structuredClone(deal.setup) } : {}),
    },
    actions: [],
  };
}

/** Replays a record action by action, keeping every event for the log. */
export function rebuild(
  record: GameRecord,
): { ok: true; state: GameState; events: GameEvent[] } | { ok: false; code: string } {
  const created = createGame(record.config);
  if (!created.ok) return { ok: false, code: created.error.code };
  let state = created.value;
  const events: GameEvent[] = [];
  for (const { seat, action } of record.actions) {
    const r = applyAction(state, seat, action);
    if (!r.ok) return { ok: false, code: 'BAD_RECORD' };
    state = r.state;
    events.push(...r.events);
  }
  return { ok: true, state, events };
}

/** RULINGS R12: whether `seat` may take back the last action of the record (the engine decides). */
export function canUndo(record: GameRecord, seat: Seat): boolean {
  return planUndo(record, seat).ok;
}

/** The game with `seat`'s last action taken back (RULINGS R12), or the engine's refusal. */
export function undoLast(
  record: GameRecord,
  seat: Seat,
):
  | { ok: true; record: GameRecord; state: GameState; events: GameEvent[] }
  | { ok: false; error: { code: string; message: string } } {
  const plan = planUndo(record, seat);
  if (!plan.ok) return { ok: false, error: { code: plan.error.code, message: plan.error.message } };
  const kept = truncateRecord(record, plan.value.keep);
  const r = rebuild(kept);
  if (!r.ok) return { ok: false, error: { code: r.code, message: 'the record does not replay' } };
  return { ok: true, record: kept, state: r.state, events: r.events };
}

/** `key`: where the game is kept (a challenge's game has its own, beside the hot-seat game's). */
export function saveGame(game: SavedGame, key = SAVE_KEY): void {
  try {
    localStorage.setItem(key, JSON.stringify(game));
  } catch {
    // Storage full or blocked: the game goes on, only resuming is lost.
  }
}

/** The saved game, validated by the engine's record parser; null when none or unreadable. */
export function loadGame(key = SAVE_KEY): SavedGame | null {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as { record?: unknown; seats?: unknown; hints?: unknown };
    const record = parseRecord(JSON.stringify(parsed.record));
    if (!record.ok || !Array.isArray(parsed.seats)) return null;
    return { record: record.value, seats: (parsed.seats as SeatSpec[]).map(readSeat), hints: readHints(parsed.hints) };
  } catch {
    return null;
  }
}

/** A saved seat with today's levels: games saved with 'random' or 'greedy' computers play on with 'easy' and 'normal'. */
export function readSeat(seat: SeatSpec): SeatSpec {
  if (seat.kind !== 'bot') return seat;
  const level = readBotKind(seat.bot);
  return { ...seat, bot: (BOT_KINDS as readonly unknown[]).includes(level) ? (level as BotKind) : DEFAULT_BOT_KIND };
}

/** The saved hints, each one checked (a save from before hints has none). */
export function readHints(x: unknown): HintUsed[] {
  if (!Array.isArray(x)) return [];
  const whole = (n: unknown): n is number => Number.isSafeInteger(n) && (n as number) >= 0;
  return x.flatMap((h: unknown) => {
    const { seat, round, at } = (h ?? {}) as Partial<Record<keyof HintUsed, unknown>>;
    return whole(seat) && seat < 4 && whole(round) && whole(at) ? [{ seat, round, at }] : [];
  });
}

/** A hint asked by `seat` in `state` (docs/RULINGS.md U2): counted once per seat per turn; the list unchanged when already counted. */
export function withHint(hints: readonly HintUsed[], state: GameState, seat: Seat, at: number): HintUsed[] {
  if (hints.some((h) => h.seat === seat && h.round === state.round)) return [...hints];
  return [...hints, { seat, round: state.round, at }];
}

export function clearGame(key = SAVE_KEY): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing to clear.
  }
}
