/**
 * Where each player's prestige comes from (the engine's `prestigeBreakdown`):
 * one bar a player, its parts in a fixed order — level 1, 2 and 3 cards,
 * nobles, trading posts — each with its number written in it, and the same
 * words in the bar's accessible name and in the legend.
 */
import { useTranslation } from 'react-i18next';
import { prestigeBreakdown } from '@kahroba/engine';
import type { GameState, PrestigeBreakdown } from '@kahroba/engine';
import { num } from '../ui/gems';

const PARTS = ['level1', 'level2', 'level3', 'nobles', 'posts'] as const;
type Part = (typeof PARTS)[number];

function valueOf(b: PrestigeBreakdown, part: Part): number {
  switch (part) {
    case 'level1':
      return b.byLevel[0];
    case 'level2':
      return b.byLevel[1];
    case 'level3':
      return b.byLevel[2];
    case 'nobles':
      return b.nobles;
    case 'posts':
      return b.posts;
  }
}

export function Breakdown({
  state,
  order,
  names,
}: {
  state: GameState;
  order: readonly number[];
  names: readonly string[];
}) {
  const { t } = useTranslation('game');
  const rows = order.map((seat) => ({ seat, b: prestigeBreakdown(state, seat) }));
  const most = Math.max(1, ...rows.map((r) => r.b.total));
  const shown = PARTS.filter((part) => rows.some((r) => valueOf(r.b, part) > 0));

  return (
    <section className="breakdown" aria-labelledby="breakdown-title">
      <h3 id="breakdown-title">{t('endgame.breakdownTitle')}</h3>
      <ul className="breakdown__rows">
        {rows.map(({ seat, b }) => {
          const parts = shown.filter((part) => valueOf(b, part) > 0);
          const words = parts
            .map((part) => t(`endgame.part.${part}`, { n: num(valueOf(b, part)) }))
            .join(t('list.sep'));
          return (
            <li key={seat} className="breakdown__row">
              <span className="breakdown__name">
                <span className={`seat-dot seat-dot--${seat}`} aria-hidden="true" /> {names[seat] ?? `#${seat + 1}`}
              </span>
              <span
                className="breakdown__bar"
                role="img"
                aria-label={t('endgame.barLabel', {
                  name: names[seat] ?? `#${seat + 1}`,
                  n: num(b.total),
                  parts: words || t('count.none'),
                })}
              >
                {parts.map((part) => (
                  <span
                    key={part}
                    className={`breakdown__part breakdown__part--${part}`}
                    style={{ flexBasis: `${(valueOf(b, part) / most) * 100}%` }}
                  >
                    {num(valueOf(b, part))}
                  </span>
                ))}
              </span>
              <span className="breakdown__total" aria-hidden="true">
                ★ {num(b.total)}
              </span>
            </li>
          );
        })}
      </ul>
      <ul className="breakdown__legend" aria-hidden="true">
        {shown.map((part) => (
          <li key={part}>
            <span className={`breakdown__swatch breakdown__part--${part}`} /> {t(`endgame.legend.${part}`)}
          </li>
        ))}
      </ul>
    </section>
  );
}
