/**
 * The people this viewer can mute. A mute is kept by the server with the
 * room, for this member (every tab and device of the seat): their messages
 * and emotes stop coming, and the earlier ones are hidden too until unmuted.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoomInfo } from '@kahroba/protocol';
import { useFormatNumber } from '../i18n/hooks';
import { muteMember } from '../net';
import { notify, useAppStore } from '../store';
import { useErrorMessage } from '../screens/shell/useErrorMessage';
import { othersIn } from './talk';

export function MuteList({ room }: { room: RoomInfo }) {
  const { t } = useTranslation();
  const describe = useErrorMessage();
  const num = useFormatNumber();
  const muted = useAppStore((s) => s.chat.muted);
  const [busy, setBusy] = useState<string | null>(null);
  const others = othersIn(room);

  const toggle = (memberId: string, mute: boolean) => {
    setBusy(memberId);
    void muteMember(memberId, mute).then((answer) => {
      setBusy(null);
      if (!answer.ok) notify(describe(answer.error), 'error');
    });
  };

  return (
    <details className="chat__mute">
      <summary>{t('chat.muteTitle')}{muted.length > 0 && ` (${num(muted.length)})`}</summary>
      <p className="hint">{t('chat.muteHint')}</p>
      {others.length === 0 ? <p className="hint">{t('chat.nobody')}</p> : (
        <ul className="chat__people">
          {others.map((m) => {
            const on = muted.includes(m.memberId);
            return (
              <li key={m.memberId}>
                <bdi className="chat__person">{m.name}</bdi>
                {m.spectator && <span className="chat-line__tag">{t('chat.watching')}</span>}
                <button type="button" className="btn btn-ghost btn-small" aria-pressed={on} disabled={busy === m.memberId}
                  aria-label={t('chat.mute', { name: m.name })}
                  onClick={() => toggle(m.memberId, !on)}>
                  {t(on ? 'chat.muted' : 'chat.muteShort')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </details>
  );
}
