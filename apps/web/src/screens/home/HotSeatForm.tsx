/** "On this device": names and seats for a hot-seat game, then off to /hotseat. */
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { navigate } from '../../router';
import { SetupFields } from './SetupFields';
import { hasHuman, toHotSeat, type SetupForm } from './setup';

export function HotSeatForm({ form, onChange }: { form: SetupForm; onChange: (f: SetupForm) => void }) {
  const { t } = useTranslation();
  const ok = hasHuman(form);

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!ok) return;
    // Seats left unnamed stay unnamed in the save: the table names them in the language of the moment.
    const config = toHotSeat(form, () => '');
    navigate('/hotseat', { state: { config } });
  }

  return (
    <form className="stack" onSubmit={submit}>
      <p className="hint">{t('home.hotseatIntro')}</p>
      <SetupFields form={form} onChange={onChange} mode="hotseat" />
      {!ok && (
        <p className="error-text" role="alert">
          {t('error.needHuman')}
        </p>
      )}
      <button type="submit" className="btn btn-primary btn-block" disabled={!ok}>
        {t('action.startHotseat')}
      </button>
    </form>
  );
}
