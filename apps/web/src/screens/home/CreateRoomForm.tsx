/** "Play online": the creator's name and the game's set-up; creates a room and goes to its lobby. */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { createRoom, loadName } from '../../net';
import { navigate } from '../../router';
import { useErrorMessage } from '../shell/useErrorMessage';
import { SetupFields } from './SetupFields';
import { NAME_MAX } from '@kahroba/protocol/constants';
import { cleanName, toRoomCreate, type SetupForm } from './setup';

export function CreateRoomForm({ form, onChange }: { form: SetupForm; onChange: (f: SetupForm) => void }) {
  const { t } = useTranslation();
  const describe = useErrorMessage();
  const [name, setName] = useState(loadName);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** Listed in the open lobby (/lobby) while it waits for players. */
  const [open, setOpen] = useState(false);
  const openId = useId();

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!cleanName(name)) {
      setError(t('error.nameRequired'));
      return;
    }
    setBusy(true);
    setError(null);
    const answer = await createRoom({ ...toRoomCreate(form, name), ...(open ? { open } : {}) });
    setBusy(false);
    if (answer.ok) navigate(`/r/${answer.data.room.code}`);
    else setError(describe(answer.error));
  }

  return (
    <form
      className="stack"
      onSubmit={(e) => {
        void submit(e);
      }}
      noValidate
    >
      <div className="field">
        <label htmlFor="create-name">{t('setup.yourName')}</label>
        <input
          id="create-name"
          className="input"
          autoComplete="nickname"
          maxLength={NAME_MAX}
          value={name}
          required
          aria-invalid={error === t('error.nameRequired') ? true : undefined}
          onChange={(e) => setName(e.currentTarget.value)}
        />
      </div>
      <SetupFields form={form} onChange={onChange} mode="online" />
      <label className="choice module-choice">
        <input
          type="checkbox"
          checked={open}
          onChange={(e) => setOpen(e.currentTarget.checked)}
          aria-describedby={`${openId}-help`}
          data-testid="open-room"
        />
        <span className="module-choice__text">
          <span className="module-choice__name">{t('setup.open')}</span>
          <span className="hint" id={`${openId}-help`}>
            {t('setup.openHelp')}
          </span>
        </span>
      </label>
      {error && (
        <p className="error-text" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
        {busy ? t('status.creating') : t('action.createRoom')}
      </button>
    </form>
  );
}
