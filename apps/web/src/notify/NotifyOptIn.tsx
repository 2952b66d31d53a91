/**
 * "Tell me when it's my turn": asks for the system notification permission
 * only when the player chooses to (a button in the lobby once seated, and in
 * My games), never on page load. Shows what was decided afterwards; nothing
 * at all where the browser has no notifications.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notificationPermission } from './cues';

/** A bell drawn inline (no icon font, no emoji: not every system has one). */
function BellIcon() {
  return (
    <svg
      className="notify-opt-in__bell"
      viewBox="0 0 24 24"
      width="16"
      height="16"
      aria-hidden="true"
      focusable="false"
    >
      <path
        fill="currentColor"
        d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
      />
    </svg>
  );
}

export function NotifyOptIn() {
  const { t } = useTranslation();
  const [permission, setPermission] = useState(notificationPermission);
  if (permission === 'unsupported') return null;
  if (permission === 'granted') return <p className="notify-opt-in hint">{t('notify.on')}</p>;
  if (permission === 'denied') return <p className="notify-opt-in hint">{t('notify.blocked')}</p>;
  const ask = async () => {
    try {
      setPermission(await Notification.requestPermission());
    } catch {
      setPermission(notificationPermission());
    }
  };
  return (
    <p className="notify-opt-in">
      <button type="button" className="btn btn-ghost btn-small" onClick={() => void ask()}>
        <BellIcon />
        {t('notify.optIn')}
      </button>
    </p>
  );
}
