/** The reasons of one move, as a short list of phrases (reasonText.ts), in the current language. */
import { useTranslation } from 'react-i18next';
import type { Reason } from '@kahroba/engine/bots';
import type { ReasonContext } from './reasonText';
import { reasonText } from './reasonText';

export interface ReasonsProps extends ReasonContext {
  readonly reasons: readonly Reason[];
}

export function Reasons({ reasons, names, mover, viewer }: ReasonsProps) {
  // Subscribes to the language: the list is worded again when it changes.
  const { t } = useTranslation('analysis');
  if (reasons.length === 0) return null;
  return (
    <ul className="analysis-reasons" aria-label={t('reasons')}>
      {reasons.map((r, i) => (
        <li key={i}>{reasonText(r, { names, mover, viewer })}</li>
      ))}
    </ul>
  );
}
