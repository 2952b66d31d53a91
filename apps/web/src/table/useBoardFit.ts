/**
 * On a desktop the three levels of the board and your dock share the first
 * screen: the board may take the viewport's height below its top, less your
 * area and the supply and what the dock says above them (the undo button, a
 * decision, a notice); not a card's sheet or a payment opened in the dock:
 * the board keeps its size while you read a card or pay. The height goes to the table as
 * `--board-fit` (px); table.css turns it into the card width, bounded by
 * the width the levels have. Measured again when the dock, the board's
 * surroundings, what the dock says, the table or the window change size.
 */
import { useLayoutEffect } from 'react';
import type { RefObject } from 'react';

/** The room under the board's top edge for the board itself, in px (never negative). */
export function boardFit(viewportHeight: number, boardTop: number, dockHeight: number): number {
  // The dock's padding and border, the gap above it, and the table's and the page's padding below it.
  const margins = 44;
  return Math.max(0, Math.floor(viewportHeight - boardTop - dockHeight - margins));
}

/** `.dock__scroll`'s gap (0.4rem) in px. */
const GAP = 6.4;

export function useBoardFit(root: RefObject<HTMLElement | null>, dock: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const table = root.current;
    const d = dock.current;
    if (!table || !d || typeof ResizeObserver === 'undefined') return;
    let frame = 0;
    const measure = (): void => {
      frame = 0;
      const board = table.querySelector('.board');
      const row = d.querySelector('.dock__row');
      if (!board || !row) return;
      const prompt = d.querySelector('.dock__prompt');
      if (prompt?.querySelector('.sheet, .pay')) return;
      // The prompt sits above the row with the dock's gap between them.
      const said = prompt && prompt.childElementCount > 0 ? prompt.getBoundingClientRect().height + GAP : 0;
      const top = board.getBoundingClientRect().top + window.scrollY;
      const fit = `${boardFit(window.innerHeight, top, row.getBoundingClientRect().height + said)}px`;
      if (table.style.getPropertyValue('--board-fit') !== fit) table.style.setProperty('--board-fit', fit);
    };
    const schedule = (): void => {
      if (frame === 0) frame = requestAnimationFrame(measure);
    };
    const observer = new ResizeObserver(schedule);
    const row = d.querySelector('.dock__row');
    if (row) observer.observe(row);
    const prompt = d.querySelector('.dock__prompt');
    if (prompt) observer.observe(prompt);
    const center = table.querySelector('.table__center');
    if (center) observer.observe(center);
    // Something above the table opening (the room's players, say) moves the board down and resizes the table.
    observer.observe(table);
    window.addEventListener('resize', schedule);
    measure();
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', schedule);
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, [root, dock]);
}
