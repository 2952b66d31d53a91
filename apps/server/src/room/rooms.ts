/**
 * All rooms: creation (codes, the per-address cap), lookup with lazy loading
 * from the store, restoring every running game when the server starts,
 * releasing idle rooms from memory (they stay in the store; one whose turn
 * clock runs is loaded again when the time runs out) and deleting abandoned
 * waiting rooms.
 */
import type { Seat } from '@kahroba/engine';
import { Coalesced } from './coalesced';
import { KeyedTimers, repeat } from './timers';
import { refuse } from '../errors';
import { GameSession } from './game-session';
import { Room } from './room';
import type { RoomDeps } from './room';
import type { RoomLease } from './ports';
import { checkStackedSetup, hostSeatOf, newRoomDoc } from './new-room';
import type { CreateRoomInput } from './new-room';
import type { StoredMember, StoredRoom } from '../store/store';

export class RoomManager {
  private readonly rooms = new Map<string, Room>();
  /** Rooms released from memory while a turn clock ran: loaded again when its time runs out. */
  private readonly wakes: KeyedTimers;
  /** Rooms being read from the store: a second lookup meanwhile waits for the same load. */
  private readonly loading = new Map<string, Promise<Room | null>>();
  /** Codes handed to rooms being created, not yet saved. */
  private readonly reserved = new Set<string>();

  private readonly deps: RoomDeps;
  private sweepTimer: { cancel(): void } | null = null;
  /** The deletion of abandoned waiting rooms a sweep starts: one at a time; it goes on after the sweep returns. */
  private readonly expiry: Coalesced<number>;

  /** Several nodes: called when this node has just taken a room (transport/routing.ts tells the others). */
  onTaken: ((code: string) => void) | null = null;
  /** Several nodes: called when this node has lost a room's lease (transport/routing.ts moves its connections to the next owner). */
  onLost: ((room: Room) => void) | null = null;

  constructor(deps: RoomDeps) {
    this.deps = deps;
    this.wakes = new KeyedTimers(deps.clock);
    this.expiry = new Coalesced(
      (now: number) => this.expireLobbies(now),
      (e) => {
        deps.logger.error({ err: e }, 'expiring waiting rooms failed');
      },
    );
  }

  /** Rebuilds every room whose game was running and restarts its bots. */
  async restoreAll(): Promise<number> {
    let n = 0;
    for (const code of await this.deps.store.playingRoomCodes()) {
      try {
        if (await this.get(code)) n += 1;
      } catch (e) {
        this.deps.logger.error({ err: e, room: code }, 'could not restore room');
      }
    }
    return n;
  }

  /**
   * The room with that code, loaded from the store if needed, or null. A room
   * loaded here has its game replayed and its computer players carry on.
   */
  async get(code: string): Promise<Room | null> {
    const open = this.rooms.get(code);
    if (open) {
      open.touch();
      return open;
    }
    const pending = this.loading.get(code);
    if (pending) return pending;
    const load = this.load(code).finally(() => this.loading.delete(code));
    this.loading.set(code, load);
    return load;
  }

  private async load(code: string): Promise<Room | null> {
    const { store, writer } = this.deps;
    let room: Room | null = null;
    // Several nodes: the room is run here only under this node's lease (read after it is taken).
    const lease = await this.own(code, () => {
      if (room) this.lost(room);
    });
    let doc: StoredRoom | null;
    let game: GameSession | null;
    try {
      doc = await store.loadRoom(code);
      game = doc?.gameId == null ? null : await GameSession.restore(store, writer, doc.gameId, lease?.fence, doc);
    } catch (e) {
      await lease?.release();
      throw e;
    }
    if (!doc) {
      await lease?.release();
      return null;
    }
    if (lease && !lease.held) throw refuse('ROOM_MOVED');
    this.wakes.cancel(code);
    room = new Room(this.deps, doc, game, lease);
    this.rooms.set(code, room);
    if (lease) this.onTaken?.(code);
    // On the room's queue: a request that finds the room meanwhile waits behind the clock and the computer players.
    await room.runQueued(() => room.scheduleBot());
    return room;
  }

