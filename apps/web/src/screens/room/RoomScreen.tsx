/**
 * /r/:code — enters the room (with the stored seat token when there is one)
 * and shows what fits its state: the name prompt, the lobby, or the game.
 */
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { enterRoom, leaveRoom } from '../../net';
import { navigate, onLinkClick } from '../../router';
import { useRoomState } from '../../store';
import { Loading } from '../shell/Loading';
import { useErrorMessage } from '../shell/useErrorMessage';
import { JoinPrompt } from './JoinPrompt';
import { Lobby } from './Lobby';

const OnlineGame = lazy(() => import('./OnlineGame'));

export function RoomScreen({ code }: { code: string }) {
  const { t } = useTranslation();
  const describe = useErrorMessage();
  const { info, status, error, code: current } = useRoomState();

  useEffect(() => {
    void enterRoom(code);
  }, [code]);

  useEffect(() => () => leaveRoom(), []);

  const leave = () => {
    leaveRoom();
    navigate('/');
  };

  if (current !== code || status === 'none' || status === 'joining') {
    return <Loading label={t('status.joining')} />;
  }
  if (status === 'needsName') return <JoinPrompt code={code} />;
  if (status === 'failed' || status === 'kicked' || !info) {
    const message = status === 'kicked' ? t('room.kicked') : error ? describe(error) : t('errors.INTERNAL');
    return (
      <section className="page page--narrow panel" aria-labelledby="room-error-title">
        <h1 id="room-error-title">{t(status === 'kicked' ? 'room.kickedTitle' : 'room.errorTitle')}</h1>
        <p role="alert">{message}</p>
        <div className="row">
          {/* An unknown room stays unknown; an outdated page reloads from the banner above. */}
          {status === 'failed' && error?.code !== 'UNKNOWN_ROOM' && error?.code !== 'OUTDATED' && (
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => {
                void enterRoom(code);
              }}
            >
              {t('action.retry')}
            </button>
          )}
          <a className="btn" href="/" onClick={onLinkClick}>
            {t('action.home')}
          </a>
        </div>
      </section>
    );
  }
  if (info.status === 'lobby') return <Lobby room={info} onLeave={leave} />;
  // Its own boundary: while the table's code loads, only this part waits, and
  // the room screen (whose unmount leaves the room) stays mounted.
  return (
    <Suspense fallback={<Loading label={t('status.joining')} />}>
      <OnlineGame room={info} onLeave={leave} />
    </Suspense>
  );
}
