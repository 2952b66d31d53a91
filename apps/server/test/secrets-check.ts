/**
 * Checks one received message for anything the viewer may not see: deck
 * order, another seat's blind card, the RNG state, the seed, the stacked
 * set-up, the record.
 */
import { expect } from 'vitest';
import { DECKS, HIDDEN_CARD } from '@kahroba/engine';
import type { GameEvent, Seat } from '@kahroba/engine';
import type { GamePatch, GameUpdate } from '@kahroba/protocol';
import type { Client } from './harness';

export function checkUpdate(u: GameUpdate, seed: string): void {
  const v = u.view;
  for (const deck of DECKS) {
    for (const c of v.decks[deck]) expect(c, `deck ${deck} shows a card`).toBe(HIDDEN_CARD);
  }
  v.players.forEach((p, seat) => {
    if (seat === u.seat) return;
    for (const r of p.reserved) if (r.blind) expect(r.card, `seat ${seat}'s blind card`).toBe(HIDDEN_CARD);
  });
  const d = v.turn.decision;
  if (d?.type === 'keepDrawn' && v.current !== u.seat) {
    expect(
      d.cards.every((c) => c === HIDDEN_CARD),
      "another seat's drawn cards",
    ).toBe(true);
  }
  expect(
    v.rng.every((x) => x === 0),
    'rng state',
  ).toBe(true);
  expect(v.config.seed, 'seed').not.toBe(seed);
  expect(v.config.setup, 'stacked set-up').toBeUndefined();
  const json = JSON.stringify(u);
  expect(json.includes(seed), 'seed in message').toBe(false);
  expect(json.includes('"actions"'), 'record in message').toBe(false);
  for (const e of u.events) checkEvent(e, u.seat);
}

function checkEvent(e: GameEvent, viewer: number | null): void {
  const mine = e.type !== 'gameEnded' && e.type !== 'cardRevealed' && e.seat === viewer;
  switch (e.type) {
    case 'cardReserved':
      if (e.blind && !mine) expect(e.card, 'blind reservation in an event').toBeNull();
      break;
    case 'cardsDrawn':
      if (!mine)
        expect(
          e.cards.every((c) => c === null),
          'drawn cards in an event',
        ).toBe(true);
      break;
    case 'drawnCardKept':
      if (!mine) expect([e.kept, e.bottom], 'kept/bottom card in an event').toEqual([null, null]);
      break;
    default:
      break;
  }
}

/**
 * A `game:patch` as sent (nothing of the seed or the record, its events
 * redacted for the viewer) and the whole view it made of the game the client
 * held: that must pass every check of a full update.
 */
export function checkPatch(
  p: GamePatch,
  made: GameUpdate | undefined,
  seed: string,
  stale: { viewer: Seat | null } | null = null,
): void {
  const json = JSON.stringify(p);
  expect(json.includes(seed), 'seed in a patch').toBe(false);
  expect(json.includes('"actions"'), 'record in a patch').toBe(false);
  // A stale patch (nothing newer than the game held) is dropped, as the web client drops it: it made no
  // view to check, but its events are still only what its viewer (the seat of the game held) may see.
  if (stale) {
    for (const e of p.events) checkEvent(e, stale.viewer);
    return;
  }
  expect(made, `patch ${p.from} → ${p.version} did not fit the view held`).toBeDefined();
  if (!made) return;
  // The viewer is the one whose view it patched.
  for (const e of p.events) checkEvent(e, made.seat);
  checkUpdate(made, seed);
}

/** Every game message this client ever received, patches included (each with the view it made). */
export function checkAllReceived(c: Client, seed: string): number {
  let n = 0;
  let viewer: Seat | null = null;
  for (const m of c.received) {
    if (m.event === 'game:update') {
      checkUpdate(m.payload as GameUpdate, seed);
      viewer = (m.payload as GameUpdate).seat;
    } else if (m.event === 'game:patch') {
      checkPatch(m.payload as GamePatch, m.update, seed, m.stale ? { viewer } : null);
      if (m.update) viewer = m.update.seat;
    } else continue;
    n += 1;
  }
  expect(c.gaps, 'patches that did not fit the view held').toBe(0);
  return n;
}

/** The game updates this client holds one after another: each `game:update`, and each patch as the update it made. */
export const gameUpdates = (c: Client): GameUpdate[] =>
  c.received.flatMap((m) => (m.event === 'game:update' ? [m.payload as GameUpdate] : m.update ? [m.update] : []));
