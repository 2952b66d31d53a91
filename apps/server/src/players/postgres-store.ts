/**
 * The players' tables on PostgreSQL (store.ts of this folder says what they
 * keep): the same tables and rules as SQLite's. A claim and an attach are
 * one transaction each; an attach holds the player's row (FOR UPDATE) while
 * it counts and inserts, so two at once cannot pass the cap together.
 */
import type { PgAccess } from '../store/postgres-pool';
import { PlayerRollback } from './store';
import type { AttachOutcome, ClaimOutcome, PlayerStore, StoredCredential, StoredPlayer } from './store';

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

const player = (r: PlayerRow): StoredPlayer => ({ id: r.id, name: r.name, createdAt: r.created_at });
const credential = (r: CredentialRow): StoredCredential => ({
  id: r.id,
  playerId: r.player_id,
  publicKey: r.public_key,
  counter: r.counter,
  transports: JSON.parse(r.transports) as string[],
});

async function outcomeOf<T extends ClaimOutcome | AttachOutcome>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    // The outcome thrown is one of the method's own (each throws only its own).
    if (e instanceof PlayerRollback) return e.outcome as T;
    throw e;
  }
}

export function pgPlayerStore({ query, transaction }: PgAccess): PlayerStore {
  return {
    async addChallenge(c, now) {
      await query('DELETE FROM player_challenges WHERE expires_at <= $1', [now]);
      await query(
        'INSERT INTO player_challenges (hash, kind, name, player_id, expires_at) VALUES ($1, $2, $3, $4, $5)',
        [c.hash, c.kind, c.name, c.playerId, c.expiresAt],
      );
    },
    async takeChallenge(hash) {
      const [r] = await query<{
        hash: string;
        kind: string;
        name: string | null;
        player_id: string | null;
        expires_at: number;
      }>('DELETE FROM player_challenges WHERE hash = $1 RETURNING *', [hash]);
      if (!r) return null;
      const kind = r.kind === 'claim' ? 'claim' : 'signin';
      return { hash: r.hash, kind, name: r.name, playerId: r.player_id, expiresAt: r.expires_at };
    },
    nameClaimed: async (keys) =>
      (await query('SELECT 1 FROM players WHERE name_key = $1 OR name_key_lower = $2', keys)).length > 0,
    createPlayer: (p, keys, c, now) =>
      outcomeOf(() =>
        transaction<ClaimOutcome>(async (db) => {
          const inserted = await db.query(
            `INSERT INTO players (id, name, name_key, name_key_lower, created_at) VALUES ($1, $2, $3, $4, $5)
            ON CONFLICT DO NOTHING`,
            [p.id, p.name, keys[0], keys[1], p.createdAt],
          );
          if (inserted.rowCount === 0) throw new PlayerRollback('name-claimed');
          const cred = await db.query(
            `INSERT INTO player_credentials (id, player_id, public_key, counter, transports, created_at)
            VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
            [c.id, p.id, c.publicKey, c.counter, JSON.stringify(c.transports), now],
          );
          if (cred.rowCount === 0) throw new PlayerRollback('credential-known');
          return 'claimed';
        }),
      ),
    async credential(id) {
      const [r] = await query<CredentialRow>('SELECT * FROM player_credentials WHERE id = $1', [id]);
      return r ? credential(r) : null;
    },
    async credentialUsed(id, counter, at) {
      await query('UPDATE player_credentials SET counter = $1, used_at = $2 WHERE id = $3', [counter, at, id]);
    },
    async player(id) {
      const [r] = await query<PlayerRow>('SELECT id, name, created_at FROM players WHERE id = $1', [id]);
      return r ? player(r) : null;
    },
    createSession: (idHash, playerId, createdAt, expiresAt, replaces) =>
      transaction(async (db) => {
        if (replaces !== null) await db.query('DELETE FROM player_sessions WHERE id_hash = $1', [replaces]);
        await db.query('DELETE FROM player_sessions WHERE expires_at <= $1', [createdAt]);
        await db.query(
          'INSERT INTO player_sessions (id_hash, player_id, created_at, expires_at) VALUES ($1, $2, $3, $4)',
          [idHash, playerId, createdAt, expiresAt],
        );
      }),
    async sessionPlayer(idHash, now) {
      const [r] = await query<PlayerRow>(
        `SELECT p.id, p.name, p.created_at FROM player_sessions s JOIN players p ON p.id = s.player_id
        WHERE s.id_hash = $1 AND s.expires_at > $2`,
        [idHash, now],
      );
      return r ? player(r) : null;
    },
    async deleteSession(idHash) {
      await query('DELETE FROM player_sessions WHERE id_hash = $1', [idHash]);
    },
    attachSeats: (playerId, seats, at, max) =>
      outcomeOf(() =>
        transaction<AttachOutcome>(async (db) => {
          await db.query('SELECT 1 FROM players WHERE id = $1 FOR UPDATE', [playerId]);
          const counted = await db.query<{ n: number }>(
            'SELECT COUNT(*)::int AS n FROM player_seats WHERE player_id = $1',
            [playerId],
          );
          if ((counted.rows[0]?.n ?? 0) + seats.length > max) throw new PlayerRollback('full');
          for (const s of seats) {
            const inserted = await db.query(
              `INSERT INTO player_seats (room_code, member_id, player_id, seat, attached_at)
              VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
              [s.code, s.memberId, playerId, s.seat, at],
            );
            if (inserted.rowCount === 0) throw new PlayerRollback('already-attached');
          }
          return 'attached';
        }),
      ),
    attachedSeats: async (playerId) =>
      (
        await query<{ room_code: string; member_id: string; seat: number; attached_at: number }>(
          `SELECT room_code, member_id, seat, attached_at FROM player_seats WHERE player_id = $1
          ORDER BY attached_at DESC, room_code`,
          [playerId],
        )
      ).map((r) => ({ code: r.room_code, memberId: r.member_id, seat: r.seat, attachedAt: r.attached_at })),
  };
}
