/**
 * Why an intent was refused. Each code cites the rule it enforces; the
 * client turns the code into a sentence in the player's language.
 */
export const ERRORS = {
  GAME_OVER: { rule: 'B5', message: 'The game is over.' },
  NOT_YOUR_TURN: { rule: 'B2.5', message: 'It is not your turn.' },
  BAD_SEAT: { rule: 'B2.1', message: 'There is no such seat.' },
  MALFORMED: { rule: 'Y2', message: 'The action is not well formed.' },
  DECISION_PENDING: { rule: 'Y2', message: 'A decision must be made first.' },
  NO_SUCH_DECISION: { rule: 'Y2', message: 'That answers no decision the game is waiting for.' },
  NOT_AN_OPTION: { rule: 'Y2', message: 'That is not one of the choices.' },
  TAKE_DISTINCT: { rule: 'B3.1', message: 'The gems must be of different colours.' },
  TAKE_THREE: {
    rule: 'B3.1',
    message:
      'Take 3 gems of different colours; when fewer than 3 colours are left, take at most one of each colour left.',
  },
  TAKE_EMPTY: { rule: 'B3.1', message: 'There is no token of that colour in the supply.' },
  TAKE_TWO_NEEDS_FOUR: { rule: 'B3.2', message: 'Taking 2 of a colour needs at least 4 of it in the supply.' },
  TAKE_TWO_EXTRA: {
    rule: 'T3',
    message: 'The extra gem must be of another colour, left in the supply, and needs the 2-white trading post.',
  },
  TAKE_TWO_EXTRA_MISSING: {
    rule: 'T3',
    message: 'With the 2-white trading post you also take 1 gem of another colour.',
  },
  RESERVE_LIMIT: { rule: 'B3.3.1', message: 'You already hold 3 reserved cards.' },
  CARD_NOT_AVAILABLE: { rule: 'B3.3', message: 'That card is not face up on the table.' },
  DECK_EMPTY: { rule: 'B3.3', message: 'That deck is empty.' },
  DECK_NOT_IN_PLAY: { rule: 'O2.4', message: 'That deck is not in play.' },
  OCCUPIED: { rule: 'S1', message: "Another player's stronghold stands on that card." },
  BUY_NOT_AVAILABLE: { rule: 'B3.4', message: 'You can buy only a face-up card or one of your reserved cards.' },
  PAYMENT_WRONG: { rule: 'B3.4.4', message: 'The payment does not cover the cost exactly.' },
  PAYMENT_NOT_HELD: { rule: 'B3.4.2', message: 'You do not hold the tokens in that payment.' },
  PAYMENT_SURPLUS: { rule: 'B3.4.4', message: 'The payment pays more than the cost.' },
  GOLD_DOUBLED: {
    rule: 'T4',
    message: 'With the gold-worth-two post each gold pays 2 tokens of one colour, with no change.',
  },
  JOKER_NOT_HELD: { rule: 'O3', message: 'That joker card is not in your tableau.' },
  JOKER_UNUSED: { rule: 'O3', message: 'Every joker card you discard must pay at least one token.' },
  SACRIFICE_ONLY: { rule: 'O9', message: 'This card is paid only by discarding cards, never with tokens.' },
  SACRIFICE_WRONG: { rule: 'O9', message: 'Those are not the cards this sacrifice asks for.' },
  DISCARD_NOT_SACRIFICE: { rule: 'O9', message: 'Cards are discarded only to pay a sacrifice card.' },
  PAIR_NEEDS_PARTNER: { rule: 'O4', message: 'You need a card with a printed colour to pair this card with.' },
  RETURN_WRONG: { rule: 'B4.1', message: 'Return tokens you hold, down to exactly 10.' },
  STRONGHOLD_NONE_LEFT: { rule: 'S2.1', message: 'You have no stronghold left in your supply.' },
  STRONGHOLD_BAD_TARGET: {
    rule: 'S2.1',
    message: "A stronghold goes on a face-up card with no opponent's stronghold.",
  },
  STRONGHOLD_NOT_YOURS: { rule: 'S2.1', message: 'You have no stronghold on that card.' },
  STRONGHOLD_REMOVE: {
    rule: 'S2.2',
    message: "You can remove an opponent's stronghold only from a card holding just that one.",
  },
  CONQUEST_PAYMENT: { rule: 'S4', message: 'The conquest is paid like a purchase, exactly.' },
  BAD_SETUP: { rule: 'B2', message: 'The set-up is not valid.' },
  BAD_RECORD: { rule: 'Y1', message: 'The game record is not valid.' },
  UNDO_NOTHING: { rule: 'R12', message: 'There is nothing of yours to undo.' },
  UNDO_OTHER_PLAYER: {
    rule: 'R12',
    message: 'Another player has acted since: only your own actions of this turn can be undone.',
  },
  UNDO_FINISHED: { rule: 'R12', message: 'The game is over: its last turn cannot be undone.' },
  UNDO_REFILL: { rule: 'B3.5', message: 'A card was turned up to refill the table: that cannot be undone.' },
  UNDO_BLIND: { rule: 'B3.3.3', message: 'A card was reserved blind from a deck: that cannot be undone.' },
  UNDO_SHOWN: { rule: 'B3.3.3', message: 'A card reserved blind was shown when bought: that cannot be undone.' },
  UNDO_DRAWN: { rule: 'T2', message: 'Cards were drawn from a deck: that cannot be undone.' },
  UNDO_PASSED: { rule: 'Y4', message: 'Another player passed meanwhile: that cannot be undone.' },
} as const;

export type ErrorCode = keyof typeof ERRORS;

export interface EngineError {
  code: ErrorCode;
  /** The rule id of RULES.md the refusal enforces. */
  rule: string;
  message: string;
  /** Extra detail for developers (never secret). */
  detail?: string;
}

export const engineError = (code: ErrorCode, detail?: string): EngineError =>
  detail === undefined
    ? { code, rule: ERRORS[code].rule, message: ERRORS[code].message }
    : { code, rule: ERRORS[code].rule, message: ERRORS[code].message, detail };

export type Result<T, E = EngineError> = { ok: true; value: T } | { ok: false; error: E };
