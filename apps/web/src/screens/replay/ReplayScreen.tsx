/**
 * /replay — step through a finished game: open a saved record (JSON file)
 * or fetch a room's record from the server; the replay viewer (src/endgame)
 * steps through it as a spectator sees it.
 */
import { useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { parseRecord, type GameRecord } from '@kahroba/engine';
import { ReplayViewer } from '../../endgame';
import { normaliseCode, isRoomCode } from '../home/JoinRoomForm';
import { ApiVersionError, apiFetch } from '../../net/api';

export default function ReplayScreen() {
  const { t } = useTranslation();
  const [record, setRecord] = useState<GameRecord | null>(null);
  // The message key of what went wrong (shown in the page's language, even after a switch).
  const [error, setError] = useState<string | null>(null);
  // The server is newer than this page: only a reload helps, and this page has no socket whose banner would offer it.
  const outdated = error === 'errors.OUTDATED';
  const [code, setCode] = useState('');
  const [fileName, setFileName] = useState<string | null>(null);

  function load(text: string) {
    const result = parseRecord(text);
    if (!result.ok) {
      setError('replay.badRecord');
      return;
    }
    setError(null);
    setRecord(result.value);
  }

  async function openFile(e: ChangeEvent<HTMLInputElement>) {
    const file = e.currentTarget.files?.[0];
    if (!file) return;
    setFileName(file.name);
    load(await file.text());
  }

  // /replay?room=CODE&game=N (from My games): that game of the room, even one before a rematch; read once, on opening.
  useEffect(() => {
    const q = new URLSearchParams(window.location.search);
    const room = normaliseCode(q.get('room') ?? '');
    const game = q.get('game');
    if (isRoomCode(room) && game && /^[1-9]\d{0,5}$/u.test(game)) void fetchRecord(room, `/api/rooms/${room}/games/${game}/record`);
  }, []);

  async function fetchRoom(e: FormEvent) {
    e.preventDefault();
    const normal = normaliseCode(code);
    if (!isRoomCode(normal)) {
      setError('error.badCode');
      return;
    }
    await fetchRecord(normal, `/api/rooms/${normal}/record`);
  }

  async function fetchRecord(room: string, url: string) {
    setCode(room);
    try {
      const res = await apiFetch(url);
      if (!res.ok) {
        setError(res.status === 404 ? 'errors.UNKNOWN_ROOM' : 'replay.notFinished');
        return;
      }
      const body: unknown = await res.json();
      // The API may wrap the record like an ack; accept both shapes.
      const record = typeof body === 'object' && body !== null && 'data' in body ? body.data : body;
      load(JSON.stringify(record));
    } catch (e) {
      setError(e instanceof ApiVersionError && e.pageOutdated ? 'errors.OUTDATED' : 'errors.OFFLINE');
    }
  }

  if (record) return <ReplayViewer record={record} onClose={() => setRecord(null)} />;

  return (
    <section className="page page--narrow stack" aria-labelledby="replay-title">
      <h1 id="replay-title">{t('replay.title')}</h1>
      <p className="hint">{t('replay.intro')}</p>
      <div className="panel stack">
        <div className="field">
          <label htmlFor="replay-file">{t('replay.file')}</label>
          {/* The browser's own file button speaks the browser's language, not the page's: ours is drawn instead. */}
          <div className="file-pick">
            <input id="replay-file" className="visually-hidden file-pick__input" type="file" accept="application/json,.json"
              onChange={(e) => { void openFile(e); }} />
            <label htmlFor="replay-file" className="btn" aria-hidden="true">{t('replay.chooseFile')}</label>
            <span className="hint file-pick__name">{fileName ?? t('replay.noFile')}</span>
          </div>
        </div>
        <form className="field" onSubmit={(e) => { void fetchRoom(e); }}>
          <label htmlFor="replay-code">{t('replay.fromRoom')}</label>
          <div className="join-form__row">
            <input id="replay-code" className="input input-code ltr" value={code} autoComplete="off"
              spellCheck={false} onChange={(e) => setCode(e.currentTarget.value)} />
            <button type="submit" className="btn btn-primary">{t('replay.load')}</button>
          </div>
        </form>
        {error && <p className="error-text" role="alert">{t(error)}</p>}
        {outdated && (
          <div>
            <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>{t('update.reload')}</button>
          </div>
        )}
      </div>
    </section>
  );
}
