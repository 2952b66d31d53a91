/**
 * The lesson's step logic, pure: which move a step waits for, whether the
 * learner's move is it, the computer's scripted replies, and the game the
 * saved progress stands for (the engine replays every move: RULES B2.6, Y1).
 */
import { applyAction, createGame, toAct } from '@kahroba/engine';
import type { Action, GameEvent, GameState, RecordedAction } from '@kahroba/engine';
import type { ActionPattern, Lesson, LessonId, LessonStep } from './lesson';

export interface Progress {
  lesson: LessonId;
  /** The step shown now (steps.length once the lesson is over). */
  step: number;
  /** Replies of the step before `step` already played. */
  replied: number;
  /** Every move so far, the learner's and the computer's. */
  actions: RecordedAction[];
}

export interface Played {
  state: GameState;
  events: GameEvent[];
}

export const startProgress = (lesson: Lesson): Progress => ({ lesson: lesson.id, step: 0, replied: 0, actions: [] });

function sameValue(want: unknown, got: unknown): boolean {
  if (Array.isArray(want)) {
    if (!Array.isArray(got) || want.length !== got.length) return false;
    const a = want.map((x) => JSON.stringify(x)).sort();
    const b = got.map((x) => JSON.stringify(x)).sort();
    return a.every((x, i) => x === b[i]);
  }
  if (want !== null && typeof want === 'object') {
    if (got === null || typeof got !== 'object') return false;
    return Object.entries(want).every(([k, v]) => sameValue(v, (got as Record<string, unknown>)[k]));
  }
  return want === got;
}

/** Whether a move is the one the pattern asks for (fields absent from the pattern are free). */
export function matches(pattern: ActionPattern | ActionPattern[], action: Action): boolean {
  return Array.isArray(pattern) ? pattern.some((x) => sameValue(x, action)) : sameValue(pattern, action);
}

/** The game after these moves, or null when the lesson's set-up or a move is refused. */
export function replay(lesson: Lesson, actions: readonly RecordedAction[]): Played | null {
  const created = createGame(lesson.config);
  if (!created.ok) return null;
  let state = created.value;
  const events: GameEvent[] = [];
  for (const { seat, action } of actions) {
    const r = applyAction(state, seat, action);
    if (!r.ok) return null;
    state = r.state;
    events.push(...r.events);
  }
  return { state, events };
}

export const currentStep = (lesson: Lesson, p: Progress): LessonStep | null => lesson.steps[p.step] ?? null;

/** The computer's scripted moves still to play (those of the step just completed). */
export function pendingReplies(lesson: Lesson, p: Progress): Action[] {
  const done = lesson.steps[p.step - 1];
  return done?.replies?.slice(p.replied) ?? [];
}

/** What the step shows: "Next", wait for a move of the learner, or wait for the computer. */
export function stepMode(lesson: Lesson, p: Progress, state: GameState): 'next' | 'move' | 'computer' | 'finished' {
  if (pendingReplies(lesson, p).length > 0) return 'computer';
  const step = currentStep(lesson, p);
  if (!step) return 'finished';
  if (!step.expect) return 'next';
  return toAct(state) === lesson.learner ? 'move' : 'computer';
}

/** "Next" on an explanation step. */
export function next(lesson: Lesson, p: Progress, state: GameState): Progress | null {
  if (stepMode(lesson, p, state) !== 'next') return null;
  return { ...p, step: p.step + 1, replied: 0 };
}

export type LearnerResult =
  | { ok: true; progress: Progress; played: Played }
  /** `wrongMove`: legal, but not this step's; `notNow`: the step waits for "Next" or the computer; else the engine's code. */
  | { ok: false; code: string; message: string };

/** The learner's move: accepted only when it is the step's, then applied by the engine. */
export function playLearner(lesson: Lesson, p: Progress, played: Played, action: Action): LearnerResult {
  const step = currentStep(lesson, p);
  if (stepMode(lesson, p, played.state) !== 'move' || !step?.expect)
    return { ok: false, code: 'notNow', message: 'wait' };
  if (!matches(step.expect, action)) return { ok: false, code: 'wrongMove', message: 'not this move' };
  const r = applyAction(played.state, lesson.learner, action);
  if (!r.ok) return { ok: false, code: r.error.code, message: r.error.message };
  return {
    ok: true,
    progress: { ...p, step: p.step + 1, replied: 0, actions: [...p.actions, { seat: lesson.learner, action }] },
    played: { state: r.state, events: [...played.events, ...r.events] },
  };
}

/** The computer's next scripted move, applied; null when none is pending or the script does not fit the game. */
export function playReply(lesson: Lesson, p: Progress, played: Played): { progress: Progress; played: Played } | null {
  const [action] = pendingReplies(lesson, p);
  const seat = toAct(played.state);
  if (!action || seat === null || seat === lesson.learner) return null;
  const r = applyAction(played.state, seat, action);
  if (!r.ok) return null;
  return {
    progress: { ...p, replied: p.replied + 1, actions: [...p.actions, { seat, action }] },
    played: { state: r.state, events: [...played.events, ...r.events] },
  };
}
