/**
 * B4.1: choosing which tokens to return, down to exactly 10. Confirmable only
 * when the engine lists the chosen return as a legal answer.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TOKEN_COLOURS, tokenTotal, zeroTokens } from '@kahroba/engine';
import type { Action, TokenColour, Tokens } from '@kahroba/engine';
import { Token, num } from '../ui/gems';
import { useTable } from './context';
import { isLegal, whyNot } from './legal';
import { useErrorText } from './useErrorText';
import './sheets.css';

export function ReturnTokens({ count, onAct }: { count: number; onAct: (a: Action) => void }) {
  const { t } = useTranslation('game');
  const errorText = useErrorText();
  const { view, viewer, legal } = useTable();
  const [back, setBack] = useState<Tokens>(zeroTokens);
  const me = typeof viewer === 'number' ? view.players[viewer] : undefined;
  if (!me) return null;
  const action: Action = { type: 'returnTokens', tokens: back };
  const chosen = tokenTotal(back);
  const ok = isLegal(legal, action);
  const reason = ok || chosen !== count ? null : errorText(whyNot(view, viewer, action) ?? 'RETURN_WRONG');
  const step = (c: TokenColour, d: number) =>
    setBack({ ...back, [c]: Math.max(0, Math.min(me.tokens[c], back[c] + d)) });

  return (
    <div className="return">
      <div className="pay__tokens">
        {TOKEN_COLOURS.filter((c) => me.tokens[c] > 0).map((c) => (
          <span key={c} className="stepper">
            <button
              type="button"
              className="kt-btn kt-btn--icon"
              disabled={back[c] === 0}
              aria-label={t('return.less', { gem: t(`gem.${c}`) })}
              onClick={() => step(c, -1)}
            >
              −
            </button>
            <Token colour={c} count={back[c]} size="md" />
            <button
              type="button"
              className="kt-btn kt-btn--icon"
              disabled={back[c] >= me.tokens[c] || chosen >= count}
              aria-label={t('return.more', { gem: t(`gem.${c}`) })}
              onClick={() => step(c, 1)}
            >
              +
            </button>
          </span>
        ))}
      </div>
      <p className="kt-hint">{t('return.progress', { n: num(chosen), of: num(count) })}</p>
      <button type="button" className="kt-btn kt-btn--primary" disabled={!ok} onClick={() => onAct(action)}>
        {t('return.confirm')}
      </button>
      {reason && (
        <p className="kt-reason" role="status">
          {reason}
        </p>
      )}
    </div>
  );
}
