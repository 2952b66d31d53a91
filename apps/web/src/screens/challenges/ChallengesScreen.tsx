/**
 * /challenges — the solo challenges (src/challenges): the list, and
 * /challenges/<id> plays one. The screen and its strings are one chunk loaded
 * on demand.
 */
import { findChallenge } from '@kahroba/engine/challenges';
import { ChallengeGame } from '../../challenges/ChallengeGame';
import { ChallengeList } from '../../challenges/ChallengeList';
import { NotFoundScreen } from '../NotFoundScreen';
import '../../challenges/challenges.css';

export default function ChallengesScreen({ id }: { id: string | null }) {
  if (id === null) return <ChallengeList />;
  const ch = findChallenge(id);
  if (!ch) return <NotFoundScreen />;
  return <ChallengeGame key={id} ch={ch} />;
}
