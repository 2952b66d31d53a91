/**
 * A room's lobby: its members and seats, the host and the host's handover.
 * Called on the room's serial queue (the handover timer queues itself there).
 */
import type { Seat } from '@kahroba/engine';
import type { BotKind, RoomInfo, TurnClockId } from '@kahroba/protocol';
import { refuse } from '../errors';
import { sameName } from './names';
import { hashToken, sameHash } from '../random';
import type { RoomContext } from './context';
import type { ServerSocket } from '../socket-types';
import type { StoredMember } from '../store/store';
import { roomInfoFor } from './views';

export interface JoinInput {
  name?: string | undefined;
  token?: string | undefined;
  seat?: Seat | null | undefined;
  wantsSeat?: boolean | undefined;
}

export class Lobby {
  /** Pending while the host is away and the handover time has not come yet. */
  private hostTimer: { cancel(): void } | null = null;
  private readonly room: RoomContext;

  constructor(room: RoomContext) {
    this.room = room;
  }

  /** Joins by token (same place back) or as a new member; returns the token to keep. */
  async join(input: JoinInput): Promise<{ token: string; member: StoredMember }> {
    const { doc, deps } = this.room;
    if (input.token !== undefined) {
      const hash = hashToken(input.token);
      const member = doc.members.find((m) => sameHash(m.tokenHash, hash));
      if (!member) throw refuse('BAD_TOKEN');
      return { token: input.token, member };
    }
    if (input.name === undefined) throw refuse('NAME_REQUIRED');
    if (doc.members.length >= deps.config.MAX_ROOM_MEMBERS) throw refuse('ROOM_FULL');
    const name = input.name;
    if (doc.members.some((m) => sameName(m.name, name))) throw refuse('NAME_TAKEN');
    let seat: Seat | null = null;
    if (typeof input.seat === 'number') {
      this.checkFreeSeat(input.seat);
      seat = input.seat;
    } else if (input.seat === undefined && doc.status === 'lobby') {
      seat = this.freeSeats()[0] ?? null;
    }
    const token = deps.secrets.token();
    const member: StoredMember = { id: deps.secrets.memberId(), tokenHash: hashToken(token), name: input.name, seat };
    // Asking for a seat means something only to a spectator before the start.
    if (input.wantsSeat === true && seat === null && doc.status === 'lobby') member.wantsSeat = true;
    doc.members.push(member);
    this.room.presence.add(member.id, deps.clock.now());
    await this.room.save();
    return { token, member };
  }

  async sit(memberId: string, seat: Seat | null): Promise<void> {
    const member = this.member(memberId);
    if (member.seat === seat) return;
    if (seat !== null) this.checkFreeSeat(seat);
    else this.requireLobby();
    seatMember(member, seat);
    await this.saveAndPublish();
  }

  /**
   * Host: before the start, a seat becomes a computer or opens to people;
   * during play, an away player's seat is handed to a bot and back (RULES Y4).
   * Saved and published; the caller schedules the computer players.
   */
  async setSeat(memberId: string, seat: Seat, kind: 'human' | 'bot', bot: BotKind): Promise<void> {
    await this.requireHost(memberId);
    const { doc, deps } = this.room;
    const s = doc.seats[seat];
    if (!s) throw refuse('BAD_SEAT');
    if (doc.status === 'lobby') {
      if (kind === 'bot') {
        for (const m of doc.members) if (m.seat === seat) m.seat = null;
        doc.seats[seat] = { kind: 'bot', bot, takenOver: false };
      } else {
        doc.seats[seat] = { kind: 'human', bot: null, takenOver: false };
      }
    } else if (kind === 'bot') {
      if (s.kind === 'bot') throw refuse('BOT_SEAT');
      const holder = doc.members.find((m) => m.seat === seat);
      const since = holder ? this.room.presence.awaySince(holder.id) : 0;
      if (since === null) throw refuse('NOT_AWAY');
      if (deps.clock.now() - since < deps.config.AWAY_TAKEOVER_MS) throw refuse('AWAY_TOO_SHORT');
      doc.seats[seat] = { kind: 'human', bot, takenOver: true };
    } else {
      if (s.kind === 'bot') throw refuse('ROOM_STARTED');
      doc.seats[seat] = { kind: 'human', bot: null, takenOver: false };
    }
    await this.saveAndPublish();
  }

  /** A spectator, before the start: asks the host for a seat, or takes the wish back. */
  async askSeat(memberId: string, want: boolean): Promise<void> {
    const member = this.member(memberId);
    this.requireLobby();
    if (member.seat !== null) throw refuse('ALREADY_SEATED');
    if ((member.wantsSeat === true) === want) return;
    if (want) member.wantsSeat = true;
    else delete member.wantsSeat;
    await this.saveAndPublish();
  }

  /**
   * Host, before the start: the computer player of `seat` leaves and the
   * spectator `targetId` sits there (a room whose seats the computer players
   * filled can still take a newcomer). Checked in full before anything changes.
   */
  async giveSeat(memberId: string, seat: Seat, targetId: string): Promise<void> {
    await this.requireHost(memberId);
    this.requireLobby();
    const { doc } = this.room;
    const s = doc.seats[seat];
    if (!s) throw refuse('BAD_SEAT');
    if (s.kind !== 'bot') throw refuse('NOT_BOT_SEAT');
    const target = doc.members.find((m) => m.id === targetId);
    if (!target) throw refuse('UNKNOWN_MEMBER');
    if (target.seat !== null) throw refuse('ALREADY_SEATED');
    doc.seats[seat] = { kind: 'human', bot: null, takenOver: false };
    seatMember(target, seat);
    await this.saveAndPublish();
  }

