/**
 * What the table's layout needs from script; the sizes themselves are CSS
 * (layout-base.css, layout-desktop.css: on a desktop the table is the screen
 * under the header, and the board's cards are sized by its box in container
 * units).
 *
 * On a phone or tablet the dock is a bar sticky at the bottom of the screen:
 * - its height goes to the page as `--table-dock-h`, the page's bottom
 *   scroll padding, so that a card reached by the keyboard or scrolled to
 *   (scrollIntoView) comes to rest above the bar, not under it;
 * - when a card's sheet opens in the dock, the card it speaks of is
 *   scrolled above the dock if the sheet would cover it.
 */
import { useLayoutEffect } from 'react';
import type { RefObject } from 'react';

const VAR = '--table-dock-h';
/** Room left between a card and the top of the dock, px. */
const MARGIN = 8;

/** How far to scroll down so that a card whose bottom edge is at `cardBottom` ends above a dock whose top is at `dockTop`. */
export function scrollToClear(cardTop: number, cardBottom: number, dockTop: number, headerBottom: number): number {
  if (cardBottom + MARGIN <= dockTop) return 0;
  // Never so far that the card goes under the header.
  return Math.max(0, Math.min(cardBottom + MARGIN - dockTop, cardTop - headerBottom - MARGIN));
}

const docked = (el: HTMLElement): boolean => getComputedStyle(el).position === 'sticky';

export function useTableLayout(dock: RefObject<HTMLElement | null>, selected: string | null): void {
  useLayoutEffect(() => {
    const d = dock.current;
    const root = document.documentElement;
    if (!d || typeof ResizeObserver === 'undefined') return;
    const measure = (): void => {
      const h = docked(d) ? `${Math.ceil(d.getBoundingClientRect().height)}px` : '0px';
      if (root.style.getPropertyValue(VAR) !== h) root.style.setProperty(VAR, h);
    };
    const observer = new ResizeObserver(measure);
    observer.observe(d);
    window.addEventListener('resize', measure);
    measure();
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
      root.style.removeProperty(VAR);
    };
  }, [dock]);

  // A card's sheet opened in the bar: the card stays in sight above it.
  useLayoutEffect(() => {
    const d = dock.current;
    if (!d || selected === null || !docked(d)) return;
    const el = document.querySelector('.board .card-btn--selected');
    if (!el) return;
    const r = el.getBoundingClientRect();
    const header = document.querySelector('.app-header')?.getBoundingClientRect().bottom ?? 0;
    const by = scrollToClear(r.top, r.bottom, d.getBoundingClientRect().top, header);
    if (by > 0) window.scrollBy({ top: by, behavior: 'auto' });
  }, [dock, selected]);
}
