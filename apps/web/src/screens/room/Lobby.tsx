/**
 * The lobby of a room before the game: invite friends, see who has
 * arrived, and (host) fill seats with computer players and start.
 */
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoomInfo } from '@kahroba/protocol';
import { ClockFields } from '../../clock';
import { useFormatNumber } from '../../i18n/hooks';
import { setClock, sit, startGame } from '../../net';
import { InviteBox } from './InviteBox';
import { SeatList } from './SeatList';
import { AddLocalSeat } from './AddLocalSeat';
import { RoomSettingsLine } from './RoomSettingsLine';
import { Spectators } from './Spectators';
import { SeatRequest } from './SeatRequest';
import { useRoomCommand } from './useRoomCommand';
import { NotifyOptIn } from '../../notify/NotifyOptIn';
import { ScreenBoundary } from '../shell/ScreenBoundary';

/** The chat comes with the room screens, not with the home page's first bundle. */
const ChatPanel = lazy(() => import('../../chat/ChatPanel').then((m) => ({ default: m.ChatPanel })));

/** Every seat open to people is taken: the protocol's condition to start (SEATS_NOT_FILLED). */
export const seatsFilled = (room: RoomInfo): boolean =>
  room.seats.every((s) => s.kind === 'bot' || s.memberId !== null);

export function Lobby({ room, onLeave }: { room: RoomInfo; onLeave: () => void }) {
  const { t } = useTranslation();
  const num = useFormatNumber();
  const { run, busy } = useRoomCommand();
  const ready = seatsFilled(room);
  const open = room.seats.filter((s) => s.kind === 'human' && s.memberId === null).length;

  return (
    <div className="page lobby">
      <div className="lobby__head">
        <h1>{t('lobby.title')}</h1>
        <RoomSettingsLine settings={room.settings} />
      </div>

      <div className="lobby-grid">
        <section className="panel" aria-labelledby="invite-title">
          <h2 id="invite-title">{t('invite.title')}</h2>
          <InviteBox code={room.code} link={room.link} />
        </section>

        <section className="panel" aria-labelledby="seats-title">
          <h2 id="seats-title">{t('lobby.seats')}</h2>
          <SeatRequest room={room} />
          <SeatList room={room} />
          <AddLocalSeat room={room} />
          <Spectators room={room} />
          {room.you.isHost && (
            <ClockFields
              clock={room.settings.clock}
              standIn={room.settings.standIn}
              disabled={busy}
              onChange={(clock, standIn) => run(() => setClock(clock, standIn))}
            />
          )}
          {room.you.seat !== null && (
            <button
              type="button"
              className="btn btn-ghost btn-small"
              disabled={busy}
              onClick={() => run(() => sit(null))}
            >
              {t('lobby.watchInstead')}
            </button>
          )}
          {room.you.seat !== null && <NotifyOptIn />}
        </section>
      </div>

      <div className="lobby__footer panel">
        {room.you.isHost ? (
          <>
            <p className="hint" role="status">
              {ready ? t('lobby.readyToStart') : t('lobby.waitingForPlayers', { count: open, n: num(open) })}
            </p>
            <button
              type="button"
              className="btn btn-primary"
              disabled={!ready || busy}
              onClick={() => run(() => startGame())}
            >
              {t('action.startGame')}
            </button>
          </>
        ) : (
          <p className="hint" role="status">
            {t('lobby.waitingForHost')}
          </p>
        )}
        <span className="spacer" />
        <button type="button" className="btn btn-ghost" onClick={onLeave}>
          {t('action.leaveRoom')}
        </button>
      </div>

      {/* After the start button, so that on a wide screen the chat never pushes it below the fold. */}
      <div className="panel lobby-chat">
        <ScreenBoundary resetKey="chat" fallback={null}>
          <Suspense fallback={null}>
            <ChatPanel room={room} />
          </Suspense>
        </ScreenBoundary>
      </div>
    </div>
  );
}