  /** Opens a room; the creator becomes its host. */
  async create(input: CreateRoomInput, address: string): Promise<{ room: Room; token: string; member: StoredMember }> {
    const { config, secrets, clock, store } = this.deps;
    if (input.test && !config.TEST_MODE) throw refuse('TEST_MODE_ONLY');
    if (input.open && !config.OPEN_LOBBY) throw refuse('LOBBY_CLOSED');
    if (input.test?.clockMs && input.clock === 'none') throw refuse('BAD_PAYLOAD');
    // Counted in the database over a window: leaving and coming back does not reset it. Refused here
    // at once when the cap is reached; creations under way at the same time are counted by the first save (open).
    if (
      (await store.roomsCreatedSince(address, clock.now() - config.ROOM_CREATE_WINDOW_MS)) >=
      config.MAX_ROOMS_PER_ADDRESS
    ) {
      throw refuse('TOO_MANY_ROOMS');
    }

    const hostSeat = hostSeatOf(input);
    checkStackedSetup(input);
    let code = secrets.roomCode();
    for (let tries = 0; this.rooms.has(code) || this.reserved.has(code) || (await store.roomExists(code)); tries++) {
      if (tries > 20) throw new Error('no free room code');
      code = secrets.roomCode();
    }
    this.reserved.add(code);
    try {
      return await this.open(code, input, address, hostSeat);
    } finally {
      this.reserved.delete(code);
    }
  }

  private async open(
    code: string,
    input: CreateRoomInput,
    address: string,
    hostSeat: Seat | null,
  ): Promise<{ room: Room; token: string; member: StoredMember }> {
    const doc = newRoomDoc(code, input, address, this.deps.clock.now());
    let room: Room | null = null;
    const lease = await this.own(code, () => {
      if (room) this.lost(room);
    });
    room = new Room(this.deps, doc, null, lease);
    // The cap is counted with the room's first write (the host's join), in one step on every node:
    // TOO_MANY_ROOMS when creations running at the same time filled it meanwhile.
    room.newRoomCap = {
      since: this.deps.clock.now() - this.deps.config.ROOM_CREATE_WINDOW_MS,
      max: this.deps.config.MAX_ROOMS_PER_ADDRESS,
    };
    try {
      const { member, token } = await room.lobby.join({ name: input.name, seat: hostSeat });
      doc.hostMemberId = member.id;
      // A failed write refuses the creation (STORAGE_FAILED, readiness down); the room is not kept.
      await this.deps.health.saveRoom(doc, () => undefined, lease?.fence);
      this.rooms.set(code, room);
      return { room, token, member };
    } catch (e) {
      room.close();
      await lease?.release();
      throw e;
    }
  }

  /** Several nodes: this node's lease on the room (ROOM_MOVED when another node holds it); null on a single node. */
  private async own(code: string, lost: () => void): Promise<RoomLease | null> {
    const { leases, store } = this.deps;
    if (!leases) return null;
    const lease = await leases.claim(store, code, lost);
    if (!lease) throw refuse('ROOM_MOVED');
    return lease;
  }

  /** Several nodes: the room if this node runs it now (in memory, under its lease), else null. */
  owned(code: string): Room | null {
    const room = this.rooms.get(code);
    return room && !room.isClosed && (room.lease?.held ?? true) ? room : null;
  }

  /**
   * The lease of a room in memory was lost (or a write found a newer fence:
   * `moved`): another node may run it now, so this one stops it and forgets it.
   */
  moved(room: Room): void {
    this.lost(room);
    room.lease?.release().catch(() => undefined);
  }

  private lost(room: Room): void {
    if (this.rooms.get(room.code) !== room) return;
    room.close();
    this.rooms.delete(room.code);
    this.onLost?.(room);
  }

