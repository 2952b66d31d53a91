/** Runs a room request; a refusal becomes a notice in the player's language. */
import { useCallback, useState } from 'react';
import type { Answer } from '../../net';
import { notify } from '../../store';
import { useErrorMessage } from '../shell/useErrorMessage';

export function useRoomCommand(): { run: (command: () => Promise<Answer<unknown>>) => void; busy: boolean } {
  const describe = useErrorMessage();
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    (command: () => Promise<Answer<unknown>>) => {
      setBusy(true);
      void command().then((answer) => {
        setBusy(false);
        if (!answer.ok) notify(describe(answer.error), 'error');
      });
    },
    [describe],
  );
  return { run, busy };
}
