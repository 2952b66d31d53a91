/**
 * The spots a step points at, as CSS selectors over the table's own markup
 * (data-card, data-gem, data-act and its regions). The coach renders them as
 * one style rule, so the table itself knows nothing of the lesson.
 */
import type { Spot } from './lesson';

const quote = (s: string): string => s.replace(/[^A-Za-z0-9_-]/g, '');

export function spotSelectors(spot: Spot): string[] {
  switch (spot.kind) {
    case 'card':
      return [`[data-card="${quote(spot.card)}"]`];
    case 'gem':
      return [`.supply__token--pick[data-gem="${quote(spot.gem)}"]`];
    case 'tile':
      return [`[data-tile="${quote(spot.id)}"]`];
    case 'act':
      return [`[data-act="${quote(spot.act)}"]`];
    case 'confirm':
      return ['.supply__picks .kt-btn--primary', '[data-act="pay"]'];
    case 'supply':
      return ['.supply'];
    case 'board':
      return ['.board'];
    case 'tiles':
      return ['.table .tiles'];
    case 'me':
      return ['.table__me .player'];
    case 'opponents':
      return ['.table__others .player'];
  }
}

export const SPOT_CLASS = 'lesson-spot';

/**
 * Marks every element a spot names with SPOT_CLASS (tutorial.css makes it
 * glow), again whenever the table re-renders. A class and not a style rule:
 * the app's content security policy allows no inline style element.
 */
export function markSpots(root: HTMLElement, spots: readonly Spot[]): () => void {
  const selector = spots.flatMap(spotSelectors).join(', ');
  const apply = (): void => {
    const want = new Set(selector ? root.querySelectorAll(selector) : []);
    for (const el of root.querySelectorAll(`.${SPOT_CLASS}`)) if (!want.has(el)) el.classList.remove(SPOT_CLASS);
    for (const el of want) el.classList.add(SPOT_CLASS);
  };
  apply();
  const observer = typeof MutationObserver === 'undefined' ? null : new MutationObserver(apply);
  observer?.observe(root, { childList: true, subtree: true });
  return () => {
    observer?.disconnect();
    for (const el of root.querySelectorAll(`.${SPOT_CLASS}`)) el.classList.remove(SPOT_CLASS);
  };
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