  /**
   * Forgets a room nobody is connected to and whose game is not running; it is
   * loaded again from the store when someone comes back. Called from its queue.
   */
  releaseIfIdle(room: Room): void {
    if (room.doc.status === 'playing' || room.queue.size > 1 || !this.idle(room)) return;
    this.release(room);
  }

  /**
   * Releases every room that has had no connection, no computer move pending
   * and nothing queued for ROOM_IDLE_MS (a room loaded only for a record fetch,
   * a game whose people all left on a person's turn, a finished game of
   * computer players). Nothing is lost: every room and action is already in
   * the store, and `get` loads it again (replay) when it is next used.
   */
  sweep(): number {
    const now = this.deps.clock.now();
    let n = 0;
    for (const room of [...this.rooms.values()]) {
      if (room.queue.size > 0 || !this.idle(room) || now - room.lastActive < this.deps.config.ROOM_IDLE_MS) continue;
      this.release(room);
      n += 1;
    }
    if (n > 0) this.deps.logger.debug({ released: n, inMemory: this.rooms.size }, 'idle rooms released');
    this.expiry.request(now);
    return n;
  }

  /**
   * Deletes rooms whose game never started and that nobody changed for
   * LOBBY_EXPIRE_MS (abandoned waiting rooms), unless someone is connected.
   */
  async expireLobbies(now = this.deps.clock.now()): Promise<number> {
    let n = 0;
    for (const code of await this.deps.store.expiredLobbies(now - this.deps.config.LOBBY_EXPIRE_MS)) {
      const open = this.rooms.get(code);
      if (this.loading.has(code) || (open && (open.presence.connectionCount > 0 || open.queue.size > 0))) continue;
      if (open) this.release(open);
      if (await this.deps.store.deleteLobby(code)) n += 1;
    }
    if (n > 0) this.deps.logger.info({ expired: n }, 'abandoned waiting rooms deleted');
    return n;
  }

  /** Sweeps every ROOM_IDLE_MS / 2 on the injected clock until `stopSweeping`. */
  startSweeping(): void {
    this.stopSweeping();
    this.sweepTimer = repeat(
      this.deps.clock,
      Math.ceil(this.deps.config.ROOM_IDLE_MS / 2),
      () => this.sweep(),
      (e) => this.deps.logger.error({ err: e }, 'sweep failed'),
    );
  }

  stopSweeping(): void {
    this.sweepTimer?.cancel();
    this.sweepTimer = null;
    this.wakes.cancelAll();
  }

  /** Resolves once the deletion of abandoned waiting rooms started by a sweep, if one runs, has finished (shutdown waits for it). */
  async sweeping(): Promise<void> {
    await this.expiry.settled();
  }

  private idle(room: Room): boolean {
    return room.presence.connectionCount === 0 && !room.computers.pending && !room.isClosed;
  }

  private release(room: Room): void {
    if (this.rooms.get(room.code) !== room) return;
    const due = room.turnClock.dueAt;
    room.close();
    this.rooms.delete(room.code);
    // Several nodes: a running game let go while idle is parked, so no other node takes it by itself before its clock runs out.
    room.lease?.release(room.doc.status === 'playing' ? (due ?? 0) : undefined).catch(() => undefined);
    if (due !== null) this.wakeAt(room.code, due);
  }

  /** Loads a released room when its turn clock runs out, so the computer player moves for the seat (turn-clock.ts). */
  private wakeAt(code: string, at: number): void {
    this.wakes.set(code, at, () => {
      this.get(code).catch((e: unknown) => {
        this.deps.logger.error({ err: e, room: code }, 'could not load a room whose turn ran out');
      });
    });
  }

  /** True while the room is in memory here or being loaded. */
  isHere(code: string): boolean {
    return this.rooms.has(code) || this.loading.has(code);
  }
  all(): Room[] {
    return [...this.rooms.values()];
  }
}
