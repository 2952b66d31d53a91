/**
 * Tokens and cards travel between the supply, the board and the players
 * after each move: a copy of the thing flies from where it was to where it
 * went. The animation library (`motion`'s mini `animate`, on the browser's
 * own Web Animations) is loaded only when a first flight happens, and never
 * under `prefers-reduced-motion`.
 */
import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';
import { TOKEN_COLOURS, card } from '@kahroba/engine';
import type { DeckId, GameEvent, TokenColour } from '@kahroba/engine';
import type { animate as animateFn } from 'motion/mini';
import type { LastTurn } from './recap';

type Animate = typeof animateFn;
let loading: Promise<Animate> | null = null;
// A failed load is forgotten (the next move asks again); meanwhile the cards simply do not fly.
const loadAnimate = (): Promise<Animate> =>
  (loading ??= import('motion/mini').then(
    (m) => m.animate,
    (e: unknown) => {
      loading = null;
      throw e;
    },
  ));

export const reducedMotion = (): boolean =>
  typeof window === 'undefined' || !window.matchMedia || window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** A copy of `ghost` flies from where `from` is to where `to` is. */
interface Flight {
  ghost: Element;
  from: Element;
  to: Element;
}

const supplyToken = (root: Element, c: TokenColour): Element | null => root.querySelector(`.supply [data-gem="${c}"]`);
const area = (root: Element, seat: number): Element | null => root.querySelector(`.player[data-seat="${seat}"]`);
/** On a phone your area and the supply may be folded into the dock's bar: things then fly to and from the bar. */
const shown = (root: Element, el: Element): Element =>
  el.getClientRects().length > 0 ? el : (root.querySelector('.dock__bar') ?? el);

/** What moved in these events, as pairs of elements on the page. */
export function flightsOf(root: Element, events: readonly GameEvent[]): Flight[] {
  const out: Flight[] = [];
  // A card left its row from where a new one now lies (or, if none came, from its deck).
  const cardTo = (seat: number, deck: DeckId) => {
    const player = area(root, seat);
    const from =
      root.querySelector(`.board__row[data-deck="${deck}"] .board__slot--fresh`) ??
      root.querySelector(`.board__row[data-deck="${deck}"] .deck-btn`);
    if (player && from)
      out.push({ ghost: from, from, to: shown(root, player.querySelector('.player__head') ?? player) });
  };
  const tokens = (seat: number, counts: Partial<Record<TokenColour, number>>, toPlayer: boolean) => {
    const player = area(root, seat);
    if (!player) return;
    for (const c of TOKEN_COLOURS) {
      const chip = supplyToken(root, c);
      if (!chip) continue;
      // A token leaves the player from their chip of that colour, or from their name if none is left.
      const own = shown(
        root,
        player.querySelector(`[data-gem="${c}"]`) ?? player.querySelector('.player__head') ?? player,
      );
      const pile = shown(root, chip);
      for (let i = 0; i < Math.min(counts[c] ?? 0, 3); i++) {
        out.push(toPlayer ? { ghost: chip, from: pile, to: own } : { ghost: chip, from: own, to: pile });
      }
    }
  };
  for (const e of events) {
    switch (e.type) {
      case 'gemsTaken':
        tokens(e.seat, e.tokens, true);
        break;
      case 'extraTokenTaken':
        tokens(e.seat, { [e.gem]: 1 }, true);
        break;
      case 'tokensReturned':
        tokens(e.seat, e.tokens, false);
        break;
      case 'cardBought':
        tokens(e.seat, e.payment.tokens, false);
        if (!e.fromReserve) cardTo(e.seat, card(e.card).deck);
        break;
      case 'cardTakenFree':
        cardTo(e.seat, card(e.card).deck);
        break;
      case 'cardReserved':
        if (e.gold) tokens(e.seat, { gold: 1 }, true);
        cardTo(e.seat, e.deck);
        break;
      default:
        break;
    }
  }
  return out;
}

function fly(animate: Animate, { ghost: what, from, to }: Flight, delay: number): void {
  if (from === to) return; // both folded into the phone's bar
  const a = from.getBoundingClientRect();
  const b = to.getBoundingClientRect();
  if (a.width === 0 || b.width === 0) return;
  const ghost = what.cloneNode(true) as HTMLElement;
  // A folded supply's token has no box of its own: it flies at a token's size.
  const box = what.getBoundingClientRect();
  const w = box.width > 0 ? box : { width: 36, height: 36 };
  ghost.setAttribute('aria-hidden', 'true');
  ghost.setAttribute('inert', '');
  ghost.classList.add('flight');
  // Centred on where it starts, at its own size.
  const left = a.left + a.width / 2 - w.width / 2;
  const top = a.top + a.height / 2 - w.height / 2;
  Object.assign(ghost.style, {
    position: 'fixed',
    left: `${left}px`,
    top: `${top}px`,
    width: `${w.width}px`,
    height: `${w.height}px`,
    margin: '0',
    zIndex: '30',
    pointerEvents: 'none',
  });
  document.body.appendChild(ghost);
  const dx = b.left + b.width / 2 - (a.left + a.width / 2);
  const dy = b.top + b.height / 2 - (a.top + a.height / 2);
  const run = animate(
    ghost,
    { transform: ['translate(0, 0) scale(1)', `translate(${dx}px, ${dy}px) scale(0.6)`], opacity: [1, 0.3] },
    { duration: 0.5, delay, ease: 'easeInOut' },
  );
  const done = () => ghost.remove();
  run.then(done, done);
  // Whatever happens to the animation, the copy never outlives it.
  window.setTimeout(done, (0.5 + delay) * 1000 + 250);
}

/**
 * Plays the flights of each new turn played while the table is open (not of
 * the one on the screen when it opens). `turns` counts the turns so far, so
 * that a new copy of the same log replays nothing.
 */
export function useFlights(root: RefObject<HTMLElement | null>, last: LastTurn | null, turns: number): void {
  const seen = useRef<number | null>(null);
  const lastRef = useRef(last);
  lastRef.current = last;
  useEffect(() => {
    const before = seen.current;
    seen.current = turns;
    const played = lastRef.current;
    if (before === null || turns <= before || !played || !root.current || reducedMotion()) return;
    const flights = flightsOf(root.current, played.events);
    if (flights.length === 0) return;
    loadAnimate().then(
      (animate) => flights.forEach((f, i) => fly(animate, f, i * 0.06)),
      () => undefined,
    );
  }, [turns, root]);
}
