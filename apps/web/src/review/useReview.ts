/**
 * A finished game's review, made or read back: the stored review is shown at once; the positions it lacks are
 * analysed in the worker, in order, the graph filling in as they come; every few moves and at the end the review is
 * stored again. Leaving (unmounting) cancels the analysis and keeps what was done.
 */
import { useEffect, useMemo, useState } from 'react';
import type { GameRecord } from '@kahroba/engine';
import { REVIEW_ITERATIONS, reviewKey } from './budget';
import type { MoveReview } from './marks';
import { gameIdOf, reviewGame } from './positions';
import type { ReviewGame } from './positions';
import { runReview } from './runner';
import type { RunOptions } from './runner';
import { loadReview, saveReview } from './storage';

/** Store the review again after this many new moves (and at the end, and on leaving). */
const SAVE_EVERY = 8;

export type ReviewStatus = 'loading' | 'analysing' | 'done' | 'error';

export interface ReviewState {
  game: ReviewGame | null;
  status: ReviewStatus;
  moves: readonly (MoveReview | null)[];
  /** The move being analysed (index in the record) and how far its search is, while analysing. */
  current: { index: number; fraction: number } | null;
  /** The review came whole from storage. */
  stored: boolean;
  error: string | null;
}

export function useReview(record: GameRecord, spawn?: RunOptions['spawn']): ReviewState {
  const game = useMemo(() => reviewGame(record), [record]);
  const key = useMemo(() => reviewKey(gameIdOf(record)), [record]);
  const [state, setState] = useState<Omit<ReviewState, 'game'>>(() => ({
    status: game ? 'loading' : 'error',
    moves: [],
    current: null,
    stored: false,
    error: game ? null : 'unfinished',
  }));

  useEffect(() => {
    if (!game) return;
    const n = game.positions.length;
    let moves: (MoveReview | null)[] = Array.from({ length: n }, () => null);
    let job: { cancel(): void } | null = null;
    let live = true;
    let unsaved = 0;
    const save = () => {
      if (unsaved === 0) return;
      unsaved = 0;
      void saveReview(key, moves);
    };
    void loadReview(key, n, record.config.players).then((stored) => {
      if (!live) return;
      if (stored) moves = [...stored.moves];
      const pending = moves.flatMap((m, i) => (m === null ? [i] : []));
      if (pending.length === 0) {
        setState({ status: 'done', moves, current: null, stored: true, error: null });
        return;
      }
      setState({
        status: 'analysing',
        moves,
        current: { index: pending[0] ?? 0, fraction: 0 },
        stored: false,
        error: null,
      });
      job = runReview(
        game.positions,
        pending,
        {
          progress: (index, fraction) => setState((s) => ({ ...s, current: { index, fraction } })),
          move: (m) => {
            moves = moves.map((old, i) => (i === m.index ? m : old));
            unsaved += 1;
            if (unsaved >= SAVE_EVERY) save();
            setState((s) => ({ ...s, moves }));
          },
          done: () => {
            save();
            setState((s) => ({ ...s, status: 'done', current: null }));
          },
          error: (message) => {
            save();
            setState((s) => ({ ...s, status: 'error', current: null, error: message }));
          },
        },
        { iterations: REVIEW_ITERATIONS, seed: key, ...(spawn ? { spawn } : {}) },
      );
    });
    return () => {
      live = false;
      job?.cancel();
      save();
    };
  }, [game, key, record.config.players, spawn]);

  return { game, ...state };
}
