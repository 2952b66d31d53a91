/**
 * A lesson played on the real table: the coach above, the table below with
 * the glowing spots, the computer's seat marked as a bot. When the lesson is
 * over, a short closing panel leads to the other lessons or a real game.
 */
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { eventsFor, viewFor } from '@kahroba/engine';
import { onLinkClick } from '../router';
import { Table } from '../table';
import type { Presence } from '../table';
import { Coach } from './Coach';
import { MODULE_LESSONS } from './lessons';
import { firstSpot, markSpots } from './spots';
import type { Lesson, LessonStep } from './lesson';
import { useLesson } from './useLesson';
import { useLocalHints } from '../hints/useLocalHints';
import './tutorial.css';
import { loadName } from '../net/storage';

export interface TutorialGameProps {
  lesson: Lesson;
  onSkip: () => void;
}

export function TutorialGame({ lesson, onSkip }: TutorialGameProps) {
  const { t } = useTranslation('tutorial');
  const refuse = useCallback(
    (code: string, step: LessonStep | null) => {
      if (code === 'wrongMove') return step?.hint ? t(`${lesson.id}.${step.id}.hint`) : t('wrongMove');
      return t('notNow');
    },
    [lesson.id, t],
  );
  const run = useLesson(lesson, refuse);
  // The learner goes by the name saved on this device ("Round 2: Sara's turn"), or "You" before one is saved.
  const names = useMemo(() => {
    const me = loadName() || t('you');
    return lesson.learner === 0 ? [me, t('computer')] : [t('computer'), me];
  }, [lesson.learner, t]);
  const presence = useMemo<(Presence | undefined)[]>(
    () => names.map((_, i) => (i === lesson.learner ? undefined : 'bot')),
    [names, lesson.learner],
  );
  const view = useMemo(() => viewFor(run.played.state, lesson.learner), [run.played.state, lesson.learner]);
  const log = useMemo(() => eventsFor(run.played.events, lesson.learner), [run.played.events, lesson.learner]);
  const hints = useLocalHints(view, lesson.learner, names, log.length);
  const root = useRef<HTMLDivElement>(null);
  const step = lesson.steps[run.progress.step];

  // The spots glow while the step waits for the learner or for Next, not while the computer plays.
  useEffect(() => {
    if (!root.current || !step?.spots || run.mode === 'computer') return;
    return markSpots(root.current, step.spots);
  }, [step, run.mode]);

  // The first glowing spot is brought into view when a step begins (or the computer has moved).
  useEffect(() => {
    if (!step?.spots || run.mode === 'computer' || !root.current) return;
    const el = firstSpot(root.current, step.spots);
    if (!el) return;
    // On a phone your area and the supply are folded into the dock's bar: the step opens it.
    if (el.closest('.dock__row[hidden]')) {
      root.current.querySelector<HTMLButtonElement>('.dock__bar[aria-expanded="false"]')?.click();
      return;
    }
    const r = el.getBoundingClientRect();
    const coach = root.current.querySelector('.coach')?.getBoundingClientRect().bottom ?? 0;
    const dock = root.current.querySelector('.table__dock')?.getBoundingClientRect().top ?? window.innerHeight;
    const inDock = el.closest('.table__dock') !== null;
    const sideways = r.left < 0 || r.right > window.innerWidth;
    if (sideways || (!inDock && (r.top < coach || r.bottom > dock))) {
      const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
      el.scrollIntoView({
        block: inDock ? 'nearest' : 'center',
        inline: 'center',
        behavior: reduce ? 'auto' : 'smooth',
      });
    }
  }, [step, run.mode]);

  if (run.mode === 'finished') {
    // The lessons in order: the first game, then each module's puzzle.
    const order = ['base', ...MODULE_LESSONS];
    const following = order[order.indexOf(lesson.id) + 1];
    return (
      <div className="lesson lesson--done">
        <section className="panel lesson__complete" aria-labelledby="lesson-done">
          <h2 id="lesson-done">{t('completeTitle')}</h2>
          <p>{t('completeBody')}</p>
          <div className="lesson__links">
            {following && (
              <a className="btn btn-primary" href={`/learn/${following}`} onClick={onLinkClick}>
                {t('nextLesson', { name: t(`lesson.${following}`) })}
              </a>
            )}
            <a className={following ? 'btn' : 'btn btn-primary'} href="/learn" onClick={onLinkClick}>
              {t('toLessons')}
            </a>
            <a className="btn" href="/" onClick={onLinkClick}>
              {t('toHome')}
            </a>
          </div>
        </section>
      </div>
    );
  }

  return (
    <div className={`lesson lesson--${lesson.id}`} ref={root}>
      <Coach lesson={lesson} run={run} computer={names[1 - lesson.learner] ?? ''} onSkip={onSkip} />
      <Table
        view={view}
        viewer={lesson.learner}
        names={names}
        presence={presence}
        log={log}
        onAction={run.act}
        hint={hints.control}
        talk={hints.lines}
      />
    </div>
  );
}
