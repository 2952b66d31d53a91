/**
 * A room, put together from its parts: the lobby (members, seats, host and
 * handover: lobby.ts), the game runner (game-runner.ts), the computer players
 * and their timer (computer-seats.ts) and who is connected (presence.ts).
 * The room owns the serial queue: every mutating method is called through
 * `queue`, and the parts' timers queue their work there (`runQueued`), so two
 * intents of a room never interleave. The parts see the room only as a
 * `RoomContext` (room-context.ts), so none of them imports this file.
 */
import type { Action, GameRecord, Seat } from '@kahroba/engine';
import type { ActedData, BotKind, GameUpdate, RoomInfo } from '@kahroba/protocol';
import { ComputerSeats } from './computer-seats';
import { GameRunner } from './game-runner';
import type { GameSession } from './game-session';
import { Lobby } from './lobby';
import { Presence } from './presence';
import { SerialQueue } from './queue';
import type { RoomContext, RoomDeps } from './room-context';
import type { ServerSocket } from './socket-types';
import type { StoredMember, StoredRoom } from './store';

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

  /** `game`: the room's game replayed from the store (GameSession.restore), for a room loaded with one. */
  constructor(deps: RoomDeps, doc: StoredRoom, game: GameSession | null = null) {
    this.deps = deps;
    this.doc = doc;
    this.presence = new Presence(doc.members.map((m) => m.id), deps.clock.now());
    this.lastActive = deps.clock.now();
    this.lobby = new Lobby(this);
    this.runner = new GameRunner(this, this.lobby, () => this.scheduleBot(), game);
    this.computers = new ComputerSeats(this, this.runner, () => this.touch());
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

  /** Writes the room document; if that fails, STORAGE_FAILED and the room as the disk holds it. */
  save(): Promise<void> {
    return this.deps.health.saveRoom(this.doc, (saved) => { this.doc = saved; });
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
    this.scheduleBot();
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
    await this.lobby.checkHost();
    this.publishRoom();
  }

  async detach(socket: ServerSocket, memberId: string): Promise<void> {
    this.touch();
    if (!this.presence.detach(socket, memberId, this.deps.clock.now())) return;
    if (memberId === this.doc.hostMemberId) await this.lobby.checkHost();
    this.publishRoom();
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

  /** Plays the computer seats whose turn it is, after the human-like delay. */
  scheduleBot(): void {
    this.computers.schedule();
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
    this.lobby.cancelTimer();
  }
}
