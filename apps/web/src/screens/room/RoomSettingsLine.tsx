/** One line describing a room's game: "3 players · Cities, the Orient · Kahroba edition · 1 min a turn + 2 min reserve". */
import { useTranslation } from 'react-i18next';
import type { RoomSettings } from '@kahroba/protocol';
import { useClockText } from '../../clock';
import { useFormatNumber } from '../../i18n/hooks';

export function RoomSettingsLine({ settings }: { settings: RoomSettings }) {
  const { t } = useTranslation();
  const num = useFormatNumber();
  const clock = useClockText();
  const modules = settings.modules.length
    ? settings.modules.map((m) => t(`module.${m}`)).join(t('list.separator'))
    : t('module.none');
  return (
    <p className="settings-line">
      <span>{t('setup.playerCount', { count: settings.players, n: num(settings.players) })}</span>
      <span aria-hidden="true"> · </span>
      <span>{modules}</span>
      <span aria-hidden="true"> · </span>
      <span>{t(`edition.${settings.edition}`)}</span>
      {/* Rooms of an older server have no clock setting. */}
      {settings.clock && settings.clock !== 'none' && (
        <>
          <span aria-hidden="true"> · </span>
          <span>{clock.setting(settings.clock)}</span>
        </>
      )}
      <span aria-hidden="true"> · </span>
      <span data-testid="hints-setting">{t(settings.hints ? 'hints:room.on' : 'hints:room.off')}</span>
    </p>
  );
}
