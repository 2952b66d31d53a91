/**
 * Hints at the table: the button only in the viewer's turn where hints are allowed, the caller asked first (a
 * refusal shown in words, nothing worked out), the progress while thinking and its Cancel, the suggestion in
 * words with its reasons and its card highlighted by the table's own selection, Play it sends that very action,
 * Dismiss puts it away, a new position ends it; the gems of a suggested take are picked in the supply; "hint
 * used" in the log. The worker is replaced by a controllable job here; the last test runs the real analysis.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { legalActions, viewFor } from '@kahroba/engine';
import type { Action, GameState } from '@kahroba/engine';
import type { PositionAnalysis } from '@kahroba/engine/bots';
import { Table } from '../table/Table';
import type { ActionResult } from '../table/context';
import { newGame, setupI18n } from '../table/testing';
import { useHintLines } from './HintLines';
import type { HintControl } from './useHint';

interface FakeJob {
  resolve: (a: PositionAnalysis) => void;
  progress: (done: number, budget: number) => void;
  cancelled: boolean;
  view: GameState;
}
const jobs: FakeJob[] = [];
vi.mock('./hintRunner', () => ({
  askHint: (view: GameState, _seat: number, onProgress: (d: number, b: number) => void) => {
    let resolve: (a: PositionAnalysis) => void = () => undefined;
    let reject: (e: Error) => void = () => undefined;
    const result = new Promise<PositionAnalysis>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    const job: FakeJob = { resolve, progress: onProgress, cancelled: false, view };
    jobs.push(job);
    return {
      result,
      cancel: () => {
        job.cancelled = true;
        reject(new Error('cancelled'));
      },
    };
  },
  stopHints: () => undefined,
  warmHints: () => {
    warmed += 1;
  },
}));
let warmed = 0;

beforeAll(() => setupI18n('en'));
beforeEach(() => {
  jobs.length = 0;
});
afterEach(cleanup);

const names = ['Sara', 'Babak'];
type OnAction = (a: Action) => Promise<ActionResult>;
const ok = (): Promise<ActionResult> => Promise.resolve({ ok: true });

const analysisOf = (action: Action): PositionAnalysis => ({
  seat: 0,
  candidates: [{ action, winChance: 0.62, visits: 900, reasons: [{ kind: 'takesGold' }] }],
  winChances: [0.62, 0.38],
  values: [0.3, -0.3],
  line: [],
  iterations: 3000,
  stopped: false,
});

function renderTable(s: GameState, control: HintControl | undefined, onAction = vi.fn<OnAction>(ok)) {
  const seat = s.current;
  const utils = render(
    <Table view={viewFor(s, seat)} viewer={seat} names={names} log={[]} onAction={onAction} hint={control} />,
  );
  return { onAction, seat, ...utils };
}

const flush = () => act(() => Promise.resolve());

describe('hints at the table', () => {
  it('where hints are allowed the worker is started as soon as the table is drawn (within half a second), else never', () => {
    vi.useFakeTimers();
    try {
      const s = newGame();
      const before = warmed;
      renderTable(s, undefined);
      act(() => {
        vi.advanceTimersByTime(5_000);
      });
      expect(warmed).toBe(before);
      cleanup();
      renderTable(s, { ask: ok });
      expect(warmed).toBe(before);
      act(() => {
        vi.advanceTimersByTime(500);
      });
      expect(warmed).toBe(before + 1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('no button without a hint control, for a spectator, or when it is not your turn', () => {
    const s = newGame();
    renderTable(s, undefined);
    expect(screen.queryByRole('button', { name: /Ask the expert for a hint/ })).toBeNull();
    cleanup();
    render(<Table view={viewFor(s, 'spectator')} viewer="spectator" names={names} log={[]} hint={{ ask: ok }} />);
    expect(screen.queryByRole('button', { name: /Ask the expert for a hint/ })).toBeNull();
    cleanup();
    const other = (s.current + 1) % 2;
    render(
      <Table view={viewFor(s, other)} viewer={other} names={names} log={[]} onAction={vi.fn(ok)} hint={{ ask: ok }} />,
    );
    expect(screen.queryByRole('button', { name: /Ask the expert for a hint/ })).toBeNull();
  });

  it('asks first, shows progress, then the suggestion with its reason and its card highlighted; Play it sends it', async () => {
    const s = newGame();
    const ask = vi.fn(ok);
    const { onAction, seat } = renderTable(s, { ask });
    fireEvent.click(screen.getByRole('button', { name: /Ask the expert for a hint/ }));
    await flush();
    expect(ask).toHaveBeenCalledTimes(1);
    expect(jobs).toHaveLength(1);
    // Only the viewer's own view goes to the analysis.
    expect(jobs[0]?.view).toEqual(viewFor(s, seat));
    act(() => jobs[0]?.progress(1500, 3000));
    expect(screen.getByTestId('hint').textContent).toMatch(/The expert is thinking… 50%/);
    const reserve = legalActions(viewFor(s, seat), seat).find((a) => a.type === 'reserve');
    if (reserve?.type !== 'reserve') throw new Error('no reservation');
    act(() => jobs[0]?.resolve(analysisOf(reserve)));
    await flush();
    const shown = screen.getByTestId('hint');
    expect(shown.textContent).toMatch(/The expert suggests: reserve the/);
    expect(shown.textContent).toMatch(/62%/);
    expect(shown.querySelector('.analysis-reasons li')?.textContent).toBeTruthy();
    const pressed = [...document.querySelectorAll('.card-btn--selected')];
    expect(pressed).toHaveLength(1);
    expect(pressed[0]?.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Play it' }));
    await flush();
    expect(onAction).toHaveBeenCalledWith(reserve);
    expect(screen.queryByTestId('hint')).toBeNull();
  });

  it('a refusal (HINTS_OFF) is said in words and nothing is worked out; Dismiss puts it away', async () => {
    const s = newGame();
    renderTable(s, {
      ask: () => Promise.resolve({ ok: false, error: { code: 'HINTS_OFF', message: 'off' } }),
    });
    fireEvent.click(screen.getByRole('button', { name: /Ask the expert for a hint/ }));
    await flush();
    expect(jobs).toHaveLength(0);
    expect(screen.getByRole('alert').textContent).toBe('The host did not allow hints in this room.');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByTestId('hint')).toBeNull();
  });

  it('Cancel stops the thinking; a gem take suggested is picked in the supply; a new position ends the hint', async () => {
    const s = newGame();
    const { seat, rerender } = renderTable(s, { ask: ok });
    fireEvent.click(screen.getByRole('button', { name: /Ask the expert for a hint/ }));
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(jobs[0]?.cancelled).toBe(true);
    expect(screen.queryByTestId('hint')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: /Ask the expert for a hint/ }));
    await flush();
    const take: Action = { type: 'takeGems', gems: ['white', 'blue', 'green'] };
    act(() => jobs[1]?.resolve(analysisOf(take)));
    await flush();
    expect(screen.getByTestId('hint').textContent).toMatch(/The expert suggests: take .*white/);
    expect(screen.getByRole('button', { name: 'Take these gems' })).toBeTruthy();

    const next = { ...s, version: s.version + 1 };
    rerender(
      <Table view={viewFor(next, seat)} viewer={seat} names={names} log={[]} onAction={vi.fn(ok)} hint={{ ask: ok }} />,
    );
    expect(screen.queryByTestId('hint')).toBeNull();
  });

  it('"hint used" lines: the viewer\'s own as "You", each after the events before it, none beyond the log', () => {
    function Lines() {
      const lines = useHintLines(
        [
          { seat: 0, at: 2 },
          { seat: 1, at: 9 },
          { seat: 1, at: 1 },
        ],
        names,
        0,
        5,
        2,
      );
      return (
        <ul>
          {lines.map((l) => (
            <li key={l.key} data-at={l.at}>
              {l.node}
            </li>
          ))}
        </ul>
      );
    }
    render(<Lines />);
    const items = screen.getAllByRole('listitem');
    expect(items.map((li) => [li.textContent?.trim(), li.getAttribute('data-at')])).toEqual([
      ['You used a hint', '0'],
      ['Babak used a hint', '5'],
    ]);
  });
});
