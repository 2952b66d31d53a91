/**
 * Is every challenge winnable? The expert plays the person's seat against the
 * challenge's own computer players on its fixed deal, one seeded try after
 * another until it wins (at most --tries), and the table says how many tries
 * it took, its stars and the round the game ended. No clock is read by the
 * bots (their level's iteration budget), so a row replays exactly.
 *
 * With --all every try is played, won or not, and each one's line gives what
 * it reached of every goal (the round, the nobles, the cards...): the star
 * thresholds are set from these, so that 3 stars are hard but reached.
 *
 *   pnpm --filter @kahroba/engine bench:challenges [--tries 3] [--from 0] [--only id,id] [--iterations N] [--all]
 *
 * Results: docs/BENCHMARKS.md, "Challenges".
 */
import { applyAction, createGame, randomSource, viewFor } from '../src/index';
import type { GameRecord, GameState, RecordedAction } from '../src/index';
import { createBot } from '../src/bots/index';
import type { Bot, BotLevel } from '../src/bots/index';
import { CHALLENGES, challengeRecord, goalMet, playRecord, scoreChallenge } from '../src/challenges/index';
import type { Challenge, Goal, Played } from '../src/challenges/index';

const arg = (name: string): string | undefined => {
  const i = process.argv.indexOf(`--${name}`);
  return i < 0 ? undefined : process.argv[i + 1];
};
const tries = Number(arg('tries') ?? 3);
/** The first try's number: a try replays alone (`--from 3 --tries 1`: the fourth). */
const from = Number(arg('from') ?? 0);
const only = arg('only')?.split(',');
const iterations = arg('iterations') ? Number(arg('iterations')) : undefined;
const all = process.argv.includes('--all');
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

/**
 * What a game reached of a goal, found with the engine's own check: the
 * largest minimum (or smallest maximum) it meets; yes/no for the others.
 */
function reached(goal: Goal, p: Played, seat: number): string {
  const scan = (from: number, to: number, met: (n: number) => boolean): number | null => {
    let found: number | null = null;
    for (let n = from; n <= to; n++) if (met(n)) found = n;
    return found;
  };
  switch (goal.kind) {
    case 'byRound':
      return p.state.result ? `round ${p.state.round}` : 'unfinished';
    case 'maxCards': {
      let max = 0;
      while (max < 90 && !goalMet({ kind: 'maxCards', max }, p, seat)) max++;
      return `${max} cards`;
    }
    case 'margin':
      return `margin ${scan(-60, 60, (n) => goalMet({ kind: 'margin', min: n }, p, seat)) ?? '?'}`;
    case 'prestige':
    case 'nobles':
    case 'posts':
    case 'conquests':
    case 'removals':
    case 'freeCards':
    case 'orientCards':
    case 'jokers':
    case 'sacrifices':
      return `${goal.kind} ${scan(0, 60, (n) => goalMet({ kind: goal.kind, min: n }, p, seat)) ?? 0}`;
    case 'levelCards':
      return `L${goal.level} cards ${scan(0, 60, (n) => goalMet({ ...goal, min: n }, p, seat)) ?? 0}`;
    default:
      return `${goal.kind}${goal.kind === 'post' ? ` ${goal.post}` : ''} ${goalMet(goal, p, seat) ? 'yes' : 'no'}`;
  }
}

/** Every distinct goal of a challenge, by its kind (and post or level), in star order. */
function measured(ch: Challenge): Goal[] {
  const seen = new Set<string>();
  return ch.stars.flat().filter((g) => {
    const key = `${g.kind}:${'post' in g ? g.post : ''}:${'level' in g ? g.level : ''}`;
    if (g.kind === 'win' || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
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
  for (let attempt = from; attempt < from + tries; attempt++) {
    played++;
    const { record, state } = play(ch, attempt);
    const scored = scoreChallenge(ch, record);
    if (!scored.ok) throw new Error(`${ch.id}: ${scored.code}`);
    const rounds = state.result ? state.round : 0;
    const wonNow = scored.score.stars >= 1;
    if (all) {
      const p = playRecord(record);
      if (!p) throw new Error(`${ch.id}: the record does not replay`);
      const goals = measured(ch).map((g) => reached(g, p, ch.seat));
      console.log(
        `  ${ch.id} try ${attempt}: ${wonNow ? 'won' : 'lost'}, round ${rounds}, stars ${scored.score.stars}; ${goals.join(', ')}`,
      );
    }
    if (scored.score.stars > best.stars || attempt === from)
      best = { stars: scored.score.stars, won: wonNow, round: rounds };
    if (wonNow && !all) break;
  }
  const cpu = process.cpuUsage(start);
  if (best.won) won++;
  console.log(
    `| ${ch.id} | ${ch.config.players} | ${ch.opponents.join(', ')} | ${played} | ${best.won ? 'yes' : 'no'} | ${best.stars} | ${best.round} | ${((cpu.user + cpu.system) / 1e6).toFixed(1)} |`,
  );
}
console.log(`${won} of ${total} challenges won by the expert`);
