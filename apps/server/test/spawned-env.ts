/**
 * The environment of a server a test starts as a child process (`src/index.ts` through tsx): this process's own
 * environment without a database or Redis of the developer's (the test names its own), a port the system picks, the
 * test mode, no bot delay, and no shedding for a busy event loop — such a server shares a loaded machine with the
 * suite, and shedding has tests of its own (transport/overload.test.ts, turn-budget.test.ts); there a shed intent
 * only fails the game under test. `extra` comes last and wins.
 */
export function spawnedServerEnv(dataDir: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const { DATABASE_URL: _db, REDIS_URL: _redis, ...inherited } = process.env;
  return {
    ...inherited,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    BOT_DELAY_MS: '0',
    TEST_MODE: '1',
    RATE_BURST: '10000',
    MAX_EVENT_LOOP_DELAY_MS: '0',
    SHED_EVENT_LOOP_DELAY_MS: '0',
    MAX_INTENTS_PER_TURN: '0',
    ...extra,
  };
}
