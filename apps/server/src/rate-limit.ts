/** A token bucket per connection: bursts are allowed, floods are refused (RATE_LIMITED). */
import type { Clock } from './clock';

export interface RateLimiter {
  /** Takes one token; false when the bucket is empty. */
  take(): boolean;
  /** Gives back a token taken for a request that was then refused for another reason. */
  giveBack(): void;
}

export function tokenBucket(clock: Clock, burst: number, perSecond: number): RateLimiter {
  let tokens = burst;
  let last = clock.now();
  return {
    take() {
      const now = clock.now();
      tokens = Math.min(burst, tokens + ((now - last) / 1000) * perSecond);
      last = now;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
    giveBack() {
      tokens = Math.min(burst, tokens + 1);
    },
  };
}
