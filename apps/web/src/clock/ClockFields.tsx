/**
 * The turn clock of a new room (the online set-up form) and of a waiting
 * room (its host, in the lobby): none, a limit a turn with a reserve, or slow
 * play; and the computer level that moves when a turn runs out.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { BotKind, TurnClockId } from '@kahroba/protocol';
import { BOT_KINDS, TURN_CLOCKS } from '@kahroba/protocol/constants';
import { useClockText } from './useClockText';

interface Props {
  clock: TurnClockId;
  standIn: BotKind;
  onChange: (clock: TurnClockId, standIn: BotKind) => void;
  disabled?: boolean;
}

export function ClockFields({ clock, standIn, onChange, disabled = false }: Props) {
  const { t } = useTranslation();
  const text = useClockText();
  const id = useId();
  return (
    <div className="stack clock-fields">
      <div className="field">
        <label htmlFor={`${id}-clock`}>{t('clock.setting')}</label>
        <select
          id={`${id}-clock`}
          className="input"
          value={clock}
          disabled={disabled}
          aria-describedby={`${id}-hint`}
          onChange={(e) => onChange(e.currentTarget.value as TurnClockId, standIn)}
        >
          {TURN_CLOCKS.map((c) => (
            <option key={c} value={c}>
              {text.setting(c)}
            </option>
          ))}
        </select>
        <p className="hint" id={`${id}-hint`}>
          {t('clock.settingHint')}
        </p>
      </div>
      {clock !== 'none' && (
        <div className="field">
          <label htmlFor={`${id}-standin`}>{t('clock.standIn')}</label>
          <select
            id={`${id}-standin`}
            className="input"
            value={standIn}
            disabled={disabled}
            onChange={(e) => onChange(clock, e.currentTarget.value as BotKind)}
          >
            {BOT_KINDS.map((b) => (
              <option key={b} value={b}>
                {t(`setup.kind.${b}`)}
              </option>
            ))}
          </select>
        </div>
      )}
    </div>
  );
}
