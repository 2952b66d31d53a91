/**
 * Group commit: the actions accepted during one turn of the event loop, or
 * while the previous batch was being committed, in every room, are written
 * in one transaction (one fsync), and each is acknowledged
 * only once that transaction has committed. One batch is in flight at a
 * time, so on a database that answers over a connection (PostgreSQL) the
 * actions that arrive during a commit's round trip share the next one.
 * A failed transaction refuses every intent of the batch with STORAGE_FAILED
 * (the callers' state does not move on) and marks storage as failing.
 * With several nodes, a batch refused because some of its rooms have a newer
 * lease elsewhere (FencedError) refuses those rooms' writes with ROOM_MOVED
 * and is committed again without them: one lost room does not fail the others.
 */
import type { StorageHealth } from './health';
import { refuse } from '../errors';
import { FencedError } from './store';
import type { Store, WriteOp } from './store';

interface Waiter {
  resolve(): void;
  reject(e: unknown): void;
  ops: WriteOp[];
}

export class GroupCommit {
  private ops: WriteOp[] = [];
  private waiters: Waiter[] = [];
  private scheduled = false;
  /** The batch being committed now, if any. */
  private inFlight: Promise<void> | null = null;
  private readonly store: Store;
  private readonly health: StorageHealth | null;

  constructor(store: Store, health: StorageHealth | null = null) {
    this.store = store;
    this.health = health;
  }

  /** Resolves once `ops` are committed (in order, with everything else of this batch). */
  write(...ops: WriteOp[]): Promise<void> {
    this.ops.push(...ops);
    const done = new Promise<void>((resolve, reject) => this.waiters.push({ resolve, reject, ops }));
    this.schedule();
    return done;
  }

  /** Writes everything pending now and resolves once nothing is pending or in flight (shutdown). */
  async flush(): Promise<void> {
    while (this.inFlight || this.ops.length > 0) {
      if (this.inFlight) await this.inFlight;
      else await this.commit();
    }
  }

  private schedule(): void {
    if (this.scheduled || this.inFlight) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      if (!this.inFlight) void this.commit();
    });
  }

  /** Commits the pending batch; never rejects (each waiter gets the outcome). */
  private commit(): Promise<void> {
    const ops = this.ops;
    const waiters = this.waiters;
    this.ops = [];
    this.waiters = [];
    if (ops.length === 0) return Promise.resolve();
    const run = async (): Promise<void> => {
      let pending = waiters;
      try {
        for (let batch = ops; ;) {
          try {
            await this.store.writeBatch(batch);
            break;
          } catch (e) {
            if (!(e instanceof FencedError)) throw e;
            const lost = new Set(e.rooms);
            const moved = (w: Waiter): boolean => w.ops.some((op) => op.fence !== undefined && lost.has(op.fence.room));
            for (const w of pending.filter(moved)) w.reject(refuse('ROOM_MOVED'));
            pending = pending.filter((w) => !moved(w));
            batch = pending.flatMap((w) => w.ops);
            if (batch.length === 0) return;
          }
        }
      } catch (e) {
        // Nothing of the batch is committed (one transaction): every waiter is refused, none acknowledged.
        const refusal = this.health ? this.health.failed(e) : e;
        for (const w of pending) w.reject(refusal);
        return;
      }
      this.health?.succeeded();
      for (const w of pending) w.resolve();
    };
    const flight = run().finally(() => {
      this.inFlight = null;
      // What arrived during this commit goes in the next one, on the next turn of the event loop
      // (never straight from here: a store that commits synchronously would never let timers or I/O run).
      if (this.ops.length > 0) this.schedule();
    });
    this.inFlight = flight;
    return flight;
  }
}
