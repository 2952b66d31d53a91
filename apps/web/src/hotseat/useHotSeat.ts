/**
 * The hot-seat game loop: the engine runs in the page, human moves are
 * applied at once, computer players answer from a worker, and the record is
 * saved after every action. Tracks which human currently holds the device.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { applyAction } from '@kahroba/engine';
import type { Action, GameEvent, GameRecord, GameState, Seat } from '@kahroba/engine';
import type { ActionResult, UndoControl } from '../table';
import { chooseBotAction } from './botRunner';
import type { HintUsed } from '@kahroba/protocol';
import { canUndo, clearGame, loadGame, newRecord, rebuild, SAVE_KEY, saveGame, undoLast, withHint } from './record';
import type { HotSeatConfig, SeatSpec } from './record';

/** A short pause before a computer moves, so people can follow it. */
const BOT_DELAY_MS = 650;

export interface HotSeat {
  state: GameState;
  events: GameEvent[];
  record: GameRecord;
  seats: SeatSpec[];
  /** The human looking at the device, or 'spectator' when every seat is a bot. */
  holder: Seat | 'spectator';
  /** A human who must take the device before the table is shown. */
  passTo: Seat | null;
  thinking: Seat | null;
  /** A computer player whose move could not be worked out (its code failed to load): the table offers to try again. */
  stuck: Seat | null;
  retryBot: () => void;
  acceptPass: () => void;
  act: (a: Action) => Promise<ActionResult>;
  /** RULINGS R12: the human holding the device takes back their own last action, when the engine allows it. */
  undo: UndoControl;
  /** The hints asked so far (docs/RULINGS.md U2), and asking one for the human holding the device in their turn. */
  hints: HintUsed[];
  askHint: () => Promise<ActionResult>;
  rematch: () => void;
}

type Loaded = { state: GameState; events: GameEvent[]; record: GameRecord; seats: SeatSpec[]; hints: HintUsed[] };

function start(config: HotSeatConfig | null, key: string): Loaded | { error: string } {
  if (config) {
    const record = newRecord(config);
    const r = rebuild(record);
    if (!r.ok) return { error: 'setupFailed' };
    saveGame({ record, seats: config.seats, hints: [] }, key);
    return { state: r.state, events: r.events, record, seats: config.seats, hints: [] };
  }
  const saved = loadGame(key);
  if (!saved) return { error: 'noSave' };
  const r = rebuild(saved.record);
  if (!r.ok) return { error: 'badSave' };
  return { state: r.state, events: r.events, record: saved.record, seats: saved.seats, hints: saved.hints ?? [] };
}

const humansOf = (seats: readonly SeatSpec[]): Seat[] => seats.flatMap((s, i) => (s.kind === 'human' ? [i] : []));

