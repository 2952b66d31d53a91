/**
 * A line chart of every player's prestige at the end of each round, in plain
 * SVG (no chart library in the bundle). Lines differ by colour and by marker
 * shape (circle, square, triangle, diamond); the legend repeats both. In
 * Persian the rounds run from right to left, like the text (the SVG itself is
 * laid out left to right, so its anchors are physical).
 */
import { useTranslation } from 'react-i18next';
import { num } from '../ui/gems';
import type { PrestigeProgress } from './progress';

const W = 320;
const H = 170;
const PAD = { start: 30, end: 12, top: 12, bottom: 28 };

function Marker({ seat, x, y }: { seat: number; x: number; y: number }) {
  const r = 4;
  switch (seat % 4) {
    case 1:
      return <rect x={x - r} y={y - r} width={2 * r} height={2 * r} />;
    case 2:
      return <polygon points={`${x},${y - r - 1} ${x + r + 1},${y + r} ${x - r - 1},${y + r}`} />;
    case 3:
      return <polygon points={`${x},${y - r - 1} ${x + r + 1},${y} ${x},${y + r + 1} ${x - r - 1},${y}`} />;
    default:
      return <circle cx={x} cy={y} r={r} />;
  }
}

export function PrestigeChart({
  progress,
  names,
  rtl,
}: {
  progress: PrestigeProgress;
  names: readonly string[];
  rtl: boolean;
}) {
  const { t } = useTranslation('game');
  const { rounds, points } = progress;
  const top = Math.max(15, ...points.flat());
  const steps = Math.max(1, rounds.length - 1);
  const plotW = W - PAD.start - PAD.end;
  const plotH = H - PAD.top - PAD.bottom;
  const x = (i: number) => (rtl ? W - PAD.start - (i / steps) * plotW : PAD.start + (i / steps) * plotW);
  const y = (v: number) => PAD.top + plotH - (v / top) * plotH;
  const ticks = [0, 5, 10, 15, 20, 25, 30].filter((v) => v <= top);
  const every = Math.ceil(rounds.length / 8);
  const finals = points.map((p, s) =>
    t('endgame.chartSeat', { name: names[s] ?? `#${s + 1}`, n: num(p[p.length - 1] ?? 0) }),
  );
  const played = rounds[rounds.length - 1] ?? 0;
  const label = t('endgame.chartLabel', { rounds: num(played), count: played, finals: finals.join(t('list.sep')) });

  return (
    <figure className="endgame__chart">
      <figcaption>{t('endgame.chartTitle')}</figcaption>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={label} className="chart">
        {ticks.map((v) => (
          <g key={v} className="chart__tick">
            <line
              x1={PAD.start}
              x2={W - PAD.end}
              y1={y(v)}
              y2={y(v)}
              transform={rtl ? `translate(${PAD.end - PAD.start} 0)` : undefined}
            />
            <text x={rtl ? W - 4 : 4} y={y(v) + 4} textAnchor={rtl ? 'end' : 'start'}>
              {num(v)}
            </text>
          </g>
        ))}
        {rounds.map(
          (r, i) =>
            (i % every === 0 || i === rounds.length - 1) && (
              <text key={r} className="chart__round" x={x(i)} y={H - 10} textAnchor="middle">
                {num(r)}
              </text>
            ),
        )}
        <text className="chart__axis" x={W / 2} y={H - 0.5} textAnchor="middle">
          {t('endgame.chartRounds')}
        </text>
        {points.map((p, s) => (
          <g key={s} className={`chart__seat chart__seat--${s}`}>
            <polyline fill="none" points={p.map((v, i) => `${x(i)},${y(v)}`).join(' ')} />
            {p.map((v, i) => (
              <Marker key={i} seat={s} x={x(i)} y={y(v)} />
            ))}
          </g>
        ))}
      </svg>
      <ul className="chart__legend" aria-hidden="true">
        {names.map((n, s) => (
          <li key={s} className={`chart__seat chart__seat--${s}`}>
            <svg viewBox="-6 -6 12 12" width="12" height="12">
              <Marker seat={s} x={0} y={0} />
            </svg>{' '}
            {n}
          </li>
        ))}
      </ul>
    </figure>
  );
}
