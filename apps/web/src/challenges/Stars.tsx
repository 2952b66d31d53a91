/** Stars earned of a challenge's stars: filled, then empty; read out as "2 of 3 stars". */
import { useTranslation } from 'react-i18next';

export function Stars({ earned, total, large }: { earned: number; total: number; large?: boolean }) {
  const { t } = useTranslation('challenges');
  return (
    <span
      className={`ch-stars${large ? ' ch-stars--large' : ''}`}
      role="img"
      aria-label={t('starsLabel', { n: earned, total, count: total })}
      data-stars={earned}
    >
      {Array.from({ length: total }, (_, i) => (
        <span key={i} className={i < earned ? 'ch-star ch-star--on' : 'ch-star'} aria-hidden="true">
          {i < earned ? '★' : '☆'}
        </span>
      ))}
    </span>
  );
}
