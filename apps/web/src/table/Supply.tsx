/**
 * The token supply. On the viewer's turn the gem tokens are buttons: picking
 * builds a take-gems intent (3 different, 2 the same, T3's extra one), which
 * is confirmable only when the engine lists it as legal.
 */
import { useTranslation } from 'react-i18next';
import { TOKEN_COLOURS } from '@kahroba/engine';
import type { Action, Gem } from '@kahroba/engine';
import { Token, num } from '../ui/gems';
import { useTable } from './context';
import { gemsIntent, isLegal, whyNot } from './legal';
import { useErrorText } from './useErrorText';
import './supply.css';

export interface SupplyProps {
  /** Main action expected from the viewer. */
  canTake: boolean;
  picks: Gem[];
  onPicks: (picks: Gem[]) => void;
  onConfirm: () => void;
}

/** Codes that speak of the 2-white trading post's extra gem (T3). */
const EXTRA_GEM_CODES = new Set(['TAKE_TWO_EXTRA', 'TAKE_TWO_EXTRA_MISSING']);

/**
 * The refusal a player should read: the base rule first. A sentence about the
 * trading post's extra gem is shown only to a player the engine lets use it
 * now (some legal take of two carries an extra gem); anyone else reads the
 * base rule ("three different colours, or two of one colour with four left").
 */
export function refusalToShow(legal: readonly Action[], code: string | null): string {
  if (code === null) return 'PICK_GEMS';
  if (EXTRA_GEM_CODES.has(code) && !legal.some((a) => a.type === 'takeTwo' && a.extra !== null)) return 'PICK_GEMS';
  return code;
}

export function Supply({ canTake, picks, onPicks, onConfirm }: SupplyProps) {
  const { t } = useTranslation('game');
  const errorText = useErrorText();
  const { view, viewer, legal } = useTable();
  const intent = gemsIntent(picks);
  const legalNow = intent !== null && isLegal(legal, intent);
  const reason = intent && !legalNow ? errorText(refusalToShow(legal, whyNot(view, viewer, intent))) : null;
  // Any take-gems action at all? Otherwise the tokens are not offered (B3.1 ruling).
  const anyTake = legal.some((a) => a.type === 'takeGems' || a.type === 'takeTwo');

  return (
    <section className="supply" aria-label={t('supply.label')}>
      <div className="supply__tokens">
        {TOKEN_COLOURS.map((c) => {
          const left = view.supply[c] - (c === 'gold' ? 0 : picks.filter((p) => p === c).length);
          const label = t('supply.token', { gem: t(`gem.${c}`), n: num(view.supply[c]) });
          if (c === 'gold' || !canTake || !anyTake) {
            return (
              <span key={c} className="supply__token" role="img" aria-label={label} data-gem={c}>
                <Token colour={c} count={view.supply[c]} size="lg" />
              </span>
            );
          }
          return (
            <button
              key={c}
              type="button"
              className="supply__token supply__token--pick"
              data-gem={c}
              disabled={left <= 0 || picks.length >= 3}
              onClick={() => onPicks([...picks, c])}
            >
              {/* Named by its content, so that the visible count is part of the name (WCAG 2.5.3). */}
              <span className="kt-sr-only">{t('supply.pick', { gem: t(`gem.${c}`), n: num(left) })}</span>
              <Token colour={c} count={left} size="lg" />
            </button>
          );
        })}
      </div>
      {canTake && anyTake && picks.length > 0 && (
        <div className="supply__picks" role="group" aria-label={t('supply.picked')}>
          <span className="supply__picked">
            {picks.map((g, i) => (
              <button
                key={`${g}-${i}`}
                type="button"
                className="kt-chip"
                aria-label={t('supply.unpick', { gem: t(`gem.${g}`) })}
                onClick={() => onPicks(picks.filter((_, j) => j !== i))}
              >
                <Token colour={g} size="sm" />
              </button>
            ))}
          </span>
          <button
            type="button"
            className="kt-btn kt-btn--primary"
            disabled={!legalNow}
            onClick={onConfirm}
            title={reason ?? undefined}
          >
            {t('supply.take')}
          </button>
          <button type="button" className="kt-btn" onClick={() => onPicks([])}>
            {t('action.cancel')}
          </button>
          {reason && (
            <p className="kt-reason" role="status">
              {reason}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
