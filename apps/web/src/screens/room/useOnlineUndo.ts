/**
 * RULES Y6 for the online table: the Undo control (alone with computer
 * players: undo at once; with other people: ask them for a take-back) and the
 * take-back state pushed by the server. Availability is the server's answer
 * (`GameUpdate.undoable`, from the engine), never worked out here.
 */
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameState, Seat } from '@kahroba/engine';
import type { RoomInfo, TakeBackInfo } from '@kahroba/protocol';
import type { ActionResult, UndoControl } from '../../table';
import { undo } from '../../net';
import { useTakeBack } from './TakeBack';

export interface OnlineUndo {
  control: UndoControl | undefined;
  takeBack: TakeBackInfo | null;
  dismiss: () => void;
}

export function useOnlineUndo(room: RoomInfo, seat: Seat | null, view: GameState | null, undoable: boolean): OnlineUndo {
  const { t } = useTranslation('game');
  const { info, dismiss } = useTakeBack();
  const others = room.seats.filter((s) => s.kind === 'human' && s.seat !== seat).length;
  const pending = info?.status === 'pending';
  const onUndo = useCallback(async (): Promise<ActionResult> => {
    const r = await undo();
    return r.ok ? { ok: true } : { ok: false, error: { code: r.error.code, message: r.error.message } };
  }, []);
  const control = useMemo<UndoControl | undefined>(() => (seat === null || !view || view.result
    ? undefined
    : { available: undoable && !pending, onUndo, label: others > 0 ? t('undo.ask') : undefined }), [seat, view, undoable, pending, onUndo, others, t]);
  return { control, takeBack: info, dismiss };
}
