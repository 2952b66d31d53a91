/**
 * Components described in words, for accessible names and the game log:
 * "level 2 card, red bonus, 2 prestige, costs 3 white and 2 blue".
 */
import type { TFunction } from 'i18next';
import { GEMS, HIDDEN_CARD, TOKEN_COLOURS, card, city, noble, post } from '@kahroba/engine';
import type { ByGem, CardId, CityId, DeckId, NobleId, PostId, Tokens } from '@kahroba/engine';
import { currentLanguage, formatNumber } from '../../i18n';
import { ltr } from '../../i18n/bidi';

/** A number in the current language's digits. */
export const num = (n: number): string => formatNumber(n, currentLanguage());

/**
 * A symbol formula or rule id ("⚑ 2→1", "+2", "B5.2") in the current
 * language's digits, isolated left to right in Persian (i18n/bidi.ts).
 */
export const marks = (text: string): string => ltr(text, currentLanguage());

/** "3 white, 2 blue" — zero counts left out; `none` when all are zero. */
export function describeCounts(t: TFunction<'game'>, counts: Partial<Tokens> | ByGem<number>): string {
  const parts: string[] = [];
  for (const c of TOKEN_COLOURS) {
    const n = (counts as Partial<Tokens>)[c] ?? 0;
    if (n > 0) parts.push(t('count.gem', { n: num(n), gem: t(`gem.${c}`) }));
  }
  return parts.length ? parts.join(t('list.sep')) : t('count.none');
}

/** The accessible name of a development card, or of a hidden one by its deck. */
export function describeCard(t: TFunction<'game'>, id: CardId | null, deck?: DeckId): string {
  if (id === null || id === HIDDEN_CARD) {
    return deck ? t('card.hidden', { deck: t(`deck.${deck}`) }) : t('card.unknown');
  }
  const c = card(id);
  const parts = [t('card.level', { n: num(c.level), orient: c.effect ? t('card.orient') : '' }).trim()];
  if (c.bonus) {
    parts.push(
      c.bonusCount > 1
        ? t('card.bonusDouble', { gem: t(`gem.${c.bonus}`) })
        : t('card.bonus', { gem: t(`gem.${c.bonus}`) }),
    );
  }
  if (c.points > 0) parts.push(t('card.points', { n: num(c.points) }));
  if (c.effect) parts.push(t(`effect.${c.effect}`));
  if (c.discard)
    parts.push(
      t('card.sacrifice', { n: num(c.discard.count), count: c.discard.count, gem: t(`gem.${c.discard.gem}`) }),
    );
  else if (GEMS.some((g) => c.cost[g] > 0)) parts.push(t('card.costs', { cost: describeCounts(t, c.cost) }));
  return parts.join(t('list.sep'));
}

export function describeNoble(t: TFunction<'game'>, id: NobleId): string {
  const n = noble(id);
  return t('noble.name', { n: num(n.points), req: describeCounts(t, n.requires) });
}

export function describeCity(t: TFunction<'game'>, id: CityId): string {
  const c = city(id);
  const req = [describeCounts(t, c.bonuses)];
  if (c.sameColourAny > 0) req.push(t('city.any', { n: num(c.sameColourAny) }));
  const asked = req.filter((r) => r !== t('count.none'));
  // C3a asks 17 prestige and no bonus at all.
  if (asked.length === 0) return t('city.prestigeOnly', { n: num(c.prestige) });
  return t('city.name', { n: num(c.prestige), req: asked.join(t('list.sep')) });
}

export function describePost(t: TFunction<'game'>, id: PostId): string {
  const p = post(id);
  const req = describeCounts(t, p.requires) + (p.requiresNoble ? t('list.sep') + t('post.noble') : '');
  return t('post.name', { req, power: t(`power.${p.power}`) });
}
