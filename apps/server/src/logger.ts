/**
 * Structured logs (pino). Tokens, seeds and records are never logged.
 * On a terminal they are printed readably (pino-pretty, synchronously, in
 * this thread); anywhere else (a pipe, a file, a container's log) they stay
 * one JSON object a line for log collectors.
 */
import { createRequire } from 'node:module';
import { pino } from 'pino';
import type { DestinationStream, Logger, LoggerOptions } from 'pino';
import type PinoPretty from 'pino-pretty';
import type { Config } from './config';

/** pino-pretty is loaded only for a terminal: a server whose output goes to a pipe or a file never loads it (~35 ms of its start). */
const loadPretty = (): typeof PinoPretty => createRequire(import.meta.url)('pino-pretty') as typeof PinoPretty;

export function createLogger(
  config: Pick<Config, 'LOG_LEVEL'>,
  terminal: boolean = process.stdout.isTTY === true,
  destination?: DestinationStream,
): Logger {
  const options: LoggerOptions = {
    level: config.LOG_LEVEL,
    base: { service: 'kahroba-server' },
    redact: { paths: ['token', '*.token', 'seed', '*.seed', 'config.seed'], censor: '[redacted]' },
  };
  if (!terminal) return destination ? pino(options, destination) : pino(options);
  const stream = loadPretty()({
    colorize: destination === undefined,
    sync: true,
    ignore: 'pid,hostname,service',
    translateTime: 'SYS:HH:MM:ss',
    ...(destination ? { destination } : {}),
  });
  return pino(options, stream);
}
