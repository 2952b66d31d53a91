/**
 * A room: its seats and members (lobby), its current game, the connections
 * of its members and the computer players. Every mutating method is called
 * through `queue`, so two intents of a room never interleave.
 */
import type { Action, GameEvent, GameRecord, Seat } from '@kahroba/engine';
import { toAct } from '@kahroba/engine';
import { DEFAULT_BOT_KIND } from '@kahroba/protocol';
import type { ActedData, BotKind, GameUpdate, RoomInfo } from '@kahroba/protocol';
import type { Logger } from 'pino';
import type { Clock } from './clock';
import type { Bot } from './computer-player';
import { applyComputerMove } from './computer-player';
import { BotTurns } from './bot-turns';
import type { Config } from './config';
import { AppError, refuse } from './errors';
import { sameName } from './names';
import { GameSession } from './game-session';
import type { GroupCommit } from './group-commit';
import { Presence } from './presence';
import { SerialQueue } from './queue';
import type { Random, Secrets } from './random';
import { hashToken, sameHash } from './random';
import type { ServerSocket } from './socket-types';
import type { StorageHealth } from './storage-health';
import type { Store, StoredMember, StoredRoom } from './store';
import { UpdateCache, roomInfoFor } from './views';

export interface RoomDeps {
  store: Store;
  /** Batches action writes: one transaction per event-loop turn. */
  writer: GroupCommit;
  /** Saves room documents; a failed write turns /readyz to 503. */
  health: StorageHealth;
  clock: Clock;
  config: Config;
  secrets: Secrets;
  random: Random;
  logger: Logger;
  bots: Record<BotKind, Bot>;
}

export class Room {
  readonly queue = new SerialQueue();
  game: GameSession | null = null;
  private readonly presence: Presence;
  private readonly botTurns: BotTurns;
  /** Pending while the host is away and the handover time has not come yet. */
  private hostTimer: { cancel(): void } | null = null;
  private closed = false;
  /** Clock time of the last lookup, departure or computer move (for releasing idle rooms). */
  lastActive: number;
  private readonly deps: RoomDeps;
  doc: StoredRoom;

  constructor(deps: RoomDeps, doc: StoredRoom) {
    this.deps = deps;
    this.doc = doc;
    this.presence = new Presence(doc.members.map((m) => m.id), deps.clock.now());
    this.lastActive = deps.clock.now();
    this.botTurns = new BotTurns({
      clock: deps.clock, delayMs: deps.config.BOT_DELAY_MS, queue: this.queue, logger: deps.logger.child({ room: doc.code }),
      play: (seat, version, action, logger) => this.botMove(seat, version, action, logger),
      retry: () => this.scheduleBot(),
    });
    if (doc.gameId !== null) this.game = GameSession.restore(deps.store, deps.writer, doc.gameId);
    // Loaded from the store (restart, or back into memory): nobody is connected yet, the host included.
    if (doc.members.length > 0) this.checkHost();
  }

  get code(): string {
    return this.doc.code;
  }

  /* ---------------- membership ---------------- */

  /** Joins by token (same place back) or as a new member; returns the token to keep. */
  join(input: { name?: string | undefined; token?: string | undefined; seat?: Seat | null | undefined }): { token: string; member: StoredMember } {
    if (input.token !== undefined) {
      const hash = hashToken(input.token);
      const member = this.doc.members.find((m) => sameHash(m.tokenHash, hash));
      if (!member) throw refuse('BAD_TOKEN');
      return { token: input.token, member };
    }
    if (input.name === undefined) throw refuse('NAME_REQUIRED');
    if (this.doc.members.length >= this.deps.config.MAX_ROOM_MEMBERS) throw refuse('ROOM_FULL');
    const name = input.name;
    if (this.doc.members.some((m) => sameName(m.name, name))) throw refuse('NAME_TAKEN');
    let seat: Seat | null = null;
    if (typeof input.seat === 'number') {
      this.checkFreeSeat(input.seat);
      seat = input.seat;
    } else if (input.seat === undefined && this.doc.status === 'lobby') {
      seat = this.freeSeats()[0] ?? null;
    }
    const token = this.deps.secrets.token();
    const member: StoredMember = { id: this.deps.secrets.memberId(), tokenHash: hashToken(token), name: input.name, seat };
    this.doc.members.push(member);
    this.presence.add(member.id, this.deps.clock.now());
    this.save();
    return { token, member };
  }

