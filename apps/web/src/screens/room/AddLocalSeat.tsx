/**
 * In the waiting room: one more person on this device (a mixed table,
 * protocol acting.ts). They get a seat and a player of their own; at the
 * table the device is passed between its seats as in hot-seat.
 */
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoomInfo } from '@kahroba/protocol';
import { MAX_LOCAL_SEATS, NAME_MAX } from '@kahroba/protocol/constants';
import { addLocalSeat } from '../../net';
import { localSeats } from '../../net/local-seats';
import { useRoomCommand } from './useRoomCommand';

export function AddLocalSeat({ room }: { room: RoomInfo }) {
  const { t } = useTranslation();
  const { run, busy } = useRoomCommand();
  const [name, setName] = useState('');
  const free = room.seats.some((s) => s.kind === 'human' && s.memberId === null);
  if (room.you.seat === null || !free || localSeats(room).length >= MAX_LOCAL_SEATS) return null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const chosen = name.trim();
    if (!chosen) return;
    run(async () => {
      const answer = await addLocalSeat(chosen);
      if (answer.ok) setName('');
      return answer;
    });
  };
  return (
    <form className="add-local stack" onSubmit={submit} noValidate>
      <h3 className="add-local__title">{t('lobby.addLocal')}</h3>
      <div className="field">
        <label htmlFor="add-local-name">{t('lobby.addLocalName')}</label>
        <div className="row">
          <input
            id="add-local-name"
            className="input"
            autoComplete="off"
            maxLength={NAME_MAX}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
          />
          <button type="submit" className="btn btn-small" disabled={busy || name.trim() === ''}>
            {t('lobby.addLocalButton')}
          </button>
        </div>
      </div>
      <p className="hint">{t('lobby.addLocalHint')}</p>
    </form>
  );
}
