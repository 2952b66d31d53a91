/**
 * Group commit: the actions accepted during one turn of the event loop, in
 * every room, are written in one SQLite transaction (one fsync with
 * `synchronous=FULL`), and each is acknowledged only once that transaction
 * has committed. Durability per action, at the cost of one fsync per batch.
 * A failed transaction refuses every intent of the batch with STORAGE_FAILED
 * (the callers' state does not move on) and marks storage as failing.
 */
import type { StorageHealth } from './storage-health';
import type { Store, WriteOp } from './store';

interface Waiter { resolve(): void; reject(e: unknown): void }

export class GroupCommit {
  private ops: WriteOp[] = [];
  private waiters: Waiter[] = [];
  private scheduled = false;
  private readonly store: Store;
  private readonly health: StorageHealth | null;

  constructor(store: Store, health: StorageHealth | null = null) {
    this.store = store;
    this.health = health;
  }

  /** Resolves once `ops` are committed to disk (in order, with everything else of this batch). */
  write(...ops: WriteOp[]): Promise<void> {
    this.ops.push(...ops);
    const done = new Promise<void>((resolve, reject) => this.waiters.push({ resolve, reject }));
    if (!this.scheduled) {
      this.scheduled = true;
      setImmediate(() => this.flush());
    }
    return done;
  }

  /** Writes everything pending now (also used at shutdown). */
  flush(): void {
    this.scheduled = false;
    const ops = this.ops;
    const waiters = this.waiters;
    this.ops = [];
    this.waiters = [];
    if (ops.length === 0) return;
    try {
      this.store.writeBatch(ops);
    } catch (e) {
      // Nothing of the batch is on disk (one transaction): every waiter is refused, none acknowledged.
      const refusal = this.health ? this.health.failed(e) : e;
      for (const w of waiters) w.reject(refusal);
      return;
    }
    this.health?.succeeded();
    for (const w of waiters) w.resolve();
  }
}
