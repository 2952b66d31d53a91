/** Trading-post powers a player owns (T1–T5, T2c, T5c). */
import type { PostPower } from '../../data';
import { post } from '../../data';
import type { GameState, PlayerState } from '../../state';

export function ownsPower(_s: GameState, p: PlayerState, power: PostPower): boolean {
  for (const id of p.posts) if (post(id).power === power) return true;
  return false;
}
