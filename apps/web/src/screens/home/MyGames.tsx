/**
 * My games on the home page (loaded only when this browser holds a seat token
 * or a saved hot-seat game): unfinished games first with whose turn it is and
 * the last move's time, then finished ones with the result and a replay link,
 * and statistics worked out on the device.
 */
import { Fragment, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameSummary } from '@kahroba/protocol';
import { forgetSeatToken, seatRooms } from '../../net/storage';
import { onLinkClick } from '../../router';
import { formatNumber } from '../../i18n/format';
import { isolate } from '../../i18n/bidi';
import type { Language } from '../../i18n/language';
import { myGamesOf, statsByPlayer, type GameEntry, type RoomGames } from './myGames';
import { savedHotSeatSummary } from './savedGame';
import { NotifyOptIn } from '../../notify/NotifyOptIn';
import { apiFetch } from '../../net/api';
import { finishedSummaries } from '../../hotseat/finished';
import { useReviewStrings } from '../../review/lazy';

/** At most this many rooms are asked (the record endpoints share a per-address limit). */
const MAX_ROOMS = 12;

export async function fetchRooms(): Promise<{ rooms: RoomGames[]; unreachable: number }> {
  const held = seatRooms().slice(0, MAX_ROOMS);
  let unreachable = 0;
  const rooms = await Promise.all(
    held.map(async ({ code, seat, local }): Promise<RoomGames | null> => {
      try {
        const res = await apiFetch(`/api/rooms/${code}/games`, { cache: 'no-store' });
        const body = (await res.json()) as { ok: boolean; data?: GameSummary[]; error?: { code?: string } };
        if (body.error?.code === 'UNKNOWN_ROOM') {
          forgetSeatToken(code); // the room is gone (an idle lobby expires)
          return null;
        }
        if (!res.ok || !body.ok) throw new Error(String(res.status));
        return { code, seat, local, games: body.data ?? [] };
      } catch {
        unreachable += 1;
        return null;
      }
    }),
  );
  return { rooms: rooms.filter((r): r is RoomGames => r !== null), unreachable };
}

/** The parts that are there, with `sep` between them only: never a separator at either end or twice. */
function Joined({ parts, sep }: { parts: (ReactNode | false | null | undefined)[]; sep: string }) {
  const present = parts.filter((p) => p !== false && p !== null && p !== undefined && p !== '');
  return (
    <>
      {present.map((p, i) => (
        <Fragment key={i}>
          {i > 0 && sep}
          {p}
        </Fragment>
      ))}
    </>
  );
}

function agoIn(lng: Language): (at: number) => string {
  const rtf = new Intl.RelativeTimeFormat(lng === 'fa' ? 'fa-IR' : 'en-US', { numeric: 'auto' });
  return (at) => {
    const s = Math.round((at - Date.now()) / 1000);
    const abs = Math.abs(s);
    if (abs < 60) return rtf.format(s, 'second');
    if (abs < 3600) return rtf.format(Math.round(s / 60), 'minute');
    if (abs < 86_400) return rtf.format(Math.round(s / 3600), 'hour');
    return rtf.format(Math.round(s / 86_400), 'day');
  };
}

