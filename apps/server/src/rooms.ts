/**
 * All rooms: creation (codes, the per-address cap), lookup with lazy loading
 * from the store, restoring every running game when the server starts,
 * releasing idle rooms from memory (they stay in the store; one whose turn
 * clock runs is loaded again when the time runs out) and deleting abandoned
 * waiting rooms.
 */
import { createGame } from '@kahroba/engine';
import type { Seat } from '@kahroba/engine';
import type { RoomCreateSchema } from '@kahroba/protocol';
import type { z } from 'zod';
import { engineRefusal, refuse } from './errors';
import { Room } from './room';
import type { RoomDeps } from './room';
import type { StoredMember, StoredRoom } from './store';

export type CreateRoomInput = z.output<typeof RoomCreateSchema>;

export class RoomManager {
  private readonly rooms = new Map<string, Room>();
  /** Rooms released from memory while a turn clock ran: loaded again when its time runs out. */
  private readonly wakes = new Map<string, { cancel(): void }>();

  private readonly deps: RoomDeps;
  private sweepTimer: { cancel(): void } | null = null;

  constructor(deps: RoomDeps) {
    this.deps = deps;
  }

  /** Rebuilds every room whose game was running and restarts its bots. */
  restoreAll(): number {
    let n = 0;
    for (const code of this.deps.store.playingRoomCodes()) {
      try {
        if (this.get(code)) n += 1;
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
  get(code: string): Room | null {
    const open = this.rooms.get(code);
    if (open) {
      open.touch();
      return open;
    }
    const doc = this.deps.store.loadRoom(code);
    if (!doc) return null;
    this.wakes.get(code)?.cancel();
    this.wakes.delete(code);
    const room = new Room(this.deps, doc);
    this.rooms.set(code, room);
    room.scheduleBot();
    return room;
  }

  /** Opens a room; the creator becomes its host. */
  create(input: CreateRoomInput, address: string): { room: Room; token: string; member: StoredMember } {
    const { config, secrets, clock, store } = this.deps;
    if (input.test && !config.TEST_MODE) throw refuse('TEST_MODE_ONLY');
    if (input.test?.clockMs && input.clock === 'none') throw refuse('BAD_PAYLOAD');
    // Counted in the database over a window: leaving and coming back does not reset it.
    if (store.roomsCreatedSince(address, clock.now() - config.ROOM_CREATE_WINDOW_MS) >= config.MAX_ROOMS_PER_ADDRESS) {
      throw refuse('TOO_MANY_ROOMS');
    }

    const hostSeat = this.hostSeat(input);
    if (input.test?.setup !== undefined) {
      // A stacked set-up is checked now, not at the start (engine BAD_SETUP).
      const check = createGame({
        players: input.seats.length, seed: input.test.seed ?? 'check', modules: input.modules, edition: input.edition,
        firstPlayer: input.test.firstPlayer, setup: input.test.setup,
      });
      if (!check.ok) throw engineRefusal(check.error);
    }
    let code = secrets.roomCode();
    for (let tries = 0; this.rooms.has(code) || store.roomExists(code); tries++) {
      if (tries > 20) throw new Error('no free room code');
      code = secrets.roomCode();
    }
    const doc: StoredRoom = {
      code,
      createdAt: clock.now(),
      address,
      hostMemberId: '',
      settings: { players: input.seats.length, modules: input.modules, edition: input.edition, clock: input.clock, standIn: input.standIn },
      seats: input.seats.map((s) => (s.kind === 'bot'
        ? { kind: 'bot', bot: s.bot, takenOver: false }
        : { kind: 'human', bot: null, takenOver: false })),
      members: [],
      status: 'lobby',
      gameNo: 1,
      gameId: null,
      test: input.test,
    };
    const room = new Room(this.deps, doc);
    const { member, token } = room.join({ name: input.name, seat: hostSeat });
    doc.hostMemberId = member.id;
    // A failed write refuses the creation (STORAGE_FAILED, readiness down); the room is not kept.
    this.deps.health.saveRoom(doc, () => undefined);
    this.rooms.set(code, room);
    return { room, token, member };
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
    this.expireLobbies(now);
    return n;
  }

  /**
   * Deletes rooms whose game never started and that nobody changed for
   * LOBBY_EXPIRE_MS (abandoned waiting rooms), unless someone is connected.
   */
  expireLobbies(now = this.deps.clock.now()): number {
    let n = 0;
    for (const code of this.deps.store.expiredLobbies(now - this.deps.config.LOBBY_EXPIRE_MS)) {
      const open = this.rooms.get(code);
      if (open && (open.connectionCount > 0 || open.queue.size > 0)) continue;
      if (open) this.release(open);
      if (this.deps.store.deleteLobby(code)) n += 1;
    }
    if (n > 0) this.deps.logger.info({ expired: n }, 'abandoned waiting rooms deleted');
    return n;
  }

  /** Sweeps every ROOM_IDLE_MS / 2 on the injected clock until `stopSweeping`. */
  startSweeping(): void {
    this.stopSweeping();
    const every = Math.ceil(this.deps.config.ROOM_IDLE_MS / 2);
    const tick = (): void => {
      this.sweepTimer = this.deps.clock.setTimeout(() => {
        try {
          this.sweep();
        } catch (e) {
          this.deps.logger.error({ err: e }, 'sweep failed');
        }
        tick();
      }, every);
    };
    tick();
  }

  stopSweeping(): void {
    this.sweepTimer?.cancel();
    this.sweepTimer = null;
    for (const wake of this.wakes.values()) wake.cancel();
    this.wakes.clear();
  }

  private idle(room: Room): boolean {
    return room.connectionCount === 0 && !room.botPending && !room.isClosed;
  }

  private release(room: Room): void {
    if (this.rooms.get(room.code) !== room) return;
    const due = room.clockDueAt;
    room.close();
    this.rooms.delete(room.code);
    if (due !== null) this.wakeAt(room.code, due);
  }

  /** Loads a released room when its turn clock runs out, so the computer player moves for the seat (turn-clock.ts). */
  private wakeAt(code: string, at: number): void {
    const { clock, logger } = this.deps;
    this.wakes.get(code)?.cancel();
    this.wakes.set(code, clock.setTimeout(() => {
      this.wakes.delete(code);
      try {
        this.get(code);
      } catch (e) {
        logger.error({ err: e, room: code }, 'could not load a room whose turn ran out');
      }
    }, at - clock.now()));
  }

  all(): Room[] {
    return [...this.rooms.values()];
  }

  private hostSeat(input: CreateRoomInput): Seat | null {
    if (input.hostSeat === null) return null;
    if (input.hostSeat !== undefined) {
      if (input.seats[input.hostSeat]?.kind !== 'human') throw refuse('BAD_SEAT');
      return input.hostSeat;
    }
    const first = input.seats.findIndex((s) => s.kind === 'human');
    return first === -1 ? null : first;
  }
}
