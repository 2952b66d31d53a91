/**
 * The spots a step points at, as CSS selectors over the table's own markup
 * (data-card, data-gem, data-act and its regions). The coach renders them as
 * one style rule, so the table itself knows nothing of the lesson.
 */
import type { Spot } from './types';

const quote = (s: string): string => s.replace(/[^A-Za-z0-9_-]/g, '');

export function spotSelectors(spot: Spot): string[] {
  switch (spot.kind) {
    case 'card': return [`[data-card="${quote(spot.card)}"]`];
    case 'gem': return [`.supply__token--pick[data-gem="${quote(spot.gem)}"]`];
    case 'act': return [`[data-act="${quote(spot.act)}"]`];
    case 'confirm': return ['.supply__picks .kt-btn--primary', '[data-act="pay"]'];
    case 'supply': return ['.supply'];
    case 'board': return ['.board'];
    case 'tiles': return ['.table .tiles'];
    case 'me': return ['.table__me .player'];
    case 'opponents': return ['.table__others .player'];
  }
}

/** One rule that makes every spot glow (scoped to the lesson's table). */
export function spotStyle(spots: readonly Spot[]): string {
  const selectors = spots.flatMap(spotSelectors).map((s) => `.lesson ${s}`);
  return selectors.length ? `${selectors.join(',\n')} { animation: lesson-glow 1.4s ease-in-out infinite; outline: 3px solid var(--lesson-glow); outline-offset: 3px; border-radius: 0.5rem; }` : '';
}

/** The first spot on the page, to bring it into view when the step changes. */
export function firstSpot(root: ParentNode, spots: readonly Spot[]): Element | null {
  for (const s of spots) {
    for (const sel of spotSelectors(s)) {
      const el = root.querySelector(sel);
      if (el) return el;
    }
  }
  return null;
}
