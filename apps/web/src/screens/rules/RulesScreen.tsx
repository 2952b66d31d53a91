/** /rules — a summary of the rules, base game and each module, with the rule ids the game cites. */
import { useTranslation } from 'react-i18next';
import { onLinkClick } from '../../router';
import { localiseDigits } from '../../i18n';
import { useLanguage } from '../../i18n/hooks';
import type { RuleSection } from './content';
import { Legend } from './Legend';
import { RULES_EN } from './rules.en';
import { RULES_FA } from './rules.fa';

const BY_LANGUAGE: Record<'en' | 'fa', RuleSection[]> = { en: RULES_EN, fa: RULES_FA };
/** Sections with a lesson at /learn/<key>. */
const LESSON_KEYS: ReadonlySet<string> = new Set(['base', 'cities', 'tradingPosts', 'strongholds', 'orient']);

export default function RulesScreen() {
  const { t } = useTranslation();
  const lng = useLanguage();
  const sections = BY_LANGUAGE[lng];
  return (
    <article className="page rules" aria-labelledby="rules-title">
      <h1 id="rules-title">{t('rules.title')}</h1>
      <p className="hint">{t('rules.intro')}</p>
      <nav className="rules-toc" aria-label={t('rules.contents')}>
        <ul>
          {sections.map((s) => (
            <li key={s.key}>
              <a href={`#${s.key}`}>{s.title}</a>
            </li>
          ))}
          <li>
            <a href="#legend">{t('game:legend.title')}</a>
          </li>
        </ul>
      </nav>
      {sections.map((s) => (
        <section key={s.key} id={s.key} className="panel rules-section" aria-labelledby={`${s.key}-h`}>
          <h2 id={`${s.key}-h`}>{s.title}</h2>
          {s.intro && <p>{s.intro}</p>}
          {/* A guided lesson for the base game and each module (src/tutorial). */}
          {LESSON_KEYS.has(s.key) && (
            <p className="rules-lesson">
              <a href={`/learn/${s.key}`} onClick={onLinkClick}>
                {s.key === 'base' ? t('home.learnLink') : t('rules.tryPuzzle', { module: s.title })}
              </a>
            </p>
          )}
          <dl className="rule-list">
            {s.items.map((item) => (
              <div key={item.id} className="rule" id={`rule-${item.id}`}>
                <dt className="rule__id ltr">{localiseDigits(item.id, lng)}</dt>
                <dd className="rule__text">{item.text}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
      <Legend />
    </article>
  );
}
