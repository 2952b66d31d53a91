/** The room's hint setting at creation (online): off unless the host ticks it. */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export function HintsField({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  const { t } = useTranslation('hints');
  const id = useId();
  return (
    <fieldset>
      <legend>{t('title')}</legend>
      <label className="choice module-choice">
        <input
          type="checkbox"
          checked={on}
          onChange={(e) => onChange(e.currentTarget.checked)}
          aria-describedby={`${id}-help`}
          data-testid="allow-hints"
        />
        <span className="module-choice__text">
          <span className="module-choice__name">{t('room.allow')}</span>
          <span className="hint" id={`${id}-help`}>
            {t('room.allowHelp')}
          </span>
        </span>
      </label>
    </fieldset>
  );
}
