/**
 * Structured logs (pino). Tokens, seeds and records are never logged.
 * On a terminal they are printed readably (pino-pretty, synchronously, in
 * this thread); anywhere else (a pipe, a file, a container's log) they stay
 * one JSON object a line for log collectors.
 */
import { pino } from 'pino';
import type { DestinationStream, Logger, LoggerOptions } from 'pino';
import pretty from 'pino-pretty';
import type { Config } from './config';

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
  const stream = pretty({
    colorize: destination === undefined,
    sync: true,
    ignore: 'pid,hostname,service',
    translateTime: 'SYS:HH:MM:ss',
    ...(destination ? { destination } : {}),
  });
  return pino(options, stream);
}
