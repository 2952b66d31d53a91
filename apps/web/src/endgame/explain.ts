/** Which sentence explains how the winner was decided (B5.2, C5, B4.4, Y5). */
import type { GameResult, ModuleId } from '@kahroba/engine';

export function decidedByKey(result: GameResult, modules: readonly ModuleId[]): string {
  const cityHolders = result.standings.filter((s) => s.cities > 0).length;
  // C5: with Cities, only city holders compete, if anyone holds one.
  if (modules.includes('cities') && cityHolders > 0) {
    switch (result.decidedBy) {
      case 'onlyCity':
        return 'endgame.why.onlyCity';
      case 'prestige':
        return 'endgame.why.citiesPrestige';
      case 'fewerCards':
        return 'endgame.why.citiesFewerCards';
      case 'shared':
        return 'endgame.why.citiesShared';
    }
  }
  return `endgame.why.${result.decidedBy}`;
}

/** Standings in finishing order: winners first, then prestige, then fewer cards (B5.2). */
export function ranked(result: GameResult): GameResult['standings'] {
  const win = new Set(result.winners);
  return [...result.standings].sort(
    (a, b) =>
      Number(win.has(b.seat)) - Number(win.has(a.seat)) ||
      b.prestige - a.prestige ||
      a.cards - b.cards ||
      a.seat - b.seat,
  );
}
