/** Wires the real parts together and listens. Nothing else lives here. */
import { lanIPv4Addresses, startBanner } from './addresses';
import { createBotPool } from './bots/pool';
import { systemClock } from './clock';
import { connectCluster } from './cluster/cluster';
import type { Cluster } from './cluster/cluster';
import { loadConfig } from './config';
import { StartError, openStore, redactUrl } from './store/data-dir';
import { createLogger } from './logger';
import { cryptoRandom } from './random';
import { watchRejections } from './rejections';
import { createServer } from './server';
import type { Store } from './store/store';

const config = loadConfig();
const logger = createLogger(config);
// A promise rejected with nothing to handle it: logged with its stack and counted, and the games go on (rejections.ts).
const rejections = watchRejections(logger);
process.on('unhandledRejection', (reason) => rejections.handle(reason));
let store: Store;
try {
  store = await openStore(config);
} catch (e) {
  // A storage problem at start: one sentence naming DATA_DIR or DATABASE_URL, no stack trace.
  if (!(e instanceof StartError)) throw e;
  process.stderr.write(`Kahroba Online cannot start: ${e.message}\n`);
  process.exit(1);
}
// Several nodes: Redis must answer at start, like the database.
let cluster: Cluster | undefined;
if (config.REDIS_URL) {
  try {
    cluster = await connectCluster(config.REDIS_URL, logger);
  } catch (e) {
    await store.close();
    process.stderr.write(
      `Kahroba Online cannot start: Redis at ${redactUrl(config.REDIS_URL)} cannot be reached (${e instanceof Error ? e.message : String(e)}); check REDIS_URL\n`,
    );
    process.exit(1);
  }
}
// Computer players think in worker threads (bots/worker.ts), never on the event loop.
const botPool = createBotPool({ logger });
const server = createServer({
  config,
  store,
  logger,
  clock: systemClock,
  random: cryptoRandom,
  bots: botPool.bots,
  cluster,
});

const port = await server.listen();
logger.info(
  {
    port,
    host: config.HOST,
    origin: config.PUBLIC_ORIGIN,
    ...(config.DATABASE_URL ? { database: redactUrl(config.DATABASE_URL) } : { dataDir: config.DATA_DIR }),
    ...(cluster ? { redis: redactUrl(config.REDIS_URL ?? ''), node: cluster.nodeId } : {}),
    testMode: config.TEST_MODE,
  },
  'listening',
);
// One line for the person who started it (stderr, so stdout stays pure JSON logs off a terminal).
if (config.LOG_LEVEL !== 'silent')
  process.stderr.write(`${startBanner(config.HOST, port, config.PUBLIC_ORIGIN, lanIPv4Addresses())}\n`);

const stop = (signal: string): void => {
  logger.info({ signal }, 'shutting down');
  // The process never exits while a computer players' thread is still loading its modules: that aborts Node
  // (FATAL ERROR: v8::Module::IsGraphAsync), as a restart on a busy machine showed. Past its time, or failed, the
  // shutdown still ends, once the pool is closed (it waits for loading threads however long, bots/pool.ts CLOSE_WAIT_MS).
  const exitOnceClosed = (code: number): void => {
    void botPool
      .close()
      .catch(() => undefined)
      .then(() => process.exit(code));
  };
  const force = setTimeout(() => exitOnceClosed(1), 10_000);
  force.unref();
  server
    .close()
    .then(() => cluster?.close())
    .then(() => botPool.close())
    .then(
      () => process.exit(0),
      (e: unknown) => {
        logger.error({ err: e }, 'shutdown failed');
        exitOnceClosed(1);
      },
    );
};
process.once('SIGTERM', () => stop('SIGTERM'));
process.once('SIGINT', () => stop('SIGINT'));
