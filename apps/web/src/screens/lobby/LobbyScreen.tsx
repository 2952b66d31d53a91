/**
 * /lobby — the open rooms waiting for players, kept up to date while the page
 * is open (lobby/net.ts), and quick play. Loading, an empty list, a refusal
 * (with Try again), a server whose host turned the lobby off, and a lost
 * connection (the list stays, marked as maybe out of date) each say so.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { retryLobby, watchLobby } from '../../lobby/net';
import { useLobbyStore } from '../../lobby/store';
import { useConnectionStatus } from '../../store';
import { onLinkClick } from '../../router';
import { useErrorMessage } from '../shell/useErrorMessage';
import { OpenRoomCard } from './OpenRoomCard';
import { QuickPlayForm } from './QuickPlayForm';
import './lobby.css';

export default function LobbyScreen() {
  const { t } = useTranslation('openLobby');
  const describe = useErrorMessage();
  const { status, rooms, error } = useLobbyStore(
    useShallow((s) => ({ status: s.status, rooms: s.rooms, error: s.error })),
  );
  const link = useConnectionStatus();
  useEffect(() => watchLobby(), []);
  const offline = link === 'offline' || link === 'reconnecting';

  return (
    <article className="page open-lobby" aria-labelledby="open-lobby-title">
      <h1 id="open-lobby-title">{t('title')}</h1>
      <p className="hint">{t('intro')}</p>

      {status === 'closed' ? (
        <section className="panel open-lobby__closed" role="status">
          <p>{t('list.closed')}</p>
          <a className="btn" href="/" onClick={onLinkClick}>
            {t('common:action.home')}
          </a>
        </section>
      ) : (
        <>
          <section className="panel open-lobby__quick" aria-labelledby="quick-title">
            <h2 id="quick-title">{t('quick.title')}</h2>
            <p className="hint">{t('quick.hint')}</p>
            <QuickPlayForm disabled={offline} />
          </section>

          <section className="open-lobby__list" aria-labelledby="list-title" aria-busy={status === 'loading'}>
            <div className="open-lobby__list-head">
              <h2 id="list-title">{t('list.title')}</h2>
              {status === 'ready' && !offline && <span className="hint open-lobby__live">{t('list.live')}</span>}
            </div>
            {offline && (
              <p className="open-lobby__offline" role="status">
                {t('list.offline')}
              </p>
            )}
            {status === 'error' && (
              <div className="open-lobby__error" role="alert">
                <p className="error-text">
                  {t('list.error')} {error ? describe(error) : null}
                </p>
                <button type="button" className="btn" onClick={() => void retryLobby()}>
                  {t('common:action.retry')}
                </button>
              </div>
            )}
            {(status === 'loading' || status === 'idle') && rooms.length === 0 && (
              <p className="hint" role="status">
                {t('list.loading')}
              </p>
            )}
            {status === 'ready' && rooms.length === 0 && (
              <div className="open-lobby__empty" data-testid="lobby-empty">
                <p>{t('list.empty')}</p>
                <p className="hint">{t('list.emptyHint')}</p>
              </div>
            )}
            {rooms.length > 0 && (
              <ul className="open-lobby__rooms" data-testid="lobby-rooms">
                {rooms.map((r) => (
                  <OpenRoomCard key={r.code} room={r} />
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </article>
  );
}
