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

export function RoomPreview({ code }: { code: string }) {
  const { t } = useTranslation();
  const num = useFormatNumber();
  const [summary, setSummary] = useState<RoomSummary | null>(null);

  useEffect(() => {
    let live = true;
    apiFetch(`/api/rooms/${encodeURIComponent(code)}`)
      .then(async (res) => (res.ok ? ((await res.json()) as { data: RoomSummary }).data : null))
      .then((data) => { if (live) setSummary(data); }, () => undefined);
    return () => { live = false; };
  }, [code]);

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
              : s.name ?? t('seat.open')}
          </li>
        ))}
      </ol>
      {summary.spectators > 0 && <p className="hint">{t('joinPrompt.watching', { count: summary.spectators, n: num(summary.spectators) })}</p>}
      {summary.status !== 'lobby' && <p className="hint">{t('joinPrompt.started')}</p>}
    </div>
  );
}
