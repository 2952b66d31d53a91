/**
 * What can be done with the selected card or deck, from the engine's legal
 * actions; what cannot is shown disabled with the engine's reason (rule id).
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { card, zeroTokens } from '@kahroba/engine';
import type { Action, CardId, DeckId } from '@kahroba/engine';
import { describeCard, num } from '../ui/gems';
import { nameOf, useTable } from './context';
import { actionsOnCard, paymentsFor, whyNot } from './legal';
import { affordWords } from './AffordMark';
import { PowerInfo } from './PowerSheet';
import { useErrorText } from './useErrorText';
import './sheets.css';

export type SheetTarget = { kind: 'card'; card: CardId } | { kind: 'deck'; deck: DeckId };

export interface CardSheetProps {
  target: SheetTarget;
  moveFrom: CardId | null;
  onAct: (a: Action) => void;
  onPay: (card: CardId) => void;
  onMoveFrom: (card: CardId | null) => void;
  onClose: () => void;
}

/** A disabled action with its reason; a reason already said above it in the sheet is not written again (only its tooltip stays). */
function Disabled({ label, reason, repeated = false }: { label: string; reason: string; repeated?: boolean }) {
  return (
    <span className="sheet__disabled">
      <button type="button" className="kt-btn" disabled aria-describedby={undefined} title={reason}>
        {label}
      </button>
      {!repeated && <span className="kt-reason">{reason}</span>}
    </span>
  );
}

