/**
 * A room, put together from its parts: the lobby (members, seats, host and
 * handover: lobby.ts), the game runner (game-runner.ts), the computer players
 * and their timer (bot-seats.ts), take-backs (undo.ts), table talk (chat.ts),
 * the turn clock (turn-clock.ts) and who is connected (presence.ts; each
 * member's away time is kept in the document, so the host handover and the
 * away takeover survive a restart). Callers reach a part directly
 * (`room.lobby.sit(…)`, `room.chat.send(…)`); the room itself does only what
 * takes several parts (a seat handed over, a person back, a connection).
 * The room owns the serial queue: every mutating call goes through `queue`,
 * and the parts' timers queue their work there (`runQueued`), so two intents
 * of a room never interleave. The parts see the room only as a `RoomContext`
 * (context.ts), so none of them imports this file.
 */
import type { Seat } from '@kahroba/engine';
import type { BotKind } from '@kahroba/protocol';
import { Chat } from './chat';
import { ComputerSeats } from './bot-seats';
import { refuse } from '../errors';
import { GameRunner } from './game-runner';
import type { GameSession } from './game-session';
import { Lobby } from './lobby';
import { Presence } from './presence';
import { SerialQueue } from './queue';
import type { RoomContext, RoomDeps } from './context';
import type { RoomLease } from './ports';
import type { ServerSocket } from '../socket-types';
import type { Fence, RoomCap, StoredRoom } from '../store/store';
import { Undos } from './undo';
import { TurnClock } from './turn-clock';
import { Hints } from './hints';

export type { RoomDeps } from './context';

export class Room implements RoomContext {
  readonly queue = new SerialQueue();
  readonly presence: Presence;
  readonly deps: RoomDeps;
  doc: StoredRoom;
  /** Clock time of the last lookup, departure or computer move (for releasing idle rooms). */
  lastActive: number;
  private closed = false;
  /* The room's parts: callers reach them directly (on the room's queue). */
  /** Members, seats, the host and the host's handover; the room as each member sees it. */
  readonly lobby: Lobby;
  /** The game: start, rematch, intents, each member's view of every change. */
  readonly runner: GameRunner;
  /** The seats computer players play, and their move timer. */
  readonly computers: ComputerSeats;
  /** RULINGS R12: undo alone with computers, or a take-back the others are asked for. */
  readonly undos: Undos;
  /** Table talk. */
  readonly chat: Chat;
  /** The turn clock of the running game. */
  readonly turnClock: TurnClock;
  /** Hints asked during the game, where the room allows them. */
  readonly hints: Hints;

  /** Several nodes: this node's lease on the room (cluster/leases.ts); null on a single node. */
  readonly lease: RoomLease | null;

  /** `game`: the room's game replayed from the store (GameSession.restore), for a room loaded with one. */
  constructor(deps: RoomDeps, doc: StoredRoom, game: GameSession | null = null, lease: RoomLease | null = null) {
    this.deps = deps;
    this.lease = lease;
    this.doc = doc;
    const now = deps.clock.now();
    // Away since the saved time; a person connected when the server stopped, since it came back.
    this.presence = new Presence(doc.members.map((m) => [m.id, m.awaySince ?? now] as const));
    this.lastActive = now;
    this.lobby = new Lobby(this);
    this.turnClock = new TurnClock(
      this,
      () => this.runner.game,
      () => this.timedOut(),
    );
    this.runner = new GameRunner(
      this,
      this.lobby,
      {
        turnChanged: async () => {
          await this.turnClock.sync();
        },
        moved: () => this.afterMove(),
        personActed: async (seat) => {
          await this.takeBack(seat);
        },
        clock: () => this.turnClock.info(),
      },
      game,
    );
    this.computers = new ComputerSeats(
      this,
      this.runner,
      () => this.touch(),
      (seat) => this.turnClock.computerPlays(seat),
    );
    // A take-back that closes changes no game: the computer players simply go on (an undo goes through afterUndo).
    this.undos = new Undos(this, this.runner, this.lobby, () => this.afterMove());
    this.hints = new Hints(this, this.runner, this.lobby);
    this.chat = new Chat(this, {
      member: (id) => this.lobby.member(id),
      requireHost: (id) => this.lobby.requireHost(id),
      gamePosition: () => (this.game ? { gameNo: this.game.gameNo, events: this.game.events.length } : null),
    });
    // Loaded from the store (restart, or back into memory): nobody is connected yet, the host included,
    // so this only sets the handover timer (nobody to hand over to: nothing changes, nothing to save).
    if (doc.members.length > 0) this.lobby.pickHost();
  }

