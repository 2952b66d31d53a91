/**
 * Which storage engine the server uses: embedded SQLite in DATA_DIR (the
 * default, no setting), or PostgreSQL when DATABASE_URL is set. Either is
 * opened, migrated and given one write before the server starts; a failure
 * stops the start with one sentence (StartError) instead of a stack trace.
 */
import type { Config } from './config';
import { StartError, openDataStore } from './data-dir';
import { createPgStore } from './pg-store';
import type { Store } from './store';

/** The URL with its password hidden, for messages and logs. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'postgres://…';
  }
}

/** Connects to DATABASE_URL, migrates and checks that it takes a write. Throws StartError. */
export async function openPostgresStore(url: string): Promise<Store> {
  let store: Store | undefined;
  try {
    store = await createPgStore({ url });
    await store.probeWrite();
    return store;
  } catch (e) {
    await store?.close().catch(() => undefined);
    const code = (e as { code?: unknown } | null)?.code;
    const detail = e instanceof Error ? e.message.replace(/\s+/gu, ' ').trim() : String(e);
    throw new StartError(`DATABASE_URL ${redactUrl(url)} cannot be used (${typeof code === 'string' ? code : 'error'}: ${detail}): check that PostgreSQL runs there and this user may create tables.`);
  }
}

/** Opens the store the configuration names. Throws StartError. */
export function openStore(config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR' | 'DB_SYNCHRONOUS'>): Promise<Store> {
  return config.DATABASE_URL ? openPostgresStore(config.DATABASE_URL) : openDataStore(config.DATA_DIR, config.DB_SYNCHRONOUS);
}
