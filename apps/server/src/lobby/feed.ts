/**
 * The open lobby's list and its live changes. Every room document a node
 * writes goes through `feeding(store)`: when the write is committed, the
 * room's lobby entry (entries.ts) is sent to the connections watching the
 * lobby — added or changed (`lobby:room`), or gone (`lobby:gone`: full,
 * started, its host away, or deleted). The send is a broadcast of `io` to
 * one Socket.IO room, so with several nodes it goes through the cluster's
 * adapter (cluster/cluster.ts) to the watchers on every node; the node that
 * writes a room is the one that runs it. The list itself is read from the
 * database, which every node shares.
 */
import { LOBBY_MAX_ROOMS } from '@kahroba/protocol';
import type { OpenRoomInfo } from '@kahroba/protocol';
import { refuse } from '../errors';
import type { IoServer } from '../socket-types';
import type { Store, StoredRoom } from '../store/store';
import { openEntryOf } from './entries';

/** The Socket.IO room of the connections watching the lobby. */
export const LOBBY_CHANNEL = 'kahroba:lobby';
/** Rooms read to fill the list: more than it shows, as some are skipped (their host away, full). */
const READ_LIMIT = LOBBY_MAX_ROOMS * 4;
/** Rooms whose last announcement a node remembers (the oldest forgotten first). */
const REMEMBERED = 10_000;
const GONE = '';

export class OpenLobby {
  private io: IoServer | null = null;
  private store: Store | null = null;
  /** By room code: the entry this node last sent (as JSON), or GONE once it said the room left. */
  private readonly sent = new Map<string, string>();
  readonly enabled: boolean;

  constructor(enabled: boolean) {
    this.enabled = enabled;
  }

  /** The store whose room writes (and deletions of waiting rooms) update the lobby once committed. */
  feeding(store: Store): Store {
    this.store = store;
    return {
      ...store,
      saveRoom: async (room, fence, cap) => {
        await store.saveRoom(room, fence, cap);
        this.saved(room);
      },
      deleteLobby: async (code) => {
        const deleted = await store.deleteLobby(code);
        if (deleted) this.announce(code, null);
        return deleted;
      },
    };
  }

  /** Where the changes go out (the server's Socket.IO server, with the cluster's adapter when there is one). */
  attach(io: IoServer): void {
    this.io = io;
  }

  /** LOBBY_CLOSED when the host of the server turned the open lobby off (OPEN_LOBBY=0). */
  requireOn(): void {
    if (!this.enabled) throw refuse('LOBBY_CLOSED');
  }

  /** The rooms waiting for players, the oldest first, at most LOBBY_MAX_ROOMS. */
  async list(): Promise<OpenRoomInfo[]> {
    if (!this.store) return [];
    const docs = await this.store.openLobbies(READ_LIMIT);
    return docs.flatMap((d) => openEntryOf(d) ?? []).slice(0, LOBBY_MAX_ROOMS);
  }

  private saved(doc: StoredRoom): void {
    // Not yet a room anyone may see: its first write (the host's join) comes before it has a host.
    if (doc.settings.open !== true || doc.hostMemberId === '') return;
    this.announce(doc.code, openEntryOf(doc));
  }

  /** Sends the room's entry (null: it left the list) unless this node sent the same last. */
  private announce(code: string, entry: OpenRoomInfo | null): void {
    if (!this.enabled || !this.io) return;
    const text = entry ? JSON.stringify(entry) : GONE;
    if (this.sent.get(code) === text) return;
    this.sent.delete(code);
    this.sent.set(code, text);
    if (this.sent.size > REMEMBERED) {
      const oldest = this.sent.keys().next().value;
      if (oldest !== undefined) this.sent.delete(oldest);
    }
    const to = this.io.to(LOBBY_CHANNEL);
    if (entry) to.emit('lobby:room', entry);
    else to.emit('lobby:gone', { code });
  }
}
