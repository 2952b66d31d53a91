/**
 * The room behind a link, before joining: its game (players, modules,
 * edition), who already sits where, and how many watch — from
 * `GET /api/rooms/:code` (no secrets in it). Nothing is shown if it cannot be
 * had; the join itself then says what is wrong.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoomSummary } from '@kahroba/protocol';
import { useFormatNumber } from '../../i18n/hooks';
import { RoomSettingsLine } from './RoomSettingsLine';
import { apiFetch } from '../../net/api';

/** The summary of room `code`, or null while it loads (or when it cannot be had). */
export function useRoomSummary(code: string): RoomSummary | null {
  const [summary, setSummary] = useState<RoomSummary | null>(null);
  useEffect(() => {
    let live = true;
    apiFetch(`/api/rooms/${encodeURIComponent(code)}`)
      .then(async (res) => (res.ok ? ((await res.json()) as { data: RoomSummary }).data : null))
      .then(
        (data) => {
          if (live) setSummary(data);
        },
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, [code]);
  return summary;
}

/**
 * What a newcomer can do: 'open' (a seat is free), 'full' (every seat taken
 * before the start; `bots` of them by computer players, which the host can
 * give away) or 'started' (watch only).
 */
export type NewcomerPlace = { kind: 'open' } | { kind: 'full'; bots: number } | { kind: 'started' };

export function roomForNewcomer(summary: RoomSummary | null): NewcomerPlace {
  if (!summary) return { kind: 'open' };
  if (summary.status !== 'lobby') return { kind: 'started' };
  if (summary.seats.some((s) => s.kind === 'human' && s.name === null)) return { kind: 'open' };
  return { kind: 'full', bots: summary.seats.filter((s) => s.kind === 'bot').length };
}

export function RoomPreview({ summary }: { summary: RoomSummary | null }) {
  const { t } = useTranslation();
  const num = useFormatNumber();

  if (!summary) return null;
  return (
    <div className="room-preview" aria-label={t('joinPrompt.atTable')} role="group">
      <RoomSettingsLine settings={summary.settings} />
      <p className="room-preview__title">{t('joinPrompt.atTable')}</p>
      <ol className="room-preview__seats">
        {summary.seats.map((s) => (
          <li key={s.seat}>
            {s.kind === 'bot'
              ? t(`seat.botName.${s.bot ?? 'normal'}`, { n: num(s.seat + 1) })
              : (s.name ?? t('seat.open'))}
          </li>
        ))}
      </ol>
      {summary.spectators > 0 && (
        <p className="hint">{t('joinPrompt.watching', { count: summary.spectators, n: num(summary.spectators) })}</p>
      )}
    </div>
  );
}
