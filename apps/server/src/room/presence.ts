/**
 * Who of a room is connected, with which sockets (a person may have several
 * tabs or devices), and since when each absent person has been away.
 */
import type { ServerSocket } from '../socket-types';
import type { Presence as PresenceView } from './views';

export class Presence implements PresenceView {
  private readonly sockets = new Map<string, Set<ServerSocket>>();
  private readonly away = new Map<string, number>();

  /**
   * Everyone starts away (e.g. after a restart nobody is connected yet), each
   * since the time given: the saved one, so away clocks survive a restart.
   */
  constructor(awaySince: Iterable<readonly [string, number]>) {
    for (const [id, since] of awaySince) this.away.set(id, since);
  }

  /** A new member, not connected yet. */
  add(memberId: string, now: number): void {
    this.away.set(memberId, now);
  }

  /** Forgets a member; returns their sockets so the caller can tell them. */
  remove(memberId: string): ServerSocket[] {
    const sockets = [...(this.sockets.get(memberId) ?? [])];
    this.sockets.delete(memberId);
    this.away.delete(memberId);
    return sockets;
  }

  attach(socket: ServerSocket, memberId: string): void {
    let set = this.sockets.get(memberId);
    if (!set) this.sockets.set(memberId, (set = new Set()));
    set.add(socket);
    this.away.delete(memberId);
  }

  /** Returns true when that was the member's last connection (they are now away). */
  detach(socket: ServerSocket, memberId: string, now: number): boolean {
    const set = this.sockets.get(memberId);
    if (!set?.delete(socket)) return false;
    if (set.size > 0) return false;
    this.sockets.delete(memberId);
    this.away.set(memberId, now);
    return true;
  }

  connected(memberId: string): boolean {
    return this.sockets.has(memberId);
  }

  awaySince(memberId: string): number | null {
    return this.away.get(memberId) ?? null;
  }

  socketsOf(memberId: string): ReadonlySet<ServerSocket> {
    return this.sockets.get(memberId) ?? new Set();
  }

  connectedMembers(): string[] {
    return [...this.sockets.keys()];
  }

  get connectionCount(): number {
    let n = 0;
    for (const set of this.sockets.values()) n += set.size;
    return n;
  }
}
