/**
 * /learn — the lessons: the guided first game and one puzzle per module,
 * each resumable; /learn/<lesson> plays one (src/tutorial). The whole screen,
 * its strings included, is one chunk loaded on demand.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { navigate, onLinkClick } from '../../router';
import { LESSONS, MODULE_LESSONS, isLessonId } from '../../tutorial/lessons';
import { doneLessons } from '../../tutorial/progress';
import { savedLesson } from '../../tutorial/saved';
import { TutorialGame } from '../../tutorial/TutorialGame';
import type { LessonId } from '../../tutorial/lesson';
import { localiseDigits } from '../../i18n';
import { useLanguage } from '../../i18n/hooks';
import { NotFoundScreen } from '../NotFoundScreen';
import '../../tutorial/tutorial.css';

function LessonLink({ id, primary }: { id: LessonId; primary?: boolean }) {
  const { t } = useTranslation('tutorial');
  const lng = useLanguage();
  const [saved] = useState(savedLesson);
  const resumeAt = saved?.lesson === id ? saved.step : null;
  const cls = `btn${primary ? ' btn-primary' : ''}`;
  return (
    <a className={cls} href={`/learn/${id}`} onClick={onLinkClick} data-lesson={id}>
      {resumeAt !== null
        ? t('resume', {
            n: localiseDigits(String(resumeAt + 1), lng),
            total: localiseDigits(String(LESSONS[id].steps.length), lng),
          })
        : t('start')}
    </a>
  );
}

function LessonList() {
  const { t } = useTranslation('tutorial');
  const [done] = useState(doneLessons);
  const tick = (id: LessonId) => done.has(id) && <span className="learn__done">✓ {t('done')}</span>;
  return (
    <article className="page learn" aria-labelledby="learn-title">
      <h1 id="learn-title">{t('title')}</h1>
      <p className="hint">{t('intro')}</p>
      <section className="panel learn__first" aria-labelledby="learn-first">
        <h2 id="learn-first">
          {t('firstGame')} {tick('base')}
        </h2>
        <p>{t('firstGameHint')}</p>
        <div className="learn__buttons">
          <LessonLink id="base" primary />
        </div>
      </section>
      <section aria-labelledby="learn-puzzles">
        <h2 id="learn-puzzles">{t('puzzles')}</h2>
        <p className="hint">{t('puzzlesHint')}</p>
        <ul className="learn__grid">
          {MODULE_LESSONS.map((id) => (
            <li key={id} className="panel learn__card" id={`puzzle-${id}`}>
              <h3>
                {t(`lesson.${id}`)} {tick(id)}
              </h3>
              <p>{t(`about.${id}`)}</p>
              <div className="learn__buttons">
                <LessonLink id={id} />
              </div>
            </li>
          ))}
        </ul>
      </section>
    </article>
  );
}

export default function LearnScreen({ lesson }: { lesson: string | null }) {
  if (lesson === null) return <LessonList />;
  if (!isLessonId(lesson)) return <NotFoundScreen />;
  return <TutorialGame key={lesson} lesson={LESSONS[lesson]} onSkip={() => navigate('/')} />;
}
