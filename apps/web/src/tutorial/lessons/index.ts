/** Every lesson by id: the first game, then one puzzle per module. */
import type { Lesson, LessonId } from '../lesson';
import { BASE_LESSON } from './base';
import { CITIES_LESSON, ORIENT_LESSON, POSTS_LESSON, STRONGHOLDS_LESSON } from './modules';

export const LESSONS: Readonly<Record<LessonId, Lesson>> = {
  base: BASE_LESSON,
  cities: CITIES_LESSON,
  tradingPosts: POSTS_LESSON,
  strongholds: STRONGHOLDS_LESSON,
  orient: ORIENT_LESSON,
};

export const MODULE_LESSONS: readonly LessonId[] = ['cities', 'tradingPosts', 'strongholds', 'orient'];

export const isLessonId = (x: unknown): x is LessonId =>
  typeof x === 'string' && Object.prototype.hasOwnProperty.call(LESSONS, x);
