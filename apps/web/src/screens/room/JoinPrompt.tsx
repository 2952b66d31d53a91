/** Opening a room link for the first time: a name, then take a seat or watch. */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { joinRoom, loadName } from '../../net';
import { useAppStore } from '../../store';
import { NAME_MAX } from '@kahroba/protocol/constants';
import { cleanName } from '../home/setup';
import { useErrorMessage } from '../shell/useErrorMessage';
import { RoomPreview } from './RoomPreview';

export function JoinPrompt({ code }: { code: string }) {
  const { t } = useTranslation();
  const describe = useErrorMessage();
  const [name, setName] = useState(loadName);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const previous = useAppStore((s) => s.room.error);

  async function join(asSpectator: boolean) {
    const clean = cleanName(name);
    if (!clean) {
      setError(t('error.nameRequired'));
      return;
    }
    setBusy(true);
    setError(null);
    const answer = await joinRoom(code, clean, asSpectator ? null : undefined);
    setBusy(false);
    if (!answer.ok) setError(describe(answer.error));
  }

  return (
    <section className="page page--narrow panel" aria-labelledby="join-prompt-title">
      <h1 id="join-prompt-title">{t('joinPrompt.title')}</h1>
      <p>{t('joinPrompt.body')} <strong className="ltr">{code}</strong></p>
      <RoomPreview code={code} />
      <form className="stack" onSubmit={(e: FormEvent) => { e.preventDefault(); void join(false); }} noValidate>
        <div className="field">
          <label htmlFor="join-name">{t('setup.yourName')}</label>
          <input id="join-name" className="input" autoComplete="nickname" maxLength={NAME_MAX}
            value={name} required onChange={(e) => setName(e.currentTarget.value)} />
        </div>
        {(error ?? (previous ? describe(previous) : null)) && (
          <p className="error-text" role="alert">{error ?? (previous ? describe(previous) : '')}</p>
        )}
        <div className="row">
          <button type="submit" className="btn btn-primary" disabled={busy}>{t('joinPrompt.play')}</button>
          <button type="button" className="btn" disabled={busy} onClick={() => { void join(true); }}>
            {t('joinPrompt.watch')}
          </button>
        </div>
        <p className="hint">{t('joinPrompt.hint')}</p>
      </form>
    </section>
  );
}
