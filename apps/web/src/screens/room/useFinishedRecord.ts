/**
 * The record of the room's game once it is over (`game:record` answers only
 * then): the end-of-game screen needs it for its summary, replay and download.
 */
import { useEffect, useState } from 'react';
import type { GameRecord } from '@kahroba/engine';
import { fetchRecord } from '../../net';

export function useFinishedRecord(finished: boolean, gameNo: number | null): GameRecord | null {
  const [record, setRecord] = useState<{ gameNo: number | null; record: GameRecord } | null>(null);

  useEffect(() => {
    if (!finished) return;
    let cancelled = false;
    void fetchRecord().then((answer) => {
      if (!cancelled && answer.ok) setRecord({ gameNo, record: answer.data });
    });
    return () => { cancelled = true; };
  }, [finished, gameNo]);

  return finished && record?.gameNo === gameNo ? record.record : null;
}
