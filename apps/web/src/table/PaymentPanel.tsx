/**
 * Paying for a card (B3.4) or a conquest (S4): the engine's least-gold
 * proposal, editable token by token, joker cards (O3) and sacrifice discards
 * (O9); only a payment listed by `legalPayments` can be confirmed (B3.4.4).
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GEMS, TOKEN_COLOURS, bonusesOf, card, paymentKey, zeroTokens } from '@kahroba/engine';
import type { Action, CardId, Payment, TokenColour } from '@kahroba/engine';
import type { TFunction } from 'i18next';
import { Token, describeCard, describeCounts, num } from '../ui/gems';
import { CardButton } from './CardButton';
import { useTable } from './context';
import { paymentsFor, whyNot } from './legal';
import { shortCard } from './logText';
import { useErrorText } from './useErrorText';
import './sheets.css';

export interface PaymentPanelProps {
  card: CardId;
  conquest: boolean;
  onSubmit: (a: Action) => void;
  onCancel: () => void;
}

const EMPTY: Payment = { tokens: zeroTokens(), jokers: [], discards: [] };

/** A payment in words: tokens, joker cards (O3) and discarded cards (O9). */
export function describePayment(t: TFunction<'game'>, p: Payment): string {
  const parts: string[] = [];
  if (TOKEN_COLOURS.some((c) => p.tokens[c] > 0)) parts.push(describeCounts(t, p.tokens));
  if (p.jokers.length > 0) parts.push(t('pay.jokerCount', { n: num(p.jokers.length), count: p.jokers.length }));
  for (const id of p.discards) parts.push(shortCard(t, id));
  return parts.length ? parts.join(t('list.sep')) : t('count.none');
}

const toggle = (xs: readonly CardId[], id: CardId): CardId[] =>
  xs.includes(id) ? xs.filter((x) => x !== id) : [...xs, id];

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
  const reason = valid
    ? null
    : all.length === 0
      ? errorText('CANT_AFFORD')
      : errorText(whyNot(view, viewer, action) ?? 'PAYMENT_WRONG');
  const jokers = me.tableau.filter((id) => card(id).effect === 'gold_x2');
  const discardable = def.discard ? me.tableau.filter((id) => card(id).effect !== 'gold_x2') : [];
  const bonuses = bonusesOf(view, viewer as number);
  const covered = Object.fromEntries(GEMS.map((g) => [g, Math.min(def.cost[g], bonuses[g])]));

  const step = (c: TokenColour, d: number) => {
    const n = Math.max(0, Math.min(me.tokens[c], payment.tokens[c] + d));
    setPayment({ ...payment, tokens: { ...payment.tokens, [c]: n } });
  };

  return (
    <div
      className="pay"
      role="group"
      aria-label={t(conquest ? 'pay.conquerTitle' : 'pay.title', { card: describeCard(t, cardId) })}
    >
      <div className="pay__head">
        <CardButton id={cardId} small />
        <div>
          <h3 className="pay__title">{t(conquest ? 'pay.conquerHeading' : 'pay.heading')}</h3>
          {!def.discard && (
            <p className="pay__cost">
              {t('pay.cost', { cost: describeCounts(t, def.cost), bonus: describeCounts(t, covered) })}
            </p>
          )}
        </div>
      </div>

      {!def.discard && (
        <div className="pay__tokens">
          {TOKEN_COLOURS.filter((c) => me.tokens[c] > 0).map((c) => (
            <span key={c} className="stepper">
              <button
                type="button"
                className="kt-btn kt-btn--icon"
                disabled={payment.tokens[c] === 0}
                aria-label={t('pay.less', { gem: t(`gem.${c}`) })}
                onClick={() => step(c, -1)}
              >
                −
              </button>
              <Token colour={c} count={payment.tokens[c]} size="md" />
              <button
                type="button"
                className="kt-btn kt-btn--icon"
                disabled={payment.tokens[c] >= me.tokens[c]}
                aria-label={t('pay.more', { gem: t(`gem.${c}`) })}
                onClick={() => step(c, 1)}
              >
                +
              </button>
            </span>
          ))}
        </div>
      )}

      {jokers.length > 0 && !def.discard && (
        <fieldset className="pay__cards">
          <legend>{t('pay.jokers')}</legend>
          {jokers.map((id) => (
            <label key={id} className="pay__check">
              <input
                type="checkbox"
                checked={payment.jokers.includes(id)}
                onChange={() => setPayment({ ...payment, jokers: toggle(payment.jokers, id) })}
              />
              <CardButton id={id} small />
            </label>
          ))}
        </fieldset>
      )}

      {def.discard && (
        <fieldset className="pay__cards">
          <legend>
            {t('pay.discards', {
              n: num(def.discard.count),
              count: def.discard.count,
              gem: t(`gem.${def.discard.gem}`),
            })}
          </legend>
          {discardable.map((id) => (
            <label key={id} className="pay__check">
              <input
                type="checkbox"
                checked={payment.discards.includes(id)}
                onChange={() => setPayment({ ...payment, discards: toggle(payment.discards, id) })}
              />
              <CardButton id={id} small pairedGem={me.pairings[id]?.gem} />
            </label>
          ))}
        </fieldset>
      )}

      {all.length > 1 && !def.discard && (
        <div className="pay__options" role="group" aria-label={t('pay.options')}>
          {all.slice(0, 8).map((p) => (
            <button
              key={paymentKey(p)}
              type="button"
              className="kt-btn kt-btn--small"
              aria-pressed={paymentKey(p) === paymentKey(payment)}
              onClick={() => setPayment(p)}
            >
              {describePayment(t, p)}
            </button>
          ))}
        </div>
      )}

      <p className="pay__paying" aria-live="polite">
        {t('pay.paying', { what: describePayment(t, payment) })}
      </p>
      <div className="pay__actions">
        <button
          type="button"
          className="kt-btn kt-btn--primary"
          data-act="pay"
          disabled={!valid}
          title={reason ?? undefined}
          onClick={() => onSubmit(action)}
        >
          {t(conquest ? 'pay.conquer' : 'pay.buy')}
        </button>
        <button type="button" className="kt-btn" onClick={onCancel}>
          {t('action.cancel')}
        </button>
      </div>
      {reason && (
        <p className="kt-reason" role="status">
          {reason}
        </p>
      )}
    </div>
  );
}
