/**
 * Who of a room is connected, with which sockets (a person may have several
 * tabs or devices), and since when each absent person has been away.
 *
 * A connection may hold several members (a device played around a table:
 * docs/ARCHITECTURE.md "Several seats on one device"): it joined as its
 * *primary* member and holds the others as *local* ones. It counts as a
 * connection of each of them (connected, away clocks), but whatever is pushed
 * to members goes to it once, as its primary's (`socketsOf`); its game view
 * is its own (`devices`, `Device.shown`).
 */
import type { ServerSocket } from '../socket-types';
import type { Presence as PresenceView } from './views';

/** A connection holding several members. */
export interface Device {
  readonly socket: ServerSocket;
  readonly primary: string;
  /** The other members it holds, in the order they were added. */
  readonly local: string[];
  /** The member whose view it is sent (the pass screen confirmed), or null: the spectators' view. */
  shown: string | null;
}

export class Presence implements PresenceView {
  private readonly sockets = new Map<string, Set<ServerSocket>>();
  private readonly away = new Map<string, number>();
  private readonly byDevice = new Map<ServerSocket, Device>();

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

  /**
   * Forgets a member; returns the sockets that spoke for them (their primary
   * connections) so the caller can tell them. A device holding them as a
   * local member simply holds them no more.
   */
  remove(memberId: string, now: number): ServerSocket[] {
    const sockets = [...this.socketsOf(memberId)];
    // A device whose primary leaves holds its local members no more: they are away from now.
    for (const s of sockets) for (const id of this.byDevice.get(s)?.local ?? []) this.detach(s, id, now);
    for (const d of this.byDevice.values()) {
      const i = d.local.indexOf(memberId);
      if (i >= 0) d.local.splice(i, 1);
      if (d.shown === memberId) d.shown = null;
      if (d.local.length === 0) this.byDevice.delete(d.socket);
    }
    for (const s of sockets) this.byDevice.delete(s);
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

  /** One more member held by `socket`, already attached as `primary`: the connection becomes a device. */
  attachLocal(socket: ServerSocket, primary: string, memberId: string): void {
    let device = this.byDevice.get(socket);
    if (!device) this.byDevice.set(socket, (device = { socket, primary, local: [], shown: null }));
    if (memberId === primary || device.local.includes(memberId)) return;
    device.local.push(memberId);
    this.attach(socket, memberId);
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

  /** The connection is gone: every member it held is detached; returns those now away. */
  detachAll(socket: ServerSocket, primary: string, now: number): string[] {
    const ids = this.membersOf(socket, primary);
    this.byDevice.delete(socket);
    return ids.filter((id) => this.detach(socket, id, now));
  }

  /** Every member `socket` holds: its primary first, then the local ones. */
  membersOf(socket: ServerSocket, primary: string): string[] {
    return [primary, ...(this.byDevice.get(socket)?.local ?? [])];
  }

  /** The device `socket` is, when it holds several members. */
  device(socket: ServerSocket): Device | undefined {
    return this.byDevice.get(socket);
  }

  devices(): IterableIterator<Device> {
    return this.byDevice.values();
  }

  connected(memberId: string): boolean {
    return this.sockets.has(memberId);
  }

  awaySince(memberId: string): number | null {
    return this.away.get(memberId) ?? null;
  }

  /** The connections that speak for this member (a device holding them as a local member is its primary's). */
  socketsOf(memberId: string): ReadonlySet<ServerSocket> {
    const set = this.sockets.get(memberId);
    if (!set) return new Set();
    if (this.byDevice.size === 0) return set;
    return new Set([...set].filter((s) => (this.byDevice.get(s)?.primary ?? memberId) === memberId));
  }

  connectedMembers(): string[] {
    return [...this.sockets.keys()];
  }

  /** The device id of each member a device holds (its primary's id), for the seat list. */
  deviceOf(memberId: string): string | undefined {
    for (const d of this.byDevice.values()) if (d.primary === memberId || d.local.includes(memberId)) return d.primary;
    return undefined;
  }

  get connectionCount(): number {
    const all = new Set<ServerSocket>();
    for (const set of this.sockets.values()) for (const s of set) all.add(s);
    return all.size;
  }
}
