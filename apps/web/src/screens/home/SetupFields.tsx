/**
 * The shared fields of a new game: number of players, modules, edition and
 * who sits in each seat. Online, seat 1 is the creator and the others are
 * open for friends or computer players; on this device every seat is named.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModuleId } from '@kahroba/engine';
import type { BotKind } from '@kahroba/protocol';
import { DEFAULT_BOT_KIND } from '@kahroba/protocol/constants';
import { ClockFields } from '../../clock';
import { HintsField } from '../../hints/HintsField';
import { useFormatNumber } from '../../i18n/hooks';
import {
  NAME_MAX,
  PLAYER_COUNTS,
  SETUP_BOTS,
  SETUP_EDITIONS,
  SETUP_MODULES,
  editionMatters,
  toggleModule,
  type SeatChoice,
  type SetupForm,
} from './setup';

interface Props {
  form: SetupForm;
  onChange: (next: SetupForm) => void;
  mode: 'online' | 'hotseat';
}

type SeatKindValue = 'human' | `bot:${BotKind}`;

const kindValue = (s: SeatChoice): SeatKindValue => (s.kind === 'human' ? 'human' : `bot:${s.bot}`);

function withKind(s: SeatChoice, value: SeatKindValue): SeatChoice {
  if (value === 'human') return { kind: 'human', name: s.name };
  const bot = SETUP_BOTS.find((b) => value === `bot:${b}`) ?? DEFAULT_BOT_KIND;
  return { kind: 'bot', bot, name: s.name };
}

export function SetupFields({ form, onChange, mode }: Props) {
  const { t } = useTranslation();
  const num = useFormatNumber();
  const id = useId();
  const setSeat = (i: number, seat: SeatChoice) =>
    onChange({ ...form, seats: form.seats.map((s, j) => (j === i ? seat : s)) });

  return (
    <div className="stack setup">
      <fieldset>
        <legend>{t('setup.players')}</legend>
        <div className="choice-row segmented">
          {PLAYER_COUNTS.map((n) => (
            <label key={n} className="choice choice-segment">
              <input
                type="radio"
                name={`${id}-players`}
                checked={form.players === n}
                onChange={() => onChange({ ...form, players: n })}
              />
              <span>{t('setup.playerCount', { count: n, n: num(n) })}</span>
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset>
        <legend>{t('setup.seats')}</legend>
        <ol className="seat-rows">
          {form.seats.slice(0, form.players).map((seat, i) => {
            const you = mode === 'online' && i === 0;
            return (
              <li key={i} className="seat-row">
                <span className="seat-row__num" aria-hidden="true">
                  {num(i + 1)}
                </span>
                {you ? (
                  <span className="seat-row__you">{t('setup.seatYou')}</span>
                ) : (
                  <select
                    className="input seat-row__kind"
                    aria-label={t('setup.seatKindLabel', { n: num(i + 1) })}
                    aria-describedby={seat.kind === 'bot' ? `${id}-seat${i}-level` : undefined}
                    value={kindValue(seat)}
                    onChange={(e) => setSeat(i, withKind(seat, e.currentTarget.value as SeatKindValue))}
                  >
                    <option value="human">{t(mode === 'online' ? 'setup.kind.friend' : 'setup.kind.person')}</option>
                    {SETUP_BOTS.map((b) => (
                      <option key={b} value={`bot:${b}`}>
                        {t(`setup.kind.${b}`)}
                      </option>
                    ))}
                  </select>
                )}
                {mode === 'hotseat' && (
                  <input
                    className="input seat-row__name"
                    aria-label={t('setup.seatNameLabel', { n: num(i + 1) })}
                    placeholder={t(seat.kind === 'bot' ? `seat.botName.${seat.bot}` : 'names.player', {
                      n: num(i + 1),
                    })}
                    maxLength={NAME_MAX}
                    value={seat.name}
                    onChange={(e) => setSeat(i, { ...seat, name: e.currentTarget.value })}
                  />
                )}
                {seat.kind === 'bot' && !you && (
                  <p className="hint seat-row__level" id={`${id}-seat${i}-level`}>
                    {t(`botLevel.${seat.bot}`)}
                  </p>
                )}
              </li>
            );
          })}
        </ol>
      </fieldset>

      <fieldset>
        <legend>{t('setup.modules')}</legend>
        <div className="module-grid">
          {SETUP_MODULES.map((m: ModuleId) => (
            <label key={m} className="choice module-choice">
              <input
                type="checkbox"
                checked={form.modules.includes(m)}
                onChange={(e) => onChange({ ...form, modules: toggleModule(form.modules, m, e.currentTarget.checked) })}
                aria-describedby={`${id}-${m}-hint`}
              />
              <span className="module-choice__text">
                <span className="module-choice__name">{t(`module.${m}`)}</span>
                <span className="hint" id={`${id}-${m}-hint`}>
                  {t(`moduleHint.${m}`)}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset>
        <legend>{t('setup.edition')}</legend>
        <div className="choice-row segmented">
          {SETUP_EDITIONS.map((e) => (
            <label key={e} className="choice choice-segment">
              <input
                type="radio"
                name={`${id}-edition`}
                checked={form.edition === e}
                onChange={() => onChange({ ...form, edition: e })}
              />
              <span>{t(`edition.${e}`)}</span>
            </label>
          ))}
        </div>
        <p className="hint">{t(editionMatters(form.modules) ? 'setup.editionHint' : 'setup.editionNoEffect')}</p>
      </fieldset>

      {mode === 'online' && (
        <ClockFields
          clock={form.clock}
          standIn={form.standIn}
          onChange={(clock, standIn) => onChange({ ...form, clock, standIn })}
        />
      )}
      {mode === 'online' && <HintsField on={form.hints === true} onChange={(hints) => onChange({ ...form, hints })} />}
    </div>
  );
}