  /** Host, before the start: the room's turn clock and the level that moves for a seat whose time ran out. */
  async setClock(memberId: string, clock: TurnClockId, standIn: BotKind): Promise<void> {
    await this.requireHost(memberId);
    this.requireLobby();
    const { doc } = this.room;
    doc.settings = { ...doc.settings, clock, standIn };
    await this.saveAndPublish();
  }

  /**
   * Host, before the start: the player leaves the room; their token stops
   * working. Returns the kicked player's connections (they speak for nobody now).
   */
  async kick(memberId: string, seat: Seat): Promise<ServerSocket[]> {
    await this.requireHost(memberId);
    this.requireLobby();
    const target = this.room.doc.members.find((m) => m.seat === seat);
    if (!target || target.id === memberId) throw refuse('BAD_SEAT');
    this.room.doc.members = this.room.doc.members.filter((m) => m !== target);
    await this.room.save();
    const kicked = this.room.presence.remove(target.id);
    for (const socket of kicked) socket.emit('room:kicked', { code: this.room.code });
    this.room.publishRoom();
    return kicked;
  }

  info(memberId: string): RoomInfo {
    const { doc, presence, deps } = this.room;
    return roomInfoFor(doc, this.member(memberId), presence, deps.config.PUBLIC_ORIGIN, deps.config.AWAY_TAKEOVER_MS);
  }

  /** Sends every connected member the room as they see it. */
  publish(): void {
    const presence = this.room.presence;
    for (const id of presence.connectedMembers()) {
      const info = this.info(id);
      for (const socket of presence.socketsOf(id)) socket.emit('room:update', info);
    }
  }

  /* ---------------- host handover ---------------- */

  /**
   * Once the host has had no connection for AWAY_TAKEOVER_MS, the role passes
   * to the connected member who joined earliest, seated members before
   * spectators. With nobody connected it stays where it is (never to nobody)
   * and is checked again when someone attaches or asks for a host command.
   * While the host is away and the time has not come, a timer waits for it
   * (and then runs on the room's queue). Returns true when the host changed
   * (saved; the caller publishes).
   */
  async checkHost(): Promise<boolean> {
    if (!this.pickHost()) return false;
    await this.room.save();
    return true;
  }

  /** checkHost's decision, without the save: true when `doc.hostMemberId` changed (the caller saves it). */
  pickHost(): boolean {
    this.cancelTimer();
    const { doc, deps, presence } = this.room;
    if (this.room.isClosed) return false;
    const hostId = doc.hostMemberId;
    if (presence.connected(hostId)) return false;
    const isMember = doc.members.some((m) => m.id === hostId);
    const since = isMember ? presence.awaySince(hostId) : null;
    const now = deps.clock.now();
    if (since !== null && now - since < deps.config.AWAY_TAKEOVER_MS) {
      this.hostTimer = deps.clock.setTimeout(
        () => {
          this.hostTimer = null;
          this.room
            .runQueued(async () => {
              if (await this.checkHost()) this.publish();
            })
            .catch((e: unknown) => {
              deps.logger.error({ err: e, room: this.room.code }, 'host handover failed');
            });
        },
        since + deps.config.AWAY_TAKEOVER_MS - now,
      );
      return false;
    }
    const connected = doc.members.filter((m) => m.id !== hostId && presence.connected(m.id));
    const heir = connected.find((m) => m.seat !== null) ?? connected[0];
    if (!heir) return false;
    doc.hostMemberId = heir.id;
    deps.logger.info({ room: this.room.code, seated: heir.seat !== null }, 'host handed over');
    return true;
  }

  /** Stops waiting for the host (the room closes, or the host is checked again). */
  cancelTimer(): void {
    this.hostTimer?.cancel();
    this.hostTimer = null;
  }

  async requireHost(memberId: string): Promise<void> {
    const member = this.member(memberId);
    // The lazy half of the handover: a host whose timer could not hand over (nobody was connected) or was lost.
    if (await this.checkHost()) this.publish();
    if (member.id !== this.room.doc.hostMemberId) throw refuse('NOT_HOST');
  }

  /* ---------------- seats ---------------- */

  freeSeats(): Seat[] {
    const doc = this.room.doc;
    return doc.seats.flatMap((s, seat) =>
      s.kind === 'human' && !doc.members.some((m) => m.seat === seat) ? [seat] : [],
    );
  }

  /** Only before the start (a started room refuses with ROOM_STARTED). */
  private requireLobby(): void {
    if (this.room.doc.status !== 'lobby') throw refuse('ROOM_STARTED');
  }

  /** Saves the room document, then sends every member the room as they see it. */
  private async saveAndPublish(): Promise<void> {
    await this.room.save();
    this.room.publishRoom();
  }

  private checkFreeSeat(seat: Seat): void {
    this.requireLobby();
    const doc = this.room.doc;
    if (doc.seats[seat]?.kind !== 'human') throw refuse('BAD_SEAT');
    if (doc.members.some((m) => m.seat === seat)) throw refuse('SEAT_TAKEN');
  }

  member(memberId: string): StoredMember {
    const m = this.room.doc.members.find((x) => x.id === memberId);
    if (!m) throw refuse('NOT_IN_ROOM');
    return m;
  }
}

/** A member takes a seat (or leaves theirs): a wish for a seat is over either way. */
function seatMember(member: StoredMember, seat: Seat | null): void {
  member.seat = seat;
  delete member.wantsSeat;
}
