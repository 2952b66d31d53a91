/**
 * A type-level test, checked by `pnpm typecheck` (not run by Vitest): the
 * engine's state, records and results are readonly all the way down, so code
 * that changes one in place does not compile. Each `@ts-expect-error` below
 * fails the typecheck if the line under it compiles; the last function shows
 * that building a new state (or record) from an old one still does.
 */
/* eslint-disable @typescript-eslint/no-unsafe-call -- the calls below are the type errors this file expects */
import type { GameRecord, GameState } from '../src/index';

export function inPlaceChangesDoNotCompile(s: GameState, record: GameRecord): void {
  const p = s.players[0]!;
  // @ts-expect-error a player's reserved cards are replaced, never pushed to
  p.reserved.push({ card: 'B1-01', blind: false, deck: 'L1' });
  // @ts-expect-error nor is the tableau changed in place
  p.tableau.splice(0, 1);
  // @ts-expect-error a purse is counted in a new state, not in this one
  p.tokens.gold += 1;
  // @ts-expect-error pairings are replaced as a whole
  p.pairings['O1-01'] = { partner: 'B1-01', gem: 'white' };
  // @ts-expect-error the players array itself
  s.players[1] = p;
  // @ts-expect-error a face-up row
  s.rows.L1[0] = null;
  // @ts-expect-error a deck
  s.decks.L2.shift();
  // @ts-expect-error the supply
  s.supply.white -= 1;
  // @ts-expect-error the stronghold map
  s.strongholds['B1-01'] = { seat: 0, count: 1 };
  // @ts-expect-error the turn's steps
  s.turn.steps.push({ step: 'endTurn' });
  // @ts-expect-error the state record's own fields
  s.version += 1;
  // @ts-expect-error the configuration
  s.config.modules.push('orient');
  // @ts-expect-error a result
  s.result?.winners.push(1);
  // @ts-expect-error a record's actions: a longer record is a new one
  record.actions.push({ seat: 0, action: { type: 'declineConquest' } });
}

export function newStatesCompile(s: GameState, record: GameRecord): [GameState, GameRecord] {
  const p = s.players[0]!;
  const players = s.players.map((x) => (x === p ? { ...p, tableau: [...p.tableau, 'B1-01'] } : x));
  const longer: GameRecord = {
    ...record,
    actions: [...record.actions, { seat: 0, action: { type: 'declineConquest' } }],
  };
  return [{ ...s, players, version: s.version + 1 }, longer];
}
