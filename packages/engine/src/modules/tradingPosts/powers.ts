/** Trading-post powers a player owns (T1–T5, T2c, T5c). */
import type { PostPower } from '../../core/data';
import { POST_POWERS, post } from '../../core/data';
import type { PlayerState } from '../../core/state';
import type { PostId } from '../../core/vocabulary';

/** One bit per power, in POST_POWERS order. */
const POWER_BIT = Object.fromEntries(POST_POWERS.map((power, i) => [power, 1 << i])) as Record<PostPower, number>;

/**
 * `ownsPower(p, power)`: whether the player owns a post with that power. Each
 * reader remembers the powers of the last posts array asked about, as bits: a
 * player's posts are a new array whenever they change (draft.ts), and an action
 * and the listing after it ask about the same player's powers several times
 * (T4 for the purse of a listing or a payment, T3, T1, T2).
 */
export function powerReader(): (p: PlayerState, power: PostPower) => boolean {
  let lastPosts: readonly PostId[] | null = null;
  let lastPowers = 0;
  return (p, power) => {
    const posts = p.posts;
    if (posts.length === 0) return false;
    if (posts !== lastPosts) {
      let bits = 0;
      for (const id of posts) bits |= POWER_BIT[post(id).power];
      lastPowers = bits;
      lastPosts = posts;
    }
    return (lastPowers & POWER_BIT[power]) !== 0;
  };
}
