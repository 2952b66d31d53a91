/**
 * The seats of a room: who sits where, who is connected, away or a computer
 * player, and the host's controls (computer player / give back / remove).
 * Also lets an unseated person take a free seat, and the host give a
 * computer player's seat to a spectator who asked for one. Used in the lobby
 * and, compactly, during the game.
 */
import { useTranslation } from 'react-i18next';
import type { BotKind, RoomInfo, SeatInfo } from '@kahroba/protocol';
import { BOT_KINDS } from '@kahroba/protocol/constants';
import { useFormatNumber } from '../../i18n/hooks';
import { giveSeat, kick, setSeatKind, sit } from '../../net';
import { localSeats } from '../../net/local-seats';
import { presenceOf } from '../../store';
import { useRoomCommand } from './useRoomCommand';

interface Props {
  room: RoomInfo;
  /** During a game: no seat changes except hand-overs of away players. */
  inGame?: boolean;
}

const PRESENCE_BADGE = { online: 'badge-ok', away: 'badge-warn', bot: 'badge-accent', empty: '' } as const;

export function SeatList({ room, inGame = false }: Props) {
  const { t } = useTranslation();
  const num = useFormatNumber();
  const { run, busy } = useRoomCommand();
  const { you } = room;
  // Spectators who asked for a seat: the host can give each a computer player's seat (lobby only).
  const asking = you.isHost && !inGame ? room.spectators.filter((m) => m.wantsSeat) : [];

  const held = localSeats(room);
  /** Seats one device holds: "this device" for its own, "on Ana's device" for the host (protocol SeatInfo.device). */
  function deviceBadge(s: SeatInfo): string | null {
    if (s.device === undefined) return null;
    if (held.includes(s.seat)) return t('seat.thisDevice');
    const owner = room.seats.find((x) => x.memberId === s.device)?.name;
    return owner ? t('seat.onDevice', { name: owner }) : null;
  }

  function seatName(s: SeatInfo): string {
    if (s.kind === 'bot') return t(`seat.botName.${s.bot ?? 'normal'}`, { n: num(s.seat + 1) });
    return s.name ?? t('seat.open');
  }

  return (
    <ol className="seat-list">
      {room.seats.map((s) => {
        const presence = presenceOf(s);
        const mine = held.includes(s.seat);
        const device = deviceBadge(s);
        const isHostSeat = s.memberId !== null && s.memberId === room.hostMemberId;
        const label = t('seat.label', { n: num(s.seat + 1) });
        const away = s.kind === 'human' && s.memberId !== null && !s.connected;
        const canTakeOver = away && !s.takenOver && (s.takeoverAt === null || s.takeoverAt <= Date.now());
        return (
          <li
            key={s.seat}
            className={`seat-card${mine ? ' seat-card--mine' : ''}`}
            aria-label={`${label}: ${seatName(s)}`}
          >
            <span className={`seat-card__num seat-color-${s.seat}`} aria-hidden="true">
              {num(s.seat + 1)}
            </span>
            <span className="seat-card__who">
              <span className="seat-card__name">{seatName(s)}</span>
              <span className="seat-card__badges">
                {mine && <span className="badge badge-accent">{t('seat.you')}</span>}
                {isHostSeat && <span className="badge">{t('seat.host')}</span>}
                {device && <span className="badge badge-device">{device}</span>}
                {presence !== 'empty' && (
                  <span className={`badge ${PRESENCE_BADGE[presence]}`}>
                    <span className="dot" aria-hidden="true" />
                    {s.takenOver ? t('seat.takenOver') : t(`presence.${presence}`)}
                  </span>
                )}
              </span>
              {s.kind === 'bot' && !inGame && (
                <span className="hint seat-card__level" id={`seat-level-${s.seat}`}>
                  {t(`botLevel.${s.bot ?? 'normal'}`)}
                </span>
              )}
            </span>
            <span className="seat-card__actions">
              {!inGame && presence === 'empty' && !mine && (
                <button type="button" className="btn btn-small" disabled={busy} onClick={() => run(() => sit(s.seat))}>
                  {t(you.seat === null ? 'seat.takeSeat' : 'seat.moveHere')}
                </button>
              )}
              {you.isHost && !inGame && s.kind === 'human' && s.memberId === null && (
                <button
                  type="button"
                  className="btn btn-small"
                  disabled={busy}
                  aria-label={t('seat.makeBotLabel', { seat: label })}
                  onClick={() => run(() => setSeatKind(s.seat, 'bot'))}
                >
                  {t('seat.makeBot')}
                </button>
              )}
              {you.isHost && s.kind === 'bot' && !inGame && (
                <select
                  className="input seat-card__level-choice"
                  disabled={busy}
                  aria-label={t('seat.levelLabel', { seat: label })}
                  aria-describedby={`seat-level-${s.seat}`}
                  value={s.bot ?? 'normal'}
                  onChange={(e) => {
                    const level = e.currentTarget.value as BotKind;
                    run(() => setSeatKind(s.seat, 'bot', level));
                  }}
                >
                  {BOT_KINDS.map((b) => (
                    <option key={b} value={b}>
                      {t(`setup.kind.${b}`)}
                    </option>
                  ))}
                </select>
              )}
              {s.kind === 'bot' &&
                asking.map((m) => (
                  <button
                    key={m.memberId}
                    type="button"
                    className="btn btn-small btn-primary"
                    disabled={busy}
                    aria-label={t('fullRoom.giveToLabel', { seat: label, name: m.name })}
                    onClick={() => run(() => giveSeat(s.seat, m.memberId))}
                  >
                    {t('fullRoom.giveTo', { name: m.name })}
                  </button>
                ))}
              {you.isHost && s.kind === 'bot' && !inGame && (
                <button
                  type="button"
                  className="btn btn-small"
                  disabled={busy}
                  aria-label={t('seat.giveBackLabel', { seat: label })}
                  onClick={() => run(() => setSeatKind(s.seat, 'human'))}
                >
                  {t('seat.giveBack')}
                </button>
              )}
              {you.isHost && inGame && canTakeOver && (
                <button
                  type="button"
                  className="btn btn-small"
                  disabled={busy}
                  aria-label={t('seat.takeOverLabel', { name: seatName(s) })}
                  onClick={() => run(() => setSeatKind(s.seat, 'bot'))}
                >
                  {t('seat.takeOver')}
                </button>
              )}
              {you.isHost && inGame && s.takenOver && s.connected && (
                <button
                  type="button"
                  className="btn btn-small"
                  disabled={busy}
                  aria-label={t('seat.giveBackLabel', { seat: label })}
                  onClick={() => run(() => setSeatKind(s.seat, 'human'))}
                >
                  {t('seat.giveBack')}
                </button>
              )}
              {you.isHost && you.seat !== s.seat && s.kind === 'human' && s.memberId !== null && (!inGame || away) && (
                <button
                  type="button"
                  className="btn btn-small btn-danger"
                  disabled={busy}
                  aria-label={t('seat.removeLabel', { name: seatName(s) })}
                  onClick={() => run(() => kick(s.seat))}
                >
                  {t('seat.remove')}
                </button>
              )}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
