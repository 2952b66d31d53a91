/** A goal in words (namespace `challenges`), from its kind and number. */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Goal } from '@kahroba/engine/challenges';

export function useGoalText(): (goal: Goal) => string {
  const { t } = useTranslation('challenges');
  return useCallback(
    (goal: Goal): string => {
      switch (goal.kind) {
        case 'win':
        case 'noReserve':
        case 'noGold':
        case 'city':
        case 'onlyCity':
        case 'unconquered':
          return t(`goal.${goal.kind}`);
        case 'byRound':
          return t('goal.byRound', { n: goal.round });
        case 'maxCards':
          return t('goal.maxCards', { n: goal.max, count: goal.max });
        case 'levelCards':
          return t('goal.levelCards', { n: goal.min, count: goal.min, level: goal.level });
        case 'post':
          return t('goal.post', { post: t(`post.${goal.post}`) });
        case 'prestige':
        case 'margin':
        case 'nobles':
        case 'posts':
        case 'conquests':
        case 'removals':
        case 'freeCards':
        case 'orientCards':
        case 'jokers':
        case 'sacrifices':
          return t(`goal.${goal.kind}`, { n: goal.min, count: goal.min });
      }
    },
    [t],
  );
}
