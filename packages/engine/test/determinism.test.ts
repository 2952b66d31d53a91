/**
 * Y1 determinism across engine versions: 320 seeded random games (every module
 * subset, both editions, 2–4 players) must give, step by step, exactly the
 * same `legalActions` lists (contents and order), the same refusals of junk
 * intents (code, rule and detail), the same events and the same final states
 * as the engine did when the fixture was recorded. Saved game records
 * therefore replay unchanged after any optimisation of the engine.
 *
 * The fixture (test/fixtures/determinism.json) was recorded before the
 * performance work; regenerate it only for an intended rules change:
 * `KAHROBA_RECORD_DETERMINISM=1 pnpm vitest run test/determinism.test.ts`.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Action, Edition, GameConfig, GameState, ModuleId } from '../src/index';
import { applyAction, EDITIONS, legalActions, MODULES, randomSource, replay, viewFor } from '../src/index';
import { randomIntent } from './properties/harness';

const FIXTURE = new URL('./fixtures/determinism.json', import.meta.url).pathname;
const SUBSETS: ModuleId[][] = Array.from({ length: 16 }, (_, mask) => MODULES.filter((_, i) => (mask >> i) & 1));
const GAMES_PER_CASE = 10;

interface GameDigest {
  config: string;
  actions: number;
  legal: string;
  refusals: string;
  events: string;
  state: string;
}

function playOne(config: GameConfig, seed: number): GameDigest {
  const created = replay({ schema: 1, config, actions: [] });
  if (!created.ok) throw new Error(created.error.code);
  let s: GameState = created.value;
  const rng = randomSource(`determinism-${seed}`);
  const legalHash = createHash('sha256');
  const refusalHash = createHash('sha256');
  const eventHash = createHash('sha256');
  let actions = 0;
  while (!s.result && actions < 4000) {
    const legal = legalActions(s, s.current);
    legalHash.update(JSON.stringify(legal));
    // The seat's own view lists the same actions (every 7th step, to stay quick).
    if (actions % 7 === 0) legalHash.update(JSON.stringify(legalActions(viewFor(s, s.current), s.current)));
    for (let i = 0; i < 2; i++) {
      const intent = randomIntent(s, legal, rng);
      const who = rng() < 0.8 ? s.current : Math.floor(rng() * config.players);
      const r = applyAction(s, who, intent);
      refusalHash.update(JSON.stringify(r.ok ? { ok: true, events: r.events, version: r.state.version } : r.error));
    }
    const action = legal[Math.floor(rng() * legal.length)] as Action;
    const r = applyAction(s, s.current, action);
    if (!r.ok) throw new Error(`legal action refused: ${r.error.code}`);
    eventHash.update(JSON.stringify(r.events));
    s = r.state;
    actions += 1;
  }
  return {
    config: JSON.stringify(config),
    actions,
    legal: legalHash.digest('hex').slice(0, 16),
    refusals: refusalHash.digest('hex').slice(0, 16),
    events: eventHash.digest('hex').slice(0, 16),
    state: createHash('sha256').update(JSON.stringify(s)).digest('hex').slice(0, 16),
  };
}

function allDigests(): GameDigest[] {
  const out: GameDigest[] = [];
  SUBSETS.forEach((modules, mask) => {
    for (const edition of EDITIONS as readonly Edition[]) {
      for (let g = 0; g < GAMES_PER_CASE; g++) {
        const seed = mask * 1000 + (edition === 'classic' ? 500 : 0) + g;
        out.push(playOne({ players: 2 + (g % 3), seed: `det-${seed}`, modules, edition }, seed));
      }
    }
  });
  return out;
}

describe('Y1 the engine gives the recorded results for 320 seeded random games', () => {
  it('legal actions, refusals, events and final states match the fixture', () => {
    const digests = allDigests();
    if (process.env.KAHROBA_RECORD_DETERMINISM === '1') writeFileSync(FIXTURE, `${JSON.stringify(digests, null, 1)}\n`);
    expect(existsSync(FIXTURE), 'the recorded fixture test/fixtures/determinism.json').toBe(true);
    const expected = JSON.parse(readFileSync(FIXTURE, 'utf8')) as GameDigest[];
    expect(digests.length).toBe(expected.length);
    for (let i = 0; i < digests.length; i++) expect(digests[i], `game ${i}`).toEqual(expected[i]);
  });
});
