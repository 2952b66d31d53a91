/**
 * A room, put together from its parts: the lobby (members, seats, host and
 * handover: lobby.ts), the game runner (game-runner.ts), the computer players
 * and their timer (computer-seats.ts), the turn clock (turn-clock.ts) and who
 * is connected (presence.ts; each member's away time is kept in the document,
 * so the host handover and the away takeover survive a restart).
 * The room owns the serial queue: every mutating method is called through
 * `queue`, and the parts' timers queue their work there (`runQueued`), so two
 * intents of a room never interleave. The parts see the room only as a
 * `RoomContext` (room-context.ts), so none of them imports this file.
 */
import type { Action, GameRecord, Seat } from '@kahroba/engine';
import type { ActedData, BotKind, ChatMessage, ChatSendPayload, ChatSnapshot, GameUpdate, RoomInfo, TakeBackInfo, TurnClockId, UndoneData } from '@kahroba/protocol';
import { Chat } from './chat';
import { ComputerSeats } from './computer-seats';
import { refuse } from './errors';
import { GameRunner } from './game-runner';
import type { GameSession } from './game-session';
import { Lobby } from './lobby';
import { Presence } from './presence';
import { SerialQueue } from './queue';
import type { RoomContext, RoomDeps } from './room-context';
import type { ServerSocket } from './socket-types';
import type { RoomLease } from './room-lease';
import type { Fence, RoomCap, StoredMember, StoredRoom } from './store';
import { Undos } from './undo';
import { TurnClock } from './turn-clock';

export type { RoomDeps } from './room-context';

export class Room implements RoomContext {
  readonly queue = new SerialQueue();
  readonly presence: Presence;
  readonly deps: RoomDeps;
  doc: StoredRoom;
  /** Clock time of the last lookup, departure or computer move (for releasing idle rooms). */
  lastActive: number;
  private closed = false;
  private readonly lobby: Lobby;
  private readonly runner: GameRunner;
  private readonly computers: ComputerSeats;
  private readonly undos: Undos;
  private readonly talk: Chat;
  private readonly turnClock: TurnClock;

  /** Several nodes: this node's lease on the room (room-lease.ts); null on a single node. */
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
    this.turnClock = new TurnClock(this, () => this.runner.game, () => this.timedOut());
    this.runner = new GameRunner(this, this.lobby, {
      turnChanged: async () => { await this.turnClock.sync(); },
      moved: () => this.afterMove(),
      personActed: async (seat) => { await this.takeBack(seat); },
      clock: () => this.turnClock.info(),
    }, game);
    this.computers = new ComputerSeats(this, this.runner, () => this.touch(), (seat) => this.turnClock.computerPlays(seat));
    // A take-back that closes changes no game: the computer players simply go on (an undo goes through afterUndo).
    this.undos = new Undos(this, this.runner, this.lobby, () => this.afterMove());
    this.talk = new Chat(this, {
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
    await this.deps.health.saveRoom(this.doc, (saved) => { this.doc = saved; }, this.fence, cap);
    this.newRoomCap = null;
  }

  get fence(): Fence | undefined {
    return this.lease?.fence;
  }

  publishRoom(): void {
    this.lobby.publish();
  }

  /* ---------------- membership (lobby.ts) ---------------- */

  join(input: { name?: string | undefined; token?: string | undefined; seat?: Seat | null | undefined }): Promise<{ token: string; member: StoredMember }> {
    return this.lobby.join(input);
  }

  sit(memberId: string, seat: Seat | null): Promise<void> {
    return this.lobby.sit(memberId, seat);
  }

  async setSeat(memberId: string, seat: Seat, kind: 'human' | 'bot', bot: BotKind): Promise<void> {
    await this.lobby.setSeat(memberId, seat, kind, bot);
    // Handed to a computer player (or given back) by the host: a run of time-outs is over either way.
    if (this.doc.status !== 'lobby' && this.turnClock.clearRun(seat)) await this.save();
    await this.scheduleBot();
  }

  setClock(memberId: string, clock: TurnClockId, standIn: BotKind): Promise<void> {
    return this.lobby.setClock(memberId, clock, standIn);
  }

  /** The caller takes back their seat from the computer player (after time-outs, or taken over while away). */
  async reclaim(memberId: string): Promise<void> {
    const seat = this.lobby.member(memberId).seat;
    if (seat === null) throw refuse('NOT_SEATED');
    if (!(await this.takeBack(seat))) return;
    this.runner.publish([]);
    await this.scheduleBot();
  }

  kick(memberId: string, seat: Seat): Promise<ServerSocket[]> {
    return this.lobby.kick(memberId, seat);
  }

  member(memberId: string): StoredMember {
    return this.lobby.member(memberId);
  }

  info(memberId: string): RoomInfo {
    return this.lobby.info(memberId);
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

  awaySince(memberId: string): number | null {
    return this.presence.awaySince(memberId);
  }

  get connectionCount(): number {
    return this.presence.connectionCount;
  }

  /* ---------------- table talk (chat.ts) ---------------- */

  chat(memberId: string): ChatSnapshot {
    return this.talk.snapshot(memberId);
  }

  say(memberId: string, payload: ChatSendPayload): Promise<ChatMessage> {
    return this.talk.send(memberId, payload);
  }

  mute(memberId: string, target: string, muted: boolean): Promise<ChatSnapshot> {
    return this.talk.mute(memberId, target, muted);
  }

  setChatEnabled(memberId: string, enabled: boolean): Promise<ChatSnapshot> {
    return this.talk.setEnabled(memberId, enabled);
  }

  /* ---------------- the game (game-runner.ts) and computer players (computer-seats.ts) ---------------- */

  start(memberId: string): Promise<GameUpdate> {
    return this.runner.start(memberId);
  }

  rematch(memberId: string): Promise<GameUpdate> {
    return this.runner.rematch(memberId);
  }

  act(memberId: string, intent: { version: number; intentId: string; gameNo?: number | undefined; action: Action }): Promise<ActedData> {
    return this.runner.act(memberId, intent);
  }

  update(memberId: string): GameUpdate {
    return this.runner.update(memberId);
  }

  record(): GameRecord {
    return this.runner.record();
  }

  /** RULINGS R12 (undo.ts): undo alone with computers, or ask the others for a take-back. */
  undo(memberId: string, p: { version: number; gameNo?: number | undefined }): Promise<UndoneData> {
    return this.undos.undo(memberId, p);
  }

  answerTakeBack(memberId: string, p: { id: string; accept: boolean }): Promise<TakeBackInfo> {
    return this.undos.answer(memberId, p);
  }

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

  /** When the running turn's time runs out (for waking a room released from memory), or null. */
  get clockDueAt(): number | null {
    return this.turnClock.dueAt;
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

  /** True while a computer player's move is scheduled. */
  get botPending(): boolean {
    return this.computers.pending;
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