  sit(memberId: string, seat: Seat | null): void {
    const member = this.member(memberId);
    if (member.seat === seat) return;
    if (seat !== null) this.checkFreeSeat(seat);
    else if (this.doc.status !== 'lobby') throw refuse('ROOM_STARTED');
    member.seat = seat;
    this.save();
    this.publishRoom();
  }

  /** Host: before the start, a seat becomes a computer or opens to people; during play, an away player's seat is handed to a bot and back (RULES Y4). */
  setSeat(memberId: string, seat: Seat, kind: 'human' | 'bot', bot: BotKind): void {
    this.requireHost(memberId);
    const s = this.doc.seats[seat];
    if (!s) throw refuse('BAD_SEAT');
    if (this.doc.status === 'lobby') {
      if (kind === 'bot') {
        for (const m of this.doc.members) if (m.seat === seat) m.seat = null;
        this.doc.seats[seat] = { kind: 'bot', bot, takenOver: false };
      } else {
        this.doc.seats[seat] = { kind: 'human', bot: null, takenOver: false };
      }
    } else if (kind === 'bot') {
      if (s.kind === 'bot') throw refuse('BOT_SEAT');
      const holder = this.doc.members.find((m) => m.seat === seat);
      const since = holder ? this.awaySince(holder.id) : 0;
      if (since === null) throw refuse('NOT_AWAY');
      if (this.deps.clock.now() - since < this.deps.config.AWAY_TAKEOVER_MS) throw refuse('AWAY_TOO_SHORT');
      this.doc.seats[seat] = { kind: 'human', bot, takenOver: true };
    } else {
      if (s.kind === 'bot') throw refuse('ROOM_STARTED');
      this.doc.seats[seat] = { kind: 'human', bot: null, takenOver: false };
    }
    this.save();
    this.publishRoom();
    this.scheduleBot();
  }

  /**
   * Host, before the start: the player leaves the room; their token stops
   * working. Returns the kicked player's connections (they speak for nobody now).
   */
  kick(memberId: string, seat: Seat): ServerSocket[] {
    this.requireHost(memberId);
    if (this.doc.status !== 'lobby') throw refuse('ROOM_STARTED');
    const target = this.doc.members.find((m) => m.seat === seat);
    if (!target || target.id === memberId) throw refuse('BAD_SEAT');
    this.doc.members = this.doc.members.filter((m) => m !== target);
    this.save();
    const kicked = this.presence.remove(target.id);
    for (const socket of kicked) socket.emit('room:kicked', { code: this.code });
    this.publishRoom();
    return kicked;
  }

  /* ---------------- connections and presence ---------------- */

  attach(socket: ServerSocket, memberId: string): void {
    this.presence.attach(socket, memberId);
    this.checkHost();
    this.publishRoom();
  }

  detach(socket: ServerSocket, memberId: string): void {
    this.touch();
    if (!this.presence.detach(socket, memberId, this.deps.clock.now())) return;
    if (memberId === this.doc.hostMemberId) this.checkHost();
    this.publishRoom();
  }

  /** Marks the room as used now (it is released from memory only after ROOM_IDLE_MS without use). */
  touch(): void {
    this.lastActive = this.deps.clock.now();
  }

  /** True while a computer player's move is scheduled. */
  get botPending(): boolean {
    return this.botTurns.pending;
  }

  awaySince(memberId: string): number | null {
    return this.presence.awaySince(memberId);
  }

  get connectionCount(): number {
    return this.presence.connectionCount;
  }

  info(memberId: string): RoomInfo {
    return roomInfoFor(this.doc, this.member(memberId), this.presence, this.deps.config.PUBLIC_ORIGIN, this.deps.config.AWAY_TAKEOVER_MS);
  }

