/**
 * Opening the store at start: embedded SQLite in DATA_DIR (the default, no
 * setting), or PostgreSQL when DATABASE_URL is set. Either is opened,
 * migrated and given one write before the server starts. A DATA_DIR that
 * cannot hold the database (a file, not creatable, read-only, on a full disk)
 * or a DATABASE_URL that cannot be used stops the start with one sentence that
 * names it and says what to do, instead of a stack trace. A missing DATA_DIR
 * is created (with its missing parents) when that is possible.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import { createSqliteStore } from './sqlite';
import type { Store } from './store';

/** A reason the server cannot start; its message is meant for the person who started it. */
export class StartError extends Error {}

const READ_ONLY = new Set([
  'EROFS',
  'EACCES',
  'EPERM',
  'SQLITE_READONLY',
  'SQLITE_READONLY_DIRECTORY',
  'SQLITE_READONLY_DBMOVED',
  'SQLITE_PERM',
  'SQLITE_AUTH',
]);
const FULL = new Set(['ENOSPC', 'EDQUOT', 'SQLITE_FULL']);

const codeOf = (e: unknown): string => {
  const code = (e as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : 'unknown';
};

/** One sentence naming DATA_DIR for an error met while preparing or opening it. */
export function explainDataDirError(dir: string, e: unknown): string {
  const code = codeOf(e);
  const where = `DATA_DIR ${dir}`;
  if (FULL.has(code))
    return `${where} is on a full disk (${code}): free some space or set DATA_DIR to a directory on another disk.`;
  if (READ_ONLY.has(code))
    return `${where} cannot be written (${code}, read-only or not permitted): set DATA_DIR to a directory this user can write.`;
  const detail = e instanceof Error ? e.message.replace(/\s+/gu, ' ').trim() : String(e);
  return `${where} cannot hold the database (${code}: ${detail}): set DATA_DIR to a writable directory.`;
}

/** Creates DATA_DIR if missing and checks it takes a small fsynced write. Throws StartError. */
export function prepareDataDir(dir: string): void {
  let stat: fs.Stats | undefined;
  try {
    stat = fs.statSync(dir);
  } catch (e) {
    // Missing, or a path through a file (ENOTDIR): creating it says which.
    if (codeOf(e) !== 'ENOENT' && codeOf(e) !== 'ENOTDIR') throw new StartError(explainDataDirError(dir, e));
  }
  if (stat && !stat.isDirectory()) {
    throw new StartError(
      `DATA_DIR ${dir} is not a directory (a file is there): set DATA_DIR to a directory the database can live in.`,
    );
  }
  if (!stat) {
    try {
      fs.mkdirSync(dir, { recursive: true });
    } catch (e) {
      throw new StartError(
        `DATA_DIR ${dir} does not exist and cannot be created (${codeOf(e)}): create it or set DATA_DIR to a writable directory.`,
      );
    }
  }
  // 16 KiB written and fsynced: a full disk fails here, not at the first move of a game.
  const probe = path.join(dir, `.kahroba-write-check-${process.pid}`);
  try {
    const fd = fs.openSync(probe, 'w');
    try {
      fs.writeSync(fd, Buffer.alloc(16_384));
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
  } catch (e) {
    throw new StartError(explainDataDirError(dir, e));
  } finally {
    fs.rmSync(probe, { force: true });
  }
}

/** Prepares DATA_DIR and opens `kahroba.db` in it, checking that it can be written. Throws StartError. */
export async function openDataStore(dir: string, synchronous: 'FULL' | 'NORMAL'): Promise<Store> {
  prepareDataDir(dir);
  let store: Store | undefined;
  try {
    store = createSqliteStore({ file: path.join(dir, 'kahroba.db'), synchronous });
    await store.probeWrite();
    return store;
  } catch (e) {
    await store?.close();
    throw new StartError(explainDataDirError(dir, e));
  }
}

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
    // Loaded only with DATABASE_URL: a server on SQLite never loads the PostgreSQL client (pg) at its start.
    const { createPgStore } = await import('./postgres');
    store = await createPgStore({ url });
    await store.probeWrite();
    return store;
  } catch (e) {
    await store?.close().catch(() => undefined);
    const code = (e as { code?: unknown } | null)?.code;
    const detail = e instanceof Error ? e.message.replace(/\s+/gu, ' ').trim() : String(e);
    throw new StartError(
      `DATABASE_URL ${redactUrl(url)} cannot be used (${typeof code === 'string' ? code : 'error'}: ${detail}): check that PostgreSQL runs there and this user may create tables.`,
    );
  }
}

/** Opens the store the configuration names. Throws StartError. */
export function openStore(config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR' | 'DB_SYNCHRONOUS'>): Promise<Store> {
  return config.DATABASE_URL
    ? openPostgresStore(config.DATABASE_URL)
    : openDataStore(config.DATA_DIR, config.DB_SYNCHRONOUS);
}
