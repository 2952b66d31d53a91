/** A suggested move in words, in the player's language (the hint's first line and its accessible text). */
import type { TFunction } from 'i18next';
import type { Action } from '@kahroba/engine';
import { describeCity, describeCounts, describeNoble, describePost } from '../ui/gems';
import { shortCard } from '../table/logText';

export function moveText(t: TFunction<'game'>, a: Action): string {
  const h = (key: string, opts: Record<string, string> = {}) => t(`hints:move.${key}`, opts);
  switch (a.type) {
    case 'takeGems':
      return h('takeGems', { gems: describeCounts(t, Object.fromEntries(a.gems.map((g) => [g, 1]))) });
    case 'takeTwo':
      return h(a.extra ? 'takeTwoExtra' : 'takeTwo', {
        gem: t(`gem.${a.gem}`),
        ...(a.extra ? { extra: t(`gem.${a.extra}`) } : {}),
      });
    case 'reserve':
      return h('reserve', { card: shortCard(t, a.card) });
    case 'reserveDeck':
      return h('reserveDeck', { deck: t(`deck.${a.deck}`) });
    case 'buy':
      return h('buy', { card: shortCard(t, a.card) });
    case 'returnTokens':
      return h('returnTokens', { tokens: describeCounts(t, a.tokens) });
    case 'chooseNoble':
    case 'reserveNoble':
      return h(a.type, { noble: describeNoble(t, a.noble) });
    case 'choosePost':
      return h('choosePost', { post: describePost(t, a.post) });
    case 'chooseCity':
      return h('chooseCity', { city: describeCity(t, a.city) });
    case 'keepDrawn':
    case 'takeFree':
    case 'placeStronghold':
    case 'removeStronghold':
      return h(a.type, { card: shortCard(t, a.card) });
    case 'pair':
      return h('pair', { card: shortCard(t, a.partner) });
    case 'takeExtraToken':
      return h('takeExtraToken', { gem: t(`gem.${a.gem}`) });
    case 'moveStronghold':
      return h('moveStronghold', { from: shortCard(t, a.from), to: shortCard(t, a.to) });
    case 'conquer':
      return h('conquer');
    case 'declineConquest':
      return h('declineConquest');
  }
}
