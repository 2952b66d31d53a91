/**
 * The room code and link, with copy and (on phones) share buttons. The link is
 * the server's own (`room.link`: PUBLIC_ORIGIN, or the host machine's network
 * address), not the address this browser shows: a host on `localhost` shares
 * a link that works on a friend's phone.
 */
import { useTranslation } from 'react-i18next';
import { notify } from '../../store';
import { copyText } from './clipboard';

export function InviteBox({ code, link }: { code: string; link: string }) {
  const { t } = useTranslation();
  const url = link;
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  async function copy() {
    const ok = await copyText(url);
    notify(ok ? 'invite.copied' : 'invite.copyFailed', ok ? 'ok' : 'error');
  }

  async function share() {
    try {
      await navigator.share({ title: t('app.name'), text: t('invite.shareText', { code }), url });
    } catch {
      // The player closed the share sheet.
    }
  }

  return (
    <div className="invite">
      <div className="invite__code">
        <span className="invite__label">{t('invite.code')}</span>
        <strong className="invite__value ltr" aria-label={code.split('').join(' ')}>
          {code}
        </strong>
      </div>
      <div className="field invite__link">
        <label htmlFor="invite-url">{t('invite.link')}</label>
        <div className="invite__row">
          <input id="invite-url" className="input ltr" readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => {
              void copy();
            }}
          >
            {t('invite.copy')}
          </button>
          {canShare && (
            <button
              type="button"
              className="btn"
              onClick={() => {
                void share();
              }}
            >
              {t('invite.share')}
            </button>
          )}
        </div>
        <p className="hint">{t('invite.hint')}</p>
      </div>
    </div>
  );
}
