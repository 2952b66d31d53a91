/**
 * A full room in the lobby (docs/ARCHITECTURE.md, "A full room"): a spectator asks the host for a seat
 * (or takes the request back), and the host is told that someone watching
 * wants one — the "Give to …" buttons on the computer seats (SeatList) do it.
 */
import { useTranslation } from 'react-i18next';
import type { RoomInfo } from '@kahroba/protocol';
import { askSeat } from '../../net';
import { useRoomCommand } from './useRoomCommand';

/** No seat is open to people and free: a newcomer can only be given a computer player's seat. */
export const noFreeSeat = (room: RoomInfo): boolean =>
  !room.seats.some((s) => s.kind === 'human' && s.memberId === null);

export function SeatRequest({ room }: { room: RoomInfo }) {
  const { t } = useTranslation();
  const { run, busy } = useRoomCommand();
  if (room.status !== 'lobby') return null;

  if (room.you.isHost) {
    const asking = room.spectators.some((m) => m.wantsSeat);
    const bots = room.seats.some((s) => s.kind === 'bot');
    return asking && bots ? (
      <p className="full-room" role="status">
        {t('fullRoom.wantsHint')}
      </p>
    ) : null;
  }
  if (room.you.seat !== null || !noFreeSeat(room)) return null;
  const asked = room.spectators.find((m) => m.memberId === room.you.memberId)?.wantsSeat === true;
  return (
    <div className="full-room" role="status">
      <p>{t(asked ? 'fullRoom.asked' : 'fullRoom.youWatch')}</p>
      <button
        type="button"
        className={`btn btn-small${asked ? ' btn-ghost' : ' btn-primary'}`}
        disabled={busy}
        onClick={() => run(() => askSeat(!asked))}
      >
        {t(asked ? 'fullRoom.unask' : 'fullRoom.askHost')}
      </button>
    </div>
  );
}
