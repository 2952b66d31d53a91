/**
 * A game event as a sentence in the player's language, plus the tokens to
 * draw as gem icons after it (the engine's events carry no text).
 */
import type { TFunction } from 'i18next';
import { HIDDEN_CARD, card, tokenTotal } from '@kahroba/engine';
import type { CardId, GameEvent, Tokens } from '@kahroba/engine';
import { describeCity, describeNoble, describePost, num } from '../ui/gems';
import { nameOf } from './context';
import type { Viewer } from './legal';

/**
 * An event as the log reads it: online, `standIn` marks one a computer
 * player made for a person's seat (protocol `SentEvent`).
 */
export type LoggedEvent = GameEvent & { standIn?: true };

export interface LogLine {
  text: string;
  tokens?: Tokens | undefined;
  /** A quiet line (a revealed card, a new turn). */
  minor?: boolean;
  /** The seat the line is about, for its colour mark. */
  seat?: number | undefined;
}

/** "red level-2 card (2 prestige)" — shorter than the accessible name of a card. */
export function shortCard(t: TFunction<'game'>, id: CardId | null): string {
  if (id === null || id === HIDDEN_CARD) return t('log.hiddenCard');
  const c = card(id);
  const colour = c.bonus ? t(`gem.${c.bonus}`) : t(c.effect === 'gold_x2' ? 'log.joker' : 'log.colourless');
  const base = t('log.card', { gem: colour, level: num(c.level) });
  return c.points > 0 ? `${base} (${t('card.points', { n: num(c.points) })})` : base;
}

/**
 * The sentence of one event. `viewer`: whose table it is, so that the
 * viewer's own strongholds and turns read "your" (i18next context `you`),
 * never "You's". A stand-in's move is told as the computer's on the
 * player's behalf: "Computer for Ana took".
 */
