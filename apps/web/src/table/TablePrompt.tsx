/**
 * What the dock asks of the player (Dock.tsx `prompt`): a refusal, then the
 * payment, or undo, the hint, "since your last turn", the decision, a card's
 * or deck's sheet and a stronghold on its way.
 */
import { useTranslation } from 'react-i18next';
import type { GameEvent } from '@kahroba/engine';
import { HintButton, HintPanel } from '../hints/HintPanel';
import type { Hint } from '../hints/useHint';
import { CardSheet } from './CardSheet';
import { nameOf, useTable } from './context';
import { DecisionPanel } from './DecisionPanel';
import { PaymentPanel } from './PaymentPanel';
import { SinceLastTurn } from './Recap';
import { UndoButton } from './UndoButton';
import type { UndoControl } from './UndoButton';
import type { TableControls } from './useTableControls';

export interface TablePromptProps {
  c: TableControls;
  undo?: UndoControl | undefined;
  hint: Hint;
  since: { show: boolean; events: GameEvent[]; first: boolean; onDismiss: () => void };
}

export function TablePrompt({ c, undo, hint, since }: TablePromptProps) {
  const { t } = useTranslation('game');
  const { view, names } = useTable();
  const { paying, sheet, moveFrom, error, act } = c;
  const errorLine = error && (
    <p className="table__error" role="alert" ref={c.errorRef}>
      {error}
      <button
        type="button"
        className="kt-btn kt-btn--ghost kt-btn--small"
        onClick={() => c.setError(null)}
        aria-label={t('action.dismiss')}
      >
        ×
      </button>
    </p>
  );
  if (paying) {
    return (
      <>
        {errorLine}
        <PaymentPanel
          key={`${paying.card}-${view.version}`}
          card={paying.card}
          conquest={paying.conquest}
          onSubmit={act}
          onCancel={() => c.setPaying(null)}
        />
      </>
    );
  }
  const moveHint = t('action.moveHint', { name: nameOf(names, view.current) });
  return (
    <>
      {errorLine}
      {/* Only while there is something to undo or ask: the dock is the phone's scarcest room (a disabled button pushed the power sheet over the tiles). */}
      {(undo?.available || hint.canAsk) && (
        <div className="hint-tools">
          {undo?.available && <UndoButton control={undo} />}
          <HintButton hint={hint} />
        </div>
      )}
      <HintPanel
        hint={hint}
        busy={c.busy}
        onPlay={(a) => {
          hint.close();
          act(a);
        }}
      />
      {since.show && (
        <SinceLastTurn events={since.events} names={names} first={since.first} onDismiss={since.onDismiss} />
      )}
      {/* While a stronghold is on its way, the one line below says what to do: the board keeps the room. */}
      {!moveFrom && <DecisionPanel onAct={act} onConquer={(card) => c.setPaying({ card, conquest: true })} />}
      {sheet && (
        <CardSheet
          target={sheet}
          moveFrom={moveFrom}
          onAct={act}
          onPay={(card) => {
            c.setSheet(null);
            c.setPaying({ card, conquest: false });
          }}
          onMoveFrom={(card) => {
            c.setMoveFrom(card);
            if (card) c.setSheet(null);
          }}
          onClose={() => c.setSheet(null)}
        />
      )}
      {moveFrom && !sheet && (
        <p className="kt-hint table__move">
          <span>{moveHint}</span>
          <button type="button" className="kt-btn kt-btn--ghost kt-btn--small" onClick={() => c.setMoveFrom(null)}>
            {t('action.cancel')}
          </button>
        </p>
      )}
      {moveFrom && sheet && <p className="kt-hint">{moveHint}</p>}
    </>
  );
}
