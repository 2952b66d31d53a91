/**
 * A room's lobby: its members and seats, the host and the host's handover.
 * Called on the room's serial queue (the handover timer queues itself there).
 */
import type { Seat } from '@kahroba/engine';
import { MAX_LOCAL_SEATS } from '@kahroba/protocol';
import type { BotKind, RoomInfo, TurnClockId } from '@kahroba/protocol';
import { refuse } from '../errors';
import { sameName } from './names';
import { hashToken, sameHash } from '../random';
import type { RoomContext } from './context';
import type { ServerSocket } from '../socket-types';
import type { StoredMember } from '../store/store';
import { roomInfoFor } from './views';
import { HostHandover } from './host';

export interface JoinInput {
  name?: string | undefined;
  token?: string | undefined;
  seat?: Seat | null | undefined;
  wantsSeat?: boolean | undefined;
}

export class Lobby {
  /** Who is host, and its handover while the host is away (host.ts). */
  readonly host: HostHandover;
  private readonly room: RoomContext;

  constructor(room: RoomContext) {
    this.room = room;
    this.host = new HostHandover(
      room,
      (id) => this.member(id),
      () => this.publish(),
    );
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

  /**
   * The members of the other tokens a device presents with its rejoin
   * (acting.ts): each a seated member of this room other than `primary`
   * (BAD_TOKEN, NOT_SEATED); all are checked before anything changes.
   */
  heldBy(primary: StoredMember, tokens: readonly string[]): string[] {
    const ids: string[] = [];
    for (const token of tokens) {
      const hash = hashToken(token);
      const m = this.room.doc.members.find((x) => sameHash(x.tokenHash, hash));
      if (!m || m === primary || ids.includes(m.id)) throw refuse('BAD_TOKEN');
      if (m.seat === null) throw refuse('NOT_SEATED');
      ids.push(m.id);
    }
    return ids;
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
    await this.host.require(memberId);
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
    await this.host.require(memberId);
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
    await this.host.require(memberId);
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
    await this.host.require(memberId);
    this.requireLobby();
    const target = this.room.doc.members.find((m) => m.seat === seat);
    if (!target || target.id === memberId) throw refuse('BAD_SEAT');
    this.room.doc.members = this.room.doc.members.filter((m) => m !== target);
    await this.room.save();
    const kicked = this.room.presence.remove(target.id, this.room.deps.clock.now());
    for (const socket of kicked) socket.emit('room:kicked', { code: this.room.code });
    this.room.publishRoom();
    return kicked;
  }

  /** The room as a member sees it; on a device holding several seats (`socket`), with the others it holds. */
  info(memberId: string, socket?: ServerSocket): RoomInfo {
    const { doc, presence, deps } = this.room;
    const info = roomInfoFor(
      doc,
      this.member(memberId),
      presence,
      deps.config.PUBLIC_ORIGIN,
      deps.config.AWAY_TAKEOVER_MS,
    );
    const device = socket ? presence.device(socket) : undefined;
    if (!device || device.local.length === 0) return info;
    const local = device.local
      .map((id) => this.member(id))
      .map((m) => ({ memberId: m.id, seat: m.seat, name: m.name }));
    return { ...info, you: { ...info.you, local } };
  }

  /** Sends every connected member the room as they see it (a device once, as its primary member). */
  publish(): void {
    const presence = this.room.presence;
    for (const id of presence.connectedMembers()) {
      let info: RoomInfo | null = null;
      for (const socket of presence.socketsOf(id)) {
        if (presence.device(socket)) socket.emit('room:update', this.info(id, socket));
        else socket.emit('room:update', (info ??= this.info(id)));
      }
    }
  }

  /**
   * One more person on the connection of `primaryId` (acting.ts), before the
   * start: a member of their own (name, token) sat on a free seat. Checked in
   * full before anything changes.
   */
  async addLocal(
    primaryId: string,
    held: number,
    input: { name: string; seat?: Seat | undefined },
  ): Promise<{ token: string; member: StoredMember }> {
    this.member(primaryId);
    this.requireLobby();
    if (held >= MAX_LOCAL_SEATS) throw refuse('ROOM_FULL');
    const seat = input.seat ?? this.freeSeats()[0];
    if (seat === undefined) throw refuse('NO_FREE_SEAT');
    return this.join({ name: input.name, seat });
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
