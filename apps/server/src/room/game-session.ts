/**
 * One game of a room: the engine state, its record on disk and the intents
 * already answered. Every accepted action is appended to the store before the
 * caller acknowledges it, so the record on disk is never behind a client.
 */
import { RECORD_SCHEMA, applyAction, createGame, planUndo, undoBarrier } from '@kahroba/engine';
import type {
  Action,
  ErrorCode,
  GameConfig,
  GameEvent,
  GameRecord,
  GameState,
  RecordedAction,
  Seat,
  StackedSetup,
} from '@kahroba/engine';
import type { ActedData, SentEvent } from '@kahroba/protocol';
import { engineRefusal, refuse } from '../errors';
import type { GroupCommit } from '../store/group-commit';
import type { Fence, Store, StoredRoom, WriteOp } from '../store/store';
import { roomSummaryFor } from './views';

/** How many answered intents a game remembers, to ignore repeats. */
const REMEMBERED_INTENTS = 512;

/**
 * The events of an action a computer player made for a person's seat (no
 * intent id: not sent by a person) marked `standIn`, so that the log says
 * "Computer for Ana…". Only the acting seat's own events: the next seat's
 * `turnStarted` is not the stand-in's.
 */
function markStandIn(events: readonly GameEvent[], seat: Seat): SentEvent[] {
  return events.map((e) =>
    e.type !== 'turnStarted' && 'seat' in e && e.seat === seat ? { ...e, standIn: true as const } : e,
  );
}

export class GameSession {
  private readonly answered = new Map<string, ActedData>();
  private readonly writer: GroupCommit;
  /** Several nodes: the fence of the room's lease, carried by every write (store/store.ts `Fence`). */
  private readonly fence: Fence | undefined;
  readonly gameId: number;
  readonly gameNo: number;
  readonly config: GameConfig;
  private readonly actions: RecordedAction[];
  /** Every event of the game so far, unredacted (each viewer gets `eventsFor` of it): the log of a late joiner. */
  readonly events: SentEvent[];
  /** The seats people hold (as set when the game started): a move on one without an intent id is a stand-in's. */
  private readonly humanSeats: ReadonlySet<Seat>;
  /** `events.length` after each action: where the log is cut when actions are undone (RULINGS R12). */
  private readonly eventEnds: number[];
  /** Per action, what stops undoing it (RULINGS R12, engine `undoBarrier`), or null: whether its seat may undo it, without a replay. */
  private readonly barriers: (ErrorCode | null)[];
  state: GameState;
  /**
   * For a game restored from the store, when its last action was committed
   * (the store's time); null once anything happens in this process. The turn
   * clock ends the last turn there when the room document had not been saved
   * after that action (a crash, or an owner killed, in between).
   */
  restoredMoveAt: number | null = null;

  private constructor(
    writer: GroupCommit,
    gameId: number,
    gameNo: number,
    config: GameConfig,
    actions: RecordedAction[],
    state: GameState,
    events: SentEvent[],
    fence: Fence | undefined,
    humanSeats: ReadonlySet<Seat>,
  ) {
    this.writer = writer;
    this.fence = fence;
    this.gameId = gameId;
    this.gameNo = gameNo;
    this.config = config;
    this.actions = actions;
    this.state = state;
    this.events = events;
    this.humanSeats = humanSeats;
    this.eventEnds = [];
    this.barriers = [];
  }

  /** Sets up a new game from the room's settings and persists its config. */
  static async start(
    store: Store,
    writer: GroupCommit,
    room: StoredRoom,
    seed: string,
    fence?: Fence,
  ): Promise<GameSession> {
    const config: GameConfig = {
      players: room.settings.players,
      seed: room.test?.seed ?? seed,
      modules: [...room.settings.modules],
      edition: room.settings.edition,
      firstPlayer: room.test?.firstPlayer,
      setup: room.test?.setup as StackedSetup | undefined,
    };
    const created = createGame(config);
    if (!created.ok) throw engineRefusal(created.error);
    // Who sits where as the game starts: each game of the room lists its own players after rematches.
    const players = roomSummaryFor(room).seats.map(({ seat, kind, bot, name }) => ({ seat, kind, bot, name }));
    const gameId = await store.createGame(room.code, room.gameNo, config, players, fence);
    return new GameSession(writer, gameId, room.gameNo, config, [], created.value, [], fence, humanSeatsOf(room));
  }

