/**
 * Limits per client address, shared by all of that address's connections:
 * token buckets (joins, record downloads) and a count of open connections.
 * Buckets that have refilled are forgotten, so the maps hold only addresses
 * that were busy lately.
 */
import type { Clock } from '../clock';

export class AddressBuckets {
  private readonly buckets = new Map<string, { tokens: number; last: number }>();
  private readonly clock: Clock;
  private readonly burst: number;
  private readonly perSecond: number;

  constructor(clock: Clock, burst: number, perSecond: number) {
    this.clock = clock;
    this.burst = burst;
    this.perSecond = perSecond;
  }

  /** Takes one token from the address's bucket; false when it is empty. */
  take(address: string): boolean {
    const now = this.clock.now();
    const b = this.buckets.get(address) ?? { tokens: this.burst, last: now };
    b.tokens = Math.min(this.burst, b.tokens + ((now - b.last) / 1000) * this.perSecond);
    b.last = now;
    if (this.buckets.size > 10_000) this.prune(now);
    this.buckets.set(address, b);
    if (b.tokens < 1) return false;
    b.tokens -= 1;
    return true;
  }

  get size(): number {
    return this.buckets.size;
  }

  /** Forgets every bucket that would be full again by now. */
  prune(now = this.clock.now()): void {
    for (const [address, b] of this.buckets) {
      if (b.tokens + ((now - b.last) / 1000) * this.perSecond >= this.burst) this.buckets.delete(address);
    }
  }
}

/** Open connections per address, with a ceiling. */
export class ConnectionCounter {
  private readonly open = new Map<string, number>();
  private readonly max: number;

  constructor(max: number) {
    this.max = max;
  }

  /** Counts one more connection; false (and nothing counted) when the address is at the ceiling. */
  add(address: string): boolean {
    const n = this.open.get(address) ?? 0;
    if (n >= this.max) return false;
    this.open.set(address, n + 1);
    return true;
  }

  remove(address: string): void {
    const n = (this.open.get(address) ?? 0) - 1;
    if (n <= 0) this.open.delete(address);
    else this.open.set(address, n);
  }

  count(address: string): number {
    return this.open.get(address) ?? 0;
  }
}
