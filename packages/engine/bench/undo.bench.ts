/**
 * `pnpm --filter @kahroba/engine exec tsx bench/undo.bench.ts`: the cost of
 * `planUndo` (RULINGS R12), which replays the record once, on the full records of
 * long random games (4 players, all modules: the longest records). The median
 * of RUNS timed passes over every record, after a warm-up pass.
 */
import type { GameRecord, GameState, ModuleId, RecordedAction } from '../src/index';
import { applyAction, createGame, legalActions, planUndo, randomSource, RECORD_SCHEMA } from '../src/index';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const GAMES = Number(process.env.BENCH_GAMES ?? 30);
const ALL: ModuleId[] = ['cities', 'tradingPosts', 'strongholds', 'orient'];

function records(players: number, modules: ModuleId[]): GameRecord[] {
  const rng = randomSource('undo-bench');
  const out: GameRecord[] = [];
  for (let g = 0; g < GAMES; g++) {
    const config = { players, seed: `undo-bench-${g}`, modules, edition: 'kahroba' as const };
    const created = createGame(config);
    if (!created.ok) throw new Error(created.error.code);
    const actions: RecordedAction[] = [];
    const record: GameRecord = { schema: RECORD_SCHEMA, config, actions };
    let s: GameState = created.value;
    while (!s.result) {
      const legal = legalActions(s, s.current);
      const action = legal[Math.floor(rng() * legal.length)];
      if (!action) throw new Error('no legal action');
      const r = applyAction(s, s.current, action);
      if (!r.ok) throw new Error(r.error.code);
      actions.push({ seat: s.current, action });
      s = r.state;
    }
    // The last action ended the game: plan for the one before, the longest record still playing.
    actions.pop();
    out.push(record);
  }
  return out;
}

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

for (const [name, players, modules] of [
  ['base, 2 players', 2, []],
  ['all four modules, 4 players', 4, ALL],
] as const) {
  const recs = records(players, [...modules]);
  const pass = (): number => {
    const t0 = process.hrtime.bigint();
    for (const r of recs) planUndo(r, r.actions[r.actions.length - 1]?.seat ?? 0);
    return Number(process.hrtime.bigint() - t0) / 1e6 / recs.length;
  };
  pass();
  const ms = median(Array.from({ length: RUNS }, pass));
  const actions = recs.reduce((n, r) => n + r.actions.length, 0) / recs.length;
  console.log(
    `${name}: planUndo on a ${actions.toFixed(0)}-action record (mean), median of ${RUNS} runs: ${ms.toFixed(2)} ms per call`,
  );
}
