/**
 * The legend of every symbol on the table, drawn with the table's
 * own components: trading posts (⚑ +1, ⚑ 2→1, ⚑ 2+1, ⚑ ×2, ⚑ ★/⚑, ⚑ 5★),
 * Orient cards (2×, ⇄, 2, ⇄ +1, ♛, +2, × ▼×2), a noble, a city's "any other
 * colour" square and a stronghold tower, each with what it does and its rule;
 * and the marks that say whether you can buy a card (AffordMark).
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EFFECT_RULE, POSTS, POWER_RULE, card } from '@kahroba/engine';
import type { CardId, OrientEffect } from '@kahroba/engine';
import { CardFace, CityTile, NobleTile, PostTile, marks, num } from '../../ui/gems';
import { AffordMark } from '../../table/AffordMark';
import './legend.css';

/** One Orient card of each effect, in rule order (O3–O9). */
const ORIENT_SAMPLES: readonly [OrientEffect, CardId][] = [
  ['gold_x2', 'O1-01'],
  ['pair', 'O1-06'],
  ['double_bonus', 'O2-01'],
  ['pair_then_take_level1', 'O2-09'],
  ['reserve_noble', 'O2-06'],
  ['take_level2', 'O3-01'],
  ['sacrifice', 'O3-06'],
];

function Row({ symbol, rule, children }: { symbol: ReactNode; rule: string; children: ReactNode }) {
  const { t } = useTranslation('game');
  return (
    <div className="legend__row">
      <dt className="legend__symbol">{symbol}</dt>
      <dd className="legend__text">
        <span className="legend__rule">{t('powers.rule', { id: marks(rule) })}</span> {children}
      </dd>
    </div>
  );
}

export function Legend() {
  const { t } = useTranslation('game');
  const classicOnly = POSTS.classic.filter((p) => !POSTS.kahroba.some((k) => k.power === p.power));
  return (
    <section id="legend" className="panel rules-section legend" aria-labelledby="legend-h">
      <h2 id="legend-h">{t('legend.title')}</h2>
      <p>{t('legend.intro')}</p>
      <h3>{t('legend.posts')}</h3>
      <dl className="legend__list">
        {[...POSTS.kahroba, ...classicOnly].map((p) => (
          <Row key={p.id} rule={POWER_RULE[p.power]} symbol={<PostTile id={p.id} />}>
            {t(`powers.does.${p.power}`)}
            {classicOnly.includes(p) && ` ${t('legend.classic')}`}
          </Row>
        ))}
      </dl>
      <h3>{t('legend.orient')}</h3>
      <dl className="legend__list">
        {ORIENT_SAMPLES.map(([effect, id]) => {
          const discard = card(id).discard;
          return (
            <Row
              key={effect}
              rule={EFFECT_RULE[effect]}
              symbol={
                <span className="legend__card">
                  <CardFace id={id} small />
                </span>
              }
            >
              {effect === 'sacrifice' && discard
                ? t('powers.does.sacrifice.kahroba', {
                    n: num(discard.count),
                    count: discard.count,
                    gem: t(`gem.${discard.gem}`),
                  })
                : t(`powers.does.${effect}`)}
            </Row>
          );
        })}
      </dl>
      <h3>{t('legend.tiles')}</h3>
      <dl className="legend__list">
        <Row rule="B4.2" symbol={<NobleTile id="N01" />}>
          {t('powers.does.noble')}
        </Row>
        <Row rule="C3" symbol={<CityTile id="C5a" />}>
          {t('powers.does.city')} {t('powers.does.cityAny', { n: num(5), count: 5 })}
        </Row>
        <Row rule="S1" symbol={<span className="legend__tower" aria-hidden="true" />}>
          {t('powers.does.stronghold')} {t('powers.does.conquest', { n: num(3) })}
        </Row>
      </dl>
      <h3>{t('legend.afford')}</h3>
      <dl className="legend__list">
        <Row
          rule="B3.4"
          symbol={
            <span className="legend__mark">
              <AffordMark afford={{ status: 'affordable' }} />
            </span>
          }
        >
          {t('legend.marks.affordable')}
        </Row>
        <Row
          rule="B3.4"
          symbol={
            <span className="legend__mark">
              <AffordMark afford={{ status: 'withGold', gold: 1 }} />
            </span>
          }
        >
          {t('legend.marks.withGold')}
        </Row>
        <Row
          rule="B3.4"
          symbol={
            <span className="legend__mark">
              <AffordMark afford={{ status: 'short', lacks: 2 }} />
            </span>
          }
        >
          {t('legend.marks.short')}
        </Row>
        <Row
          rule="S1"
          symbol={
            <span className="legend__mark">
              <AffordMark afford={{ status: 'blocked', error: { code: 'OCCUPIED', rule: 'S1', message: '' } }} />
            </span>
          }
        >
          {t('legend.marks.blocked')}
        </Row>
      </dl>
    </section>
  );
}