export function CardSheet({ target, moveFrom, onAct, onPay, onMoveFrom, onClose }: CardSheetProps) {
  const { t } = useTranslation('game');
  const errorText = useErrorText();
  const { view, viewer, legal, names, afford } = useTable();
  const mainExpected = viewer === view.current && view.turn.decision === null && !view.result;
  const items: ReactNode[] = [];
  const verdict = target.kind === 'card' ? afford.get(target.card) : undefined;
  const verdictText = verdict ? affordWords(t, verdict, errorText) : null;
  // A card blocked by a stronghold gives the same reason for Buy and Reserve as its verdict: said once.
  const said = new Set<string>(verdict?.status === 'blocked' ? [errorText(verdict.error.code)] : []);
  const disabled = (key: string, label: string, reason: string): ReactNode => {
    const repeated = said.has(reason);
    said.add(reason);
    return <Disabled key={key} label={label} reason={reason} repeated={repeated} />;
  };

  if (target.kind === 'deck') {
    const a: Action = { type: 'reserveDeck', deck: target.deck };
    const ok = legal.some((l) => l.type === 'reserveDeck' && l.deck === target.deck);
    items.push(
      ok ? (
        <button
          key="r"
          type="button"
          className="kt-btn kt-btn--primary"
          data-act="reserveDeck"
          onClick={() => onAct(a)}
        >
          {t('action.reserveDeck')}
        </button>
      ) : (
        disabled('r', t('action.reserveDeck'), errorText(whyNot(view, viewer, a) ?? 'NOT_AN_OPTION'))
      ),
    );
  } else {
    const id = target.card;
    const here = actionsOnCard(legal, id);
    const mineReserved = typeof viewer === 'number' && view.players[viewer]?.reserved.some((r) => r.card === id);
    if (here.some((a) => a.type === 'buy')) {
      items.push(
        <button key="buy" type="button" className="kt-btn kt-btn--primary" data-act="buy" onClick={() => onPay(id)}>
          {t('action.buy')}
        </button>,
      );
    } else if (mainExpected || viewer !== view.current) {
      const { suggested, all } = paymentsFor(view, viewer, id);
      const code = whyNot(view, viewer, {
        type: 'buy',
        card: id,
        payment: suggested ?? { tokens: zeroTokens(), jokers: [], discards: [] },
      });
      const shown =
        code === 'PAYMENT_WRONG' || code === 'PAYMENT_NOT_HELD' ? (all.length === 0 ? 'CANT_AFFORD' : code) : code;
      items.push(disabled('buy', t('action.buy'), errorText(shown ?? 'NOT_AN_OPTION')));
    }
    if (!mineReserved) {
      const reserve: Action = { type: 'reserve', card: id };
      if (here.some((a) => a.type === 'reserve')) {
        items.push(
          <button key="res" type="button" className="kt-btn" data-act="reserve" onClick={() => onAct(reserve)}>
            {t('action.reserve')}
          </button>,
        );
      } else if (mainExpected || viewer !== view.current) {
        items.push(disabled('res', t('action.reserve'), errorText(whyNot(view, viewer, reserve) ?? 'NOT_AN_OPTION')));
      }
    }
    for (const a of here) {
      const key = JSON.stringify(a);
      switch (a.type) {
        case 'takeFree':
          items.push(
            <button
              key={key}
              type="button"
              className="kt-btn kt-btn--primary"
              data-act="takeFree"
              onClick={() => onAct(a)}
            >
              {t('action.takeFree')}
            </button>,
          );
          break;
        case 'placeStronghold':
          items.push(
            <button key={key} type="button" className="kt-btn" data-act="placeStronghold" onClick={() => onAct(a)}>
              {t('action.placeStronghold')}
            </button>,
          );
          break;
        case 'removeStronghold': {
          const owner = view.strongholds[id]?.seat ?? 0;
          items.push(
            <button key={key} type="button" className="kt-btn" data-act="removeStronghold" onClick={() => onAct(a)}>
              {t('action.removeStronghold', { name: nameOf(names, owner) })}
            </button>,
          );
          break;
        }
        case 'pair':
          items.push(
            <button key={key} type="button" className="kt-btn kt-btn--primary" data-act="pair" onClick={() => onAct(a)}>
              {t('action.pairWith')}
            </button>,
          );
          break;
        case 'keepDrawn':
          items.push(
            <button
              key={key}
              type="button"
              className="kt-btn kt-btn--primary"
              data-act="keepDrawn"
              onClick={() => onAct(a)}
            >
              {t('action.keep')}
            </button>,
          );
          break;
        default:
          break;
      }
    }
    if (here.some((a) => a.type === 'moveStronghold' && a.from === id) && moveFrom !== id) {
      items.push(
        <button key="mvfrom" type="button" className="kt-btn" onClick={() => onMoveFrom(id)}>
          {t('action.moveFrom')}
        </button>,
      );
    }
    const moveHere = moveFrom
      ? here.find((a) => a.type === 'moveStronghold' && a.from === moveFrom && a.to === id)
      : undefined;
    if (moveHere) {
      items.push(
        <button key="mvto" type="button" className="kt-btn kt-btn--primary" onClick={() => onAct(moveHere)}>
          {t('action.moveHere')}
        </button>,
      );
    }
  }

  const title =
    target.kind === 'deck'
      ? t('deck.label', {
          deck: t(`deck.${target.deck}`),
          n: num(view.decks[target.deck].length),
          count: view.decks[target.deck].length,
        })
      : describeCard(t, target.card);
  return (
    <div className="sheet" role="group" aria-label={title}>
      <p className="sheet__title">{title}</p>
      {verdict && (
        <p className={`sheet__afford sheet__afford--${verdict.status}`} data-afford={verdict.status}>
          {verdictText}
        </p>
      )}
      {/* The powers on this card, explained where they appear (O3–O9, S1, S4). */}
      {target.kind === 'card' && card(target.card).deck.startsWith('O') && (
        <PowerInfo target={{ kind: 'orient', card: target.card }} />
      )}
      {target.kind === 'card' && view.strongholds[target.card] && (
        <PowerInfo target={{ kind: 'stronghold', card: target.card }} />
      )}
      <div className="sheet__actions">
        {items.length ? items : <span className="kt-muted">{t('sheet.nothing')}</span>}
        <button type="button" className="kt-btn kt-btn--ghost" onClick={onClose}>
          {t('action.close')}
        </button>
      </div>
    </div>
  );
}
