/** Structured logs (pino). Tokens, seeds and records are never logged. */
import { pino } from 'pino';
import type { Logger } from 'pino';
import type { Config } from './config';

export function createLogger(config: Pick<Config, 'LOG_LEVEL'>): Logger {
  return pino({
    level: config.LOG_LEVEL,
    base: { service: 'kahroba-server' },
    redact: { paths: ['token', '*.token', 'seed', '*.seed', 'config.seed'], censor: '[redacted]' },
  });
}
