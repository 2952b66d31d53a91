/**
 * The players' tables on SQLite (store.ts of this folder says what they
 * keep). better-sqlite3 is synchronous: each method has done its write when
 * it returns, and hands the result over as a settled promise.
 */
import type Database from 'better-sqlite3';
import { PlayerRollback } from './store';
import type { AttachOutcome, AttachedSeat, ClaimOutcome, PlayerStore, StoredCredential, StoredPlayer } from './store';

interface PlayerRow {
  id: string;
  name: string;
  created_at: number;
}
interface CredentialRow {
  id: string;
  player_id: string;
  public_key: string;
  counter: number;
  transports: string;
}
interface ChallengeRow {
  hash: string;
  kind: string;
  name: string | null;
  player_id: string | null;
  expires_at: number;
}

const player = (r: PlayerRow): StoredPlayer => ({ id: r.id, name: r.name, createdAt: r.created_at });
const credential = (r: CredentialRow): StoredCredential => ({
  id: r.id,
  playerId: r.player_id,
  publicKey: r.public_key,
  counter: r.counter,
  transports: JSON.parse(r.transports) as string[],
});

/** Runs `fn` now and hands its result (or error) over as a promise. */
// eslint-disable-next-line @typescript-eslint/require-await -- the work is synchronous on purpose: done before the promise exists
const settled = async <T>(fn: () => T): Promise<T> => fn();

/** Rolls back a transaction that threw a PlayerRollback and answers its outcome. */
function outcomeOf<T extends ClaimOutcome | AttachOutcome>(fn: () => T): T {
  try {
    return fn();
  } catch (e) {
    // The outcome thrown is one of the method's own (each throws only its own).
    if (e instanceof PlayerRollback) return e.outcome as T;
    throw e;
  }
}

export function sqlitePlayerStore(db: Database.Database): PlayerStore {
  const insertChallenge = db.prepare(
    'INSERT INTO player_challenges (hash, kind, name, player_id, expires_at) VALUES (?, ?, ?, ?, ?)',
  );
  const dropChallenges = db.prepare('DELETE FROM player_challenges WHERE expires_at <= ?');
  const takeChallenge = db.prepare<[string], ChallengeRow>('DELETE FROM player_challenges WHERE hash = ? RETURNING *');
  const nameClaimed = db.prepare<[string, string], { one: number }>(
    'SELECT 1 AS one FROM players WHERE name_key = ? OR name_key_lower = ?',
  );
  const insertPlayer = db.prepare(
    'INSERT INTO players (id, name, name_key, name_key_lower, created_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING',
  );
  const insertCredential = db.prepare(`INSERT INTO player_credentials
    (id, player_id, public_key, counter, transports, created_at) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`);
  const selectCredential = db.prepare<[string], CredentialRow>('SELECT * FROM player_credentials WHERE id = ?');
  const useCredential = db.prepare('UPDATE player_credentials SET counter = ?, used_at = ? WHERE id = ?');
  const selectPlayer = db.prepare<[string], PlayerRow>('SELECT id, name, created_at FROM players WHERE id = ?');
  const insertSession = db.prepare(
    'INSERT INTO player_sessions (id_hash, player_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
  );
  const deleteSession = db.prepare('DELETE FROM player_sessions WHERE id_hash = ?');
  const dropSessions = db.prepare('DELETE FROM player_sessions WHERE expires_at <= ?');
  const sessionPlayer = db.prepare<[string, number], PlayerRow>(`SELECT p.id, p.name, p.created_at
    FROM player_sessions s JOIN players p ON p.id = s.player_id WHERE s.id_hash = ? AND s.expires_at > ?`);
  const countSeats = db.prepare<[string], { n: number }>('SELECT COUNT(*) AS n FROM player_seats WHERE player_id = ?');
  const insertSeat = db.prepare(`INSERT INTO player_seats (room_code, member_id, player_id, seat, attached_at)
    VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`);
  const selectSeats = db.prepare<[string], { room_code: string; member_id: string; seat: number; attached_at: number }>(
    'SELECT room_code, member_id, seat, attached_at FROM player_seats WHERE player_id = ? ORDER BY attached_at DESC, room_code',
  );

  const createPlayer = db.transaction(
    (p: StoredPlayer, keys: [string, string], c: StoredCredential, now: number): ClaimOutcome => {
      if (insertPlayer.run(p.id, p.name, keys[0], keys[1], p.createdAt).changes === 0)
        throw new PlayerRollback('name-claimed');
      const inserted = insertCredential.run(c.id, p.id, c.publicKey, c.counter, JSON.stringify(c.transports), now);
      if (inserted.changes === 0) throw new PlayerRollback('credential-known');
      return 'claimed';
    },
  );
  const attachSeats = db.transaction(
    (playerId: string, seats: Omit<AttachedSeat, 'attachedAt'>[], at: number, max: number): AttachOutcome => {
      if ((countSeats.get(playerId)?.n ?? 0) + seats.length > max) throw new PlayerRollback('full');
      for (const s of seats)
        if (insertSeat.run(s.code, s.memberId, playerId, s.seat, at).changes === 0)
          throw new PlayerRollback('already-attached');
      return 'attached';
    },
  );
  const createSession = db.transaction(
    (idHash: string, playerId: string, createdAt: number, expiresAt: number, replaces: string | null) => {
      if (replaces !== null) deleteSession.run(replaces);
      dropSessions.run(createdAt);
      insertSession.run(idHash, playerId, createdAt, expiresAt);
    },
  );

  return {
    addChallenge: (c, now) =>
      settled(() => {
        dropChallenges.run(now);
        insertChallenge.run(c.hash, c.kind, c.name, c.playerId, c.expiresAt);
      }),
    takeChallenge: (hash) =>
      settled(() => {
        const r = takeChallenge.get(hash);
        if (!r) return null;
        const kind = r.kind === 'claim' ? 'claim' : 'signin';
        return { hash: r.hash, kind, name: r.name, playerId: r.player_id, expiresAt: r.expires_at };
      }),
    nameClaimed: (keys) => settled(() => nameClaimed.get(keys[0], keys[1]) !== undefined),
    createPlayer: (p, keys, c, now) => settled(() => outcomeOf(() => createPlayer(p, keys, c, now))),
    credential: (id) =>
      settled(() => {
        const r = selectCredential.get(id);
        return r ? credential(r) : null;
      }),
    credentialUsed: (id, counter, at) =>
      settled(() => {
        useCredential.run(counter, at, id);
      }),
    player: (id) =>
      settled(() => {
        const r = selectPlayer.get(id);
        return r ? player(r) : null;
      }),
    createSession: (idHash, playerId, createdAt, expiresAt, replaces) =>
      settled(() => {
        createSession(idHash, playerId, createdAt, expiresAt, replaces);
      }),
    sessionPlayer: (idHash, now) =>
      settled(() => {
        const r = sessionPlayer.get(idHash, now);
        return r ? player(r) : null;
      }),
    deleteSession: (idHash) =>
      settled(() => {
        deleteSession.run(idHash);
      }),
    attachSeats: (playerId, seats, at, max) => settled(() => outcomeOf(() => attachSeats(playerId, seats, at, max))),
    attachedSeats: (playerId) =>
      settled(() =>
        selectSeats
          .all(playerId)
          .map((r) => ({ code: r.room_code, memberId: r.member_id, seat: r.seat, attachedAt: r.attached_at })),
      ),
  };
}