export function logLine(t: TFunction<'game'>, names: readonly string[], e: LoggedEvent, viewer?: Viewer): LogLine {
  const auto = (line: LogLine, isAuto: boolean): LogLine =>
    isAuto ? { ...line, text: `${line.text} ${t('log.auto')}` } : line;
  /** The one who acted: the seat's player, or the computer standing in for them. */
  const actor = (seat: number): string =>
    e.standIn ? t('log.standIn', { name: nameOf(names, seat) }) : nameOf(names, seat);
  /** The context of a sentence about a seat's belongings or turn: "your" for the viewer's own. */
  const whose = (seat: number): { context?: 'you' } => (seat === viewer ? { context: 'you' } : {});
  switch (e.type) {
    case 'turnStarted':
      return {
        text: t('log.turnStarted', { name: nameOf(names, e.seat), round: num(e.round), ...whose(e.seat) }),
        minor: true,
        seat: e.seat,
      };
    case 'gemsTaken':
      return { text: t('log.gemsTaken', { name: actor(e.seat) }), tokens: e.tokens, seat: e.seat };
    case 'cardReserved': {
      const what = e.blind ? t('log.blindFrom', { deck: t(`deck.${e.deck}`) }) : shortCard(t, e.card);
      return {
        text: t(e.gold ? 'log.reservedGold' : 'log.reserved', { name: actor(e.seat), card: what }),
        seat: e.seat,
      };
    }
    case 'cardsDrawn':
      return {
        text: t('log.drawn', {
          name: actor(e.seat),
          n: num(e.cards.length),
          count: e.cards.length,
          deck: t(`deck.${e.deck}`),
        }),
        seat: e.seat,
      };
    case 'drawnCardKept':
      return { text: t('log.kept', { name: actor(e.seat), deck: t(`deck.${e.deck}`) }), seat: e.seat };
    case 'cardBought': {
      const paid = tokenTotal(e.payment.tokens) > 0 ? e.payment.tokens : undefined;
      // "…, paying" is followed by the tokens; a card paid with bonuses, jokers or discards alone says so instead.
      const base = e.conquest ? 'log.conquered' : e.fromReserve ? 'log.boughtReserved' : 'log.bought';
      const key = paid ? base : (`${base}NoTokens` as const);
      return { text: t(key, { name: actor(e.seat), card: shortCard(t, e.card) }), tokens: paid, seat: e.seat };
    }
    case 'cardTakenFree':
      return { text: t('log.free', { name: actor(e.seat), card: shortCard(t, e.card) }), seat: e.seat };
    case 'cardPaired':
      return auto({ text: t('log.paired', { name: actor(e.seat), gem: t(`gem.${e.gem}`) }), seat: e.seat }, e.auto);
    case 'jokersUsed':
      return {
        text: t('log.jokers', { name: actor(e.seat), n: num(e.cards.length), count: e.cards.length }),
        seat: e.seat,
      };
    case 'cardsSacrificed':
      return {
        text: t('log.sacrificed', {
          name: actor(e.seat),
          n: num(e.cards.length),
          count: e.cards.length,
          card: shortCard(t, e.for),
        }),
        seat: e.seat,
      };
    case 'nobleReserved':
      return auto(
        { text: t('log.nobleReserved', { name: actor(e.seat), noble: describeNoble(t, e.noble) }), seat: e.seat },
        e.auto,
      );
    case 'extraTokenTaken':
      return auto({ text: t('log.extraToken', { name: actor(e.seat), gem: t(`gem.${e.gem}`) }), seat: e.seat }, e.auto);
    case 'strongholdPlaced':
      return auto(
        { text: t('log.shPlaced', { name: actor(e.seat), card: shortCard(t, e.card) }), seat: e.seat },
        e.auto,
      );
    case 'strongholdMoved':
      return auto(
        {
          text: t('log.shMoved', { name: actor(e.seat), from: shortCard(t, e.from), to: shortCard(t, e.to) }),
          seat: e.seat,
        },
        e.auto,
      );
    case 'strongholdRemoved':
      return auto(
        {
          text: t('log.shRemoved', {
            name: actor(e.seat),
            owner: nameOf(names, e.owner),
            card: shortCard(t, e.card),
            ...whose(e.owner),
          }),
          seat: e.seat,
        },
        e.auto,
      );
    case 'strongholdsReturned':
      return {
        text: t('log.shReturned', { name: nameOf(names, e.seat), n: num(e.count), ...whose(e.seat) }),
        minor: true,
        seat: e.seat,
      };
    case 'conquestDeclined':
      return { text: t('log.conquestDeclined', { name: actor(e.seat), card: shortCard(t, e.card) }), seat: e.seat };
    case 'tokensReturned':
      return { text: t('log.returned', { name: actor(e.seat) }), tokens: e.tokens, seat: e.seat };
    case 'nobleVisited':
      return auto(
        {
          text: t('log.nobleVisited', { name: nameOf(names, e.seat), noble: describeNoble(t, e.noble) }),
          seat: e.seat,
        },
        e.auto,
      );
    case 'postClaimed':
      return auto(
        { text: t('log.postClaimed', { name: actor(e.seat), post: describePost(t, e.post) }), seat: e.seat },
        e.auto,
      );
    case 'cityClaimed':
      return auto(
        { text: t('log.cityClaimed', { name: actor(e.seat), city: describeCity(t, e.city) }), seat: e.seat },
        e.auto,
      );
    case 'cardRevealed':
      return { text: t('log.revealed', { card: shortCard(t, e.card), deck: t(`deck.${e.slot.deck}`) }), minor: true };
    case 'passed':
      return { text: t('log.passed', { name: actor(e.seat) }), seat: e.seat };
    case 'endTriggered':
      return { text: t(`log.endTriggered.${e.reason}`, { name: nameOf(names, e.seat) }), seat: e.seat };
    case 'gameEnded':
      return { text: t('log.gameEnded', { names: e.result.winners.map((s) => nameOf(names, s)).join(t('list.sep')) }) };
  }
}
