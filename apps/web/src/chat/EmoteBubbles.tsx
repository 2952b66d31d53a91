/**
 * An emote said while the table is open shows for a moment as a bubble by
 * the speaker's area (a spectator's by the status line, with their name).
 * Drawn like the table's flights (table/flights.ts): a short-lived element
 * placed over the page and animated with `motion`'s mini `animate`, loaded on
 * first use and never under `prefers-reduced-motion`. The bubble is hidden
 * from screen readers: the same message is read out from the game log.
 */
import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { ChatMessage } from '@kahroba/protocol';
import type { animate as animateFn } from 'motion/mini';
import { useAppStore } from '../store';

/** How long a bubble stays, in ms. */
export const BUBBLE_MS = 2400;
/** At most this many bubbles at once (a burst after a reconnect shows only its end). */
const MAX_AT_ONCE = 3;

let loading: Promise<typeof animateFn> | null = null;
const loadAnimate = () => (loading ??= import('motion/mini').then((m) => m.animate));
const reducedMotion = (): boolean =>
  typeof window === 'undefined' || !window.matchMedia || window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Where a message's bubble goes: the speaker's area on the table, or the status line for a spectator. */
export function anchorOf(root: Element, m: ChatMessage): Element | null {
  const area = m.seat === null ? null : root.querySelector(`.player[data-seat="${m.seat}"]`);
  return area?.querySelector('.player__head') ?? area ?? root.querySelector('.status') ?? null;
}

/** Puts one bubble on the page by `anchor`; it removes itself. */
export function showBubble(anchor: Element, m: ChatMessage, t: TFunction): HTMLElement | null {
  if (!m.emote) return null;
  const bubble = document.createElement('div');
  bubble.className = 'emote-bubble';
  bubble.setAttribute('aria-hidden', 'true');
  bubble.dataset.seat = m.seat === null ? 'spectator' : String(m.seat);
  const who = document.createElement('bdi');
  who.textContent = m.spectator ? `${m.name}: ` : '';
  bubble.append(who, t(`chat.emote.${m.emote}`));
  document.body.appendChild(bubble);
  const a = anchor.getBoundingClientRect();
  const b = bubble.getBoundingClientRect();
  const left = Math.max(4, Math.min(window.innerWidth - b.width - 4, a.left + a.width / 2 - b.width / 2));
  const top = Math.max(4, a.top - b.height - 4);
  Object.assign(bubble.style, { left: `${left}px`, top: `${top}px` });
  const done = () => bubble.remove();
  window.setTimeout(done, BUBBLE_MS);
  if (!reducedMotion()) {
    void loadAnimate().then((animate) => {
      const opts = { duration: BUBBLE_MS / 1000, ease: 'easeOut' } as const;
      animate(bubble, {
        opacity: [0, 1, 1, 0],
        transform: ['translateY(8px) scale(0.7)', 'translateY(0) scale(1)', 'translateY(0) scale(1)', 'translateY(-10px) scale(1)'],
      }, opts).then(done, done);
    });
  }
  return bubble;
}

/** Messages that arrived after `after` (an id), newest last: what the table shows as bubbles. */
export const emotesAfter = (messages: readonly ChatMessage[], after: number): ChatMessage[] =>
  messages.filter((m) => m.id > after && m.kind === 'emote');

/** Shows a bubble for every emote that arrives while mounted (not for the history there when it mounts). */
export function EmoteBubbles({ root }: { root: RefObject<HTMLElement | null> }) {
  const { t } = useTranslation();
  const messages = useAppStore((s) => s.chat.messages);
  const seen = useRef<number | null>(null);

  useEffect(() => {
    const last = messages.at(-1)?.id ?? 0;
    const before = seen.current;
    seen.current = Math.max(before ?? 0, last);
    if (before === null || !root.current) return;
    for (const m of emotesAfter(messages, before).slice(-MAX_AT_ONCE)) {
      const anchor = anchorOf(root.current, m);
      if (anchor) showBubble(anchor, m, t);
    }
  }, [messages, root, t]);

  return null;
}
