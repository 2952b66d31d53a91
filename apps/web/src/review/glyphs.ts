/** The sign of each mark, as in annotated game records: best ★, good ✓, inaccuracy ?!, mistake ?, blunder ??. */
import type { MoveQuality } from '@kahroba/engine/bots';

export const GLYPH: Readonly<Record<MoveQuality, string>> = {
  best: '★',
  good: '✓',
  inaccuracy: '?!',
  mistake: '?',
  blunder: '??',
};
