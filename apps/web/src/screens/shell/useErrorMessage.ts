/**
 * A refusal as a sentence in the player's language: protocol and connection
 * errors from `common`, rule errors from the game namespace (citing the rule
 * id), and the server's English message as the last resort.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ltr } from '../../i18n/bidi';
import { useLanguage } from '../../i18n/hooks';
import type { RequestError } from '../../net';

export function useErrorMessage(): (error: RequestError) => string {
  const { t } = useTranslation(['common', 'game']);
  const lng = useLanguage();
  return useCallback(
    (error: RequestError) => {
      const fromGame = t(`game:error.${error.code}`, { defaultValue: '' });
      const sentence = t(`common:errors.${error.code}`, {
        defaultValue: fromGame || error.message || t('common:errors.INTERNAL'),
      });
      return error.rule ? t('common:errors.withRule', { sentence, rule: ltr(error.rule, lng) }) : sentence;
    },
    [t, lng],
  );
}
