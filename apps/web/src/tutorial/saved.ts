/**
 * Where a lesson's progress is kept on this device, and what the home page
 * needs of it (which lesson, which step) without loading the tutorial: this
 * file imports nothing, so it costs the first page a few hundred bytes.
 */
export const TUTORIAL_KEY = 'kahroba.tutorial.v1';
export const TUTORIAL_DONE_KEY = 'kahroba.tutorial.done.v1';

export interface SavedLessonSummary {
  lesson: string;
  step: number;
}

/** The lesson in progress on this device, or null. */
export function savedLesson(): SavedLessonSummary | null {
  try {
    const raw = localStorage.getItem(TUTORIAL_KEY);
    if (!raw) return null;
    const p = JSON.parse(raw) as { lesson?: unknown; step?: unknown };
    return typeof p.lesson === 'string' && typeof p.step === 'number' ? { lesson: p.lesson, step: p.step } : null;
  } catch {
    return null;
  }
}
