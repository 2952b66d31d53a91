/**
 * The record of the room's game once it is over (`game:record` answers only
 * then): the end-of-game screen needs it for its summary, replay and download.
 * A request that fails (a phone's link drops just as the game ends, a busy
 * server) is sent again after a growing pause, a bounded number of times, so
 * the end screen reaches every client; leaving the game (unmount) or a
 * rematch cancels the waiting.
 */
import { useEffect, useState } from 'react';
import type { GameRecord } from '@kahroba/engine';
import { fetchRecord } from '../../net';

/** The pauses before each new try (ms): doubling from RECORD_RETRY.firstMs up to maxMs, `tries` requests in all. */
export const RECORD_RETRY = { tries: 8, firstMs: 500, maxMs: 8_000 } as const;

/** The pause after failed try number `n` (0-based). */
export const retryDelay = (n: number): number => Math.min(RECORD_RETRY.firstMs * 2 ** n, RECORD_RETRY.maxMs);

export function useFinishedRecord(finished: boolean, gameNo: number | null): GameRecord | null {
  const [record, setRecord] = useState<{ gameNo: number | null; record: GameRecord } | null>(null);

  useEffect(() => {
    if (!finished) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const attempt = (n: number): void => {
      void fetchRecord().then((answer) => {
        if (cancelled) return;
        if (answer.ok) setRecord({ gameNo, record: answer.data });
        else if (n + 1 < RECORD_RETRY.tries) timer = setTimeout(() => attempt(n + 1), retryDelay(n));
      });
    };
    attempt(0);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [finished, gameNo]);

  return finished && record?.gameNo === gameNo ? record.record : null;
}
