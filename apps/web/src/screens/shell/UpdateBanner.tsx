/**
 * "A new version is ready": shown under the header when the service worker
 * installed a new client while the page had something in play, a game or a
 * form being filled in (src/update.ts). Reloading is safe
 * whenever the player likes (an online seat is kept, a hot-seat game is
 * saved after every move), so the choice is theirs; on leaving for a quiet
 * page the app reloads by itself. It also makes an open page look for a new
 * version each time the link to the server comes back after a drop.
 *
 * When the server has refused this page as older than itself (the link is
 * "outdated", net/socket.ts), the banner says that the page must be reloaded
 * to go on, and its Reload waits for the new version to be fetched first.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pathOf, type Route } from '../../router';
import { useConnectionStatus, useResumedLinks } from '../../store';
import { checkForUpdate, isQuiet, reloadWhenNew, useUpdateReady } from '../../update';

interface Props {
  route: Route;
  /** Injected by tests; the page's own reload otherwise. */
  reload?: () => void;
}

const pageReload = (): void => window.location.reload();

/** The link to the server came back after a drop, which is what a server upgrade looks like from here: look for a new client. */
function useCheckOnReconnect(): void {
  const resumed = useResumedLinks();
  useEffect(() => {
    if (resumed > 0) checkForUpdate(false);
  }, [resumed]);
}

/** A new version waiting, and the player goes to another page where nothing is in play: take it on the way. */
function useReloadOnQuietNavigation(route: Route, ready: boolean, reload: () => void): void {
  const path = pathOf(route);
  const shown = useRef(path);
  const quiet = isQuiet(route);
  useEffect(() => {
    if (path === shown.current) return;
    shown.current = path;
    if (ready && quiet) reload();
  }, [path, quiet, ready, reload]);
}

/** The server refused this page as too old: fetch the new version now, so that Reload finds it. */
function useFetchWhenOutdated(outdated: boolean): void {
  useEffect(() => {
    if (outdated) checkForUpdate(false);
  }, [outdated]);
}

export function UpdateBanner({ route, reload = pageReload }: Props) {
  const { t } = useTranslation();
  const ready = useUpdateReady();
  const outdated = useConnectionStatus() === 'outdated';
  const [waiting, setWaiting] = useState(false);
  useCheckOnReconnect();
  useFetchWhenOutdated(outdated);
  useReloadOnQuietNavigation(route, ready, reload);
  if (!ready && !outdated) return null;
  const onReload = (): void => {
    if (!outdated) {
      reload();
      return;
    }
    setWaiting(true);
    reloadWhenNew(reload);
  };
  return (
    <div
      className={`update-banner${outdated ? ' update-banner--outdated' : ''}`}
      role="status"
      data-testid="update-banner"
    >
      <span>{t(outdated ? 'update.outdated' : 'update.ready')}</span>
      <button type="button" className="btn btn-small" onClick={onReload} disabled={waiting}>
        {t(waiting ? 'update.fetching' : 'update.reload')}
      </button>
    </div>
  );
}
