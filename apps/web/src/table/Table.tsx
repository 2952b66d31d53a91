/**
 * The game table: board, supply, tiles, every player's area, the log, and the
 * controls for every action and decision. One layout for online and hot-seat
 * (layout.css): nothing ever lies on top of the board. On a desktop the board
 * fills the screen beside a side column with the dock (your area, the supply,
 * every prompt), the opponents and the log; on a phone the board comes first,
 * the opponents (one line each) and the log under it, and the dock is a bar
 * sticky at the bottom (Dock.tsx). What is legal comes from the engine
 * (`legalActions` on the viewer's view); nothing here re-implements a rule.
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
import { Dock } from './Dock';
import { GameLog } from './GameLog';
import type { TalkLine } from './GameLog';
import { activeTargets, affordFor, gemsIntent, legalFor } from './legal';
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
import { useTableLayout } from './useTableLayout';
import { useTurnCue } from './useTurnCue';
import '../ui/gems/controls.css';
import './table.css';
import './layout.css';

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

export function Table({
  view,
  viewer,
  names,
  presence,
  log,
  onAction,
  banner,
  onTurnWhileHidden,
  undo,
  talk,
}: TableProps) {
  const { t } = useTranslation('game');
  const errorText = useErrorText();
  const legal = useMemo(() => (onAction ? legalFor(view, viewer) : []), [view, viewer, onAction]);
  const afford = useMemo(
    () => (onAction ? affordFor(view, viewer) : affordFor(view, 'spectator')),
    [view, viewer, onAction],
  );
  const ctx = useMemo(() => ({ view, viewer, names, legal, afford }), [view, viewer, names, legal, afford]);
  const [picks, setPicks] = useState<Gem[]>([]);
  const [sheet, setSheet] = useState<SheetTarget | null>(null);
  const [paying, setPaying] = useState<{ card: CardId; conquest: boolean } | null>(null);
  const [moveFrom, setMoveFrom] = useState<CardId | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Phone and tablet: your area and the supply opened above the bar.
  const [dockOpen, setDockOpen] = useState(false);
  // A power sheet kept open by a tap, and one shown while a tile is hovered or focused.
  const [pinned, setPinned] = useState<PowerTarget | null>(null);
  const [peeked, setPeeked] = useState<PowerTarget | null>(null);
  const power = pinned ?? peeked;
  const powers = useMemo<PowerControls>(
    () => ({
      shown: power ? powerKey(power) : null,
      pin: (p) => {
        const same = pinned !== null && powerKey(pinned) === powerKey(p);
        setPinned(same ? null : p);
        setPeeked(null);
      },
      peek: setPeeked,
      leave: () => setPeeked(null),
    }),
    [power, pinned],
  );
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
  const selected = sheet?.kind === 'card' ? sheet.card : sheet?.kind === 'deck' ? sheet.deck : (paying?.card ?? null);
  useTableLayout(dockRef, selected);

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

  const submit = useCallback(
    async (a: Action) => {
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
          setDockOpen(false);
        }
      } catch {
        setError(errorText('OFFLINE'));
      } finally {
        setBusy(false);
      }
    },
    [onAction, busy, errorText],
  );
  const act = useCallback((a: Action) => void submit(a), [submit]);

  const onCard = (card: CardId) => {
    setPinned(null);
    setPaying(null);
    setPicks([]);
    setDockOpen(false);
    setSheet(sheet?.kind === 'card' && sheet.card === card ? null : { kind: 'card', card });
  };
  const onDeck = (deck: DeckId) => {
    setPinned(null);
    setPaying(null);
    setPicks([]);
    setDockOpen(false);
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

  const seats = view.players.map((_, i) => i);
  const others = typeof viewer === 'number' ? [...seats.slice(viewer + 1), ...seats.slice(0, viewer)] : seats;
  const intent = gemsIntent(picks);

  const promptNode = paying ? (
    <PaymentPanel
      key={`${paying.card}-${view.version}`}
      card={paying.card}
      conquest={paying.conquest}
      onSubmit={act}
      onCancel={() => setPaying(null)}
    />
  ) : (
    <>
      {/* Only while there is something to undo: the dock is the phone's scarcest room (a disabled button pushed the power sheet over the tiles). */}
      {undo?.available && <UndoButton control={undo} />}
      {showSince && (
        <SinceLastTurn events={since} names={names} first={firstTurn} onDismiss={() => setRecapSeen(turnNo)} />
      )}
      {/* While a stronghold is on its way, the one line below says what to do: the board keeps the room. */}
      {!moveFrom && <DecisionPanel onAct={act} onConquer={(card) => setPaying({ card, conquest: true })} />}
      {sheet && (
        <CardSheet
          target={sheet}
          moveFrom={moveFrom}
          onAct={act}
          onPay={(card) => {
            setSheet(null);
            setPaying({ card, conquest: false });
          }}
          onMoveFrom={(card) => {
            setMoveFrom(card);
            if (card) setSheet(null);
          }}
          onClose={() => setSheet(null)}
        />
      )}
      {moveFrom && !sheet && (
        <p className="kt-hint table__move">
          <span>{t('action.moveHint', { name: nameOf(names, view.current) })}</span>
          <button type="button" className="kt-btn kt-btn--ghost kt-btn--small" onClick={() => setMoveFrom(null)}>
            {t('action.cancel')}
          </button>
        </p>
      )}
      {moveFrom && sheet && <p className="kt-hint">{t('action.moveHint', { name: nameOf(names, view.current) })}</p>}
    </>
  );

  return (
    <TableContext.Provider value={ctx}>
      <PowerContext.Provider value={powers}>
        <div
          className={`table${busy ? ' table--busy' : ''}${view.config.modules.includes('orient') ? ' table--orient' : ''}${viewer === 'spectator' ? ' table--spectator' : ''}`}
          onKeyDown={onKeyDown}
          data-testid="table"
          ref={rootRef}
        >
          <div className="table__center">
            <StatusBar banner={banner} sound={sound} onToggleSound={toggleSound} />
            {last && last.events.length > 0 && (
              <div className="table__last" role="status">
                <span className="table__last-title">{t('recap.last')}</span>
                <RecapList events={last.events} names={names} />
              </div>
            )}
            <div className="table__play">
              <TableTiles />
              <Board
                selected={selected}
                activeCards={active.cards}
                activeDecks={active.decks}
                fresh={last?.revealed}
                onCard={onCard}
                onDeck={onDeck}
              />
            </div>
          </div>
          <div className="table__side">
            {/* The dock: on a desktop at the head of this column, on a phone a bar at the foot of the screen. */}
            <Dock
              dockRef={dockRef}
              mine={myTurn}
              presence={typeof viewer === 'number' ? presence?.[viewer] : undefined}
              open={dockOpen}
              onToggle={() => setDockOpen(!dockOpen)}
              float={
                power && (
                  <PowerSheet
                    target={power}
                    onClose={() => {
                      setPinned(null);
                      setPeeked(null);
                    }}
                  />
                )
              }
              prompt={
                <>
                  {error && (
                    <p className="table__error" role="alert" ref={errorRef}>
                      {error}
                      <button
                        type="button"
                        className="kt-btn kt-btn--ghost kt-btn--small"
                        onClick={() => setError(null)}
                        aria-label={t('action.dismiss')}
                      >
                        ×
                      </button>
                    </p>
                  )}
                  {promptNode}
                </>
              }
              area={
                typeof viewer === 'number' && (
                  <PlayerArea
                    seat={viewer}
                    presence={presence?.[viewer]}
                    selected={selected}
                    activeCards={active.cards}
                    onCard={onCard}
                    lastMover={last?.seat === viewer}
                    gained={last?.seat === viewer ? gained : undefined}
                  />
                )
              }
              supply={
                <Supply
                  canTake={mainExpected && !!onAction}
                  picks={picks}
                  onPicks={onPicks}
                  onConfirm={() => {
                    if (intent) act(intent);
                  }}
                />
              }
            />
            {/* On a desktop the opponents and the log scroll under your dock, which stays put. */}
            <div className="table__rest">
              <div className="table__others">
                {others.map((s) => (
                  <PlayerArea
                    key={s}
                    seat={s}
                    presence={presence?.[s]}
                    selected={null}
                    activeCards={active.cards}
                    onCard={onCard}
                    collapsible
                    startOpen={others.length < 3}
                    lastMover={last?.seat === s}
                    gained={last?.seat === s ? gained : undefined}
                  />
                ))}
              </div>
              <div className="table__log">
                <GameLog log={log} {...(talk ? { talk } : {})} />
              </div>
            </div>
          </div>
        </div>
      </PowerContext.Provider>
    </TableContext.Provider>
  );
}
