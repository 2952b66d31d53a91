/**
 * The game table: board, supply, tiles, every player's area, the log, and the
 * controls for every action and decision. One layout for online and hot-seat:
 * the board first, the opponents (one line each on a phone) and the log, then
 * a dock sticky at the bottom with every prompt, your own area and the supply.
 * What is legal comes from the engine (`legalActions` on the viewer's view);
 * nothing here re-implements a rule.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Action, CardId, DeckId, GameEvent, GameState, Gem, Seat } from '@kahroba/engine';
import { Board } from './Board';
import { CardSheet } from './CardSheet';
import type { SheetTarget } from './CardSheet';
import { TableContext, nameOf } from './context';
import type { ActionResult } from './context';
import { DecisionPanel } from './DecisionPanel';
import { GameLog } from './GameLog';
import type { TalkLine } from './GameLog';
import { affordFor, gemsIntent, legalFor } from './legal';
import { PaymentPanel } from './PaymentPanel';
import { PlayerArea } from './PlayerArea';
import { PowerContext, powerKey } from './powerContext';
import type { PowerControls, PowerTarget } from './powerContext';
import { PowerSheet } from './PowerSheet';
import { hadTurn, lastTurn, sinceLastTurn, tokensGained } from './recap';
import { RecapList, SinceLastTurn } from './Recap';
import type { Presence } from './PlayerArea';
import { StatusBar } from './StatusBar';
import { Supply } from './Supply';
import { TableTiles } from './TableTiles';
import { UndoButton } from './UndoButton';
import type { UndoControl } from './UndoButton';
import { useErrorText } from './useErrorText';
import { useFlights } from './flights';
import { useBoardFit } from './useBoardFit';
import { useTurnCue } from './useTurnCue';
import '../ui/gems/controls.css';
import './table.css';

export type { ActionResult } from './context';

export interface TableProps {
  /** `viewFor(state, viewer)`: all the table ever sees. */
  view: GameState;
  viewer: Seat | 'spectator';
  names: string[];
  presence?: (Presence | undefined)[];
  /** Redacted events so far. */
  log: GameEvent[];
  onAction?: (a: Action) => Promise<ActionResult>;
  banner?: ReactNode;
  /** Called when the turn becomes the viewer's while the tab is in the background (online: a system notification). */
  onTurnWhileHidden?: () => void;
  /** RULINGS R12: where the room allows undoing (hot-seat, online alone with computers). */
  undo?: UndoControl | undefined;
  /** Lines from outside the game woven into the log (online: the room's chat). */
  talk?: readonly TalkLine[];
}

/** Card ids and decks that some legal action concerns, to highlight them. */
function activeTargets(legal: readonly Action[]): { cards: Set<CardId>; decks: Set<DeckId> } {
  const cards = new Set<CardId>();
  const decks = new Set<DeckId>();
  for (const a of legal) {
    switch (a.type) {
      case 'buy': case 'reserve': case 'takeFree': case 'placeStronghold': case 'removeStronghold':
        cards.add(a.card);
        break;
      case 'moveStronghold':
        cards.add(a.from);
        cards.add(a.to);
        break;
      case 'reserveDeck':
        decks.add(a.deck);
        break;
      default:
        break;
    }
  }
  return { cards, decks };
}

