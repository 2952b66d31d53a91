/**
 * "Tell me when it's my turn": asks for the system notification permission
 * only when the player chooses to (a button in the lobby once seated, and in
 * My games), never on page load. Shows what was decided afterwards; nothing
 * at all where the browser has no notifications.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notificationPermission } from './cues';

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
        <span aria-hidden="true">🔔 </span>{t('notify.optIn')}
      </button>
    </p>
  );
}
