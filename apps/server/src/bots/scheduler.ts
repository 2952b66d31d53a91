/**
 * A fair share of the bot threads: tasks wait in a queue per owner (a room,
 * grouped by the address that opened it) and take a free thread in round
 * robin — the next address in turn, then that address's next room, then that
 * room's oldest task. So one address with many busy rooms gets one turn in
 * as many as there are addresses waiting, and another room's computer player
 * waits for at most one task per thread of each other address, never for
 * the whole backlog. A task that waits keeps its place: nothing in the queue
 * times out (pool.ts times a task only once it runs on a thread).
 */

/** Whose task it is: the room, and the address that opened it. */
export interface BotOwner {
  address: string;
  room: string;
}

interface Job {
  start(): void;
  /** Takes the job out before it started (its signal aborted, or the scheduler closed). */
  drop(reason: Error): void;
}

/** Rejected when a task's signal aborts before the task had its turn. */
export class BotTaskCancelled extends Error {
  constructor() {
    super('the computer move was no longer wanted');
    this.name = 'BotTaskCancelled';
  }
}

export class FairScheduler {
  /** Address → room → waiting jobs, oldest first; a Map's order is the round-robin ring. */
  private readonly ring = new Map<string, Map<string, Job[]>>();
  private running = 0;
  private waitingCount = 0;
  private readonly slots: number;

  constructor(slots: number) {
    this.slots = Math.max(1, slots);
  }

  /** Tasks waiting for a thread. */
  get waiting(): number {
    return this.waitingCount;
  }

  /** Tasks holding a thread. */
  get active(): number {
    return this.running;
  }

  /** Runs `work` when its owner's turn comes; the thread is held until `work` settles. */
  run<T>(owner: BotOwner, work: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    if (signal?.aborted) return Promise.reject(new BotTaskCancelled());
    return new Promise<T>((resolve, reject) => {
      const onAbort = (): void => {
        if (this.remove(owner, job)) reject(new BotTaskCancelled());
      };
      const job: Job = {
        start: () => {
          signal?.removeEventListener('abort', onAbort);
          this.running += 1;
          new Promise<T>((done) => {
            done(work());
          })
            .then(resolve, reject)
            .finally(() => {
              this.running -= 1;
              this.pump();
            });
        },
        drop: (reason) => {
          signal?.removeEventListener('abort', onAbort);
          reject(reason);
        },
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      const rooms = this.ring.get(owner.address) ?? new Map<string, Job[]>();
      this.ring.set(owner.address, rooms);
      const jobs = rooms.get(owner.room) ?? [];
      rooms.set(owner.room, jobs);
      jobs.push(job);
      this.waitingCount += 1;
      this.pump();
    });
  }

  /** Drops every waiting task with `reason` (shutting down); running tasks finish. */
  clear(reason: Error): void {
    const jobs = [...this.ring.values()].flatMap((rooms) => [...rooms.values()].flat());
    this.ring.clear();
    this.waitingCount = 0;
    for (const job of jobs) job.drop(reason);
  }

  private pump(): void {
    while (this.running < this.slots) {
      const job = this.next();
      if (!job) return;
      job.start();
    }
  }

  /** The next job in round robin; its address and room go to the back of their rings. */
  private next(): Job | undefined {
    const first = this.ring.entries().next();
    if (first.done) return undefined;
    const [address, rooms] = first.value;
    const [room, jobs] = rooms.entries().next().value as [string, Job[]];
    const job = jobs.shift() as Job;
    this.waitingCount -= 1;
    rooms.delete(room);
    if (jobs.length > 0) rooms.set(room, jobs);
    this.ring.delete(address);
    if (rooms.size > 0) this.ring.set(address, rooms);
    return job;
  }

  private remove(owner: BotOwner, job: Job): boolean {
    const rooms = this.ring.get(owner.address);
    const jobs = rooms?.get(owner.room);
    const at = jobs?.indexOf(job) ?? -1;
    if (!rooms || !jobs || at < 0) return false;
    jobs.splice(at, 1);
    this.waitingCount -= 1;
    if (jobs.length === 0) rooms.delete(owner.room);
    if (rooms.size === 0) this.ring.delete(owner.address);
    return true;
  }
}
