/**
 * Schema changes for databases made by earlier versions, each an idempotent
 * step run at every start after the base schema (`CREATE TABLE IF NOT
 * EXISTS`): a step checks what is there before it changes anything.
 */
import type Database from 'better-sqlite3';

const hasColumn = (db: Database.Database, table: string, column: string): boolean =>
  db.prepare<[], { name: string }>(`PRAGMA table_info(${table})`).all().some((c) => c.name === column);

/**
 * 1. `actions.intent_id`: the client's intent id stored with its action, so a
 *    repeat sent after a restart gets its first answer (null for bot moves and
 *    for actions saved before this column existed).
 * 2. `health`: one row that `probeWrite` updates to see whether writes work
 *    again after a failure.
 * 3. `games.players`: who sat where when the game started (names and computer
 *    levels), so every game of a room lists its own players after rematches;
 *    null for games saved before.
 * 4. `actions.at`: when an action was accepted (a game's last move time); null before.
 */
export function migrate(db: Database.Database): void {
  if (!hasColumn(db, 'actions', 'intent_id')) db.exec('ALTER TABLE actions ADD COLUMN intent_id TEXT');
  if (!hasColumn(db, 'games', 'players')) db.exec('ALTER TABLE games ADD COLUMN players TEXT');
  if (!hasColumn(db, 'actions', 'at')) db.exec('ALTER TABLE actions ADD COLUMN at INTEGER');
  db.exec('CREATE TABLE IF NOT EXISTS health (id INTEGER PRIMARY KEY CHECK (id = 1), checked_at INTEGER NOT NULL)');
}