  get code(): string {
    return this.doc.code;
  }

  get game(): GameSession | null {
    return this.runner.game;
  }

  runQueued<T>(task: () => T | Promise<T>): Promise<T> {
    return this.queue.run(task);
  }

  /**
   * A room being created (rooms.ts): its first write is counted against its
   * address's cap in the same step (TOO_MANY_ROOMS, nothing written).
   */
  newRoomCap: RoomCap | null = null;

  /** Writes the room document; if that fails, STORAGE_FAILED and the room as the disk holds it. */
  async save(): Promise<void> {
    const cap = this.newRoomCap ?? undefined;
    await this.deps.health.saveRoom(
      this.doc,
      (saved) => {
        this.doc = saved;
      },
      this.fence,
      cap,
    );
    this.newRoomCap = null;
  }

  get fence(): Fence | undefined {
    return this.lease?.fence;
  }

  publishRoom(): void {
    this.lobby.publish();
  }

  /* ---------------- seats (lobby.ts, turn-clock.ts, bot-seats.ts) ---------------- */

  /** Host: a seat to a computer player or back (lobby.ts `setSeat`); a run of time-outs ends, the computer players look. */
  async setSeat(memberId: string, seat: Seat, kind: 'human' | 'bot', bot: BotKind): Promise<void> {
    await this.lobby.setSeat(memberId, seat, kind, bot);
    // Handed to a computer player (or given back) by the host: a run of time-outs is over either way.
    if (this.doc.status !== 'lobby' && this.turnClock.clearRun(seat)) await this.save();
    await this.scheduleBot();
  }

  /** The caller takes back their seat from the computer player (after time-outs, or taken over while away). */
  async reclaim(memberId: string): Promise<void> {
    const seat = this.lobby.member(memberId).seat;
    if (seat === null) throw refuse('NOT_SEATED');
    if (!(await this.takeBack(seat))) return;
    this.runner.publish([]);
    await this.scheduleBot();
  }

  /* ---------------- connections and presence (presence.ts) ---------------- */

  async attach(socket: ServerSocket, memberId: string): Promise<void> {
    this.presence.attach(socket, memberId);
    await this.keepAway(memberId, undefined);
    await this.lobby.checkHost();
    this.publishRoom();
  }

  async detach(socket: ServerSocket, memberId: string): Promise<void> {
    this.touch();
    const now = this.deps.clock.now();
    if (!this.presence.detach(socket, memberId, now)) return;
    await this.keepAway(memberId, now);
    if (memberId === this.doc.hostMemberId) await this.lobby.checkHost();
    this.publishRoom();
  }

  /** Saves since when a member is away (undefined: connected), so the away clocks survive a restart. */
  private async keepAway(memberId: string, since: number | undefined): Promise<void> {
    const m = this.doc.members.find((x) => x.id === memberId);
    if (this.closed || !m || m.awaySince === since) return;
    m.awaySince = since;
    await this.save();
  }

  /** Marks the room as used now (it is released from memory only after ROOM_IDLE_MS without use). */
  touch(): void {
    this.lastActive = this.deps.clock.now();
  }

  /* ---------------- the game (game-runner.ts) and computer players (bot-seats.ts) ---------------- */

  /**
   * The turn clock follows the seats and the game (loaded, seats changed,
   * an undo); then the computer seats whose turn it is play, after the
   * human-like delay.
   */
  async scheduleBot(): Promise<void> {
    if (await this.turnClock.sync()) this.runner.publish([]);
    this.afterMove();
  }

  /** After every change of the game: a take-back asked at another version is void; computer players wait while one is asked. */
  private afterMove(): void {
    this.undos.gameMoved();
    if (this.undos.pending) this.computers.cancel();
    else this.computers.schedule();
  }

  /** A seat's person is back: saved and told when a computer player held it or a run of time-outs ends. */
  private async takeBack(seat: Seat): Promise<boolean> {
    if (!this.turnClock.takeBack(seat)) return false;
    await this.save();
    this.publishRoom();
    return true;
  }

  /** The running turn's time ran out (saved): everyone sees it, the stand-in computer player moves. */
  private timedOut(): void {
    this.publishRoom();
    this.runner.publish([]);
    this.afterMove();
  }

  /** True once closed (shutdown or released from memory): take the room from the manager again. */
  get isClosed(): boolean {
    return this.closed;
  }

  /** Stops the computer players and the host's handover timer (server shutdown, or the room leaves memory). */
  close(): void {
    this.closed = true;
    this.computers.cancel();
    this.undos.cancel();
    this.turnClock.cancelTimer();
    this.lobby.cancelTimer();
  }
}
