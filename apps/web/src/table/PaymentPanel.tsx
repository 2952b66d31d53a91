/**
 * Paying for a card (B3.4) or a conquest (S4): the engine's least-gold
 * proposal, editable token by token, joker cards (O3) and sacrifice discards
 * (O9); only a payment listed by `legalPayments` can be confirmed (B3.4.4).
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TOKEN_COLOURS, card, zeroTokens } from '@kahroba/engine';
import type { Action, CardId, Payment, TokenColour } from '@kahroba/engine';
import { Token, describeCard, describeCounts, num } from '../ui/gems';
import { CardButton } from './CardButton';
import { useTable } from './context';
import { paymentKey, paymentsFor, whyNot } from './legal';
import { useErrorText } from './useErrorText';

export interface PaymentPanelProps {
  card: CardId;
  conquest: boolean;
  onSubmit: (a: Action) => void;
  onCancel: () => void;
}

const EMPTY: Payment = { tokens: zeroTokens(), jokers: [], discards: [] };

const toggle = (xs: readonly CardId[], id: CardId): CardId[] => (xs.includes(id) ? xs.filter((x) => x !== id) : [...xs, id]);

export function PaymentPanel({ card: cardId, conquest, onSubmit, onCancel }: PaymentPanelProps) {
  const { t } = useTranslation('game');
  const errorText = useErrorText();
  const { view, viewer } = useTable();
  const { all, suggested } = useMemo(() => paymentsFor(view, viewer, cardId), [view, viewer, cardId]);
  const [payment, setPayment] = useState<Payment>(suggested ?? EMPTY);
  const me = typeof viewer === 'number' ? view.players[viewer] : undefined;
  if (!me) return null;

  const def = card(cardId);
  const keys = new Set(all.map(paymentKey));
  const valid = keys.has(paymentKey(payment));
  const action: Action = conquest ? { type: 'conquer', payment } : { type: 'buy', card: cardId, payment };
  const reason = valid ? null : all.length === 0 ? errorText('CANT_AFFORD') : errorText(whyNot(view, viewer, action) ?? 'PAYMENT_WRONG');
  const jokers = me.tableau.filter((id) => card(id).effect === 'gold_x2');
  const discardable = def.discard ? me.tableau.filter((id) => card(id).effect !== 'gold_x2') : [];

  const step = (c: TokenColour, d: number) => {
    const n = Math.max(0, Math.min(me.tokens[c], payment.tokens[c] + d));
    setPayment({ ...payment, tokens: { ...payment.tokens, [c]: n } });
  };

  return (
    <div className="pay" role="group" aria-label={t(conquest ? 'pay.conquerTitle' : 'pay.title', { card: describeCard(t, cardId) })}>
      <div className="pay__head">
        <CardButton id={cardId} small />
        <h3 className="pay__title">{t(conquest ? 'pay.conquerHeading' : 'pay.heading')}</h3>
      </div>

      {!def.discard && (
        <div className="pay__tokens">
          {TOKEN_COLOURS.filter((c) => me.tokens[c] > 0).map((c) => (
            <span key={c} className="stepper">
              <button type="button" className="kt-btn kt-btn--icon" disabled={payment.tokens[c] === 0}
                aria-label={t('pay.less', { gem: t(`gem.${c}`) })} onClick={() => step(c, -1)}>−</button>
              <Token colour={c} count={payment.tokens[c]} size="md" />
              <button type="button" className="kt-btn kt-btn--icon" disabled={payment.tokens[c] >= me.tokens[c]}
                aria-label={t('pay.more', { gem: t(`gem.${c}`) })} onClick={() => step(c, 1)}>+</button>
            </span>
          ))}
        </div>
      )}

      {jokers.length > 0 && !def.discard && (
        <fieldset className="pay__cards">
          <legend>{t('pay.jokers')}</legend>
          {jokers.map((id) => (
            <label key={id} className="pay__check">
              <input type="checkbox" checked={payment.jokers.includes(id)}
                onChange={() => setPayment({ ...payment, jokers: toggle(payment.jokers, id) })} />
              <CardButton id={id} small />
            </label>
          ))}
        </fieldset>
      )}

      {def.discard && (
        <fieldset className="pay__cards">
          <legend>{t('pay.discards', { n: num(def.discard.count), gem: t(`gem.${def.discard.gem}`) })}</legend>
          {discardable.map((id) => (
            <label key={id} className="pay__check">
              <input type="checkbox" checked={payment.discards.includes(id)}
                onChange={() => setPayment({ ...payment, discards: toggle(payment.discards, id) })} />
              <CardButton id={id} small pairedGem={me.pairings[id]?.gem} />
            </label>
          ))}
        </fieldset>
      )}

      {all.length > 1 && (
        <div className="pay__options" role="group" aria-label={t('pay.options')}>
          {all.slice(0, 8).map((p) => (
            <button key={paymentKey(p)} type="button" className="kt-btn kt-btn--small"
              aria-pressed={paymentKey(p) === paymentKey(payment)} onClick={() => setPayment(p)}>
              {describeCounts(t, p.tokens)}
              {p.jokers.length > 0 && ` + ${t('pay.jokerCount', { n: num(p.jokers.length) })}`}
            </button>
          ))}
        </div>
      )}

      <div className="pay__actions">
        <button type="button" className="kt-btn kt-btn--primary" disabled={!valid} title={reason ?? undefined}
          onClick={() => onSubmit(action)}>
          {t(conquest ? 'pay.conquer' : 'pay.buy')}
        </button>
        <button type="button" className="kt-btn" onClick={onCancel}>{t('action.cancel')}</button>
      </div>
      {reason && <p className="kt-reason" role="status">{reason}</p>}
    </div>
  );
}