  /* ---------------- the game ---------------- */

  start(memberId: string): GameUpdate {
    this.requireHost(memberId);
    if (this.doc.status !== 'lobby') throw refuse('ROOM_STARTED');
    if (this.freeSeats().length > 0) throw refuse('SEATS_NOT_FILLED');
    return this.begin(memberId);
  }

  /** Host, once the game is over: a new game with the same seats and settings. */
  rematch(memberId: string): GameUpdate {
    this.requireHost(memberId);
    if (this.doc.status !== 'finished') throw refuse('NOT_FINISHED');
    this.doc.gameNo += 1;
    return this.begin(memberId);
  }

  async act(memberId: string, intent: { version: number; intentId: string; gameNo?: number | undefined; action: Action }): Promise<ActedData> {
    const game = this.requireGame();
    if (intent.gameNo !== undefined && intent.gameNo !== game.gameNo) throw refuse('STALE_VERSION');
    const seat = this.member(memberId).seat;
    if (seat === null) throw refuse('NOT_SEATED');
    const before = game.answeredBefore(seat, intent.intentId);
    if (before) return before;
    if (this.doc.seats[seat]?.takenOver) throw refuse('BOT_SEAT');
    const events = await game.apply(seat, intent.action, intent.version, intent.intentId);
    this.afterAction(events);
    return { version: game.state.version, duplicate: false };
  }

  update(memberId: string): GameUpdate {
    const game = this.requireGame();
    return UpdateCache.withHistory(game.gameNo, game.state, game.events, this.member(memberId).seat);
  }

  record(): GameRecord {
    if (!this.game?.finished) throw refuse('NOT_FINISHED');
    return this.game.record();
  }

  /** True once closed (shutdown or released from memory): take the room from the manager again. */
  get isClosed(): boolean {
    return this.closed;
  }

  /** Stops the computer players (server shutdown, or the room leaves memory). */
  close(): void {
    this.closed = true;
    this.botTurns.cancel();
    this.hostTimer?.cancel();
    this.hostTimer = null;
  }

  /* ---------------- host handover ---------------- */

  /**
   * Once the host has had no connection for AWAY_TAKEOVER_MS, the role passes
   * to the connected member who joined earliest, seated members before
   * spectators. With nobody connected it stays where it is (never to nobody)
   * and is checked again when someone attaches or asks for a host command.
   * While the host is away and the time has not come, a timer waits for it.
   * Returns true when the host changed (saved; the caller publishes).
   */
  private checkHost(): boolean {
    this.hostTimer?.cancel();
    this.hostTimer = null;
    if (this.closed) return false;
    const hostId = this.doc.hostMemberId;
    if (this.presence.connected(hostId)) return false;
    const isMember = this.doc.members.some((m) => m.id === hostId);
    const since = isMember ? this.presence.awaySince(hostId) : null;
    const now = this.deps.clock.now();
    if (since !== null && now - since < this.deps.config.AWAY_TAKEOVER_MS) {
      this.hostTimer = this.deps.clock.setTimeout(() => {
        this.hostTimer = null;
        this.queue.run(() => {
          if (this.checkHost()) this.publishRoom();
        }).catch((e: unknown) => {
          this.deps.logger.error({ err: e, room: this.code }, 'host handover failed');
        });
      }, since + this.deps.config.AWAY_TAKEOVER_MS - now);
      return false;
    }
    const connected = this.doc.members.filter((m) => m.id !== hostId && this.presence.connected(m.id));
    const heir = connected.find((m) => m.seat !== null) ?? connected[0];
    if (!heir) return false;
    this.doc.hostMemberId = heir.id;
    this.deps.logger.info({ room: this.code, seated: heir.seat !== null }, 'host handed over');
    this.save();
    return true;
  }

  /** Plays the computer seat whose turn it is, after the human-like delay (bot-turns.ts). */
  scheduleBot(): void {
    this.botTurns.cancel();
    const game = this.game;
    if (this.closed || !game || game.finished) return;
    const seat = toAct(game.state);
    const kind = seat === null ? null : this.botOf(seat);
    if (seat === null || kind === null) return;
    const logger = this.deps.logger.child({ room: this.code, bot: kind });
    this.botTurns.start(game.state, seat, this.deps.bots[kind], () => this.deps.random.float(), logger);
  }

