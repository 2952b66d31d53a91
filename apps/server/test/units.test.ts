import { describe, expect, test } from 'vitest';
import type { Clock } from '../src/clock';
import { loadConfig } from '../src/config';
import { SerialQueue } from '../src/room/queue';
import { tokenBucket } from '../src/rate-limit';

const fakeClock = (): Clock & { advance(ms: number): void } => {
  let t = 1_000_000;
  return {
    now: () => t,
    setTimeout: () => ({ cancel() {} }),
    advance(ms) {
      t += ms;
    },
  };
};

describe('config from the environment', () => {
  test('defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      LOG_LEVEL: 'info',
      AWAY_TAKEOVER_MS: 60_000,
      TEST_MODE: false,
      DB_SYNCHRONOUS: 'FULL',
    });
    expect(c.PUBLIC_ORIGIN).toBe('http://localhost:3000');
    expect(c.WEB_DIST).toMatch(/apps\/web\/dist$/u);
  });
  test('values are coerced and checked', () => {
    const c = loadConfig({
      PORT: '8080',
      TEST_MODE: '1',
      BOT_DELAY_MS: '0',
      PUBLIC_ORIGIN: 'https://kahroba.example/',
    });
    expect(c).toMatchObject({ PORT: 8080, TEST_MODE: true, BOT_DELAY_MS: 0, PUBLIC_ORIGIN: 'https://kahroba.example' });
  });
  test.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ PUBLIC_ORIGIN: 'not a url' }, 'PUBLIC_ORIGIN'],
    [{ TEST_MODE: 'maybe' }, 'TEST_MODE'],
  ])('invalid %o is refused naming %s', (env, key) => {
    expect(() => loadConfig(env)).toThrow(key);
  });
});

describe('token bucket', () => {
  test('allows a burst, refuses a flood, refills with time', () => {
    const clock = fakeClock();
    const bucket = tokenBucket(clock, 5, 10);
    expect(Array.from({ length: 8 }, () => bucket.take())).toEqual([true, true, true, true, true, false, false, false]);
    clock.advance(100);
    expect(bucket.take()).toBe(true);
    expect(bucket.take()).toBe(false);
    clock.advance(10_000);
    expect(Array.from({ length: 6 }, () => bucket.take()).filter(Boolean)).toHaveLength(5);
  });
});

describe('serial queue', () => {
  test('tasks never interleave and errors do not stop the queue', async () => {
    const q = new SerialQueue();
    const log: string[] = [];
    const task = (name: string, ms: number) => async () => {
      log.push(`${name}:start`);
      await new Promise((r) => setTimeout(r, ms));
      log.push(`${name}:end`);
      return name;
    };
    const a = q.run(task('a', 20));
    const b = q.run(() => {
      throw new Error('boom');
    });
    const c = q.run(task('c', 1));
    await expect(a).resolves.toBe('a');
    await expect(b).rejects.toThrow('boom');
    await expect(c).resolves.toBe('c');
    await q.idle();
    expect(log).toEqual(['a:start', 'a:end', 'c:start', 'c:end']);
    expect(q.size).toBe(0);
  });
});
