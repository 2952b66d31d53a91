/**
 * Whether writes to the database work. A failed write (full disk, read-only
 * file system, I/O error) marks storage as failing: `/readyz` answers 503 and
 * the request that needed the write gets STORAGE_FAILED, with nothing changed
 * in memory. While failing, each readiness check tries one small write
 * (`Store.probeWrite`); the first write that succeeds, probe or real, clears it.
 */
import type { Logger } from 'pino';
import { refuse } from '../errors';
import { FencedError, RoomCapError } from './store';
import type { Fence, RoomCap, Store, StoredRoom } from './store';

/**
 * Codes that mean the disk, the file or the database server, not the
 * statement: SQLite result codes, errno codes (also a lost connection to
 * PostgreSQL), and PostgreSQL SQLSTATEs of connection (08), resources (53:
 * disk full, out of memory, too many connections), operator intervention
 * (57P: shutdown, cannot connect now), system (58) and data corruption (XX001,
 * XX002) and a read-only transaction (25006). `PG_CONNECTION` is what
 * postgres.ts gives the driver's errors that have no code (connection ended).
 */
const STORAGE_CODES =
  /^(SQLITE_(FULL|IOERR|READONLY|CANTOPEN|CORRUPT|NOTADB|BUSY|LOCKED|PERM|AUTH|NOLFS|PROTOCOL)|ENOSPC|EDQUOT|EIO|EROFS|EACCES|EPERM|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|EHOSTUNREACH|PG_CONNECTION$|08[0-9A-Z]{3}$|53[0-9A-Z]{3}$|57P0[1-5]$|58[0-9A-Z]{3}$|XX00[12]$|25006$)/u;

export const isStorageError = (e: unknown): boolean => {
  const code = (e as { code?: unknown } | null)?.code;
  return typeof code === 'string' && STORAGE_CODES.test(code);
};

export class StorageHealth {
  private failure: { since: number; error: string } | null = null;
  private readonly store: Store;
  private readonly logger: Logger;

  constructor(store: Store, logger: Logger) {
    this.store = store;
    this.logger = logger;
  }

  get failing(): boolean {
    return this.failure !== null;
  }

  /**
   * Records a failed write and returns the refusal to give the client. An
   * error that is not the storage's (a constraint broken, a bad statement) is
   * a bug: it is returned unchanged (the client gets INTERNAL) and readiness stays.
   */
  failed(e: unknown): unknown {
    // Another node has the room (cluster/leases.ts): nothing wrong with the storage.
    if (e instanceof FencedError) return refuse('ROOM_MOVED');
    // The address's rooms-per-window cap, counted with the write (rooms.ts).
    if (e instanceof RoomCapError) return refuse('TOO_MANY_ROOMS');
    if (!isStorageError(e)) return e;
    const error = e instanceof Error ? `${(e as { code?: string }).code ?? e.name}: ${e.message}` : String(e);
    if (!this.failure) {
      this.logger.error({ err: e }, 'storage write failed: not ready until writes succeed again');
      this.failure = { since: Date.now(), error };
    }
    return refuse('STORAGE_FAILED');
  }

  succeeded(): void {
    if (!this.failure) return;
    this.logger.warn({ failingSinceMs: Date.now() - this.failure.since }, 'storage writes succeed again');
    this.failure = null;
  }

  /** For `/readyz`: true when writes work; while failing, tries a write first. */
  async check(): Promise<boolean> {
    if (!this.failure) return true;
    try {
      await this.store.probeWrite();
    } catch {
      return false;
    }
    this.succeeded();
    return true;
  }

  /**
   * Saves a room document. If the write fails, `restore` gets the room as
   * the disk holds it (nothing unsaved stays in memory) and STORAGE_FAILED is thrown.
   * With a cap (a new room): TOO_MANY_ROOMS when its address may open no more.
   */
  async saveRoom(doc: StoredRoom, restore: (saved: StoredRoom) => void, fence?: Fence, cap?: RoomCap): Promise<void> {
    try {
      await (cap ? this.store.saveRoom(doc, fence, cap) : this.store.saveRoom(doc, fence));
    } catch (e) {
      const refusal = this.failed(e);
      await this.restoreRoom(doc.code, restore);
      throw refusal;
    }
    this.succeeded();
  }

  /** Reads a room back as saved (a room never saved is left as it is). */
  async restoreRoom(code: string, restore: (saved: StoredRoom) => void): Promise<void> {
    try {
      const saved = await this.store.loadRoom(code);
      if (saved) restore(saved);
    } catch (e) {
      this.logger.error({ err: e, room: code }, 'could not read the room back after a failed write');
    }
  }
}
