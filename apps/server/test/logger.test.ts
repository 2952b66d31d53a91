/** Logs are JSON lines off a terminal and readable text on one; secrets are redacted in both. */
import { Writable } from 'node:stream';
import { describe, expect, test } from 'vitest';
import { createLogger } from '../src/logger';

function sink(): { stream: Writable; text: () => string } {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      chunks.push(chunk.toString());
      done();
    },
  });
  return { stream, text: () => chunks.join('') };
}

describe('logger', () => {
  test('off a terminal: one JSON object a line', () => {
    const out = sink();
    const log = createLogger({ LOG_LEVEL: 'info' }, false, out.stream);
    log.info({ port: 3000, token: 'secret-token' }, 'listening');
    const line = JSON.parse(out.text().trim()) as Record<string, unknown>;
    expect(line).toMatchObject({ msg: 'listening', port: 3000, service: 'kahroba-server', token: '[redacted]' });
  });

  test('on a terminal: a readable line, not JSON, still redacted', () => {
    const out = sink();
    const log = createLogger({ LOG_LEVEL: 'info' }, true, out.stream);
    log.info({ port: 3000, seed: 'the-seed' }, 'listening');
    const text = out.text();
    expect(text).toMatch(/INFO.*listening/u);
    expect(text).toContain('port: 3000');
    expect(text).not.toContain('the-seed');
    expect(() => JSON.parse(text.trim()) as unknown).toThrow();
  });
});
