/**
 * The same choices, bit for bit: a fingerprint of the search's choice on many seeded positions, to compare two copies
 * of the engine and the bots (a change that should not move a single choice, such as a faster search):
 *   npx tsx bench/choices.ts [level] [players] [all|base|LIST] [positions] [iterations] > A.txt   (in each copy)
 *   diff A.txt B.txt
 * Positions: seeded games played by `normal` to their end, sampled evenly (turn starts and mid-turn decisions alike),
 * only where the seat to move has more than one legal move. Each line: the position, the chosen move, how it was
 * chosen and a hash of the root's statistics (every root edge's key, visits and exact summed reward), so a change
 * anywhere in the tree or the playouts shows even where the choice stays. Without iterations, the level's own budget.
 * The last line: the CPU milliseconds of the decisions (median).
 */
import type { GameState, ModuleId } from '../src/index';
import { actionKey, applyAction, createGame, legalActions, MODULES, randomSource, viewFor } from '../src/index';
import { createBot, searchSettings } from '../src/bots/index';
import { searchRoot } from '../src/bots/search';

const level = (process.argv[2] ?? 'expert') as 'hard' | 'expert' | 'normal';
const players = Number(process.argv[3] ?? 4);
const arg = process.argv[4] ?? 'all';
const modules: ModuleId[] = arg === 'all' ? [...MODULES] : arg === 'base' ? [] : (arg.split(',') as ModuleId[]);
const count = Number(process.argv[5] ?? 200);
const iterations = process.argv[6] === undefined ? undefined : Number(process.argv[6]);
const PER_GAME = 10;

function gamePositions(g: number): GameState[] {
  const seed = `choices-${players}-${arg}-${g}`;
  const created = createGame({ players, seed, modules });
  if (!created.ok) throw new Error(created.error.code);
  let s = created.value;
  const normal = createBot('normal');
  const rng = randomSource(seed);
  const all: GameState[] = [];
  while (!s.result) {
    if (legalActions(s, s.current).length > 1) all.push(s);
    const r = applyAction(s, s.current, normal.choose(viewFor(s, s.current), s.current, rng));
    if (!r.ok) throw new Error(r.error.code);
    s = r.state;
  }
  return Array.from({ length: PER_GAME }, (_x, i) => all[Math.floor(((i + 0.5) * all.length) / PER_GAME)] as GameState);
}

/** FNV-1a over a string, as 8 hex digits. */
function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h.toString(16).padStart(8, '0');
}

const ms: number[] = [];
let game: GameState[] = [];
for (let i = 0; i < count; i++) {
  if (i % PER_GAME === 0) game = gamePositions(i / PER_GAME);
  const s = game[i % PER_GAME] as GameState;
  const view = viewFor(s, s.current);
  const rng = randomSource(`choices-${i}`);
  const c0 = process.cpuUsage();
  let line: string;
  if (level === 'normal') {
    line = actionKey(createBot('normal').choose(view, s.current, rng));
  } else {
    const cfg = searchSettings(level, view);
    const r = searchRoot(view, s.current, rng, cfg, iterations === undefined ? {} : { iterations });
    const stats = [...r.root.edges.entries()].map(([k, e]) => `${k}:${e.n}:${e.w}:${e.avail}`).join(',');
    line = `${actionKey(r.choice)} ${r.by} ${r.iterations} ${hash(stats)}`;
  }
  const c1 = process.cpuUsage(c0);
  ms.push((c1.user + c1.system) / 1000);
  console.log(`${i} ${line}`);
}
const sorted = [...ms].sort((a, b) => a - b);
console.error(`median ${sorted[Math.floor(sorted.length / 2)]?.toFixed(1)} ms CPU over ${count} decisions`);