export function Table({ view, viewer, names, presence, log, onAction, banner, onTurnWhileHidden, undo, talk }: TableProps) {
  const { t } = useTranslation('game');
  const errorText = useErrorText();
  const legal = useMemo(() => (onAction ? legalFor(view, viewer) : []), [view, viewer, onAction]);
  const afford = useMemo(() => (onAction ? affordFor(view, viewer) : affordFor(view, 'spectator')), [view, viewer, onAction]);
  const ctx = useMemo(() => ({ view, viewer, names, legal, afford }), [view, viewer, names, legal, afford]);
  const [picks, setPicks] = useState<Gem[]>([]);
  const [sheet, setSheet] = useState<SheetTarget | null>(null);
  const [paying, setPaying] = useState<{ card: CardId; conquest: boolean } | null>(null);
  const [moveFrom, setMoveFrom] = useState<CardId | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A power sheet kept open by a tap, and one shown while a tile is hovered or focused.
  const [pinned, setPinned] = useState<PowerTarget | null>(null);
  const [peeked, setPeeked] = useState<PowerTarget | null>(null);
  const power = pinned ?? peeked;
  const powers = useMemo<PowerControls>(() => ({
    shown: power ? powerKey(power) : null,
    pin: (p) => {
      const same = pinned !== null && powerKey(pinned) === powerKey(p);
      setPinned(same ? null : p);
      setPeeked(null);
    },
    peek: setPeeked,
    leave: () => setPeeked(null),
  }), [power, pinned]);
  const dockRef = useRef<HTMLDivElement>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);

  const myTurn = typeof viewer === 'number' && view.current === viewer && !view.result;
  const mainExpected = myTurn && view.turn.decision === null;
  const { sound, toggleSound } = useTurnCue(myTurn, t('status.yourTurn'), onTurnWhileHidden);
  const active = useMemo(() => activeTargets(legal), [legal]);
  // What happened: the last turn (who, what, new cards) and everything since my own last turn.
  const last = useMemo(() => lastTurn(log), [log]);
  const gained = useMemo(() => tokensGained(last), [last]);
  const since = useMemo(() => (typeof viewer === 'number' ? sinceLastTurn(log, viewer) : []), [log, viewer]);
  const firstTurn = useMemo(() => typeof viewer === 'number' && !hadTurn(log, viewer), [log, viewer]);
  const turnNo = useMemo(() => log.filter((e) => e.type === 'turnStarted').length, [log]);
  const [recapSeen, setRecapSeen] = useState(-1);
  // Shown only when it says more than the last move above the board (with two players it never does).
  const showSince = myTurn && recapSeen !== turnNo && since.length > (last?.events.length ?? 0);
  useFlights(rootRef, last, turnNo);
  useBoardFit(rootRef, dockRef);

  // A new state ends every half-made intent.
  useEffect(() => {
    setPicks([]);
    setSheet(null);
    setPaying(null);
    setMoveFrom(null);
  }, [view.version]);

  // Keyboard users land on the first control of a sheet or payment when it opens. A layout effect: focus
  // moves in the same task as the key that opened it (a plain effect waits for the next frame, and a key
  // pressed in between on a slow device would go to a control the focus is then taken from).
  useLayoutEffect(() => {
    if (!sheet && !paying) return;
    dockRef.current?.querySelector<HTMLElement>('.dock__prompt :is(button:not([disabled]), input)')?.focus();
  }, [sheet, paying]);

  // A refusal is shown at the top of the dock, which a sheet or payment may have scrolled past (on a phone):
  // it is brought into view, or the player would see nothing happen.
  // (A layout effect: scrolled before the frame is painted, so the sentence never shows out of view first.)
  useLayoutEffect(() => {
    if (error) errorRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [error]);

  const submit = useCallback(async (a: Action) => {
    if (!onAction || busy) return;
    setBusy(true);
    setError(null);
    try {
      const r = await onAction(a);
      if (!r.ok) setError(errorText(r.error.code, r.error.message));
      else {
        setSheet(null);
        setPaying(null);
        setPicks([]);
        setMoveFrom(null);
      }
    } catch {
      setError(errorText('OFFLINE'));
    } finally {
      setBusy(false);
    }
  }, [onAction, busy, errorText]);
  const act = useCallback((a: Action) => void submit(a), [submit]);

  const onCard = (card: CardId) => {
    setPinned(null);
    setPaying(null);
    setPicks([]);
    setSheet(sheet?.kind === 'card' && sheet.card === card ? null : { kind: 'card', card });
  };
  const onDeck = (deck: DeckId) => {
    setPinned(null);
    setPaying(null);
    setPicks([]);
    setSheet(sheet?.kind === 'deck' && sheet.deck === deck ? null : { kind: 'deck', deck });
  };
  const onPicks = (p: Gem[]) => {
    setSheet(null);
    setPaying(null);
    setPicks(p);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      setPinned(null);
      setPeeked(null);
      setSheet(null);
      setPaying(null);
      setMoveFrom(null);
    }
  };

  const selected = sheet?.kind === 'card' ? sheet.card : sheet?.kind === 'deck' ? sheet.deck : paying?.card ?? null;
  const seats = view.players.map((_, i) => i);
  const others = typeof viewer === 'number' ? [...seats.slice(viewer + 1), ...seats.slice(0, viewer)] : seats;
  const intent = gemsIntent(picks);

  return (
    <TableContext.Provider value={ctx}>
      <PowerContext.Provider value={powers}>
      <div className={`table${busy ? ' table--busy' : ''}${view.config.modules.includes('orient') ? ' table--orient' : ''}${viewer === 'spectator' ? ' table--spectator' : ''}`} onKeyDown={onKeyDown} data-testid="table" ref={rootRef}>
        <StatusBar banner={banner} sound={sound} onToggleSound={toggleSound} />
        <div className="table__center">
          {last && last.events.length > 0 && (
            <div className="table__last" role="status">
              <span className="table__last-title">{t('recap.last')}</span>
              <RecapList events={last.events} names={names} />
            </div>
          )}
          <div className="table__play">
            <TableTiles />
            <Board selected={selected} activeCards={active.cards} activeDecks={active.decks} fresh={last?.revealed}
              onCard={onCard} onDeck={onDeck} />
          </div>
        </div>
        <div className="table__side">
          <div className="table__others">
            {others.map((s) => (
              <PlayerArea key={s} seat={s} presence={presence?.[s]} selected={null} activeCards={active.cards} onCard={onCard} collapsible
                lastMover={last?.seat === s} gained={last?.seat === s ? gained : undefined} />
            ))}
          </div>
          <div className="table__log"><GameLog log={log} {...(talk ? { talk } : {})} /></div>
        </div>
        {/* The dock: every prompt, then your own area and the supply, always within the first screen. */}
        <div className={`table__dock${myTurn ? ' table__dock--mine' : ''}`} ref={dockRef} role="region" aria-label={t('dock.label')}>
          {/* A power sheet floats above the dock: showing it on hover moves nothing under the pointer. */}
          {power && (
            <div className="dock__float">
              <PowerSheet target={power} onClose={() => { setPinned(null); setPeeked(null); }} />
            </div>
          )}
          <div className="dock__scroll">
          <div className="dock__prompt" aria-live="polite">
            {error && (
              <p className="table__error" role="alert" ref={errorRef}>
                {error}
                <button type="button" className="kt-btn kt-btn--ghost kt-btn--small" onClick={() => setError(null)} aria-label={t('action.dismiss')}>×</button>
              </p>
            )}
            {paying ? (
              <PaymentPanel key={`${paying.card}-${view.version}`} card={paying.card} conquest={paying.conquest}
                onSubmit={act} onCancel={() => setPaying(null)} />
            ) : (
              <>
                {/* Only while there is something to undo: the dock is the phone's scarcest room (a disabled button pushed the power sheet over the tiles). */}
                {undo?.available && <UndoButton control={undo} />}
                {showSince && <SinceLastTurn events={since} names={names} first={firstTurn} onDismiss={() => setRecapSeen(turnNo)} />}
                <DecisionPanel onAct={act} onConquer={(card) => setPaying({ card, conquest: true })} />
                {sheet && (
                  <CardSheet target={sheet} moveFrom={moveFrom} onAct={act}
                    onPay={(card) => { setSheet(null); setPaying({ card, conquest: false }); }}
                    onMoveFrom={setMoveFrom} onClose={() => setSheet(null)} />
                )}
                {moveFrom && <p className="kt-hint">{t('action.moveHint', { name: nameOf(names, view.current) })}</p>}
              </>
            )}
          </div>
          <div className="dock__row">
            {typeof viewer === 'number' && (
              <div className="table__me">
                <PlayerArea seat={viewer} presence={presence?.[viewer]} selected={selected} activeCards={active.cards} onCard={onCard}
                  lastMover={last?.seat === viewer} gained={last?.seat === viewer ? gained : undefined} />
              </div>
            )}
            <Supply canTake={mainExpected && !!onAction} picks={picks} onPicks={onPicks}
              onConfirm={() => { if (intent) act(intent); }} />
          </div>
          </div>
        </div>
      </div>
      </PowerContext.Provider>
    </TableContext.Provider>
  );
}
