/**
 * What a suggested move points at on the table, for its highlight: the card
 * (on the board or among your reserved ones), the deck, or the gems to pick
 * in the supply. A move with none (a noble, a city, tokens to return) is
 * shown by its words alone.
 */
import type { Action, CardId, DeckId, Gem } from '@kahroba/engine';

export interface HintTarget {
  card?: CardId;
  deck?: DeckId;
  /** Gems as the supply's picks (`gemsIntent` reads them back into the same action). */
  gems?: Gem[];
}

export function hintTarget(a: Action): HintTarget {
  switch (a.type) {
    case 'takeGems':
      return { gems: [...a.gems] };
    case 'takeTwo':
      return { gems: a.extra ? [a.gem, a.gem, a.extra] : [a.gem, a.gem] };
    case 'reserve':
    case 'buy':
    case 'keepDrawn':
    case 'takeFree':
    case 'placeStronghold':
    case 'removeStronghold':
      return { card: a.card };
    case 'pair':
      return { card: a.partner };
    case 'moveStronghold':
      return { card: a.to };
    case 'reserveDeck':
      return { deck: a.deck };
    default:
      return {};
  }
}
