/** Short notices in a polite live region at the bottom of the screen. */
import { useTranslation } from 'react-i18next';
import { dismissToast, useToasts } from '../../store';

export function Toasts() {
  const { t } = useTranslation();
  const toasts = useToasts();
  return (
    <div className="toasts" role="status" aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.id} className={`toast toast--${toast.tone}`}>
          <span>{t(toast.message, { ...toast.values, defaultValue: toast.message })}</span>
          <button
            type="button"
            className="toast__close"
            aria-label={t('action.dismiss')}
            onClick={() => dismissToast(toast.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
