/** An unknown path: say so and offer the way home. */
import { useTranslation } from 'react-i18next';
import { onLinkClick } from '../router';

export function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <section className="page page--narrow panel" aria-labelledby="nf-title">
      <h1 id="nf-title">{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <a className="btn btn-primary" href="/" onClick={onLinkClick}>
        {t('action.home')}
      </a>
    </section>
  );
}
