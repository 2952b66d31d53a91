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
import type { ActedData, BotKind, ChatMessage, ChatSendPayload, ChatSnapshot, GameUpdate, RoomInfo, TakeBackInfo, UndoneData } from '@kahroba/protocol';
import { Chat } from './chat';
import { ComputerSeats } from './computer-seats';
import { GameRunner } from './game-runner';
import type { GameSession } from './game-session';
import { Lobby } from './lobby';
import { Presence } from './presence';
import { SerialQueue } from './queue';
import type { RoomContext, RoomDeps } from './room-context';
import type { ServerSocket } from './socket-types';
import type { StoredMember, StoredRoom } from './store';
import { Undos } from './undo';

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

  constructor(deps: RoomDeps, doc: StoredRoom) {
    this.deps = deps;
    this.doc = doc;
    this.presence = new Presence(doc.members.map((m) => m.id), deps.clock.now());
    this.lastActive = deps.clock.now();
    this.lobby = new Lobby(this);
    this.runner = new GameRunner(this, this.lobby, () => this.scheduleBot());
    this.computers = new ComputerSeats(this, this.runner, () => this.touch());
    this.undos = new Undos(this, this.runner, this.lobby, () => this.scheduleBot());
    this.talk = new Chat(this, {
      member: (id) => this.lobby.member(id),
      requireHost: (id) => this.lobby.requireHost(id),
      gamePosition: () => (this.game ? { gameNo: this.game.gameNo, events: this.game.events.length } : null),
    });
    // Loaded from the store (restart, or back into memory): nobody is connected yet, the host included.
    if (doc.members.length > 0) this.lobby.checkHost();
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
  save(): void {
    this.deps.health.saveRoom(this.doc, (saved) => { this.doc = saved; });
  }

  publishRoom(): void {
    this.lobby.publish();
  }

  /* ---------------- membership (lobby.ts) ---------------- */

  join(input: { name?: string | undefined; token?: string | undefined; seat?: Seat | null | undefined }): { token: string; member: StoredMember } {
    return this.lobby.join(input);
  }

  sit(memberId: string, seat: Seat | null): void {
    this.lobby.sit(memberId, seat);
  }

  setSeat(memberId: string, seat: Seat, kind: 'human' | 'bot', bot: BotKind): void {
    this.lobby.setSeat(memberId, seat, kind, bot);
    this.scheduleBot();
  }

  kick(memberId: string, seat: Seat): ServerSocket[] {
    return this.lobby.kick(memberId, seat);
  }

  member(memberId: string): StoredMember {
    return this.lobby.member(memberId);
  }

  info(memberId: string): RoomInfo {
    return this.lobby.info(memberId);
  }

  /* ---------------- connections and presence (presence.ts) ---------------- */

  attach(socket: ServerSocket, memberId: string): void {
    this.presence.attach(socket, memberId);
    this.lobby.checkHost();
    this.publishRoom();
  }

  detach(socket: ServerSocket, memberId: string): void {
    this.touch();
    if (!this.presence.detach(socket, memberId, this.deps.clock.now())) return;
    if (memberId === this.doc.hostMemberId) this.lobby.checkHost();
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

  /* ---------------- table talk (chat.ts) ---------------- */

  chat(memberId: string): ChatSnapshot {
    return this.talk.snapshot(memberId);
  }

  say(memberId: string, payload: ChatSendPayload): ChatMessage {
    return this.talk.send(memberId, payload);
  }

  mute(memberId: string, target: string, muted: boolean): ChatSnapshot {
    return this.talk.mute(memberId, target, muted);
  }

  setChatEnabled(memberId: string, enabled: boolean): ChatSnapshot {
    return this.talk.setEnabled(memberId, enabled);
  }

  /* ---------------- the game (game-runner.ts) and computer players (computer-seats.ts) ---------------- */

  start(memberId: string): GameUpdate {
    return this.runner.start(memberId);
  }

  rematch(memberId: string): GameUpdate {
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

  /** Plays the computer seats whose turn it is, after the human-like delay; they wait while a take-back is asked. */
  scheduleBot(): void {
    // Called after every change of the game: a take-back asked at another version is void.
    this.undos.gameMoved();
    if (this.undos.pending) this.computers.cancel();
    else this.computers.schedule();
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
    this.lobby.cancelTimer();
  }
}
