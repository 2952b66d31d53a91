/**
 * A room's game runner: the current game session, starting and rematching,
 * applying intents and sending each member their own view of every change.
 * Called on the room's serial queue.
 */
import type { Action, GameEvent, Seat } from '@kahroba/engine';
import type { ActedData, GameUpdate, ServedRecord, TurnClockInfo } from '@kahroba/protocol';
import { AppError, refuse } from '../errors';
import { GameSession } from './game-session';
import type { Lobby } from './lobby';
import type { RoomContext } from './context';
import type { Audience } from './ports';
import type { ServerSocket } from '../socket-types';
import { SentViews } from './view-patches';
import type { ViewMessage } from './view-patches';
import { UpdateCache, servedRecord } from './views';
import { deviceViewerId, focus, passUndoable, shownSeat } from './device-views';
import type { Device } from './presence';

/** Who is sent a view: a member's own connections, or one device (its shown seat's view). */
interface Viewer {
  id: string;
  seat: Seat | null;
  sockets: ServerSocket[];
  /** A device holding several seats (device-views.ts). */
  device?: true;
  /** A device showing no seat whose seat made the last action: it may undo from the pass screen. */
  passUndo?: boolean;
}

/** What the room does around the game's changes (room.ts). */
export interface RunnerHooks {
  /** The game moved on (started or an action applied), before anyone is told: the turn clock follows. */
  turnChanged(): Promise<void>;
  /** After everyone was told: the computer players look whether it is their turn. */
  moved(): void;
  /** A person's action was accepted for their seat: a seat a computer player held is theirs again. */
  personActed(seat: Seat): Promise<void>;
  /** The turn clock every member is shown, if the room has one. */
  clock(): TurnClockInfo | undefined;
}

export class GameRunner {
  game: GameSession | null = null;
  private readonly room: RoomContext;
  private readonly lobby: Lobby;
  private readonly hooks: RunnerHooks;
  /** The view each viewer holds: every change goes out as a patch from it (protocol patch.ts). */
  private readonly sent = new SentViews();

  /** `restored`: the room's game as replayed from the store (GameSession.restore), for a room loaded with one. */
  constructor(room: RoomContext, lobby: Lobby, hooks: RunnerHooks, restored: GameSession | null = null) {
    this.room = room;
    this.lobby = lobby;
    this.hooks = hooks;
    this.game = restored;
  }

  /** `socket`: the connection asking, whose view the answer is (a device's own). */
  async start(memberId: string, socket?: ServerSocket): Promise<GameUpdate> {
    await this.lobby.host.require(memberId);
    if (this.room.doc.status !== 'lobby') throw refuse('ROOM_STARTED');
    if (this.lobby.freeSeats().length > 0) throw refuse('SEATS_NOT_FILLED');
    return this.begin(memberId, socket);
  }

  /** Host, once the game is over: a new game with the same seats and settings. */
  async rematch(memberId: string, socket?: ServerSocket): Promise<GameUpdate> {
    await this.lobby.host.require(memberId);
    if (this.room.doc.status !== 'finished') throw refuse('NOT_FINISHED');
    this.room.doc.gameNo += 1;
    return this.begin(memberId, socket);
  }

  async act(
    memberId: string,
    intent: { version: number; intentId: string; gameNo?: number | undefined; action: Action },
  ): Promise<ActedData> {
    const game = this.requireGame();
    if (intent.gameNo !== undefined && intent.gameNo !== game.gameNo) throw refuse('STALE_VERSION');
    const seat = this.lobby.member(memberId).seat;
    if (seat === null) throw refuse('NOT_SEATED');
    const before = game.answeredBefore(seat, intent.intentId);
    if (before) return before;
    // A seat a computer player holds (time-outs, or away): acting on it takes it back.
    const events = await game.apply(seat, intent.action, intent.version, intent.intentId);
    await this.hooks.personActed(seat);
    await this.afterAction(events);
    return { version: game.state.version, duplicate: false };
  }

  /** The whole game as the connection `socket` of `memberId` sees it (a device: the seat it shows, or none). */
  update(memberId: string, socket?: ServerSocket): GameUpdate {
    const game = this.requireGame();
    const device = socket ? this.room.presence.device(socket) : undefined;
    const viewer: Omit<Viewer, 'sockets'> = device
      ? this.deviceViewer(device, game)
      : { id: memberId, seat: this.lobby.member(memberId).seat };
    const update = UpdateCache.withHistory(game.gameNo, game.state, game.events, viewer.seat, this.hooks.clock());
    this.sent.held(viewer.id, update);
    return undoable(game, viewer, update);
  }

  /** A device holding several seats: whose view it is sent from now on (device-views.ts); answered with it. */
  focus(memberId: string, socket: ServerSocket, seat: Seat | null): GameUpdate {
    const device = this.room.presence.device(socket);
    if (!device) throw refuse('NOT_SHARED_DEVICE');
    focus(device, this.requireGame().state, this.seatOf, seat);
    return this.update(memberId, socket);
  }

  private readonly seatOf = (memberId: string): Seat | null => this.lobby.member(memberId).seat;

  /** Every connected viewer: each member's own connections, and each device apart (the seat it shows). */
  private viewers(game: GameSession): Viewer[] {
    const { doc, presence } = this.room;
    const out: Viewer[] = [];
    for (const m of doc.members) {
      if (!presence.connected(m.id)) continue;
      const sockets = [...presence.socketsOf(m.id)].filter((s) => !presence.device(s));
      if (sockets.length > 0) out.push({ id: m.id, seat: m.seat, sockets });
    }
    for (const d of presence.devices()) out.push({ ...this.deviceViewer(d, game), sockets: [d.socket] });
    return out;
  }

