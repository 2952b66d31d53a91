/**
 * The lesson's guide beside the table: the step's title and explanation, the
 * rules it teaches, what happens now (your move, the computer's, or Next),
 * and the way out (skip) or back to the start. The glowing spots are marked
 * by TutorialGame (spots.ts).
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localiseDigits } from '../i18n';
import { useLanguage } from '../i18n/hooks';
import type { LessonRun } from './useLesson';
import type { Lesson } from './lesson';

export interface CoachProps {
  lesson: Lesson;
  run: LessonRun;
  computer: string;
  onSkip: () => void;
}

export function Coach({ lesson, run, computer, onSkip }: CoachProps) {
  const { t } = useTranslation('tutorial');
  const lng = useLanguage();
  const heading = useRef<HTMLHeadingElement>(null);
  // Folded, the coach keeps its title and what to do, so more of the table shows.
  const [folded, setFolded] = useState(false);
  const { progress, mode } = run;
  // While the computer answers, the step just done stays up; the next one comes with the learner's turn.
  const shown = mode === 'computer' && progress.step > 0 ? progress.step - 1 : progress.step;
  const step = lesson.steps[shown];
  const total = lesson.steps.length;
  const last = shown === total - 1;

  // Screen readers and keyboards follow the lesson: each new step is announced from its title.
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
  }, [shown]);

  if (!step) return null;
  const key = `${lesson.id}.${step.id}`;
  return (
    <section className="coach" aria-labelledby="coach-title" data-step={step.id} data-mode={mode}>
      <div className="coach__head">
        <span className="coach__count">
          {t('step', { n: localiseDigits(String(shown + 1), lng), total: localiseDigits(String(total), lng) })}
        </span>
        <span className="coach__lesson">{t(`lesson.${lesson.id}`)}</span>
        <div className="coach__meter" aria-hidden="true">
          <span style={{ inlineSize: `${((shown + 1) / total) * 100}%` }} />
        </div>
        <button
          type="button"
          className="kt-btn kt-btn--ghost kt-btn--small coach__fold"
          aria-expanded={!folded}
          aria-controls="coach-body"
          onClick={() => setFolded(!folded)}
        >
          {t(folded ? 'unfold' : 'fold')}
        </button>
      </div>
      <h2 id="coach-title" ref={heading} tabIndex={-1}>
        {t(`${key}.title`)}
      </h2>
      {/* What to click comes first, so that a phone shows it even when the explanation scrolls. */}
      {mode === 'move' && (
        <p className="coach__do" role="status">
          {t(`${key}.do`, { defaultValue: t('yourMove') })}
        </p>
      )}
      <p className="coach__body" id="coach-body" hidden={folded}>
        {t(`${key}.body`)}
      </p>
      {run.broken && (
        <p className="coach__status coach__status--error" role="alert">
          {t('broken')}
        </p>
      )}
      <div className="coach__actions">
        {mode === 'next' && (
          <button type="button" className="kt-btn kt-btn--primary" onClick={run.next}>
            {last ? t('finish') : t('next')}
          </button>
        )}
        {mode === 'computer' && !run.broken && (
          <p className="coach__status coach__status--wait" role="status">
            {t('waitComputer', { name: computer })}
          </p>
        )}
        <span className="coach__spacer" />
        {step.rules && step.rules.length > 0 && (
          <a className="coach__rules" href={`/rules#rule-${step.rules[0] ?? ''}`} target="_blank" rel="noopener">
            {t('rules')}{' '}
            <bdi dir="ltr">{step.rules.map((r) => localiseDigits(r, lng)).join(t('common:list.separator'))}</bdi>
          </a>
        )}
        {(shown > 0 || run.broken) && (
          <button type="button" className="kt-btn kt-btn--ghost kt-btn--small" onClick={run.restart}>
            {t('restart')}
          </button>
        )}
        <button type="button" className="kt-btn kt-btn--ghost kt-btn--small" onClick={onSkip}>
          {t('skip')}
        </button>
      </div>
    </section>
  );
}
