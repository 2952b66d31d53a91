/**
 * A room's host and its handover (the lobby's part, lobby.ts): the host's
 * commands ask `require`; a host who is away hands the role over after
 * AWAY_TAKEOVER_MS. Called on the room's serial queue (the timer queues itself there).
 */
import { refuse } from '../errors';
import type { StoredMember } from '../store/store';
import type { RoomContext } from './context';

export class HostHandover {
  /** Pending while the host is away and the handover time has not come yet. */
  private timer: { cancel(): void } | null = null;

  private readonly room: RoomContext;
  private readonly member: (memberId: string) => StoredMember;
  private readonly publish: () => void;

  /** `member` finds a member or refuses NOT_IN_ROOM; `publish` sends every member the room (after a handover). */
  constructor(room: RoomContext, member: (memberId: string) => StoredMember, publish: () => void) {
    this.room = room;
    this.member = member;
    this.publish = publish;
  }

  /**
   * Once the host has had no connection for AWAY_TAKEOVER_MS, the role passes
   * to the connected member who joined earliest, seated members before
   * spectators. With nobody connected it stays where it is (never to nobody)
   * and is checked again when someone attaches or asks for a host command.
   * While the host is away and the time has not come, a timer waits for it
   * (and then runs on the room's queue). Returns true when the host changed
   * (saved; the caller publishes).
   */
  async check(): Promise<boolean> {
    if (!this.pick()) return false;
    await this.room.save();
    return true;
  }

  /** check's decision, without the save: true when `doc.hostMemberId` changed (the caller saves it). */
  pick(): boolean {
    this.cancel();
    const { doc, deps, presence } = this.room;
    if (this.room.isClosed) return false;
    const hostId = doc.hostMemberId;
    if (presence.connected(hostId)) return false;
    const isMember = doc.members.some((m) => m.id === hostId);
    const since = isMember ? presence.awaySince(hostId) : null;
    const now = deps.clock.now();
    if (since !== null && now - since < deps.config.AWAY_TAKEOVER_MS) {
      this.timer = deps.clock.setTimeout(
        () => {
          this.timer = null;
          this.room
            .runQueued(async () => {
              if (await this.check()) this.publish();
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
  cancel(): void {
    this.timer?.cancel();
    this.timer = null;
  }

  async require(memberId: string): Promise<void> {
    const member = this.member(memberId);
    // The lazy half of the handover: a host whose timer could not hand over (nobody was connected) or was lost.
    if (await this.check()) this.publish();
    if (member.id !== this.room.doc.hostMemberId) throw refuse('NOT_HOST');
  }
}
