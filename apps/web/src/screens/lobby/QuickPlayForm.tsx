/** Quick play: a name and, if the player likes, a number of players; seats them and goes to the room. */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NAME_MAX, cleanName } from '@kahroba/protocol/constants';
import { loadName } from '../../net';
import { quickPlay } from '../../lobby/net';
import { navigate } from '../../router';
import { useFormatNumber } from '../../i18n/hooks';
import { useErrorMessage } from '../shell/useErrorMessage';

export function QuickPlayForm({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation('openLobby');
  const num = useFormatNumber();
  const describe = useErrorMessage();
  const [name, setName] = useState(loadName);
  const [players, setPlayers] = useState<'' | '2' | '3' | '4'>('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const clean = cleanName(name);
    if (!clean) {
      setError(t('common:error.nameRequired'));
      return;
    }
    setBusy(true);
    setError(null);
    const answer = await quickPlay({ name: clean, ...(players ? { players: Number(players) } : {}) });
    setBusy(false);
    if (answer.ok) navigate(`/r/${answer.data.code}`);
    else setError(describe(answer.error));
  }

  return (
    <form
      className="quick-play"
      onSubmit={(e) => {
        void submit(e);
      }}
      noValidate
    >
      <div className="field">
        <label htmlFor="quick-name">{t('common:setup.yourName')}</label>
        <input
          id="quick-name"
          className="input"
          autoComplete="nickname"
          maxLength={NAME_MAX}
          value={name}
          required
          onChange={(e) => setName(e.currentTarget.value)}
        />
      </div>
      <div className="field">
        <label htmlFor="quick-players">{t('quick.players')}</label>
        <select
          id="quick-players"
          className="input"
          value={players}
          onChange={(e) => setPlayers(e.currentTarget.value as typeof players)}
        >
          <option value="">{t('quick.any')}</option>
          {(['2', '3', '4'] as const).map((n) => (
            <option key={n} value={n}>
              {t('quick.count', { count: Number(n), n: num(Number(n)) })}
            </option>
          ))}
        </select>
      </div>
      <button
        type="submit"
        className="btn btn-primary quick-play__go"
        disabled={busy || disabled}
        data-testid="quick-play"
      >
        {busy ? t('quick.busy') : t('quick.play')}
      </button>
      {error && (
        <p className="error-text quick-play__error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
