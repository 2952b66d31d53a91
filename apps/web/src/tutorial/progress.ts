/**
 * Progress kept on this device after every step (resume from the home page),
 * and the lessons finished. A saved progress is used only if the engine
 * replays its moves (`replay` in steps.ts).
 */
import { ActionSchema } from '@kahroba/engine';
import { isLessonId } from './lessons';
import { TUTORIAL_DONE_KEY, TUTORIAL_KEY } from './saved';
import type { Progress } from './steps';
import type { LessonId } from './lesson';

export function saveProgress(p: Progress): void {
  try {
    localStorage.setItem(TUTORIAL_KEY, JSON.stringify(p));
  } catch {
    // Storage full or blocked: the lesson goes on, only resuming is lost.
  }
}

/** The saved progress of that lesson, when its shape is sound; null otherwise. */
export function loadProgress(lesson: LessonId): Progress | null {
  try {
    const raw = localStorage.getItem(TUTORIAL_KEY);
    if (!raw) return null;
    const p = JSON.parse(raw) as Partial<Progress>;
    if (p.lesson !== lesson || !isLessonId(p.lesson)) return null;
    if (typeof p.step !== 'number' || typeof p.replied !== 'number' || !Array.isArray(p.actions)) return null;
    const actions = p.actions.map((a: { seat?: unknown; action?: unknown }) => {
      const parsed = ActionSchema.safeParse(a.action);
      if (!parsed.success || typeof a.seat !== 'number') throw new Error('bad action');
      return { seat: a.seat, action: parsed.data };
    });
    return { lesson: p.lesson, step: p.step, replied: p.replied, actions };
  } catch {
    return null;
  }
}

export function clearProgress(): void {
  try {
    localStorage.removeItem(TUTORIAL_KEY);
  } catch {
    // Nothing to clear.
  }
}

export function doneLessons(): Set<LessonId> {
  try {
    const list = JSON.parse(localStorage.getItem(TUTORIAL_DONE_KEY) ?? '[]') as unknown;
    return new Set(Array.isArray(list) ? list.filter(isLessonId) : []);
  } catch {
    return new Set();
  }
}

export function markDone(lesson: LessonId): void {
  try {
    localStorage.setItem(TUTORIAL_DONE_KEY, JSON.stringify([...doneLessons(), lesson]));
  } catch {
    // Not remembered: the lesson is simply not ticked.
  }
}
