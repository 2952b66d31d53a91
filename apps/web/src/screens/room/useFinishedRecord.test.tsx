/**
 * The end screen reaches every client: the record is asked for
 * again after failures, with doubling pauses, a bounded number of times, and
 * the waiting stops when the game is left.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { GameRecord } from '@kahroba/engine';

const fetchRecord = vi.hoisted(() => vi.fn());
vi.mock('../../net', () => ({ fetchRecord }));
const { RECORD_RETRY, retryDelay, useFinishedRecord } = await import('./useFinishedRecord');

const record = { schema: 1, config: { players: 2, seed: 's' }, actions: [] } as unknown as GameRecord;
const fail = { ok: false as const, error: { code: 'TIMEOUT', message: 'no answer' } };
/** Lets the answer's promise settle, then moves the clock by `ms`. */
const wait = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  fetchRecord.mockReset();
});

describe("the finished game's record", () => {
  it('pauses 0.5, 1, 2, 4, 8, 8, 8 s between tries', () => {
    expect(Array.from({ length: RECORD_RETRY.tries - 1 }, (_, n) => retryDelay(n))).toEqual([
      500, 1000, 2000, 4000, 8000, 8000, 8000,
    ]);
  });

  it('is asked for again after failures, with doubling pauses, until it comes', async () => {
    fetchRecord
      .mockResolvedValueOnce(fail)
      .mockResolvedValueOnce(fail)
      .mockResolvedValueOnce({ ok: true, data: record });
    const { result } = renderHook(() => useFinishedRecord(true, 1));
    await wait(0);
    expect(fetchRecord).toHaveBeenCalledTimes(1);
    await wait(499);
    expect(fetchRecord).toHaveBeenCalledTimes(1);
    await wait(1);
    expect(fetchRecord).toHaveBeenCalledTimes(2);
    expect(result.current).toBeNull();
    await wait(999);
    expect(fetchRecord).toHaveBeenCalledTimes(2);
    await wait(1);
    expect(fetchRecord).toHaveBeenCalledTimes(3);
    expect(result.current).toBe(record);
    await wait(60_000);
    expect(fetchRecord).toHaveBeenCalledTimes(3);
  });

  it('gives up after a bounded number of tries', async () => {
    fetchRecord.mockResolvedValue(fail);
    const { result } = renderHook(() => useFinishedRecord(true, 1));
    await wait(10 * 60_000);
    expect(fetchRecord).toHaveBeenCalledTimes(RECORD_RETRY.tries);
    expect(result.current).toBeNull();
  });

  it('stops waiting once the game is left, and asks nothing before the end', async () => {
    fetchRecord.mockResolvedValue(fail);
    const { unmount } = renderHook(() => useFinishedRecord(true, 1));
    await wait(0);
    unmount();
    await wait(60_000);
    expect(fetchRecord).toHaveBeenCalledTimes(1);
    renderHook(() => useFinishedRecord(false, 1));
    await wait(60_000);
    expect(fetchRecord).toHaveBeenCalledTimes(1);
  });

  it("a rematch starts over: the old game's tries stop and its record is not shown for the new one", async () => {
    fetchRecord.mockResolvedValueOnce(fail).mockResolvedValue({ ok: true, data: record });
    const { result, rerender } = renderHook(({ done, no }) => useFinishedRecord(done, no), {
      initialProps: { done: true, no: 1 },
    });
    await wait(0);
    rerender({ done: false, no: 2 });
    await wait(60_000);
    expect(fetchRecord).toHaveBeenCalledTimes(1);
    rerender({ done: true, no: 2 });
    await wait(0);
    expect(fetchRecord).toHaveBeenCalledTimes(2);
    expect(result.current).toBe(record);
  });
});
