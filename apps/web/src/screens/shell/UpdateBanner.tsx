/**
 * "A new version is ready": shown under the header when the service worker
 * installed a new client while the page had something in play, a game or a
 * form being filled in (src/update.ts). Reloading is safe
 * whenever the player likes (an online seat is kept, a hot-seat game is
 * saved after every move), so the choice is theirs; on leaving for a quiet
 * page the app reloads by itself. It also makes an open page look for a new
 * version each time the link to the server comes back after a drop.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { pathOf, type Route } from '../../router';
import { useResumedLinks } from '../../store';
import { checkForUpdate, isQuiet, useUpdateReady } from '../../update';

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

export function UpdateBanner({ route, reload = pageReload }: Props) {
  const { t } = useTranslation();
  const ready = useUpdateReady();
  useCheckOnReconnect();
  useReloadOnQuietNavigation(route, ready, reload);
  if (!ready) return null;
  return (
    <div className="update-banner" role="status" data-testid="update-banner">
      <span>{t('update.ready')}</span>
      <button type="button" className="btn btn-small" onClick={reload}>{t('update.reload')}</button>
    </div>
  );
}
