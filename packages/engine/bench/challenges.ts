/**
 * Is every challenge winnable? The expert plays the person's seat against the
 * challenge's own computer players on its fixed deal, one seeded try after
 * another until it wins (at most --tries), and the table says how many tries
 * it took, its stars and the round the game ended. No clock is read by the
 * bots (their level's iteration budget), so a row replays exactly.
 *
 *   pnpm --filter @kahroba/engine bench:challenges [--tries 3] [--only id,id] [--iterations N]
 *
 * Results: docs/BENCHMARKS.md, "Challenges".
 */
import { applyAction, createGame, randomSource, viewFor } from '../src/index';
import type { GameRecord, GameState, RecordedAction } from '../src/index';
import { createBot } from '../src/bots/index';
import type { Bot, BotLevel } from '../src/bots/index';
import { CHALLENGES, challengeRecord, scoreChallenge } from '../src/challenges/index';
import type { Challenge } from '../src/challenges/index';

const arg = (name: string): string | undefined => {
  const i = process.argv.indexOf(`--${name}`);
  return i < 0 ? undefined : process.argv[i + 1];
};
const tries = Number(arg('tries') ?? 3);
const only = arg('only')?.split(',');
const iterations = arg('iterations') ? Number(arg('iterations')) : undefined;
/** A game that has not ended after this many actions is counted as unfinished (Y5 makes it impossible in practice). */
const MAX_ACTIONS = 1500;

const bot = (level: BotLevel): Bot => createBot(level, iterations ? { iterations } : {});

/** One try: the expert in the challenge's seat, the stated levels elsewhere, every choice from one seeded stream. */
function play(ch: Challenge, attempt: number): { record: GameRecord; state: GameState } {
  const start = challengeRecord(ch);
  const actions: RecordedAction[] = [...start.actions];
  const created = createGame(start.config);
  if (!created.ok) throw new Error(`${ch.id}: the deal is refused (${created.error.code})`);
  let state = created.value;
  const seats = state.players.map((_, s) => {
    if (s === ch.seat) return bot('expert');
    const level = ch.opponents[s < ch.seat ? s : s - 1];
    if (!level) throw new Error(`${ch.id}: no level for seat ${s}`);
    return bot(level);
  });
  const rng = randomSource(`challenge-bench:${ch.id}:${attempt}`);
  while (!state.result && actions.length < MAX_ACTIONS) {
    const seat = state.current;
    const action = seats[seat]!.choose(viewFor(state, seat), seat, rng);
    const r = applyAction(state, seat, action);
    if (!r.ok) throw new Error(`${ch.id}: ${r.error.code}`);
    actions.push({ seat, action });
    state = r.state;
  }
  return { record: { ...start, actions }, state };
}

console.log(`tries ≤ ${tries}, expert at ${iterations ?? "its level's"} iterations`);
console.log(
  '| challenge | players | opponents | tries played | won | stars (best try) | round (0: unfinished) | CPU s |',
);
console.log('|---|---|---|---|---|---|---|---|');
let won = 0;
let total = 0;
for (const ch of CHALLENGES) {
  if (only && !only.includes(ch.id)) continue;
  total++;
  const start = process.cpuUsage();
  let best = { stars: 0, won: false, round: 0 };
  let played = 0;
  for (let attempt = 0; attempt < tries; attempt++) {
    played++;
    const { record, state } = play(ch, attempt);
    const scored = scoreChallenge(ch, record);
    if (!scored.ok) throw new Error(`${ch.id}: ${scored.code}`);
    const rounds = state.result ? state.round : 0;
    const wonNow = scored.score.stars >= 1;
    if (scored.score.stars > best.stars || attempt === 0)
      best = { stars: scored.score.stars, won: wonNow, round: rounds };
    if (wonNow) break;
  }
  const cpu = process.cpuUsage(start);
  if (best.won) won++;
  console.log(
    `| ${ch.id} | ${ch.config.players} | ${ch.opponents.join(', ')} | ${played} | ${best.won ? 'yes' : 'no'} | ${best.stars} | ${best.round} | ${((cpu.user + cpu.system) / 1e6).toFixed(1)} |`,
  );
}
console.log(`${won} of ${total} challenges won by the expert`);
