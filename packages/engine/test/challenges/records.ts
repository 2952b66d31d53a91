/**
 * Records for the goal tests, each a stacked position (RULES B2.6 `setup`)
 * and a few moves played through the engine; a purchase's payment is the
 * engine's own exact one (`legalActions`), so the tests name only the card.
 */
import { createGame, legalActions, RECORD_SCHEMA } from '../../src/index';
import type { Action, GameConfig, GameRecord, ModuleId, RecordedAction, Seat, StackedSetup } from '../../src/index';
import { applyAction } from '../../src/index';
import { playRecord } from '../../src/challenges/index';
import type { Played } from '../../src/challenges/index';

export type Move = [Seat, Action | { buy: string }];

export const take = (...gems: ('white' | 'blue' | 'green' | 'red' | 'black')[]): Action => ({
  type: 'takeGems',
  gems,
});

export function config(setup: StackedSetup, modules: ModuleId[] = [], players = 2): GameConfig {
  return { players, seed: 'challenge-goals', modules, edition: 'kahroba', firstPlayer: 0, setup };
}

/** Plays the moves from the position (`{ buy }`: that card, with the payment the engine lists first) and replays the record. */
export function played(cfg: GameConfig, moves: Move[]): Played {
  const created = createGame(cfg);
  if (!created.ok) throw new Error(`set-up refused: ${created.error.code} ${created.error.detail ?? ''}`);
  let state = created.value;
  const actions: RecordedAction[] = [];
  for (const [seat, move] of moves) {
    const action =
      'buy' in move ? legalActions(state, seat).find((a) => a.type === 'buy' && a.card === move.buy) : move;
    if (!action) throw new Error(`seat ${seat} cannot buy ${'buy' in move ? move.buy : ''}`);
    const r = applyAction(state, seat, action);
    if (!r.ok) throw new Error(`move ${JSON.stringify(move)} refused: ${r.error.code}`);
    state = r.state;
    actions.push({ seat, action });
  }
  const record: GameRecord = { schema: RECORD_SCHEMA, config: cfg, actions };
  const p = playRecord(record);
  if (!p) throw new Error('the record does not replay');
  return p;
}

/** Seat 0 at 12 prestige (white 3, blue 2, green, red, black bonuses) with blue 4 and green 4; seat 1 at 9. L2 row: B2-12 (blue 6, 3 points), B2-17 (green 5, 2 points), B2-15, B2-10. */
export const FINISH: StackedSetup = {
  nobles: ['N06', 'N01', 'N07'],
  decks: { L2: ['B2-12', 'B2-17', 'B2-15', 'B2-10'] },
  players: [
    { tokens: { blue: 4, green: 4 }, tableau: ['B3-04', 'B3-08', 'B2-05', 'B1-12', 'B1-17', 'B1-25', 'B1-33'] },
    { tableau: ['B3-06', 'B2-24', 'B2-23'] },
  ],
};

/** The same two hands, seats swapped: seat 1 ends the round at 15. */
export const FINISH_SWAPPED: StackedSetup = { ...FINISH, players: [...(FINISH.players ?? [])].reverse() };

/** FINISH with a third blue bonus (B1-15), a third and fourth white (B1-02, B1-04): B2-12 brings noble N01 (white 4, blue 4). */
export const NOBLE: StackedSetup = {
  ...FINISH,
  players: [
    {
      tokens: { blue: 4, green: 4 },
      tableau: ['B3-04', 'B3-08', 'B2-05', 'B1-12', 'B1-15', 'B1-02', 'B1-04', 'B1-17', 'B1-25', 'B1-33'],
    },
    { tableau: ['B3-06', 'B2-24', 'B2-23'] },
  ],
};

/** FINISH with blue 3 and a gold: B2-12 takes the gold. */
export const GOLD: StackedSetup = {
  ...FINISH,
  players: [{ ...FINISH.players?.[0], tokens: { blue: 3, gold: 1, green: 4 } }, FINISH.players?.[1] ?? {}],
};
