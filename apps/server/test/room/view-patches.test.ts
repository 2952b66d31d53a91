/**
 * SentViews (src/room/view-patches.ts) without sockets: a random 4-seat game watched by
 * two spectators, every change turned into each member's message and applied
 * to what that member holds. Each member always holds exactly the server's
 * `viewFor` of its viewer; a patch object shared by several viewers is exactly
 * the diff of each one's own two views; a blind reservation reaches no one else.
 */
import { describe, expect, test } from 'vitest';
import { HIDDEN_CARD, applyAction, createGame, legalActions, viewFor } from '@kahroba/engine';
import type { Action, GameState, Seat } from '@kahroba/engine';
import { applyGamePatch } from '@kahroba/protocol';
import { diffViews } from '@kahroba/protocol/patch-diff';
import type { GameUpdate } from '@kahroba/protocol';
import { SentViews } from '../../src/room/view-patches';
import { UpdateCache } from '../../src/room/views';
import { rngFrom } from '../harness';

const members: { id: string; seat: Seat | null }[] = [
  { id: 'm0', seat: 0 },
  { id: 'm1', seat: 1 },
  { id: 'm2', seat: 2 },
  { id: 'm3', seat: 3 },
  { id: 'w1', seat: null },
  { id: 'w2', seat: null },
];
const plain = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

function start(): { state: GameState; sent: SentViews; held: Map<string, GameUpdate> } {
  const created = createGame({ players: 4, seed: 'view-patches-1', modules: [], edition: 'kahroba' });
  if (!created.ok) throw new Error(created.error.code);
  const sent = new SentViews();
  const held = new Map<string, GameUpdate>();
  for (const m of members) {
    const u = plain(UpdateCache.withHistory(1, created.value, [], m.seat));
    sent.held(m.id, u);
    held.set(m.id, u);
  }
  return { state: created.value, sent, held };
}

describe('each member is sent what changed in its own view', () => {
  test("patches rebuild every viewer's view; same views share one patch; a blind card stays with its owner", () => {
    const begun = start();
    const { sent, held } = begun;
    let { state } = begun;
    const rng = rngFrom(7);
    /** How many distinct patch objects each change needed. */
    const distinct: number[] = [];
    let blindCard: string | null = null;
    let blindSeat: Seat | null = null;
    for (let step = 0; step < 120 && state.result === null; step++) {
      const seat = state.current;
      const legal = legalActions(state, seat);
      const blind = step === 5 ? legal.find((a: Action) => a.type === 'reserveDeck') : undefined;
      const r = applyAction(state, seat, blind ?? legal[Math.floor(rng() * legal.length)]);
      if (!r.ok) throw new Error(r.error.code);
      const before = state;
      state = r.state;
      if (blind) {
        blindCard = state.players[seat]?.reserved.at(-1)?.card ?? null;
        blindSeat = seat;
      }
      const messages = sent.next(new UpdateCache(1, state, r.events), members, null);
      distinct.push(new Set([...messages.values()].map((m) => m.payload)).size);
      for (const m of members) {
        const message = messages.get(m.id);
        if (!message) throw new Error('no message');
        expect(message.event).toBe('game:patch');
        if (message.event !== 'game:patch') continue;
        const wire = JSON.stringify(message.payload);
        // A shared patch is exactly the one this viewer's own two views give.
        const viewer = m.seat ?? 'spectator';
        expect(plain(message.payload.patch)).toEqual(plain(diffViews(viewFor(before, viewer), viewFor(state, viewer))));
        if (
          blindCard &&
          m.seat !== blindSeat &&
          state.players.some((p) => p.reserved.some((c) => c.card === blindCard && c.blind))
        ) {
          expect(wire.includes(`"${blindCard}"`), `${m.id} gets the blind card`).toBe(false);
        }
        const outcome = applyGamePatch(held.get(m.id) as GameUpdate, plain(message.payload));
        if (outcome.kind !== 'applied') throw new Error(`${m.id}: ${outcome.kind}`);
        expect(outcome.update.view).toEqual(plain(viewFor(state, m.seat ?? 'spectator')));
        held.set(m.id, outcome.update);
      }
    }
    expect(blindCard).not.toBeNull();
    expect(blindCard).not.toBe(HIDDEN_CARD);
    // Usually the seat that moved gets its own patch (its own seat may show a hidden card) and the others share one.
    const sorted = [...distinct].sort((a, b) => a - b);
    expect(sorted[Math.floor(sorted.length / 2)]).toBeLessThanOrEqual(2);
    expect(Math.max(...distinct)).toBeGreaterThan(1);
  });

  test('a member whose seat changed, or who never got a view from this runner, gets the whole view', () => {
    const { state, sent } = start();
    const r = applyAction(state, state.current, legalActions(state, state.current)[0]);
    if (!r.ok) throw new Error(r.error.code);
    const moved = members.map((m) => (m.id === 'w1' ? { id: 'w1', seat: 2 } : m)).concat([{ id: 'new', seat: null }]);
    const messages = sent.next(new UpdateCache(1, r.state, r.events), moved, 1);
    expect(messages.get('w1')).toMatchObject({ event: 'game:update', payload: { seat: 2, version: 1 } });
    expect(messages.get('new')).toMatchObject({ event: 'game:update', payload: { seat: null, version: 1 } });
    expect(messages.get('m2')?.event).toBe('game:patch');
    expect(messages.get('m1')).toMatchObject({ event: 'game:patch', payload: { undoable: true } });
    expect(messages.get('m3')?.payload).not.toHaveProperty('undoable');
  });
});
