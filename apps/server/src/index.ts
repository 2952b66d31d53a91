/** Wires the real parts together and listens. Nothing else lives here. */
import path from 'node:path';
import { greedyBot, randomBot } from '@kahroba/engine/bots';
import { lanIPv4Addresses, startBanner } from './addresses';
import { systemClock } from './clock';
import { loadConfig } from './config';
import { createLogger } from './logger';
import { cryptoRandom } from './random';
import { createServer } from './server';
import { createSqliteStore } from './store';

const config = loadConfig();
const logger = createLogger(config);
const store = createSqliteStore({ file: path.join(config.DATA_DIR, 'kahroba.db'), synchronous: config.DB_SYNCHRONOUS });
const server = createServer({
  config, store, logger, clock: systemClock, random: cryptoRandom,
  bots: { random: randomBot, greedy: greedyBot },
});

const port = await server.listen();
logger.info({ port, host: config.HOST, origin: config.PUBLIC_ORIGIN, dataDir: config.DATA_DIR, testMode: config.TEST_MODE }, 'listening');
// One line for the person who started it (stderr, so stdout stays pure JSON logs off a terminal).
if (config.LOG_LEVEL !== 'silent') process.stderr.write(`${startBanner(config.HOST, port, config.PUBLIC_ORIGIN, lanIPv4Addresses())}\n`);

const stop = (signal: string): void => {
  logger.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  server.close().then(() => process.exit(0), (e: unknown) => {
    logger.error({ err: e }, 'shutdown failed');
    process.exit(1);
  });
};
process.once('SIGTERM', () => stop('SIGTERM'));
process.once('SIGINT', () => stop('SIGINT'));
