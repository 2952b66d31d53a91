/**
 * Every move of the game as a mark (best … blunder) to pick: a grid of buttons in the order played, each with its
 * mark's sign and the mover's colour, moved through with the arrow keys (in the page's reading direction), Home and
 * End; the moves that cost the most; and how many of each mark every seat made.
 */
import { useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MOVE_QUALITIES } from '@kahroba/engine/bots';
import { currentLanguage } from '../i18n';
import { isolate } from '../i18n/bidi';
import { num } from '../ui/gems';
import { points } from './format';
import { GLYPH } from './glyphs';
import { keyMoments, qualityCounts } from './marks';
import type { MoveReview } from './marks';
import './marks.css';

export interface MoveMarksProps {
  moves: readonly (MoveReview | null)[];
  /** The mover of each action of the record. */
  seats: readonly number[];
  names: readonly string[];
  selected: number | null;
  onSelect: (index: number) => void;
}

/** A seat's name for a sentence: isolated in Persian, so that a Latin name keeps its place among the words. */
const nameIn = (names: readonly string[]) => (seat: number) =>
  isolate(names[seat] ?? `#${seat + 1}`, currentLanguage());

function Glyph({ quality }: { quality: MoveReview['quality'] }) {
  return (
    <span className="mark__glyph" dir="ltr" aria-hidden="true">
      {GLYPH[quality]}
    </span>
  );
}

/** The mistakes and blunders that cost the most, to pick. */
export function KeyMoments({ moves, names, selected, onSelect }: Omit<MoveMarksProps, 'seats'>) {
  const { t } = useTranslation('review');
  const nameOf = nameIn(names);
  const key = keyMoments(moves);
  return (
    <section className="review__block review__area--key" aria-labelledby="review-key">
      <h2 id="review-key">{t('review.key.title')}</h2>
      {key.length === 0 ? (
        <p className="hint">{t('review.key.none')}</p>
      ) : (
        <ul className="review__key">
          {key.map((m) => (
            <li key={m.index}>
              <button
                type="button"
                className={`review__moment mark--${m.quality}`}
                aria-pressed={selected === m.index}
                onClick={() => onSelect(m.index)}
              >
                <span className={`seat-dot seat-dot--${m.seat}`} aria-hidden="true" />
                <Glyph quality={m.quality} />
                <span>
                  {t('review.key.item', {
                    n: num(m.index + 1),
                    name: nameOf(m.seat),
                    quality: t(`review.quality.${m.quality}`),
                    loss: points(m.loss),
                    count: Math.round(m.loss * 100),
                  })}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** How many of each mark every seat made. */
export function QualityCounts({ moves, names }: Pick<MoveMarksProps, 'moves' | 'names'>) {
  const { t } = useTranslation('review');
  const nameOf = nameIn(names);
  const counts = qualityCounts(moves, names.length);
  return (
    <div className="review__block review__area--counts">
      <table className="review__counts">
        <caption>{t('review.marks.counts')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('review.marks.player')}</th>
            {MOVE_QUALITIES.map((q) => (
              <th key={q} scope="col" className={`mark--${q}`}>
                <Glyph quality={q} />
                <span className="review__countName">{t(`review.quality.${q}`)}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {counts.map((c, seat) => (
            <tr key={seat}>
              <th scope="row">
                <span className={`seat-dot seat-dot--${seat}`} aria-hidden="true" /> {nameOf(seat)}
              </th>
              {MOVE_QUALITIES.map((q) => (
                <td key={q}>{num(c[q])}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The grid of every move's mark. */
export function MoveMarks({ moves, seats, names, selected, onSelect }: MoveMarksProps) {
  const { t } = useTranslation('review');
  const grid = useRef<HTMLDivElement>(null);
  const nameOf = nameIn(names);
  const focus = (i: number) => {
    const target = Math.max(0, Math.min(moves.length - 1, i));
    if (!moves[target]) return;
    onSelect(target);
    grid.current?.querySelector<HTMLButtonElement>(`[data-move="${target}"]`)?.focus();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const rtl = document.documentElement.dir === 'rtl';
    const at = selected ?? -1;
    if (e.key === 'ArrowRight') focus(at + (rtl ? -1 : 1));
    else if (e.key === 'ArrowLeft') focus(at + (rtl ? 1 : -1));
    else if (e.key === 'Home') focus(0);
    else if (e.key === 'End') focus(moves.findLastIndex((m) => m !== null));
    else return;
    e.preventDefault();
  };
  // One stop in the tab order: the picked move, else the first analysed one.
  const tabStop = selected ?? moves.findIndex((m) => m !== null);

  return (
    <section className="review__block review__area--marks" aria-labelledby="review-marks">
      <h2 id="review-marks">{t('review.marks.title')}</h2>
      <div ref={grid} className="review__marks" role="toolbar" aria-labelledby="review-marks" onKeyDown={onKeyDown}>
        {moves.map((m, i) => {
          const seat = m?.seat ?? seats[i] ?? 0;
          const label = m
            ? t('review.marks.label', { n: num(i + 1), name: nameOf(seat), quality: t(`review.quality.${m.quality}`) })
            : t('review.marks.pending', { n: num(i + 1), name: nameOf(seat) });
          return (
            <button
              key={i}
              type="button"
              data-move={i}
              className={`mark mark--${m?.quality ?? 'pending'} mark--seat${seat}`}
              aria-label={label}
              title={label}
              aria-pressed={selected === i}
              disabled={!m}
              tabIndex={i === tabStop ? 0 : -1}
              onClick={() => onSelect(i)}
            >
              {m && <Glyph quality={m.quality} />}
            </button>
          );
        })}
      </div>
    </section>
  );
}
