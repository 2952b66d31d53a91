/**
 * Setup of every server test file: a promise rejected with nothing to handle
 * it fails the test during which it happened (vitest also reports it and
 * fails the run), so a forgotten rejection can never pass unnoticed.
 */
import { afterEach } from 'vitest';

const unhandled: unknown[] = [];
process.on('unhandledRejection', (reason) => {
  unhandled.push(reason);
});

afterEach(async () => {
  // A rejection is reported once the microtasks of its turn have run: let them.
  await new Promise((r) => setImmediate(r));
  const seen = unhandled.splice(0);
  if (seen.length > 0) {
    const what = seen.map((r) => (r instanceof Error ? r.message : String(r))).join('; ');
    throw new Error(`unhandled promise rejection during this test: ${what}`);
  }
});
