/**
 * One serial queue per room (as boardgame.io queues each match): intents,
 * bot moves and host commands of a room never interleave.
 */
export class SerialQueue {
  private tail: Promise<unknown> = Promise.resolve();
  private pending = 0;

  /** Runs `task` after everything queued before it; its result or error is returned. */
  run<T>(task: () => T | Promise<T>): Promise<T> {
    this.pending += 1;
    const result = this.tail.then(task);
    this.tail = result.then(
      () => {
        this.pending -= 1;
      },
      () => {
        this.pending -= 1;
      },
    );
    return result;
  }

  /** Resolves once every queued task has finished. */
  async idle(): Promise<void> {
    while (this.pending > 0) await this.tail;
  }

  get size(): number {
    return this.pending;
  }
}
