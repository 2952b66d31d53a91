/**
 * An engine error code as a sentence in the player's language, citing the
 * rule it enforces (rule ids as printed in RULES.md, e.g. B3.2, with the language's digits, isolated left to right in Persian): "Taking 2 of a colour needs at least 4 of it in the supply (rule B3.2)."
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ERRORS } from '@kahroba/engine';
import { ltr } from '../i18n/bidi';
import { isLanguage } from '../i18n/language';

/** Codes the table itself uses beside the engine's (they cite the rule they explain). */
const CLIENT_RULES: Record<string, string> = {
  SPECTATOR: '',
  CANT_AFFORD: 'B3.4.2',
  PICK_GEMS: 'B3.1',
  OFFLINE: '',
};

export function ruleOf(code: string): string {
  if (code in ERRORS) return ERRORS[code as keyof typeof ERRORS].rule;
  return CLIENT_RULES[code] ?? '';
}

export function useErrorText(): (code: string, fallback?: string) => string {
  const { t, i18n } = useTranslation('game');
  const lng = isLanguage(i18n.language) ? i18n.language : 'en';
  return useCallback(
    (code: string, fallback?: string) => {
      const sentence = t(`error.${code}`, { defaultValue: fallback ?? t('error.unknown') });
      const rule = ruleOf(code);
      // Rule ids are written as on the rules screen: Persian digits in Persian (B۳.۲), isolated left to right.
      return rule ? t('error.withRule', { sentence, rule: ltr(rule, lng) }) : sentence;
    },
    [t, lng],
  );
}
