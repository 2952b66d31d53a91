/**
 * Hints in an online room (protocol hints.ts): offered to a seated player
 * only where the host allowed them at creation; each one is first asked of
 * the server (`game:hint`, which counts it and shows it to the table, or
 * refuses it), then worked out on this device from the view it holds. Every
 * member's log says "hint used" where one was asked; the end screen counts them.
 */
import { useMemo } from 'react';
import type { Seat } from '@kahroba/engine';
import type { RoomInfo } from '@kahroba/protocol';
import { hintCounts } from '@kahroba/protocol/constants';
import { useHintLines } from '../../hints';
import type { HintControl } from '../../hints';
import type { TalkLine } from '../../table';
import { askHint } from '../../net';
import { useAppStore } from '../../store';

const ask: HintControl = {
  ask: async () => {
    const answer = await askHint();
    return answer.ok ? { ok: true } : { ok: false, error: { code: answer.error.code, message: answer.error.message } };
  },
};

export function useOnlineHints(
  room: RoomInfo,
  seat: Seat | null,
  names: readonly string[],
): { control: HintControl | undefined; lines: TalkLine[]; counts: number[] | undefined } {
  const gameNo = useAppStore((s) => s.game.gameNo);
  const logFrom = useAppStore((s) => s.game.logFrom);
  const logLength = useAppStore((s) => s.game.log.length);
  const allowed = room.settings.hints === true;
  const used = useMemo(() => (room.hints && room.hints.gameNo === gameNo ? room.hints.used : []), [room.hints, gameNo]);
  const lines = useHintLines(used, names, seat ?? 'spectator', logLength, logFrom);
  const counts = useMemo(
    () => (allowed ? hintCounts(used, room.settings.players) : undefined),
    [allowed, used, room.settings.players],
  );
  return { control: allowed && seat !== null ? ask : undefined, lines, counts };
}
