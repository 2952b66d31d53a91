/**
 * /replay — step through a finished game: open a saved record (JSON file)
 * or fetch a room's record from the server; the replay viewer (src/endgame)
 * steps through it as a spectator sees it.
 */
import { useCallback, useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { parseRecord, type GameRecord } from '@kahroba/engine';
import { ReplayViewer } from '../../endgame';
import { normaliseCode, isRoomCode } from '../home/JoinRoomForm';
import { ApiVersionError, apiFetch } from '../../net/api';
import { finishedGame } from '../../hotseat/finished';
import { useFormatNumber } from '../../i18n/hooks';
import type { GamePlayer } from '@kahroba/protocol';
import { fetchGameSummary, namesOfPlayers } from './gameNames';

/**
 * A record read, with its players' names when this device knows them (a hot-seat game kept here) or the players the
 * room kept with the game (named in the page's language when shown), or the message key of what went wrong.
 */
type Loaded = { record: GameRecord; names?: string[]; players?: GamePlayer[] } | { error: string };

function readRecord(text: string): Loaded {
  const result = parseRecord(text);
  return result.ok ? { record: result.value } : { error: 'replay.badRecord' };
}

async function fetchRecord(url: string): Promise<Loaded> {
  try {
    const res = await apiFetch(url);
    if (!res.ok) return { error: res.status === 404 ? 'errors.UNKNOWN_ROOM' : 'replay.notFinished' };
    const body: unknown = await res.json();
    // The API may wrap the record like an ack; accept both shapes.
    const record = typeof body === 'object' && body !== null && 'data' in body ? body.data : body;
    return readRecord(JSON.stringify(record));
  } catch (e) {
    return { error: e instanceof ApiVersionError && e.pageOutdated ? 'errors.OUTDATED' : 'errors.OFFLINE' };
  }
}

/** A room's finished game (`gameNo`, or its latest), with the players the room's list of games kept with it. */
async function fetchRoomGame(code: string, gameNo: number | 'latest'): Promise<Loaded> {
  const url = gameNo === 'latest' ? `/api/rooms/${code}/record` : `/api/rooms/${code}/games/${gameNo}/record`;
  const [loaded, summary] = await Promise.all([fetchRecord(url), fetchGameSummary(code, gameNo)]);
  return 'record' in loaded && summary?.players ? { ...loaded, players: summary.players } : loaded;
}

/** A finished hot-seat game kept on this device (My games). */
function keptRecord(id: string): Loaded {
  const kept = finishedGame(id);
  if (!kept) return { error: 'replay.badRecord' };
  const loaded = readRecord(JSON.stringify(kept.record));
  return 'record' in loaded ? { ...loaded, names: kept.names } : loaded;
}

export default function ReplayScreen() {
  const { t } = useTranslation();
  const [record, setRecord] = useState<GameRecord | null>(null);
  const num = useFormatNumber();
  const [names, setNames] = useState<string[] | undefined>(undefined);
  const [players, setPlayers] = useState<GamePlayer[] | undefined>(undefined);
  // /replay?…&review=1 (My games): the review opens at once.
  const [review] = useState(() => new URLSearchParams(window.location.search).get('review') === '1');
  // The message key of what went wrong (shown in the page's language, even after a switch).
  const [error, setError] = useState<string | null>(null);
  // The server is newer than this page: only a reload helps, and this page has no socket whose banner would offer it.
  const outdated = error === 'errors.OUTDATED';
  const [code, setCode] = useState('');
  const [fileName, setFileName] = useState<string | null>(null);

  const show = useCallback((loaded: Loaded) => {
    if ('error' in loaded) {
      setError(loaded.error);
      return;
    }
    setError(null);
    setNames(loaded.names);
    setPlayers(loaded.players);
    setRecord(loaded.record);
  }, []);

  async function openFile(e: ChangeEvent<HTMLInputElement>) {
    const file = e.currentTarget.files?.[0];
    if (!file) return;
    setFileName(file.name);
    show(readRecord(await file.text()));
  }

  // /replay?room=CODE&game=N (from My games): that game of the room, even one before a rematch; /replay?hotseat=ID:
  // a finished game of this device. Read once, on opening.
  useEffect(() => {
    const q = new URLSearchParams(window.location.search);
    const hotseat = q.get('hotseat');
    if (hotseat) {
      show(keptRecord(hotseat));
      return;
    }
    const room = normaliseCode(q.get('room') ?? '');
    const game = q.get('game');
    if (!isRoomCode(room) || !game || !/^[1-9]\d{0,5}$/u.test(game)) return;
    setCode(room);
    void fetchRoomGame(room, Number(game)).then(show);
  }, [show]);

  async function fetchRoom(e: FormEvent) {
    e.preventDefault();
    const normal = normaliseCode(code);
    if (!isRoomCode(normal)) {
      setError('error.badCode');
      return;
    }
    setCode(normal);
    show(await fetchRoomGame(normal, 'latest'));
  }

  if (record) {
    const seatNames =
      names && names.length === record.config.players ? names : namesOfPlayers(players, record.config.players, t, num);
    return (
      <ReplayViewer
        record={record}
        review={review}
        onClose={() => setRecord(null)}
        {...(seatNames ? { names: seatNames } : {})}
      />
    );
  }

  return (
    <section className="page page--narrow stack" aria-labelledby="replay-title">
      <h1 id="replay-title">{t('replay.title')}</h1>
      <p className="hint">{t('replay.intro')}</p>
      <div className="panel stack">
        <div className="field">
          <label htmlFor="replay-file">{t('replay.file')}</label>
          {/* The browser's own file button speaks the browser's language, not the page's: ours is drawn instead. */}
          <div className="file-pick">
            <input
              id="replay-file"
              className="visually-hidden file-pick__input"
              type="file"
              accept="application/json,.json"
              onChange={(e) => {
                void openFile(e);
              }}
            />
            <label htmlFor="replay-file" className="btn" aria-hidden="true">
              {t('replay.chooseFile')}
            </label>
            <span className="hint file-pick__name">{fileName ?? t('replay.noFile')}</span>
          </div>
        </div>
        <form
          className="field"
          onSubmit={(e) => {
            void fetchRoom(e);
          }}
        >
          <label htmlFor="replay-code">{t('replay.fromRoom')}</label>
          <div className="join-form__row">
            <input
              id="replay-code"
              className="input input-code ltr"
              value={code}
              autoComplete="off"
              spellCheck={false}
              onChange={(e) => setCode(e.currentTarget.value)}
            />
            <button type="submit" className="btn btn-primary">
              {t('replay.load')}
            </button>
          </div>
        </form>
        {error && (
          <p className="error-text" role="alert">
            {t(error)}
          </p>
        )}
        {outdated && (
          <div>
            <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
              {t('update.reload')}
            </button>
          </div>
        )}
      </div>
    </section>
  );
}
