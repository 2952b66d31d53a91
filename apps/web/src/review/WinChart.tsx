/**
 * The graph of every seat's estimated chance to win, move by move, drawn by uPlot (a small canvas chart library,
 * loaded with the review's chunk only). As on the end screen's prestige chart (PrestigeChart.tsx), a seat's line has
 * its colour and its own dash, the legend repeats both, and in Persian the moves run from right to left. The marks
 * of inaccuracies, mistakes and blunders sit on the mover's line; a click on the graph picks the nearest move.
 */
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import type { AlignedData, Options } from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { ChartData } from './chartData';

/** One dash pattern a seat, as the prestige chart's marker shapes: the lines differ without their colours. */
const DASHES: number[][] = [[], [7, 4], [2, 3], [10, 3, 2, 3]];

export interface WinChartProps {
  data: ChartData;
  names: readonly string[];
  /** The picked move's index in the record, or null. */
  selected: number | null;
  onSelect: (index: number) => void;
  rtl: boolean;
  /** A number in the page's digits. */
  num: (n: number) => string;
  label: string;
  movesLabel: string;
}

const cssVar = (el: Element, name: string, fallback: string): string =>
  getComputedStyle(el).getPropertyValue(name).trim() || fallback;

export function WinChart({ data, names, selected, onSelect, rtl, num, label, movesLabel }: WinChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);
  // The hooks read the latest props without the chart being made again.
  const latest = useRef({ data, selected, onSelect });
  latest.current = { data, selected, onSelect };

  useEffect(() => {
    const el = box.current;
    if (!el || typeof el.getBoundingClientRect !== 'function') return;
    const ink = cssVar(el, '--text-muted', '#6a5a48');
    const grid = cssVar(el, '--border', '#d9c9ad');
    const colour = (seat: number) => cssVar(el, `--chart-${seat}`, '#444');
    const quality = (q: string) => cssVar(el, `--mark-${q}`, '#c00');
    const font = `600 11px ${cssVar(el, '--font', 'system-ui')}`;
    const width = Math.max(240, Math.floor(el.getBoundingClientRect().width));
    const height = width < 600 ? 190 : 260;
    const opts: Options = {
      width,
      height,
      legend: { show: false },
      cursor: { y: false, points: { show: false }, drag: { x: false, y: false } },
      select: { show: false, left: 0, top: 0, width: 0, height: 0 },
      scales: { x: { time: false, dir: rtl ? -1 : 1 }, y: { range: [0, 100] } },
      axes: [
        {
          stroke: ink,
          font,
          labelFont: font,
          label: movesLabel,
          labelSize: 18,
          grid: { show: false },
          ticks: { stroke: grid },
          values: (_u, splits) => splits.map((v) => (Number.isInteger(v) ? num(v) : '')),
        },
        {
          side: rtl ? 1 : 3,
          stroke: ink,
          font,
          size: 44,
          grid: { stroke: grid, width: 1 },
          ticks: { show: false },
          splits: () => [0, 25, 50, 75, 100],
          values: (_u, splits) => splits.map((v) => `${num(v)}${rtl ? '٪' : '%'}`),
        },
      ],
      series: [
        {},
        ...names.map((name, seat) => ({
          label: name,
          stroke: colour(seat),
          width: 2.5,
          dash: DASHES[seat % DASHES.length] ?? [],
          spanGaps: false,
          points: { show: false },
        })),
      ],
      hooks: {
        draw: [
          (u: uPlot) => {
            const { ctx } = u;
            const { data: d, selected: sel } = latest.current;
            const px = uPlot.pxRatio;
            ctx.save();
            if (sel !== null) {
              const x = u.valToPos(sel + 1, 'x', true);
              ctx.strokeStyle = ink;
              ctx.lineWidth = px;
              ctx.setLineDash([3 * px, 3 * px]);
              ctx.beginPath();
              ctx.moveTo(x, u.bbox.top);
              ctx.lineTo(x, u.bbox.top + u.bbox.height);
              ctx.stroke();
              ctx.setLineDash([]);
            }
            for (const m of d.marks) {
              const y = d.lines[m.seat]?.[m.x];
              if (y === null || y === undefined) continue;
              ctx.fillStyle = quality(m.quality);
              ctx.strokeStyle = '#fff';
              ctx.lineWidth = 1.5 * px;
              ctx.beginPath();
              ctx.arc(u.valToPos(m.x, 'x', true), u.valToPos(y, 'y', true), (m.x - 1 === sel ? 6 : 4.5) * px, 0, 7);
              ctx.fill();
              ctx.stroke();
            }
            ctx.restore();
          },
        ],
      },
    };
    const first = latest.current.data;
    const u = new uPlot(opts, [first.xs, ...first.lines] as AlignedData, el);
    plot.current = u;
    const pick = () => {
      const idx = u.cursor.idx;
      if (idx !== null && idx !== undefined && idx >= 1) latest.current.onSelect(idx - 1);
    };
    u.over.addEventListener('click', pick);
    const resize = new ResizeObserver(() => {
      const w = Math.max(240, Math.floor(el.getBoundingClientRect().width));
      if (w !== u.width) u.setSize({ width: w, height: w < 600 ? 190 : 260 });
    });
    resize.observe(el);
    return () => {
      resize.disconnect();
      u.over.removeEventListener('click', pick);
      u.destroy();
      plot.current = null;
    };
    // Made again only when the seats, the direction or the language's digits change.
  }, [names, rtl, num, movesLabel]);

  useEffect(() => {
    plot.current?.setData([data.xs, ...data.lines] as AlignedData);
  }, [data]);
  useEffect(() => {
    plot.current?.redraw(false, false);
  }, [selected]);

  return <div ref={box} className="win-chart" role="img" aria-label={label} />;
}
