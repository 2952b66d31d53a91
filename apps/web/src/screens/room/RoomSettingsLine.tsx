/** One line describing a room's game: "3 players · Cities, the Orient · Kahroba edition". */
import { useTranslation } from 'react-i18next';
import type { RoomSettings } from '@kahroba/protocol';
import { useFormatNumber } from '../../i18n/hooks';

export function RoomSettingsLine({ settings }: { settings: RoomSettings }) {
  const { t } = useTranslation();
  const num = useFormatNumber();
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
    </p>
  );
}
