/**
 * The words of a "your turn" system notification, in the interface language:
 * used by the watcher (notify/watcher.ts) and by an open table whose tab is
 * hidden, which should not have to load the watcher for it.
 */
import i18next, { currentLanguage, directionOf } from '../i18n';

/** The notification's words, in the interface language. */
export function turnNotificationText(code: string): { title: string; body: string; lang: string; dir: 'ltr' | 'rtl' } {
  const lng = currentLanguage();
  return {
    title: i18next.t('notify.title', { lng }),
    body: i18next.t('notify.body', { lng, code }),
    lang: lng,
    dir: directionOf(lng),
  };
}
