import 'fake-indexeddb/auto';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { moveQuality } from '@kahroba/engine/bots';
import { loadNamespace } from '../i18n';
import { setupI18n } from '../table/testing';
import { answerRequest } from './answer';
import type { ReviewRequest, ReviewResponse } from './protocol';
import Review from './Review';
import type { ReviewPort } from './runner';
import { fakeAnalysis, finishedRecord } from './testing';

// The graph draws on a canvas, which jsdom has not: its data is tested in chartData.test.ts.
vi.mock('./WinChart', () => ({
  WinChart: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));

beforeAll(async () => {
  setupI18n('en');
  await loadNamespace('review');
});
afterEach(cleanup);

const record = finishedRecord('review-screen');
const names = ['Ana', 'Bo'];

/** A worker stand-in answering every position at once: the 4th and every 7th move blunders, the rest are best. */
function spawner(asked: ReviewRequest[]) {
  return (): ReviewPort => {
    const port: ReviewPort = {
      onmessage: null,
      onerror: null,
      terminate: () => undefined,
      postMessage: (req) => {
        asked.push(req);
        queueMicrotask(() =>
          answerRequest(
            req,
            (r: ReviewResponse) => port.onmessage?.({ data: r } as MessageEvent<unknown>),
            (state) =>
              req.index % 7 === 3
                ? fakeAnalysis(state, req.played, { best: 0.7, played: 0.3 }, 0)
                : fakeAnalysis(state, req.played, { best: 0.5, played: 0.5 }),
            moveQuality,
          ),
        );
      },
    };
    return port;
  };
}

describe('the review screen', () => {
  it('analyses every move, marks them, shows a picked one beside the expert’s, and opens at once the second time', async () => {
    const asked: ReviewRequest[] = [];
    const first = render(<Review record={record} names={names} onClose={vi.fn()} spawn={spawner(asked)} />);
    expect(screen.getByText(/The review sees every card, including hidden ones/)).toBeTruthy();
    const n = record.actions.length;
    await screen.findByText(new RegExp(`^Analysing move \\d+ of ${n}$`));
    await waitFor(() => expect(analysed()).toBe(n), { timeout: 10_000 });
    expect(screen.queryByText(/^Analysing move/)).toBeNull();
    expect(asked).toHaveLength(n);
    expect(asked.every((r) => r.iterations > 0)).toBe(true);
    const marks = within('Every move').getAllByRole('button');
    expect(marks).toHaveLength(n);
    const blunders = marks.filter((b) => /: Blunder$/.test(b.getAttribute('aria-label') ?? ''));
    expect(blunders).toHaveLength(Array.from({ length: n }, (_, i) => i).filter((i) => i % 7 === 3).length);
    // The costliest moves are listed; picking one shows it beside the expert's.
    fireEvent.click(blunders[0] as HTMLElement);
    const detail = screen.getByRole('region', { name: /^Move 4 · round/ });
    expect(detail.textContent).toContain('The move played');
    expect(detail.textContent).toContain("The expert's move");
    expect(detail.textContent).toContain('It cost');
    expect(detail.textContent).toContain('40 points of win chance');
    first.unmount();

    // Stored with the game: the second opening asks the worker nothing.
    const again: ReviewRequest[] = [];
    render(<Review record={record} names={names} onClose={vi.fn()} spawn={spawner(again)} />);
    await screen.findByText(/the review was made before/);
    expect(again).toHaveLength(0);
    expect(analysed()).toBe(n);
  });

  it('moves through the marks with the arrow keys', async () => {
    render(<Review record={record} names={names} onClose={vi.fn()} spawn={spawner([])} />);
    await screen.findByText(/the review was made before/);
    const marks = within('Every move').getAllByRole('button');
    fireEvent.click(marks[0] as HTMLElement);
    fireEvent.keyDown(marks[0] as HTMLElement, { key: 'ArrowRight' });
    expect(marks[1]?.getAttribute('aria-pressed')).toBe('true');
    expect(document.activeElement).toBe(marks[1]);
    fireEvent.keyDown(marks[1] as HTMLElement, { key: 'End' });
    expect(marks.at(-1)?.getAttribute('aria-pressed')).toBe('true');
  });
});

/** How many marks are analysed (a mark still waiting is disabled). */
const analysed = () =>
  within('Every move')
    .getAllByRole('button')
    .filter((b) => !b.disabled).length;

/** The buttons of a toolbar. */
function within(name: string) {
  const region = screen.getByRole('toolbar', { name });
  return { getAllByRole: (_role: 'button') => Array.from(region.querySelectorAll('button')) };
}