  /** A device as a viewer: the seat it shows (device-views.ts), and whether it may undo from its pass screen. */
  private deviceViewer(d: Device, game: GameSession): Omit<Viewer, 'sockets'> {
    const seat = shownSeat(d, game.state, this.seatOf);
    return { id: deviceViewerId(d), seat, device: true, passUndo: passUndoable(d, this.seatOf, game.undoSeat) };
  }

  /** The finished game's record, with its hints counted (room/hints.ts). */
  record(): ServedRecord {
    if (!this.game?.finished) throw refuse('NOT_FINISHED');
    return servedRecord(this.game.record(), this.room.doc, this.game.gameNo);
  }

  /** After an accepted action (a person's or a computer's): the end of the game, every member's view, the next computer move. */
  async afterAction(events: GameEvent[]): Promise<void> {
    const { doc, deps } = this.room;
    if (this.game?.finished && doc.status !== 'finished') {
      deps.logger.info(
        { room: this.room.code, gameNo: this.game.gameNo, actions: this.game.state.version },
        'game finished',
      );
      doc.status = 'finished';
      await this.room.save();
      this.room.publishRoom();
    }
    await this.hooks.turnChanged();
    this.publish(events);
    this.hooks.moved();
  }

  /**
   * After an undo (RULINGS R12, undo.ts): every member gets the game again with
   * its whole log (theirs holds the undone actions' events), marked `undone`
   * since its version went back; then the computer players look.
   */
  async afterUndo(): Promise<void> {
    const game = this.game;
    if (!game) return;
    // The turn may go back to the seat that just ended it: the turn clock follows.
    await this.hooks.turnChanged();
    const clock = this.hooks.clock();
    for (const v of this.viewers(game)) {
      const full = UpdateCache.withHistory(game.gameNo, game.state, game.events, v.seat, clock);
      this.sent.held(v.id, full);
      const update: GameUpdate = { ...undoable(game, v, full), undone: true };
      for (const socket of v.sockets) socket.emit('game:update', update);
    }
    this.hooks.moved();
  }

  private async begin(memberId: string, socket?: ServerSocket): Promise<GameUpdate> {
    const previous = this.game;
    const { deps } = this.room;
    try {
      this.game = await GameSession.start(deps.store, deps.writer, this.room.doc, deps.secrets.seed(), this.room.fence);
      this.room.doc.gameId = this.game.gameId;
      this.room.doc.status = 'playing';
      await this.room.save();
    } catch (e) {
      // Not started: the game, and a rematch's game number, stay as saved.
      this.game = previous;
      await deps.health.restoreRoom(this.room.code, (saved) => {
        this.room.doc = saved;
      });
      throw e instanceof AppError ? e : deps.health.failed(e);
    }
    deps.logger.info({ room: this.room.code, gameNo: this.room.doc.gameNo }, 'game started');
    this.room.publishRoom();
    await this.hooks.turnChanged();
    this.publish([]);
    this.hooks.moved();
    return this.update(memberId, socket);
  }

  /** Every connected member gets their own view of the game and the events (views.ts); [] when only the clock changed. */
  publish(events: GameEvent[]): void {
    const game = this.game;
    if (!game) return;
    const cache = new UpdateCache(game.gameNo, game.state, events, this.hooks.clock());
    const viewers = this.viewers(game);
    // A device whose shown seat changes gets the whole log again, redacted for its new viewer: the
    // log it holds (the previous person's own secrets in it) is replaced, not added to.
    const passed = viewers.filter((v) => v.device && this.sent.seatSent(v.id) !== v.seat);
    const messages = this.sent.next(cache, viewers, game.undoSeat);
    for (const v of passed) {
      const full = UpdateCache.withHistory(game.gameNo, game.state, game.events, v.seat, this.hooks.clock());
      this.sent.held(v.id, full);
      messages.set(v.id, { event: 'game:update', payload: undoable(game, v, full) });
    }
    // A device on its pass screen whose seat moved last: its own copy says `undoable` (the spectators' does not).
    for (const v of viewers) {
      const m = messages.get(v.id);
      if (v.passUndo && m && !m.payload.undoable) messages.set(v.id, markUndoable(m));
    }
    // The sockets of each message object: viewers who share one get one broadcast (encoded once).
    const groups = new Map<ViewMessage['payload'], { message: ViewMessage; sockets: ServerSocket[] }>();
    for (const v of viewers) {
      const message = messages.get(v.id);
      if (!message) continue;
      let group = groups.get(message.payload);
      if (!group) groups.set(message.payload, (group = { message, sockets: [] }));
      group.sockets.push(...v.sockets);
    }
    for (const { message, sockets } of groups.values()) send(this.room.deps.audience, message, sockets);
  }

  private requireGame(): GameSession {
    if (!this.game) throw refuse('NOT_STARTED');
    return this.game;
  }
}

/** One message to several sockets, through the room's audience (one broadcast, encoded once). */
function send(audience: Audience, message: ViewMessage, sockets: readonly ServerSocket[]): void {
  if (message.event === 'game:patch') audience.send(sockets, 'game:patch', message.payload);
  else audience.send(sockets, 'game:update', message.payload);
}

/** RULINGS R12: the seat that may undo the game's last action is told so in its own update. */
function undoable<T extends { undoable?: boolean }>(
  game: GameSession,
  viewer: Pick<Viewer, 'seat' | 'passUndo'>,
  update: T,
): T {
  const { seat } = viewer;
  return (seat !== null && seat === game.undoSeat) || viewer.passUndo ? { ...update, undoable: true } : update;
}

const markUndoable = (m: ViewMessage): ViewMessage =>
  m.event === 'game:patch'
    ? { event: 'game:patch', payload: { ...m.payload, undoable: true } }
    : { event: 'game:update', payload: { ...m.payload, undoable: true } };
