/** For tests: plays a lesson to its end, the learner choosing a legal move of each step. */
import { legalActions } from '@kahroba/engine';
import type { Action } from '@kahroba/engine';
import { matches, next, playLearner, playReply, replay, startProgress, stepMode } from './steps';
import type { Played, Progress } from './steps';
import type { Lesson } from './lesson';

/** The learner's first legal move that the step accepts. */
export function expectedMove(lesson: Lesson, p: Progress, played: Played): Action | undefined {
  const expect = lesson.steps[p.step]?.expect;
  if (!expect) return undefined;
  return legalActions(played.state, lesson.learner).find((a) => matches(expect, a));
}

/** Plays every step and reply; throws where the lesson does not fit the game. */
export function playThrough(lesson: Lesson, upTo = lesson.steps.length): { progress: Progress; played: Played } {
  let progress = startProgress(lesson);
  const start = replay(lesson, []);
  if (!start) throw new Error(`${lesson.id}: set-up refused`);
  let played = start;
  for (let guard = 0; guard < 100 && progress.step < upTo; guard++) {
    const mode = stepMode(lesson, progress, played.state);
    if (mode === 'computer') {
      const r = playReply(lesson, progress, played);
      if (!r) throw new Error(`${lesson.id}: reply ${progress.replied} of step ${progress.step - 1} does not fit`);
      ({ progress, played } = r);
    } else if (mode === 'next') {
      const n = next(lesson, progress, played.state);
      if (!n) throw new Error('next refused');
      progress = n;
    } else if (mode === 'move') {
      const move = expectedMove(lesson, progress, played);
      if (!move) throw new Error(`${lesson.id}: no legal move for step ${lesson.steps[progress.step]?.id}`);
      const r = playLearner(lesson, progress, played, move);
      if (!r.ok) throw new Error(`${lesson.id}: ${r.code}`);
      ({ progress, played } = r);
    } else break;
  }
  return { progress, played };
}
