/**
 * The review of a finished game (the `review` chunk, with uPlot and the `review` strings): the expert weighs every
 * move in a worker, with every card in view (the game is over; the screen says so); a graph of every seat's chance
 * to win fills in as it goes, every move gets its mark, and a picked move shows beside the expert's, on the board
 * too with the expert's line. The review is stored on the device, so a second opening is instant.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameRecord } from '@kahroba/engine';
import { buildReplay } from '../endgame/timeline';
import { currentLanguage } from '../i18n';
import { isolate } from '../i18n/bidi';
import { num } from '../ui/gems';
import { chartData } from './chartData';
import { keyMoments } from './marks';
import { percent } from './format';
// The page's own rules first: the parts' rules (imported with them) follow and win ties, as in one file.
import './review.css';
import { MoveDetail } from './MoveDetail';
import { KeyMoments, MoveMarks, QualityCounts } from './MoveMarks';
import { finalChances } from './positions';
import { PositionView } from './PositionView';
import { useReview } from './useReview';
import type { RunOptions } from './runner';
import { WinChart } from './WinChart';

export interface ReviewProps {
  record: GameRecord;
  names: string[];
  onClose: () => void;
  /** The worker to analyse in (tests); the review's own by default. */
  spawn?: RunOptions['spawn'];
}

export default function Review({ record, names, onClose, spawn }: ReviewProps) {
  const { t, i18n } = useTranslation('review');
  const review = useReview(record, spawn);
  const { game, moves } = review;
  const [selected, setSelected] = useState<number | null>(null);
  const [board, setBoard] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const detail = useRef<HTMLElement>(null);
  // Picked on the graph or among the costly moves: the move's detail is brought into view (the grid keeps its place).
  const [revealing, setRevealing] = useState(0);
  const reveal = useCallback((i: number) => {
    setSelected(i);
    setRevealing((r) => r + 1);
  }, []);
  useEffect(() => {
    if (revealing > 0) detail.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [revealing]);
  const rtl = i18n.dir() === 'rtl';
  const players = record.config.players;
  const finals = useMemo(() => (game ? finalChances(game.final) : []), [game]);
  const data = useMemo(() => chartData(moves, finals, players), [moves, finals, players]);
  const seats = useMemo(() => record.actions.map((a) => a.seat), [record]);
  const replay = useMemo(() => (board ? buildReplay(record) : null), [board, record]);
  // Digits follow the language; a new function only when it changes (the chart is made again then).
  const digits = useCallback((n: number) => num(n), [i18n.language]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    if (!board) heading.current?.focus();
  }, [board]);
  // Once every move is weighed, the costliest is shown first: where the game was lost.
  const finished = review.status === 'done';
  useEffect(() => {
    if (finished) setSelected((s) => s ?? keyMoments(moves)[0]?.index ?? null);
  }, [finished, moves]);

  if (!game) {
    return (
      <section className="page page--narrow stack review" role="alert">
        <p>{t('review.unfinished')}</p>
        <button type="button" className="btn" onClick={onClose}>
          {t('review.close')}
        </button>
      </section>
    );
  }

  const move = selected === null ? null : moves[selected];
  const position = selected === null ? undefined : game.positions[selected];
  if (board && move && position) {
    const before = replay ? replay.events.slice(0, move.index + 1).flat() : [];
    return (
      <PositionView position={position} move={move} names={names} before={before} onBack={() => setBoard(false)} />
    );
  }

  const n = moves.length;
  const done = moves.filter((m) => m !== null).length;
  const current = review.current;
  const step = (from: number, delta: -1 | 1) => {
    for (let i = from + delta; i >= 0 && i < n; i += delta) {
      if (moves[i]) return i;
    }
    return null;
  };
  const finalsText = names.map((name, s) =>
    t('review.chart.seat', { name: isolate(name, currentLanguage()), pct: percent(finals[s] ?? 0) }),
  );
  const chartLabel = t('review.chart.label', { finals: finalsText.join(t('game:list.sep')) });

  return (
    <section className="page review" aria-labelledby="review-title">
      <div className="review__head">
        <h1 id="review-title" ref={heading} tabIndex={-1}>
          {t('review.title')}
        </h1>
        <button type="button" className="btn btn-small" onClick={onClose}>
          {t('review.close')}
        </button>
      </div>
      <p className="review__note">{t('review.fullInformation')}</p>
      <p className="hint">{t('review.by')}</p>
      {review.status === 'analysing' && current && (
        <div className="review__progress" role="status">
          <span>{t('review.progress', { k: num(current.index + 1), n: num(n) })}</span>
          <progress
            max={n}
            value={done + current.fraction}
            aria-label={t('review.progress', { k: num(current.index + 1), n: num(n) })}
          />
        </div>
      )}
      {review.status === 'done' && review.stored && <p className="hint review__stored">{t('review.stored')}</p>}
      {review.status === 'error' && (
        <p className="error-text" role="alert">
          {t('review.failed', { n: num(done + 1) })} {review.error}
        </p>
      )}
      <div className="review__grid">
        <figure className="review__block review__chart review__area--chart">
          <figcaption>{t('review.chart.title')}</figcaption>
          <WinChart
            data={data}
            names={names}
            selected={selected}
            onSelect={reveal}
            rtl={rtl}
            num={digits}
            label={chartLabel}
            movesLabel={t('review.chart.moves')}
          />
          <ul className="chart__legend review__legend" aria-hidden="true">
            {names.map((name, s) => (
              <li key={s} className={`review__seat review__seat--${s}`}>
                <svg viewBox="0 0 24 8" width="24" height="8">
                  <line x1="0" y1="4" x2="24" y2="4" />
                </svg>
                {name}
              </li>
            ))}
          </ul>
        </figure>
        <KeyMoments moves={moves} names={names} selected={selected} onSelect={reveal} />
        <MoveMarks moves={moves} seats={seats} names={names} selected={selected} onSelect={setSelected} />
        {move && position && (
          <MoveDetail
            move={move}
            state={position.state}
            names={names}
            onSee={() => setBoard(true)}
            onStep={(d) => setSelected((s) => (s === null ? s : (step(s, d) ?? s)))}
            hasPrevious={selected !== null && step(selected, -1) !== null}
            hasNext={selected !== null && step(selected, 1) !== null}
            detailRef={detail}
          />
        )}
        {!move && <p className="review__block review__area--detail hint review__pick">{t('review.marks.hint')}</p>}
        <QualityCounts moves={moves} names={names} />
      </div>
    </section>
  );
}
