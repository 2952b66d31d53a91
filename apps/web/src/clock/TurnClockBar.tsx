/**
 * Above the online table: the time left to the seat to act (its turn's own
 * time, then its reserve; hours and days in slow play), the seats whose time
 * ran out, and, for a player whose seat a computer player holds, a way to take
 * it back. The server's clock decides; the device only counts down to the
 * deadline it was sent, corrected by how far its own clock is off.
 */
import { useTranslation } from 'react-i18next';
import type { RoomInfo } from '@kahroba/protocol';
import { TIMEOUTS_TO_STAY } from '@kahroba/protocol/constants';
import { useFormatNumber } from '../i18n/hooks';
import { reclaimSeat, type Answer } from '../net';
import { useAppStore } from '../store';
import { URGENT_MS, readClock } from './clockText';
import { useClockText, useNow } from './useClockText';
import './clock.css';

interface Props {
  room: RoomInfo;
  names: readonly string[];
  /** Runs a room request and reports a refusal (the room screen's `useRoomCommand`). */
  run: (command: () => Promise<Answer<unknown>>) => void;
  busy: boolean;
}

/** Whether the bar has anything to show: the room has a clock, or the viewer's seat is held by a computer player. */
export const showsTurnClock = (room: RoomInfo): boolean =>
  room.settings.clock !== 'none' || (room.you.seat !== null && room.seats[room.you.seat]?.takenOver === true);

export function TurnClockBar({ room, names, run, busy }: Props) {
  const { t } = useTranslation();
  const num = useFormatNumber();
  const text = useClockText();
  const clock = useAppStore((s) => s.game.clock);
  const running = clock !== null && clock.info.expiresAt !== null;
  const now = useNow(running) + (clock?.offset ?? 0);
  const reading = clock ? readClock(clock.info, now) : null;
  const seat = clock?.info.seat ?? null;
  const you = room.you.seat;
  const mine = you === null ? undefined : room.seats[you];
  const myRun = you === null ? 0 : (clock?.info.timeouts[you] ?? 0);
  const others = (clock?.info.timeouts ?? []).flatMap((n, s) =>
    n > 0 && s !== you && room.seats[s]?.takenOver ? [{ s, n }] : [],
  );

  let takeover: string | null = null;
  if (mine?.takenOver) {
    if (myRun >= TIMEOUTS_TO_STAY) takeover = t('clock.stayedYou', { n: num(myRun), count: myRun });
    else if (myRun > 0) takeover = t('clock.timedOutYou', { n: num(myRun), max: num(TIMEOUTS_TO_STAY) });
    else takeover = t('clock.takenOverYou');
  }

  return (
    <div className="turn-clock">
      {reading && seat !== null && (
        <p
          className={`turn-clock__time${seat === you ? ' turn-clock__time--mine' : ''}${reading.leftMs <= URGENT_MS ? ' turn-clock__time--urgent' : ''}`}
          role="timer"
          data-testid="turn-clock"
        >
          <span className={`seat-dot seat-dot--${seat}`} aria-hidden="true" />
          <span className="turn-clock__who">
            {seat === you ? t('clock.yourTime') : t('clock.theirTime', { name: names[seat] ?? '' })}
          </span>
          <strong className="turn-clock__left ltr">{text.left(reading.leftMs)}</strong>
          {reading.phase === 'reserve' ? (
            <span className="badge badge-warn">{t('clock.inReserve')}</span>
          ) : (
            reading.reserveMs > 0 && (
              <span className="turn-clock__reserve">
                {t('clock.reserveLeft', { time: text.left(reading.reserveMs) })}
              </span>
            )
          )}
        </p>
      )}
      {others.map(({ s, n }) => (
        <p key={s} className="turn-clock__mark">
          {t('clock.timedOutOther', { name: names[s] ?? '', n: num(n) })}
        </p>
      ))}
      {takeover && (
        <div className="turn-clock__takeover" role="status">
          <span>{takeover}</span>
          <button
            type="button"
            className="btn btn-primary btn-small"
            disabled={busy}
            onClick={() => run(() => reclaimSeat())}
          >
            {t('clock.takeBack')}
          </button>
        </div>
      )}
    </div>
  );
}