  /**
   * Rebuilds a game from its record on disk, action by action through the
   * engine, keeping its events; `room` (its seats) tells the stand-in's moves.
   */
  static async restore(
    store: Store,
    writer: GroupCommit,
    gameId: number,
    fence: Fence | undefined,
    room: Pick<StoredRoom, 'seats'>,
  ): Promise<GameSession> {
    const stored = await store.loadGame(gameId);
    if (!stored) throw new Error(`game ${gameId} is missing from the store`);
    const actions = stored.actions.map(({ seat, action }) => ({ seat, action })) as GameRecord['actions'];
    const created = createGame(stored.config);
    if (!created.ok) throw new Error(`game ${gameId} does not set up: ${created.error.code}`);
    let state = created.value;
    const events: SentEvent[] = [];
    const humanSeats = humanSeatsOf(room);
    const ends: number[] = [];
    const barriers: (ErrorCode | null)[] = [];
    for (const [i, { seat, action }] of actions.entries()) {
      const r = applyAction(state, seat, action);
      if (!r.ok) throw new Error(`game ${gameId} does not replay: action ${i}: ${r.error.code}`);
      barriers.push(undoBarrier(state, r.events, seat));
      state = r.state;
      events.push(
        ...(stored.actions[i]?.intentId === null && humanSeats.has(seat) ? markStandIn(r.events, seat) : r.events),
      );
      ends.push(events.length);
    }
    const session = new GameSession(
      writer,
      gameId,
      stored.gameNo,
      stored.config,
      [...actions],
      state,
      events,
      fence,
      humanSeats,
    );
    session.eventEnds.push(...ends);
    session.barriers.push(...barriers);
    session.restoredMoveAt = stored.lastActionAt;
    // The intents answered before the restart: version n + 1 after action n.
    stored.actions.forEach((a, n) => {
      if (a.intentId !== null) session.remember(a.seat, a.intentId, { version: n + 1, duplicate: true });
    });
    return session;
  }

  get finished(): boolean {
    return this.state.result !== null;
  }

  /** A repeated intent id of that seat: the answer given the first time. */
  answeredBefore(seat: Seat, intentId: string): ActedData | undefined {
    return this.answered.get(`${seat}:${intentId}`);
  }

  /**
   * Checks the version, applies through the engine, waits until the action is
   * committed to disk, then moves the state on. Rejects with an AppError for
   * any refusal. Called only from the room's serial queue.
   */
  async apply(seat: Seat, action: Action, version: number | null, intentId: string | null): Promise<SentEvent[]> {
    if (version !== null && version !== this.state.version) throw refuse('STALE_VERSION');
    const result = applyAction(this.state, seat, action);
    if (!result.ok) throw engineRefusal(result.error);
    const { fence } = this;
    const ops: WriteOp[] = [
      { kind: 'action', gameId: this.gameId, index: this.actions.length, seat, action, intentId, fence },
    ];
    if (result.state.result !== null)
      ops.push({ kind: 'finish', gameId: this.gameId, result: result.state.result, fence });
    await this.writer.write(...ops);
    this.restoredMoveAt = null;
    this.actions.push({ seat, action });
    const events = intentId === null && this.humanSeats.has(seat) ? markStandIn(result.events, seat) : result.events;
    this.events.push(...events);
    this.eventEnds.push(this.events.length);
    this.barriers.push(undoBarrier(this.state, result.events, seat));
    this.state = result.state;
    if (intentId !== null) this.remember(seat, intentId, { version: result.state.version, duplicate: true });
    return events;
  }

  /**
   * RULINGS R12: takes back `seat`'s last action if the engine allows it. The
   * undo is committed to disk (the record loses that action) before the state
   * goes back; answers remembered for the undone intents are forgotten.
   */
  async undo(seat: Seat): Promise<void> {
    const plan = planUndo(this.record(), seat);
    if (!plan.ok) throw engineRefusal(plan.error);
    const { keep, state } = plan.value;
    await this.writer.write({ kind: 'undo', gameId: this.gameId, keep, fence: this.fence });
    this.restoredMoveAt = null;
    this.actions.length = keep;
    this.eventEnds.length = keep;
    this.barriers.length = keep;
    this.events.length = keep === 0 ? 0 : (this.eventEnds[keep - 1] ?? 0);
    this.state = state;
    for (const [key, data] of this.answered) if (data.version > keep) this.answered.delete(key);
  }

  /**
   * The seat that may undo the last action now (RULINGS R12), or null: the same
   * answer as the engine's `planUndo`, from what each action was found to reveal.
   */
  get undoSeat(): Seat | null {
    const n = this.actions.length;
    if (n === 0 || this.finished || this.barriers[n - 1] !== null) return null;
    return this.actions[n - 1]?.seat ?? null;
  }

  /** The save file: config (with the seed) and every action. Only for finished games (the server itself reads a running one to plan an undo). */
  record(): GameRecord {
    return { schema: RECORD_SCHEMA, config: this.config, actions: [...this.actions] };
  }

  private remember(seat: Seat, intentId: string, data: ActedData): void {
    if (this.answered.size >= REMEMBERED_INTENTS) {
      const oldest = this.answered.keys().next();
      if (!oldest.done) this.answered.delete(oldest.value);
    }
    this.answered.set(`${seat}:${intentId}`, data);
  }
}

/** The seats a person holds in `room` (a taken-over seat stays a person's). */
function humanSeatsOf(room: Pick<StoredRoom, 'seats'>): ReadonlySet<Seat> {
  return new Set(room.seats.flatMap((s, seat) => (s.kind === 'human' ? [seat] : [])));
}
