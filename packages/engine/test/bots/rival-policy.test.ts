/**
 * The rivals' moves by the playout policy inside the tree (option
 * `rivalPolicy`, expert at 3–4 players): the tree then holds only the seat's
 * own moves, so it reaches further into them for the same iterations; without
 * the option the rivals' moves are edges of the tree too.
 */
import { describe, expect, it } from 'vitest';
import { legalActions, randomSource } from '../../src/index';
import type { GameState, Seat } from '../../src/index';
import { determinize, SEARCH_LEVELS } from '../../src/bots/index';
import type { Node } from '../../src/bots/tree';
import { iterate, newNode } from '../../src/bots/tree';
import { MODULE_SETS, positions } from './positions';

/** Every edge below `node`, with its depth in edges. */
function edges(node: Node, depth = 1): { actor: Seat; depth: number }[] {
  return [...node.edges.values()].flatMap((e) => [
    { actor: e.actor, depth },
    ...(e.child ? edges(e.child, depth + 1) : []),
  ]);
}

/** The tree after `n` iterations from `s` for its current seat. */
function grow(s: GameState, rivalPolicy: boolean, n: number): Node {
  const seat = s.current;
  const cfg = { ...SEARCH_LEVELS.expert, rivalPolicy };
  const root = newNode();
  const rng = randomSource('grow');
  const cands = legalActions(s, seat).slice(0, 6);
  for (let i = 0; i < n; i++) iterate(root, cands, determinize(s, seat, rng), seat, cfg, rng);
  return root;
}

describe('rivals by the playout policy inside the tree', () => {
  const states = [
    ...positions(4, [], 'rival-0', 2, 9),
    ...positions(4, MODULE_SETS[MODULE_SETS.length - 1] ?? [], 'rival-4', 2, 9),
  ];

  it("keeps only the seat's own moves in the tree, and goes deeper into them", () => {
    expect(states.length).toBe(4);
    for (const s of states) {
      const own = edges(grow(s, true, 300));
      expect(own.length).toBeGreaterThan(6);
      expect(own.every((e) => e.actor === s.current)).toBe(true);
      const all = edges(grow(s, false, 300));
      expect(all.some((e) => e.actor !== s.current)).toBe(true);
      // The seat's own second move: reached with the rivals played by the policy, rarely or never through three rivals' branches.
      const ownDepth = (es: { actor: Seat; depth: number }[]): number => Math.max(...es.map((e) => e.depth));
      expect(ownDepth(own)).toBeGreaterThanOrEqual(2);
      expect(own.filter((e) => e.depth >= 2).length).toBeGreaterThan(
        all.filter((e) => e.depth >= 2 && e.actor === s.current).length,
      );
    }
  });
});
