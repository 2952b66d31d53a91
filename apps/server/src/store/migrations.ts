/**
 * Versioned schema migrations, the same scheme on both engines: each engine
 * has its numbered list (sqlite-migrations.ts, postgres-migrations.ts), the
 * versions applied are rows of `schema_migrations`, and at every start the
 * ones missing are applied in order, each in its own transaction with its
 * row. A database that holds a version this code does not know was made by a
 * newer server: the start is refused rather than guess.
 */

export interface Migration<Db> {
  version: number;
  name: string;
  up(db: Db): void | Promise<unknown>;
}

export const SCHEMA_MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS schema_migrations (
  version INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  applied_at BIGINT NOT NULL
)`;

/**
 * The migrations of `list` still to apply, in version order, given the
 * versions a database has. Throws on a list not numbered 1, 2, 3… and on a
 * database newer than the list.
 */
export function pendingMigrations<Db>(list: Migration<Db>[], applied: number[]): Migration<Db>[] {
  const sorted = [...list].sort((a, b) => a.version - b.version);
  sorted.forEach((m, i) => {
    if (m.version !== i + 1)
      throw new Error(`migrations must be numbered 1, 2, 3…: found ${m.version} at place ${i + 1}`);
  });
  const newest = sorted.length;
  const unknown = applied.filter((v) => v > newest);
  if (unknown.length > 0) {
    throw new Error(
      `the database has schema version ${Math.max(...unknown)}, newer than this server knows (${newest}): run a newer server`,
    );
  }
  const done = new Set(applied);
  return sorted.filter((m) => !done.has(m.version));
}
