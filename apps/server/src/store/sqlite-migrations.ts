/**
 * SQLite's schema, as numbered migrations (migrations.ts). Databases made
 * before migrations were numbered have some of these changes already and no
 * `schema_migrations` rows: each step checks what is there before it changes
 * anything, so they get through and are numbered.
 */
import type Database from 'better-sqlite3';
import { SCHEMA_MIGRATIONS_TABLE, pendingMigrations } from './migrations';
import type { Migration } from './migrations';

type Db = Database.Database;

const hasColumn = (db: Db, table: string, column: string): boolean =>
  db
    .prepare<[], { name: string }>(`PRAGMA table_info(${table})`)
    .all()
    .some((c) => c.name === column);

const addColumn = (db: Db, table: string, column: string, type: string): void => {
  if (!hasColumn(db, table, column)) db.exec(`ALTER TABLE ${table} ADD COLUMN ${column} ${type}`);
};

export const SQLITE_MIGRATIONS: Migration<Db>[] = [
  {
    version: 1,
    name: 'rooms, games and actions',
    up: (db) => {
      db.exec(`
      CREATE TABLE IF NOT EXISTS rooms (
        code TEXT PRIMARY KEY, status TEXT NOT NULL, address TEXT NOT NULL,
        created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL, doc TEXT NOT NULL
      );
      CREATE INDEX IF NOT EXISTS rooms_status ON rooms(status);
      CREATE INDEX IF NOT EXISTS rooms_address ON rooms(address, created_at);
      CREATE INDEX IF NOT EXISTS rooms_lobby_age ON rooms(status, updated_at);
      CREATE TABLE IF NOT EXISTS games (
        id INTEGER PRIMARY KEY AUTOINCREMENT, room_code TEXT NOT NULL REFERENCES rooms(code),
        game_no INTEGER NOT NULL, config TEXT NOT NULL, result TEXT,
        created_at INTEGER NOT NULL, finished_at INTEGER
      );
      CREATE INDEX IF NOT EXISTS games_room ON games(room_code, game_no);
      CREATE TABLE IF NOT EXISTS actions (
        game_id INTEGER NOT NULL REFERENCES games(id), idx INTEGER NOT NULL,
        seat INTEGER NOT NULL, action TEXT NOT NULL, PRIMARY KEY (game_id, idx)
      ) WITHOUT ROWID;`);
    },
  },
  // The client's intent id stored with its action, so a repeat sent after a restart gets its first answer.
  { version: 2, name: 'actions.intent_id', up: (db) => addColumn(db, 'actions', 'intent_id', 'TEXT') },
  // Who sat where when the game started (names and computer levels); null for games saved before.
  { version: 3, name: 'games.players', up: (db) => addColumn(db, 'games', 'players', 'TEXT') },
  // When an action was accepted (a game's last move time); null before.
  { version: 4, name: 'actions.at', up: (db) => addColumn(db, 'actions', 'at', 'INTEGER') },
  // One row that `probeWrite` updates to see whether writes work again after a failure.
  {
    version: 5,
    name: 'health',
    up: (db) => {
      db.exec('CREATE TABLE IF NOT EXISTS health (id INTEGER PRIMARY KEY CHECK (id = 1), checked_at INTEGER NOT NULL)');
    },
  },
  // Several nodes: the fencing number of the newest lease under which the room was written (cluster/leases.ts).
  { version: 6, name: 'rooms.fence', up: (db) => addColumn(db, 'rooms', 'fence', 'INTEGER NOT NULL DEFAULT 0') },
  // The open lobby (lobby/feed.ts): rooms a host marked open, listed while they wait for players.
  {
    version: 7,
    name: 'rooms.open',
    up: (db) => {
      addColumn(db, 'rooms', 'open', 'INTEGER NOT NULL DEFAULT 0');
      db.exec("CREATE INDEX IF NOT EXISTS rooms_open_lobby ON rooms(created_at) WHERE open = 1 AND status = 'lobby'");
    },
  },
  // Players (players/): claimed names, their passkeys, sessions, pending challenges and the seats attached to them.
  {
    version: 8,
    name: 'players',
    up: (db) => {
      db.exec(`
      CREATE TABLE IF NOT EXISTS players (
        id TEXT PRIMARY KEY, name TEXT NOT NULL, name_key TEXT NOT NULL UNIQUE, name_key_lower TEXT NOT NULL UNIQUE,
        created_at INTEGER NOT NULL
      );
      CREATE TABLE IF NOT EXISTS player_credentials (
        id TEXT PRIMARY KEY, player_id TEXT NOT NULL REFERENCES players(id), public_key TEXT NOT NULL,
        counter INTEGER NOT NULL, transports TEXT NOT NULL, created_at INTEGER NOT NULL, used_at INTEGER
      );
      CREATE INDEX IF NOT EXISTS player_credentials_player ON player_credentials(player_id);
      CREATE TABLE IF NOT EXISTS player_sessions (
        id_hash TEXT PRIMARY KEY, player_id TEXT NOT NULL REFERENCES players(id),
        created_at INTEGER NOT NULL, expires_at INTEGER NOT NULL
      );
      CREATE INDEX IF NOT EXISTS player_sessions_expiry ON player_sessions(expires_at);
      CREATE TABLE IF NOT EXISTS player_challenges (
        hash TEXT PRIMARY KEY, kind TEXT NOT NULL, name TEXT, player_id TEXT, expires_at INTEGER NOT NULL
      );
      CREATE INDEX IF NOT EXISTS player_challenges_expiry ON player_challenges(expires_at);
      CREATE TABLE IF NOT EXISTS player_seats (
        room_code TEXT NOT NULL, member_id TEXT NOT NULL, player_id TEXT NOT NULL REFERENCES players(id),
        seat INTEGER NOT NULL, attached_at INTEGER NOT NULL, PRIMARY KEY (room_code, member_id)
      );
      CREATE INDEX IF NOT EXISTS player_seats_player ON player_seats(player_id, attached_at);`);
    },
  },
];

/** Brings an SQLite database to the newest schema; returns the versions applied now. */
export function migrateSqlite(db: Db, now = Date.now): number[] {
  db.exec(SCHEMA_MIGRATIONS_TABLE);
  const applied = db
    .prepare<[], { version: number }>('SELECT version FROM schema_migrations')
    .all()
    .map((r) => r.version);
  const record = db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)');
  const ran: number[] = [];
  for (const m of pendingMigrations(SQLITE_MIGRATIONS, applied)) {
    db.transaction(() => {
      void m.up(db);
      record.run(m.version, m.name, now());
    })();
    ran.push(m.version);
  }
  return ran;
}