/** `key`: where the game is saved (`SAVE_KEY` for the hot-seat game). */
export function useHotSeat(config: HotSeatConfig | null, key: string = SAVE_KEY): HotSeat | { error: string } {
  const [game, setGame] = useState(() => start(config, key));
  const loaded = 'state' in game ? game : null;
  const humans = loaded ? humansOf(loaded.seats) : [];
  const [holder, setHolder] = useState<Seat | 'spectator'>(() => {
    if (!loaded || humans.length === 0) return 'spectator';
    const cur = loaded.state.current;
    return humans.includes(cur) ? cur : (humans[0] ?? 'spectator');
  });
  // With several humans the first one must also take the device knowingly.
  const [passTo, setPassTo] = useState<Seat | null>(() =>
    loaded && humans.length > 1 && humans.includes(loaded.state.current) ? loaded.state.current : null,
  );
  const [thinking, setThinking] = useState<Seat | null>(null);
  const [stuck, setStuck] = useState<Seat | null>(null);
  const [attempt, setAttempt] = useState(0);
  const retryBot = useCallback(() => {
    setStuck(null);
    setAttempt((n) => n + 1);
  }, []);
  const latest = useRef(loaded);
  latest.current = loaded;
  // Another position (an undo, say): whoever was stuck is asked afresh.
  useEffect(() => setStuck(null), [loaded?.state]);

  const commit = useCallback(
    (seat: Seat, a: Action): ActionResult => {
      const g = latest.current;
      if (!g) return { ok: false, error: { code: 'GAME_OVER', message: 'no game' } };
      const r = applyAction(g.state, seat, a);
      if (!r.ok) return { ok: false, error: r.error };
      const record = { ...g.record, actions: [...g.record.actions, { seat, action: a }] };
      const next = { ...g, state: r.state, events: [...g.events, ...r.events], record };
      latest.current = next;
      saveGame({ record, seats: g.seats, hints: g.hints }, key);
      setGame(next);
      return { ok: true };
    },
    [key],
  );

  const state = loaded?.state;
  const toAct = state && !state.result ? state.current : null;
  const spec = toAct !== null ? loaded?.seats[toAct] : undefined;

  // Hand the device over when another human is to act.
  useEffect(() => {
    if (toAct === null || spec?.kind !== 'human' || toAct === holder) return;
    if (humans.length > 1) setPassTo(toAct);
    else setHolder(toAct);
  }, [toAct, spec, holder, humans.length]);

  // Computer players move from the worker: thinking starts at once (within its
  // level's deadline), the move comes after the human-like pause at the earliest.
  useEffect(() => {
    if (!state || toAct === null || spec?.kind !== 'bot') return;
    let cancelled = false;
    const seat = toAct;
    const choice = chooseBotAction(state, seat, spec.bot);
    choice.catch(() => undefined); // a game left before the pause ends: nobody waits for it
    const timer = setTimeout(() => {
      setThinking(seat);
      choice
        .then((a) => {
          if (!cancelled) commit(seat, a);
        })
        .catch(() => {
          if (!cancelled) setStuck(seat);
        })
        .finally(() => {
          if (!cancelled) setThinking(null);
        });
    }, BOT_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [state, toAct, spec, commit, attempt]);

  const act = useCallback(
    (a: Action): Promise<ActionResult> => {
      const g = latest.current;
      if (!g || typeof holder !== 'number' || passTo !== null) {
        return Promise.resolve({ ok: false, error: { code: 'NOT_YOUR_TURN', message: 'not your turn' } });
      }
      return Promise.resolve(commit(holder, a));
    },
    [holder, passTo, commit],
  );

  // Also on the pass screen: the player who just ended their turn still holds the device.
  const undoable = useMemo(
    () =>
      loaded && typeof holder === 'number' && loaded.seats[holder]?.kind === 'human'
        ? canUndo(loaded.record, holder)
        : false,
    [loaded, holder],
  );
  const onUndo = useCallback((): Promise<ActionResult> => {
    const g = latest.current;
    if (!g || typeof holder !== 'number') {
      return Promise.resolve({ ok: false, error: { code: 'UNDO_NOTHING', message: 'nothing to undo' } });
    }
    const r = undoLast(g.record, holder);
    if (!r.ok) return Promise.resolve(r);
    // A computer move being thought about for the undone position is dropped by its effect's clean-up.
    const next = { ...g, state: r.state, events: r.events, record: r.record };
    latest.current = next;
    saveGame({ record: r.record, seats: g.seats, hints: g.hints }, key);
    setThinking(null);
    setPassTo(null);
    setGame(next);
    return Promise.resolve({ ok: true });
  }, [holder, key]);
  const undo = useMemo<UndoControl>(() => ({ available: undoable, onUndo }), [undoable, onUndo]);

  // A hint counts when asked, once per seat per turn, and is saved with the game like an action.
  const askHint = useCallback((): Promise<ActionResult> => {
    const g = latest.current;
    if (!g || typeof holder !== 'number' || passTo !== null || g.state.result || g.state.current !== holder) {
      return Promise.resolve({ ok: false, error: { code: 'NOT_YOUR_TURN', message: 'not your turn' } });
    }
    const hints = withHint(g.hints, g.state, holder, g.events.length);
    if (hints.length !== g.hints.length) {
      const next = { ...g, hints };
      latest.current = next;
      saveGame({ record: g.record, seats: g.seats, hints }, key);
      setGame(next);
    }
    return Promise.resolve({ ok: true });
  }, [holder, passTo, key]);

  const acceptPass = useCallback(() => {
    if (passTo === null) return;
    setHolder(passTo);
    setPassTo(null);
  }, [passTo]);

  const rematch = useCallback(() => {
    const g = latest.current;
    if (!g) return;
    clearGame(key);
    const cfg = {
      players: g.record.config.players,
      modules: g.record.config.modules,
      edition: g.record.config.edition,
      seats: g.seats,
    };
    const fresh = start(cfg, key);
    setGame(fresh);
    if ('state' in fresh) {
      const hs = humansOf(fresh.seats);
      setHolder(hs.includes(fresh.state.current) ? fresh.state.current : (hs[0] ?? 'spectator'));
      setPassTo(hs.length > 1 && hs.includes(fresh.state.current) ? fresh.state.current : null);
    }
  }, [key]);

  if (!loaded) return { error: 'error' in game ? game.error : 'badSave' };
  return { ...loaded, holder, passTo, thinking, stuck, retryBot, acceptPass, act, undo, askHint, rematch };
}
