/**
 * A background task that never runs twice at once: a request while it runs
 * is kept (the latest argument only) and run once the current one is done.
 * The rooms' sweep starts the deletion of abandoned waiting rooms this way,
 * so that a slow store never piles up overlapping deletions.
 */
export class Coalesced<T> {
  private running: Promise<unknown> | null = null;
  private again: { arg: T } | null = null;

  private readonly task: (arg: T) => Promise<unknown>;
  private readonly onError: (e: unknown) => void;

  constructor(task: (arg: T) => Promise<unknown>, onError: (e: unknown) => void) {
    this.task = task;
    this.onError = onError;
  }

  /** Runs the task now, or once more after the running one (with the latest argument). */
  request(arg: T): void {
    if (this.running) {
      this.again = { arg };
      return;
    }
    this.running = this.task(arg)
      .catch(this.onError)
      .finally(() => {
        this.running = null;
        const next = this.again;
        this.again = null;
        if (next !== null) this.request(next.arg);
      });
  }

  /** Resolves once no run is under way or asked for. */
  async settled(): Promise<void> {
    while (this.running) await this.running;
  }
}
