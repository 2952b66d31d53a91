/**
 * Memory per live state: the heap a mid-game state keeps alive beyond the one before it (what a search tree or an
 * undo history pays per retained state). Plays seeded random games (uniform over `legalActions`), keeps every state
 * of every game, and divides the heap delta (after full collections) by the number of states kept.
 *   node --expose-gc <esbuild bundle of this file> [players] [modules,comma,separated|base] [games]
 */
import type { GameState, ModuleId } from '../src/index';
import { applyAction, createGame, legalActions, randomSource } from '../src/index';

const players = Number(process.argv[2] ?? 4);
const modules = (process.argv[3] ?? 'base') === 'base' ? [] : ((process.argv[3] as string).split(',') as ModuleId[]);
const games = Number(process.argv[4] ?? 40);
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with --expose-gc');

function play(seed: number, keep: GameState[] | null): void {
  const rng = randomSource(`memory-${seed}`);
  for (let g = 0; g < games; g++) {
    const created = createGame({ players, seed: `memory-${seed}-${g}`, modules, edition: 'kahroba' });
    if (!created.ok) throw new Error(created.error.code);
    let s: GameState = created.value;
    while (!s.result) {
      const legal = legalActions(s, s.current);
      const r = applyAction(s, s.current, legal[Math.floor(rng() * legal.length)]);
      if (!r.ok) throw new Error(r.error.code);
      s = r.state;
      keep?.push(s);
    }
  }
}

play(1, null); // warm-up: the engine's caches and compiled code are in place before the first measure
const keep: GameState[] = [];
gc();
gc();
const before = process.memoryUsage().heapUsed;
play(2, keep);
gc();
gc();
const after = process.memoryUsage().heapUsed;
console.log(
  `${players} players, ${modules.length === 0 ? 'base' : modules.join(',')}: ${keep.length} states kept,` +
    ` ${Math.round((after - before) / keep.length)} B a state`,
);