export default function MyGames() {
  const { t, i18n } = useTranslation();
  const lng: Language = i18n.language === 'fa' ? 'fa' : 'en';
  const [data, setData] = useState<{ rooms: RoomGames[]; unreachable: number } | null>(null);
  const hot = savedHotSeatSummary();
  const [kept] = useState(finishedSummaries);
  const { t: tr } = useTranslation('review');
  const reviewReady = useReviewStrings();
  /** A finished game's replay and, once its label is there, its review. */
  const links = (href: string) => (
    <span className="my-games__go my-games__links">
      <a className="btn btn-small" href={href} onClick={onLinkClick}>
        {t('myGames.replay')}
      </a>
      {reviewReady && (
        <a className="btn btn-small" href={`${href}&review=1`} onClick={onLinkClick}>
          {tr('review.open')}
        </a>
      )}
    </span>
  );
  const ago = agoIn(lng);
  const num = (n: number): string => formatNumber(n, lng);

  useEffect(() => {
    let live = true;
    void fetchRooms().then((d) => {
      if (live) setData(d);
    });
    return () => {
      live = false;
    };
  }, []);

  const mine = data ? myGamesOf(data.rooms) : null;
  const stats = mine ? statsByPlayer(mine.finished) : [];
  const nameOf = (g: GameSummary, seat: number): string => {
    const p = g.players?.[seat];
    if (p?.kind === 'bot' && p.bot) return t(`seat.botName.${p.bot}`, { n: num(seat + 1) });
    return p?.name ?? t('seat.label', { n: num(seat + 1) });
  };
  const modulesOf = (modules: readonly string[]): string =>
    modules.length === 0 ? t('module.none') : modules.map((m) => t(`module.${m}`)).join(t('list.separator'));
  /** " · " in English; a Persian comma in Persian, where a middle dot reads like the digit ۰. */
  const sep = t('myGames.sep');
  /** A hot-seat game's first line: on this device, how many players, which modules. */
  const onDevice = (players: number, modules: readonly string[]): string[] => [
    t('myGames.onThisDevice'),
    t('setup.playerCount', { count: players, n: num(players) }),
    modulesOf(modules),
  ];
  /** "Room ABC, game 2", and on a shared device whose seat the entry is ("as Bea"). */
  const title = (e: GameEntry): string => {
    const room = t('myGames.gameTitle', { code: e.code, n: num(e.game.gameNo) });
    if (!e.shared || e.seat === null) return room;
    return room + sep + t('myGames.asPlayer', { name: isolate(nameOf(e.game, e.seat), lng) });
  };
  const key = (e: GameEntry): string => `${e.code}-${e.game.gameNo}-${e.seat ?? 'w'}`;
  /** "Ana 15, Bo 9": each seat's prestige with whose it is (names isolated, so a Persian name and its number keep their places). */
  const scores = (g: GameSummary): string =>
    (g.prestige ?? [])
      .map((n, seat) => t('myGames.score', { name: isolate(nameOf(g, seat), lng), n: num(n) }))
      .join(t('list.separator'));

  return (
    <section className="panel my-games" aria-labelledby="my-games-title">
      <h2 id="my-games-title">{t('myGames.title')}</h2>
      {mine && mine.yourTurn > 0 && (
        <p className="my-games__turns" role="status">
          {t('myGames.yourTurnIn', { count: mine.yourTurn, n: num(mine.yourTurn) })}
        </p>
      )}
      {data && data.rooms.some((r) => r.seat !== null) && <NotifyOptIn />}
      {!data && <p className="hint">{t('status.loading')}</p>}
      <ul className="my-games__list" aria-label={t('myGames.unfinished')}>
        {hot && (
          <li className="my-games__item">
            <span className="my-games__what">
              <Joined sep={sep} parts={onDevice(hot.players, hot.modules)} />
            </span>
            <span className="hint">
              <Joined
                sep={sep}
                parts={[
                  hot.names.join(t('list.separator')),
                  t('myGames.moves', { count: hot.moves, n: num(hot.moves) }),
                ]}
              />
            </span>
            <a className="btn btn-small my-games__go" href="/hotseat" onClick={onLinkClick}>
              {t('myGames.resume')}
            </a>
          </li>
        )}
        {mine?.unfinished.map((e) => (
          <li key={key(e)} className={`my-games__item${e.myTurn ? ' my-games__item--turn' : ''}`}>
            <span className="my-games__what">
              {title(e)}
              {sep}
              {modulesOf(e.game.modules)}
            </span>
            <span className="hint">
              <Joined
                sep={sep}
                parts={[
                  e.myTurn ? (
                    <strong>{t('myGames.yourTurn')}</strong>
                  ) : (
                    e.game.toAct !== null && t('myGames.theirTurn', { name: nameOf(e.game, e.game.toAct) })
                  ),
                  t('myGames.lastMove', { when: ago(e.game.lastMoveAt) }),
                ]}
              />
            </span>
            <a className="btn btn-small my-games__go" href={`/r/${e.code}`} onClick={onLinkClick}>
              {t('myGames.open')}
            </a>
          </li>
        ))}
      </ul>
      {(kept.length > 0 || (mine && mine.finished.length > 0)) && (
        <>
          <h3 className="my-games__sub">{t('myGames.finished')}</h3>
          <ul className="my-games__list" aria-label={t('myGames.finished')}>
            {kept.map((g) => (
              <li key={`hotseat-${g.id}`} className="my-games__item">
                <span className="my-games__what">
                  <Joined sep={sep} parts={onDevice(g.players, g.modules)} />
                </span>
                <span className="hint">
                  <Joined
                    sep={sep}
                    parts={[
                      g.names.map((n) => isolate(n, lng)).join(t('list.separator')),
                      t('myGames.moves', { count: g.moves, n: num(g.moves) }),
                      ago(g.finishedAt),
                    ]}
                  />
                </span>
                {links(`/replay?hotseat=${encodeURIComponent(g.id)}`)}
              </li>
            ))}
            {mine?.finished.map((e) => {
              const winners = (e.game.winners ?? []).map((s) => nameOf(e.game, s)).join(t('list.separator'));
              const score = scores(e.game);
              return (
                <li key={key(e)} className="my-games__item">
                  <span className="my-games__what">
                    {title(e)}
                    {sep}
                    {modulesOf(e.game.modules)}
                  </span>
                  <span className="hint">
                    <Joined
                      sep={sep}
                      parts={[
                        e.won === true ? (
                          <strong>{t('myGames.youWon')}</strong>
                        ) : (
                          winners && t('myGames.wonBy', { name: winners })
                        ),
                        score && t('myGames.prestige', { score }),
                        e.game.finishedAt !== null && ago(e.game.finishedAt),
                      ]}
                    />
                  </span>
                  {links(`/replay?room=${e.code}&game=${e.game.gameNo}`)}
                </li>
              );
            })}
          </ul>
        </>
      )}
      {stats.map(({ name, stats: st }) => {
        const line = t('myGames.stats', {
          played: num(st.played),
          won: num(st.won),
          average: st.averagePrestige === null ? '–' : formatNumber(st.averagePrestige, lng),
          favourite: modulesOf(st.favourite ?? []),
        });
        return (
          <p key={name ?? ''} className="my-games__stats">
            {name === null ? line : t('myGames.statsOf', { name: isolate(name, lng), stats: line })}
          </p>
        );
      })}
      {data && data.unreachable > 0 && (
        <p className="hint">{t('myGames.unreachable', { count: data.unreachable, n: num(data.unreachable) })}</p>
      )}
      {data && !hot && kept.length === 0 && mine?.unfinished.length === 0 && mine.finished.length === 0 && (
        <p className="hint">{t('myGames.none')}</p>
      )}
    </section>
  );
}
