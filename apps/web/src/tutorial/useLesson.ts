/**
 * A lesson in the page: the engine runs here, the learner's moves are checked
 * against the step, the computer's scripted replies come after a short pause,
 * and the progress is saved after every change so the lesson resumes.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Action } from '@kahroba/engine';
import type { ActionResult } from '../table';
import { clearProgress, loadProgress, markDone, saveProgress } from './progress';
import { currentStep, next as nextStep, playLearner, playReply, replay, startProgress, stepMode } from './steps';
import type { Played, Progress } from './steps';
import type { Lesson, LessonStep } from './lesson';

/** The computer's pause before each scripted move, so the learner can follow it. */
export const REPLY_DELAY_MS = 900;

export interface LessonRun {
  progress: Progress;
  played: Played;
  mode: ReturnType<typeof stepMode>;
  /** The lesson could not go on (a saved game the engine refuses): start again. */
  broken: boolean;
  act: (a: Action) => Promise<ActionResult>;
  next: () => void;
  restart: () => void;
}

type Run = { progress: Progress; played: Played; broken: boolean };

function fresh(lesson: Lesson): Run {
  const played = replay(lesson, []);
  if (!played) throw new Error(`lesson ${lesson.id}: the stacked set-up is refused`);
  return { progress: startProgress(lesson), played, broken: false };
}

function resume(lesson: Lesson): Run {
  const saved = loadProgress(lesson.id);
  const played = saved ? replay(lesson, saved.actions) : null;
  return saved && played && saved.step <= lesson.steps.length
    ? { progress: saved, played, broken: false }
    : fresh(lesson);
}

/** `refuse(code, step)` words a refused move for the table (the step's hint, or why not now). */
export function useLesson(lesson: Lesson, refuse: (code: string, step: LessonStep | null) => string): LessonRun {
  const [run, setRun] = useState<Run>(() => resume(lesson));
  const latest = useRef(run);
  latest.current = run;
  const mode = stepMode(lesson, run.progress, run.played.state);

  const update = useCallback(
    (r: Run) => {
      latest.current = r;
      if (r.progress.step >= lesson.steps.length) {
        clearProgress();
        markDone(lesson.id);
      } else saveProgress(r.progress);
      setRun(r);
    },
    [lesson],
  );

  useEffect(() => {
    saveProgress(latest.current.progress);
  }, [lesson]);

  // The computer's scripted moves, one at a time.
  useEffect(() => {
    if (mode !== 'computer' || run.broken) return;
    const timer = setTimeout(() => {
      const cur = latest.current;
      const r = playReply(lesson, cur.progress, cur.played);
      update(r ? { ...r, broken: false } : { ...cur, broken: true });
    }, REPLY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [lesson, mode, run, update]);

  const act = useCallback(
    (a: Action): Promise<ActionResult> => {
      const cur = latest.current;
      const r = playLearner(lesson, cur.progress, cur.played, a);
      if (!r.ok) {
        const ours = r.code === 'wrongMove' || r.code === 'notNow';
        // The engine's own refusals keep their code, so the table cites the rule.
        return Promise.resolve({
          ok: false,
          error: ours
            ? { code: `TUTORIAL_${r.code}`, message: refuse(r.code, currentStep(lesson, cur.progress)) }
            : { code: r.code, message: r.message },
        });
      }
      update({ progress: r.progress, played: r.played, broken: false });
      return Promise.resolve({ ok: true });
    },
    [lesson, refuse, update],
  );

  const next = useCallback(() => {
    const cur = latest.current;
    const p = nextStep(lesson, cur.progress, cur.played.state);
    if (p) update({ ...cur, progress: p });
  }, [lesson, update]);

  const restart = useCallback(() => update(fresh(lesson)), [lesson, update]);

  return { ...run, mode, act, next, restart };
}
