/**
 * Opening a room link for the first time: a name, then take a seat or watch.
 * A room whose seats are all taken (the default set-up fills them with
 * computer players) says so before the name field and offers to watch — and
 * to ask the host, who can give the newcomer a computer player's seat
 * (`room:giveSeat`, in the lobby). A game already running is watched.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { joinRoom, loadName } from '../../net';
import { notify, useAppStore } from '../../store';
import { NAME_MAX } from '@kahroba/protocol/constants';
import { useFormatNumber } from '../../i18n/hooks';
import { cleanName } from '../home/setup';
import { useErrorMessage } from '../shell/useErrorMessage';
import { RoomPreview, roomForNewcomer, useRoomSummary } from './RoomPreview';
import type { NewcomerPlace } from './RoomPreview';

type Choice = 'play' | 'watch' | 'ask';

export function JoinPrompt({ code }: { code: string }) {
  const { t } = useTranslation();
  const describe = useErrorMessage();
  const [name, setName] = useState(loadName);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const previous = useAppStore((s) => s.room.error);
  const summary = useRoomSummary(code);
  const place = roomForNewcomer(summary);

  async function join(choice: Choice) {
    const clean = cleanName(name);
    if (!clean) {
      setError(t('error.nameRequired'));
      return;
    }
    setBusy(true);
    setError(null);
    const answer = await joinRoom(code, clean, choice === 'play' ? undefined : null, choice === 'ask');
    setBusy(false);
    if (!answer.ok) setError(describe(answer.error));
    // The last free seat went to someone else meanwhile: the server seated nobody, and says so here.
    else if (choice === 'play' && answer.data.room.you.seat === null && answer.data.room.status === 'lobby')
      notify('fullRoom.becameSpectator', 'info');
  }

  const shown = error ?? (previous ? describe(previous) : null);
  // In a full room, asking for a seat is the first choice; with a game running, watching is the only one.
  const primary: Choice = place.kind === 'open' ? 'play' : place.kind === 'full' && place.bots > 0 ? 'ask' : 'watch';
  return (
    <section className="page page--narrow panel" aria-labelledby="join-prompt-title">
      <h1 id="join-prompt-title">{t('joinPrompt.title')}</h1>
      <p>
        {t('joinPrompt.body')} <strong className="ltr">{code}</strong>
      </p>
      <FullNotice place={place} />
      <RoomPreview summary={summary} />
      <form
        className="stack"
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          void join(primary);
        }}
        noValidate
      >
        <div className="field">
          <label htmlFor="join-name">{t('setup.yourName')}</label>
          <input
            id="join-name"
            className="input"
            autoComplete="nickname"
            maxLength={NAME_MAX}
            value={name}
            required
            onChange={(e) => setName(e.currentTarget.value)}
          />
        </div>
        {shown && (
          <p className="error-text" role="alert">
            {shown}
          </p>
        )}
        <div className="row">
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {t(primary === 'play' ? 'joinPrompt.play' : primary === 'ask' ? 'fullRoom.ask' : 'joinPrompt.watch')}
          </button>
          {primary !== 'watch' && (
            <button
              type="button"
              className="btn"
              disabled={busy}
              onClick={() => {
                void join('watch');
              }}
            >
              {t('joinPrompt.watch')}
            </button>
          )}
        </div>
        {place.kind === 'open' && <p className="hint">{t('joinPrompt.hint')}</p>}
      </form>
    </section>
  );
}

/** Said before the name field: no seat is free (and who holds them), or the game has started. */
function FullNotice({ place }: { place: NewcomerPlace }) {
  const { t } = useTranslation();
  const num = useFormatNumber();
  if (place.kind === 'open') return null;
  return (
    <div className="full-room" role="status">
      {place.kind === 'full' && <h2 className="full-room__title">{t('fullRoom.title')}</h2>}
      <p>
        {place.kind === 'started'
          ? t('joinPrompt.started')
          : place.bots > 0
            ? t('fullRoom.bots', { count: place.bots, n: num(place.bots) })
            : t('fullRoom.people')}
      </p>
    </div>
  );
}
