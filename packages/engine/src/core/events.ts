/**
 * What happened, in a form a client can render as a game log in any language.
 * A card a viewer may not see is `null` in that viewer's copy (see `eventsFor`).
 */
import type { Payment } from './actions';
import type { EndReason, GameResult, Slot } from './state';
import type { CardId, CityId, DeckId, Gem, NobleId, PostId, Seat, Tokens } from './vocabulary';

export type GameEvent =
  | { type: 'turnStarted'; seat: Seat; round: number }
  | { type: 'gemsTaken'; seat: Seat; tokens: Tokens; rule: 'B3.1' | 'B3.2' }
  | { type: 'cardReserved'; seat: Seat; card: CardId | null; deck: DeckId; blind: boolean; gold: boolean }
  | { type: 'cardsDrawn'; seat: Seat; deck: DeckId; cards: (CardId | null)[] }
  | { type: 'drawnCardKept'; seat: Seat; deck: DeckId; kept: CardId | null; bottom: CardId | null }
  | { type: 'cardBought'; seat: Seat; card: CardId; payment: Payment; fromReserve: boolean; conquest: boolean }
  | { type: 'cardTakenFree'; seat: Seat; card: CardId; source: CardId }
  | { type: 'cardPaired'; seat: Seat; card: CardId; partner: CardId; gem: Gem; auto: boolean }
  | { type: 'jokersUsed'; seat: Seat; cards: CardId[] }
  | { type: 'cardsSacrificed'; seat: Seat; cards: CardId[]; for: CardId }
  | { type: 'nobleReserved'; seat: Seat; noble: NobleId; auto: boolean }
  | { type: 'extraTokenTaken'; seat: Seat; gem: Gem; auto: boolean }
  | { type: 'strongholdPlaced'; seat: Seat; card: CardId; auto: boolean }
  | { type: 'strongholdMoved'; seat: Seat; from: CardId; to: CardId; auto: boolean }
  | { type: 'strongholdRemoved'; seat: Seat; card: CardId; owner: Seat; auto: boolean }
  | { type: 'strongholdsReturned'; seat: Seat; card: CardId; count: number }
  | { type: 'conquestDeclined'; seat: Seat; card: CardId }
  | { type: 'tokensReturned'; seat: Seat; tokens: Tokens }
  | { type: 'nobleVisited'; seat: Seat; noble: NobleId; auto: boolean; reserved: boolean }
  | { type: 'postClaimed'; seat: Seat; post: PostId; auto: boolean }
  | { type: 'cityClaimed'; seat: Seat; city: CityId; auto: boolean }
  | { type: 'cardRevealed'; slot: Slot; card: CardId | null }
  | { type: 'passed'; seat: Seat }
  | { type: 'endTriggered'; seat: Seat; reason: EndReason }
  | { type: 'gameEnded'; result: GameResult };
export type GameEventType = GameEvent['type'];
