/**
 * A reason of the expert's analysis (`Reason`, @kahroba/engine/bots) as a phrase in the player's language: "takes
 * the last blue needed for the red level 2 card (2 prestige)". Cards, nobles, cities and posts are named as the
 * game log names them (table/logText.ts), seats by their names, the viewer's own seat as "you". The phrase has no
 * subject: the screen says whose move it is about.
 */
import i18next from 'i18next';
import type { TFunction } from 'i18next';
import type { Reason } from '@kahroba/engine/bots';
import { shortCard } from '../table/logText';
import { nameOf } from '../table/context';
import { describeCity, describeNoble, describePost, num } from '../ui/gems';

export interface ReasonContext {
  /** The seats' display names, by seat. */
  readonly names: readonly string[];
  /** The seat whose move the reason is about (whose stronghold "a stronghold" is). */
  readonly mover: number;
  /** The seat of the one reading, if a player: reasons about that seat say "you". */
  readonly viewer?: number | undefined;
}

/** The reason as a phrase in the current language. */
export function reasonText(reason: Reason, ctx: ReasonContext): string {
  const t: TFunction<'analysis'> = i18next.getFixedT(null, 'analysis');
  const g: TFunction<'game'> = i18next.getFixedT(null, 'game');
  /** The name and i18next context of a seat a reason concerns. */
  const who = (seat: number): { name: string; context?: 'you' } =>
    seat === ctx.viewer ? { name: nameOf(ctx.names, seat), context: 'you' } : { name: nameOf(ctx.names, seat) };
  const counted = (n: number): { n: string; count: number } => ({ n: num(n), count: n });
  switch (reason.kind) {
    case 'buysCard':
      return t('reason.buysCard', { card: shortCard(g, reason.card) });
    case 'nearCard':
      return reason.missing === 0
        ? t('reason.nearCardReady', { card: shortCard(g, reason.card) })
        : t('reason.nearCard', { card: shortCard(g, reason.card), ...counted(reason.missing) });
    case 'lastGemFor':
      return t('reason.lastGemFor', { gem: g(`gem.${reason.gem}`), card: shortCard(g, reason.card) });
    case 'towardNoble':
      return reason.missing === 0
        ? t('reason.towardNobleReady', { noble: describeNoble(g, reason.noble) })
        : t('reason.towardNoble', { noble: describeNoble(g, reason.noble), ...counted(reason.missing) });
    case 'towardCity':
      return reason.missing === 0
        ? t('reason.towardCityReady', { city: describeCity(g, reason.city) })
        : t('reason.towardCity', { city: describeCity(g, reason.city), ...counted(reason.missing) });
    case 'blocksRival':
      return t('reason.blocksRival', { card: shortCard(g, reason.card), ...who(reason.seat) });
    case 'blocksRivalCity':
      return t('reason.blocksRivalCity', { city: describeCity(g, reason.city), ...who(reason.seat) });
    case 'reservesRivalCard':
      return t('reason.reservesRivalCard', { card: shortCard(g, reason.card), ...who(reason.seat) });
    case 'takesGold':
      return t('reason.takesGold');
    case 'winsNow':
      return t('reason.winsNow');
    case 'handsRivalWin':
      return t('reason.handsRivalWin', who(reason.seat));
    case 'tokenLimit':
      return t('reason.tokenLimit', counted(reason.returned));
    case 'bonus':
      return t('reason.bonus', { gem: g(`gem.${reason.gem}`), n: num(reason.count) });
    case 'tradingPost':
      return t('reason.tradingPost', { post: describePost(g, reason.post) });
    case 'stronghold':
      return reason.seat === ctx.mover
        ? t('reason.strongholdPlaced', { card: shortCard(g, reason.card) })
        : t('reason.strongholdRemoved', { card: shortCard(g, reason.card), ...who(reason.seat) });
  }
}
