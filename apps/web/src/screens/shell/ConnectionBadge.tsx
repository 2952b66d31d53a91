/**
 * The state of the link to the server, shown only once a room needs it:
 * a quiet "online" dot, and a prominent live banner while reconnecting or offline.
 */
import { useTranslation } from 'react-i18next';
import { useConnectionStatus } from '../../store';

export function ConnectionBadge() {
  const { t } = useTranslation();
  const status = useConnectionStatus();
  if (status === 'idle') return null;
  const tone =
    status === 'online' ? 'badge-ok' : status === 'offline' || status === 'outdated' ? 'badge-danger' : 'badge-warn';
  return (
    <span className={`badge ${tone}`} data-testid="connection" data-status={status}>
      <span
        className={`dot${status === 'reconnecting' || status === 'connecting' ? ' dot-pulse' : ''}`}
        aria-hidden="true"
      />
      {t(`connection.${status}`)}
    </span>
  );
}

/** A banner under the header while the link is down; announced politely to screen readers. */
export function ConnectionBanner() {
  const { t } = useTranslation();
  const status = useConnectionStatus();
  const down = status === 'reconnecting' || status === 'offline';
  return (
    <div className="conn-banner-region" role="status" aria-live="polite">
      {down && (
        <div className={`conn-banner conn-banner--${status}`}>
          <span className="dot dot-pulse" aria-hidden="true" />
          {t(status === 'offline' ? 'connection.offlineLong' : 'connection.reconnectingLong')}
        </div>
      )}
    </div>
  );
}