  private async botMove(seat: Seat, version: number, action: Action | null, logger: Logger): Promise<void> {
    this.touch();
    const game = this.game;
    if (this.closed || !game || game.state.version !== version || toAct(game.state) !== seat) return;
    if (this.botOf(seat) === null) return;
    this.afterAction(await applyComputerMove(game, seat, action, logger));
  }

  private botOf(seat: Seat): BotKind | null {
    const s = this.doc.seats[seat];
    if (!s) return null;
    if (s.kind === 'bot') return s.bot ?? DEFAULT_BOT_KIND;
    return s.takenOver ? s.bot : null;
  }

  private begin(memberId: string): GameUpdate {
    const previous = this.game;
    try {
      this.game = GameSession.start(this.deps.store, this.deps.writer, this.doc, this.deps.secrets.seed());
      this.doc.gameId = this.game.gameId;
      this.doc.status = 'playing';
      this.save();
    } catch (e) {
      // Not started: the game, and a rematch's game number, stay as saved.
      this.game = previous;
      this.deps.health.restoreRoom(this.code, (saved) => { this.doc = saved; });
      throw e instanceof AppError ? e : this.deps.health.failed(e);
    }
    this.deps.logger.info({ room: this.code, gameNo: this.doc.gameNo }, 'game started');
    this.publishRoom();
    this.publishGame([]);
    this.scheduleBot();
    return this.update(memberId);
  }

  private afterAction(events: GameEvent[]): void {
    if (this.game?.finished && this.doc.status !== 'finished') {
      this.deps.logger.info({ room: this.code, gameNo: this.game.gameNo, actions: this.game.state.version }, 'game finished');
      this.doc.status = 'finished';
      this.save();
      this.publishRoom();
    }
    this.publishGame(events);
    this.scheduleBot();
  }

  /* ---------------- helpers ---------------- */

  private publishRoom(): void {
    for (const id of this.presence.connectedMembers()) {
      const info = this.info(id);
      for (const socket of this.presence.socketsOf(id)) socket.emit('room:update', info);
    }
  }

  private publishGame(events: GameEvent[]): void {
    const game = this.game;
    if (!game) return;
    const cache = new UpdateCache(game.gameNo, game.state, events);
    for (const m of this.doc.members) {
      if (!this.presence.connected(m.id)) continue;
      const update = cache.for(m.seat);
      for (const socket of this.presence.socketsOf(m.id)) socket.emit('game:update', update);
    }
  }

  private freeSeats(): Seat[] {
    return this.doc.seats.flatMap((s, seat) =>
      s.kind === 'human' && !this.doc.members.some((m) => m.seat === seat) ? [seat] : []);
  }

  private checkFreeSeat(seat: Seat): void {
    if (this.doc.status !== 'lobby') throw refuse('ROOM_STARTED');
    if (this.doc.seats[seat]?.kind !== 'human') throw refuse('BAD_SEAT');
    if (this.doc.members.some((m) => m.seat === seat)) throw refuse('SEAT_TAKEN');
  }

  member(memberId: string): StoredMember {
    const m = this.doc.members.find((x) => x.id === memberId);
    if (!m) throw refuse('NOT_IN_ROOM');
    return m;
  }

  private requireHost(memberId: string): void {
    const member = this.member(memberId);
    // The lazy half of the handover: a host whose timer could not hand over (nobody was connected) or was lost.
    if (this.checkHost()) this.publishRoom();
    if (member.id !== this.doc.hostMemberId) throw refuse('NOT_HOST');
  }

  private requireGame(): GameSession {
    if (!this.game) throw refuse('NOT_STARTED');
    return this.game;
  }

  /** Writes the room document; if that fails, STORAGE_FAILED and the room as the disk holds it. */
  private save(): void {
    this.deps.health.saveRoom(this.doc, (saved) => { this.doc = saved; });
  }
}
