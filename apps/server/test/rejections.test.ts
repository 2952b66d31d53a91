/**
 * The handler of unhandled rejections (src/rejections.ts): each is counted and logged with its stack, at most so many
 * a minute in full, the rest counted and summed up in one line. The spawned server's side is rejections-process.test.ts.
 */
import { Writable } from 'node:stream';
import { describe, expect, test } from 'vitest';
import { createLogger } from '../src/logger';
import { REJECTION_LOG_WINDOW_MS, watchRejections } from '../src/rejections';

interface Line {
  msg: string;
  level: number;
  unhandledRejections?: number;
  leftOut?: number;
  reason?: string;
  err?: { type: string; message: string; stack: string };
}

function logged(): { logger: ReturnType<typeof createLogger>; lines: () => Line[] } {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      chunks.push(chunk.toString());
      done();
    },
  });
  const logger = createLogger({ LOG_LEVEL: 'info' }, false, stream);
  return {
    logger,
    lines: () =>
      chunks
        .join('')
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as Line),
  };
}

describe('unhandled rejections', () => {
  test('an Error is logged at error level with its type, message and stack, and counted', () => {
    const out = logged();
    const watch = watchRejections(out.logger, 20, () => 0);
    const e = new TypeError('broken path');
    watch.handle(e);
    watch.handle('a plain string');
    expect(watch.count).toBe(2);
    const [first, second] = out.lines();
    expect(first).toMatchObject({
      msg: 'unhandled promise rejection: still running',
      level: 50,
      unhandledRejections: 1,
    });
    expect(first?.err).toMatchObject({ type: 'TypeError', message: 'broken path', stack: e.stack });
    expect(second).toMatchObject({ reason: 'a plain string', unhandledRejections: 2 });
  });

  test('at most perMinute logged in full a minute; the others counted, and summed up by the next one after the minute', () => {
    const out = logged();
    let now = 1_000;
    const watch = watchRejections(out.logger, 3, () => now);
    for (let i = 0; i < 10; i++) watch.handle(new Error(`r${i}`));
    expect(watch.count).toBe(10);
    expect(watch.unlogged).toBe(7);
    expect(out.lines().map((l) => l.err?.message)).toEqual(['r0', 'r1', 'r2']);

    now += REJECTION_LOG_WINDOW_MS - 1;
    watch.handle(new Error('still the same minute'));
    expect(out.lines()).toHaveLength(3);
    expect(watch.unlogged).toBe(8);

    now += 1;
    watch.handle(new Error('next minute'));
    const lines = out.lines().slice(3);
    expect(lines.map((l) => l.msg)).toEqual([
      'unhandled promise rejections not logged',
      'unhandled promise rejection: still running',
    ]);
    expect(lines[0]).toMatchObject({ leftOut: 8, unhandledRejections: 12 });
    expect(lines[1]).toMatchObject({ unhandledRejections: 12, err: { message: 'next minute' } });
    expect(watch.count).toBe(12);
    expect(watch.unlogged).toBe(8);
  });
});
