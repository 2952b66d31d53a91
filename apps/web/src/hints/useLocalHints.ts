/**
 * Hints kept only on this page (the tutorial and its puzzles, where nothing is
 * recorded): always allowed in the learner's turn, counted once per turn like
 * everywhere (docs/RULINGS.md U2), and shown in the log.
 */
import { useMemo, useRef, useState } from 'react';
import type { GameState, Seat } from '@kahroba/engine';
import type { TalkLine } from '../table/GameLog';
import { useHintLines } from './HintLines';
import type { HintMark } from './HintLines';
import type { HintControl } from './useHint';

export function useLocalHints(
  view: GameState,
  seat: Seat,
  names: readonly string[],
  logLength: number,
): { control: HintControl; lines: TalkLine[] } {
  const [used, setUsed] = useState<(HintMark & { round: number })[]>([]);
  const now = useRef({ view, logLength });
  now.current = { view, logLength };
  const control = useMemo<HintControl>(
    () => ({
      ask: () => {
        const { view: v, logLength: at } = now.current;
        if (v.current !== seat || v.result) {
          return Promise.resolve({ ok: false, error: { code: 'NOT_YOUR_TURN', message: 'not your turn' } });
        }
        setUsed((u) => (u.some((h) => h.round === v.round) ? u : [...u, { seat, round: v.round, at }]));
        return Promise.resolve({ ok: true });
      },
    }),
    [seat],
  );
  const lines = useHintLines(used, names, seat, logLength);
  return { control, lines };
}
