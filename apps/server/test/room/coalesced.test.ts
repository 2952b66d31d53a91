import { describe, expect, it } from 'vitest';
import { Coalesced } from '../../src/room/coalesced';

/** A task whose runs are finished by hand, in order. */
function manual(): { task: (arg: number) => Promise<void>; started: number[]; finish: () => void; fail: () => void } {
  const pending: { resolve: () => void; reject: (e: unknown) => void }[] = [];
  const started: number[] = [];
  return {
    started,
    task: (arg) =>
      new Promise<void>((resolve, reject) => {
        started.push(arg);
        pending.push({ resolve, reject });
      }),
    finish: () => pending.shift()?.resolve(),
    fail: () => pending.shift()?.reject(new Error('store down')),
  };
}
const tick = (): Promise<void> => new Promise((r) => setTimeout(r, 0));

describe('Coalesced', () => {
  it('never runs twice at once; requests meanwhile become one more run with the latest argument', async () => {
    const m = manual();
    const c = new Coalesced(m.task, () => undefined);
    c.request(1);
    c.request(2);
    c.request(3);
    expect(m.started).toEqual([1]);
    m.finish();
    await tick();
    expect(m.started).toEqual([1, 3]);
    m.finish();
    await c.settled();
    expect(m.started).toEqual([1, 3]);
  });

  it('a failed run is reported and the next request still runs; settled waits for the follow-up run', async () => {
    const m = manual();
    const errors: unknown[] = [];
    const c = new Coalesced(m.task, (e) => errors.push(e));
    c.request(1);
    c.request(2);
    let settled = false;
    void c.settled().then(() => {
      settled = true;
    });
    m.fail();
    await tick();
    expect(errors).toHaveLength(1);
    expect(m.started).toEqual([1, 2]);
    expect(settled).toBe(false);
    m.finish();
    await tick();
    await tick();
    expect(settled).toBe(true);
  });
});
