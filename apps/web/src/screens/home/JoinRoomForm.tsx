/** "Join a room": a room code (Persian digits are accepted) opens that room's page. */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ROOM_CODE } from '@kahroba/protocol/constants';
import { toAsciiDigits } from '../../i18n';
import { navigate } from '../../router';

/** A code as typed or pasted (a whole link works too) → upper case, ASCII digits. */
export function normaliseCode(input: string): string {
  const fromLink = /\/r\/([^/?#\s]+)/.exec(input)?.[1] ?? input;
  return toAsciiDigits(fromLink).replace(/[\s-]/g, '').toUpperCase();
}

/** The protocol's code: CODE_LENGTH characters of its alphabet (no 0/O, 1/I/L look-alikes). */
export const isRoomCode = (code: string): boolean => ROOM_CODE.test(code);

export function JoinRoomForm() {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [error, setError] = useState(false);

  function submit(e: FormEvent) {
    e.preventDefault();
    const normal = normaliseCode(code);
    if (!isRoomCode(normal)) {
      setError(true);
      return;
    }
    navigate(`/r/${normal}`);
  }

  return (
    <form className="join-form" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor="join-code">{t('home.codeLabel')}</label>
        <div className="join-form__row">
          <input
            id="join-code"
            className="input input-code ltr"
            inputMode="text"
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            placeholder="ABC234"
            value={code}
            aria-invalid={error || undefined}
            aria-describedby={error ? 'join-code-error' : undefined}
            onChange={(e) => {
              setCode(e.currentTarget.value);
              setError(false);
            }}
          />
          <button type="submit" className="btn btn-primary">
            {t('action.join')}
          </button>
        </div>
      </div>
      {error && (
        <p id="join-code-error" className="error-text" role="alert">
          {t('error.badCode')}
        </p>
      )}
    </form>
  );
}
