/**
 * The game table: board, supply, tiles, every player's area, the log, and the
 * controls for every action and decision. One layout for online and hot-seat
 * (layout.css): nothing ever lies on top of the board. On a desktop the board
 * fills the screen beside a side column with the dock (your area, the supply,
 * every prompt: TablePrompt.tsx), the opponents and the log; on a phone the
 * board comes first, the opponents (one line each) and the log under it, and
 * the dock is a bar sticky at the bottom (Dock.tsx). What is legal comes from
 * the engine (`legalActions` on the viewer's view); nothing here re-implements
 * a rule. Where hints are allowed (`hint`), the expert's suggestion is
 * highlighted with the table's own selection: its card or deck, or its gems
 * picked in the supply.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Action, GameEvent, GameState, Seat } from '@kahroba/engine';
import { hintTarget } from '../hints/hintTarget';
import { useHint } from '../hints/useHint';
import type { HintControl } from '../hints/useHint';
import { Board } from './Board';
import { TableContext } from './context';
import type { ActionResult } from './context';
import { Dock } from './Dock';
import { GameLog } from './GameLog';
import type { TalkLine } from './GameLog';
import { activeTargets, affordFor, gemsIntent, legalFor } from './legal';
import { PlayerArea } from './PlayerArea';
import { PowerContext } from './powerContext';
import { PowerSheet } from './PowerSheet';
import { hadTurn, lastTurn, sinceLastTurn, tokensGained } from './recap';
import { RecapList } from './Recap';
import type { Presence } from './PlayerArea';
import { StatusBar } from './StatusBar';
import { Supply } from './Supply';
import { TablePrompt } from './TablePrompt';
import { TableTiles } from './TableTiles';
import type { UndoControl } from './UndoButton';
import { useFlights } from './flights';
import { useTableControls } from './useTableControls';
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
  /** Where hints are allowed (hot-seat, the tutorial, a room that allows them): asks and counts one. */
  hint?: HintControl | undefined;
  /** Lines from outside the game woven into the log (online: the room's chat; hints used). */
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
  hint: hintControl,
  talk,
}: TableProps) {
  const { t } = useTranslation('game');
  const legal = useMemo(() => (onAction ? legalFor(view, viewer) : []), [view, viewer, onAction]);
  const afford = useMemo(
    () => (onAction ? affordFor(view, viewer) : affordFor(view, 'spectator')),
    [view, viewer, onAction],
  );
  const ctx = useMemo(() => ({ view, viewer, names, legal, afford }), [view, viewer, names, legal, afford]);
  const c = useTableControls(view.version, onAction);
  const { sheet, paying, picks, power, dockRef, setPicks } = c;
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

  // The hint's suggestion, highlighted with the table's own selection (its gems picked in the supply).
  const hint = useHint(view, viewer, onAction ? hintControl : undefined);
  const suggested = hint.state.phase === 'shown' ? hint.state.move.action : null;
  const target = useMemo(() => (suggested ? hintTarget(suggested) : null), [suggested]);
  useEffect(() => {
    if (target?.gems) setPicks(target.gems);
  }, [target, setPicks]);
  const hinted = target?.card ?? target?.deck ?? null;
  const selected = sheet?.kind === 'card' ? sheet.card : sheet?.kind === 'deck' ? sheet.deck : (paying?.card ?? hinted);
  useTableLayout(dockRef, selected);

  const seats = view.players.map((_, i) => i);
  const others = typeof viewer === 'number' ? [...seats.slice(viewer + 1), ...seats.slice(0, viewer)] : seats;
  const intent = gemsIntent(picks);
  const classes = [
    'table',
    c.busy ? 'table--busy' : '',
    view.config.modules.includes('orient') ? 'table--orient' : '',
    viewer === 'spectator' ? 'table--spectator' : '',
    hinted ? 'table--hinted' : '',
  ];

  return (
    <TableContext.Provider value={ctx}>
      <PowerContext.Provider value={c.powers}>
        <div className={classes.filter(Boolean).join(' ')} onKeyDown={c.onKeyDown} data-testid="table" ref={rootRef}>
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
                onCard={c.onCard}
                onDeck={c.onDeck}
              />
            </div>
          </div>
          <div className="table__side">
            {/* The dock: on a desktop at the head of this column, on a phone a bar at the foot of the screen. */}
            <Dock
              dockRef={dockRef}
              mine={myTurn}
              presence={typeof viewer === 'number' ? presence?.[viewer] : undefined}
              open={c.dockOpen}
              onToggle={() => c.setDockOpen(!c.dockOpen)}
              float={power && <PowerSheet target={power} onClose={c.closePower} />}
              prompt={
                <TablePrompt
                  c={c}
                  undo={undo}
                  hint={hint}
                  since={{ show: showSince, events: since, first: firstTurn, onDismiss: () => setRecapSeen(turnNo) }}
                />
              }
              area={
                typeof viewer === 'number' && (
                  <PlayerArea
                    seat={viewer}
                    presence={presence?.[viewer]}
                    selected={selected}
                    activeCards={active.cards}
                    onCard={c.onCard}
                    lastMover={last?.seat === viewer}
                    gained={last?.seat === viewer ? gained : undefined}
                  />
                )
              }
              supply={
                <Supply
                  canTake={mainExpected && !!onAction}
                  picks={picks}
                  onPicks={c.onPicks}
                  onConfirm={() => {
                    if (intent) c.act(intent);
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
                    onCard={c.onCard}
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
