/**
 * A hint at the table: asked of the caller first (hot-seat records it,
 * online the server allows and counts it, `game:hint`), then worked out in
 * the hint worker from the viewer's own view, with its progress; cancelable,
 * and gone when the game moves on.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameState, Seat } from '@kahroba/engine';
import type { MoveAnalysis } from '@kahroba/engine/bots';
import type { ActionResult } from '../table/context';
import { useErrorText } from '../table/useErrorText';
import { askHint, warmHints } from './hintRunner';
import type { HintJob } from './hintRunner';

/** Where hints are allowed (hot-seat, the tutorial, a room whose host allowed them): asks and counts one. */
export interface HintControl {
  ask: () => Promise<ActionResult>;
}

export type HintState =
  | { phase: 'idle' }
  | { phase: 'asking' }
  | { phase: 'thinking'; done: number; budget: number }
  | { phase: 'shown'; move: MoveAnalysis }
  | { phase: 'failed'; message: string };

export interface Hint {
  state: HintState;
  /** The viewer may ask now (their turn, nothing asked yet). */
  canAsk: boolean;
  request: () => void;
  /** Stops the thinking, or puts the suggestion away. */
  close: () => void;
}

const IDLE: HintState = { phase: 'idle' };

export function useHint(view: GameState, viewer: Seat | 'spectator', control: HintControl | undefined): Hint {
  const { t } = useTranslation('hints');
  const errorText = useErrorText();
  const [state, setState] = useState<HintState>(IDLE);
  const job = useRef<HintJob | null>(null);
  // Each request, and each end of one (closed, a new position), takes a new number: a late answer is dropped.
  const req = useRef(0);

  const stop = useCallback(() => {
    req.current += 1;
    job.current?.cancel();
    job.current = null;
  }, []);

  // A new position (a move, an undo) ends the hint of the old one.
  useEffect(() => {
    stop();
    setState(IDLE);
  }, [view.version, viewer, stop]);
  useEffect(() => stop, [stop]);
  // Where hints are allowed, the worker starts as soon as the table is drawn (the page's first idle moment), so that
  // a hint's time goes to its search; a hint asked before its engine chunk is loaded searches for what is left.
  const latest = useRef({ view, viewer });
  latest.current = { view, viewer };
  useEffect(() => {
    if (!control) return undefined;
    const start = () => {
      const { view: v, viewer: seat } = latest.current;
      if (typeof seat === 'number') warmHints(v, seat);
    };
    if (typeof requestIdleCallback === 'function') {
      const warm = requestIdleCallback(start, { timeout: 500 });
      return () => cancelIdleCallback(warm);
    }
    const warm = setTimeout(start, 200);
    return () => clearTimeout(warm);
  }, [control]);

  const mine = typeof viewer === 'number' && view.current === viewer && view.result === null;
  const request = useCallback(() => {
    if (!control || typeof viewer !== 'number' || state.phase !== 'idle') return;
    const my = ++req.current;
    const askedAt = performance.now();
    setState({ phase: 'asking' });
    void control.ask().then(
      (answer) => {
        if (req.current !== my) return;
        if (!answer.ok) {
          const fallback = t(`error.${answer.error.code}`, { defaultValue: answer.error.message });
          setState({ phase: 'failed', message: errorText(answer.error.code, fallback) });
          return;
        }
        setState({ phase: 'thinking', done: 0, budget: 1 });
        const j = askHint(
          view,
          viewer,
          (done, budget) => {
            if (job.current === j) setState({ phase: 'thinking', done, budget });
          },
          askedAt,
        );
        job.current = j;
        j.result.then(
          (analysis) => {
            if (job.current !== j) return;
            job.current = null;
            const move = analysis.candidates[0];
            setState(move ? { phase: 'shown', move } : { phase: 'failed', message: t('failed') });
          },
          () => {
            if (job.current !== j) return;
            job.current = null;
            setState({ phase: 'failed', message: t('failed') });
          },
        );
      },
      () => {
        if (req.current === my) setState({ phase: 'failed', message: errorText('OFFLINE') });
      },
    );
  }, [control, viewer, view, state.phase, t, errorText]);

  const close = useCallback(() => {
    stop();
    setState(IDLE);
  }, [stop]);

  return { state, canAsk: !!control && mine && state.phase === 'idle', request, close };
}
