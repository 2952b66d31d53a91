/**
 * A message or an emote said while the table is open shows for a moment as a
 * bubble by the speaker's area (a spectator's by the status line, with their
 * name); a long message is cut to its first words there, the log has it all.
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
import './chat-sheet.css';

/** How long a bubble stays, in ms: an emote, and a written message (read, not glanced at). */
export const BUBBLE_MS = 2400;
export const TEXT_BUBBLE_MS = 4000;
/** A written message longer than this (in characters) is cut, with an ellipsis, in its bubble. */
export const BUBBLE_TEXT_MAX = 60;

/** What a bubble says: the emote's words, or the message cut to BUBBLE_TEXT_MAX characters (whole code points). */
export function bubbleText(m: ChatMessage, t: TFunction): string {
  if (m.emote) return t(`chat.emote.${m.emote}`);
  const chars = [...(m.text ?? '')];
  return chars.length > BUBBLE_TEXT_MAX
    ? `${chars
        .slice(0, BUBBLE_TEXT_MAX - 1)
        .join('')
        .trimEnd()}…`
    : chars.join('');
}
/** At most this many bubbles at once (a burst after a reconnect shows only its end). */
const MAX_AT_ONCE = 3;

let loading: Promise<typeof animateFn> | null = null;
// A failed load is forgotten (the next bubble asks again); meanwhile a bubble shows without moving and goes at its time.
const loadAnimate = () =>
  (loading ??= import('motion/mini').then(
    (m) => m.animate,
    (e: unknown) => {
      loading = null;
      throw e;
    },
  ));
const reducedMotion = (): boolean =>
  typeof window === 'undefined' || !window.matchMedia || window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Where a message's bubble goes: the speaker's area on the table, or the status line for a spectator. */
export function anchorOf(root: Element, m: ChatMessage): Element | null {
  const area = m.seat === null ? null : root.querySelector(`.player[data-seat="${m.seat}"]`);
  return area?.querySelector('.player__head') ?? area ?? root.querySelector('.status') ?? null;
}

/** Puts one bubble on the page by `anchor`; it removes itself. */
export function showBubble(anchor: Element, m: ChatMessage, t: TFunction): HTMLElement | null {
  const said = bubbleText(m, t);
  if (said === '') return null;
  const ms = m.emote ? BUBBLE_MS : TEXT_BUBBLE_MS;
  const bubble = document.createElement('div');
  bubble.className = m.emote ? 'emote-bubble' : 'emote-bubble emote-bubble--text';
  bubble.setAttribute('aria-hidden', 'true');
  bubble.dataset.seat = m.seat === null ? 'spectator' : String(m.seat);
  const who = document.createElement('bdi');
  who.textContent = m.spectator ? `${m.name}: ` : '';
  bubble.append(who, said);
  document.body.appendChild(bubble);
  const a = anchor.getBoundingClientRect();
  const b = bubble.getBoundingClientRect();
  const left = Math.max(4, Math.min(window.innerWidth - b.width - 4, a.left + a.width / 2 - b.width / 2));
  const top = Math.max(4, a.top - b.height - 4);
  Object.assign(bubble.style, { left: `${left}px`, top: `${top}px` });
  const done = () => bubble.remove();
  window.setTimeout(done, ms);
  if (!reducedMotion()) {
    loadAnimate().then(
      (animate) => {
        const opts = { duration: ms / 1000, ease: 'easeOut' } as const;
        animate(
          bubble,
          {
            opacity: [0, 1, 1, 0],
            transform: [
              'translateY(8px) scale(0.7)',
              'translateY(0) scale(1)',
              'translateY(0) scale(1)',
              'translateY(-10px) scale(1)',
            ],
          },
          opts,
        ).then(done, done);
      },
      () => undefined,
    );
  }
  return bubble;
}

/** Messages and emotes that arrived after `after` (an id), newest last: what the table shows as bubbles. */
export const saidAfter = (messages: readonly ChatMessage[], after: number): ChatMessage[] =>
  messages.filter((m) => m.id > after);

/** Shows a bubble for every message and emote that arrives while mounted (not for the history there when it mounts). */
export function EmoteBubbles({ root }: { root: RefObject<HTMLElement | null> }) {
  const { t } = useTranslation();
  const messages = useAppStore((s) => s.chat.messages);
  const seen = useRef<number | null>(null);

  useEffect(() => {
    const last = messages.at(-1)?.id ?? 0;
    const before = seen.current;
    seen.current = Math.max(before ?? 0, last);
    if (before === null || !root.current) return;
    for (const m of saidAfter(messages, before).slice(-MAX_AT_ONCE)) {
      const anchor = anchorOf(root.current, m);
      if (anchor) showBubble(anchor, m, t);
    }
  }, [messages, root, t]);

  return null;
}
