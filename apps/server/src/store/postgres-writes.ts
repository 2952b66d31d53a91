/**
 * PostgreSQL's writes that need more than one statement, for postgres.ts: a
 * batch of the group commit (group-commit.ts) as one transaction, with its
 * fences checked first, and a room document, under the per-address cap of
 * room creations when asked.
 */
import type pg from 'pg';
import { FencedError, RoomCapError, fencesOf } from './store';
import type { Fence, RoomCap, StoredRoom, WriteOp } from './store';
import type { PgAccess, Run } from './postgres-pool';

type ActionOp = Extract<WriteOp, { kind: 'action' }>;

/**
 * The first key of the advisory lock per address that room creations take
 * (the second is the address's hash); two-key locks never meet the
 * migrations' one-key lock.
 */
const ROOM_CAP_LOCK = 0x726f_6f6d;

/**
 * Raises each room's fencing number to its fence, in the caller's
 * transaction (the rows stay locked until it ends); throws FencedError for
 * the rooms that have a newer one (cluster/leases.ts).
 */
async function checkFences(db: pg.PoolClient, fences: Fence[]): Promise<void> {
  if (fences.length === 0) return;
  const sorted = [...fences].sort((a, b) => (a.room < b.room ? -1 : 1));
  const { rows } = await db.query<{ code: string }>(
    `UPDATE rooms r SET fence = f.n
      FROM unnest($1::text[], $2::bigint[]) AS f(code, n) WHERE r.code = f.code AND r.fence <= f.n RETURNING r.code`,
    [sorted.map((f) => f.room), sorted.map((f) => f.n)],
  );
  const ok = new Set(rows.map((r) => r.code));
  const refused = sorted.filter((f) => !ok.has(f.room)).map((f) => f.room);
  if (refused.length > 0) throw new FencedError(refused);
}

export interface PgWrites {
  writeBatch: (ops: WriteOp[]) => Promise<void>;
  saveRoom: (room: StoredRoom, fence?: Fence, cap?: RoomCap) => Promise<void>;
}

export function pgWrites({ query, transaction }: PgAccess, now: () => number): PgWrites {
  const writeBatch = (ops: WriteOp[]): Promise<void> =>
    transaction(async (client) => {
      await checkFences(client, fencesOf(ops));
      // In the batch's order: each run of appends is one multi-row insert; a finish or an undo (RULINGS R12 / U1) in between.
      let run: ActionOp[] = [];
      const flush = async (): Promise<void> => {
        if (run.length === 0) return;
        const actions = run;
        run = [];
        const at = now();
        await client.query(
          `INSERT INTO actions (game_id, idx, seat, action, intent_id, at)
        SELECT * FROM unnest($1::int[], $2::int[], $3::smallint[], $4::text[], $5::text[], $6::bigint[])`,
          [
            actions.map((a) => a.gameId),
            actions.map((a) => a.index),
            actions.map((a) => a.seat),
            actions.map((a) => JSON.stringify(a.action)),
            actions.map((a) => a.intentId ?? null),
            actions.map(() => at),
          ],
        );
      };
      for (const op of ops) {
        if (op.kind === 'action') {
          run.push(op);
          continue;
        }
        await flush();
        if (op.kind === 'undo')
          await client.query('DELETE FROM actions WHERE game_id = $1 AND idx >= $2', [op.gameId, op.keep]);
        else
          await client.query('UPDATE games SET result = $1, finished_at = $2 WHERE id = $3', [
            JSON.stringify(op.result),
            now(),
            op.gameId,
          ]);
      }
      await flush();
    });

  /** Writes a room document (with a fence: only while no newer lease has written it), through `run` (the pool, or a transaction's connection). */
  const upsertRoom = async (run: Run, room: StoredRoom, fence: Fence | undefined): Promise<void> => {
    const values = [room.code, room.status, room.address, room.createdAt, now(), JSON.stringify(room)];
    if (!fence) {
      await run(
        `INSERT INTO rooms (code, status, address, created_at, updated_at, doc) VALUES ($1, $2, $3, $4, $5, $6)
        ON CONFLICT (code) DO UPDATE SET status = EXCLUDED.status, updated_at = EXCLUDED.updated_at, doc = EXCLUDED.doc`,
        values,
      );
      return;
    }
    const rows = await run(
      `INSERT INTO rooms (code, status, address, created_at, updated_at, doc, fence) VALUES ($1, $2, $3, $4, $5, $6, $7)
      ON CONFLICT (code) DO UPDATE SET status = EXCLUDED.status, updated_at = EXCLUDED.updated_at, doc = EXCLUDED.doc, fence = EXCLUDED.fence
      WHERE rooms.fence <= EXCLUDED.fence RETURNING code`,
      [...values, fence.n],
    );
    if (rows.length === 0) throw new FencedError([room.code]);
  };

  async function saveRoom(room: StoredRoom, fence?: Fence, cap?: RoomCap): Promise<void> {
    if (!cap) {
      await upsertRoom(query, room, fence);
      return;
    }
    await transaction(async (db) => {
      // One creation at a time per address, over every node: the count sees every room committed before it.
      await db.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [ROOM_CAP_LOCK, room.address]);
      const { rows } = await db.query<{ n: number }>(
        'SELECT COUNT(*) AS n FROM rooms WHERE address = $1 AND created_at >= $2',
        [room.address, cap.since],
      );
      if ((rows[0]?.n ?? 0) >= cap.max) throw new RoomCapError(room.address);
      await upsertRoom(async (text, values) => (await db.query<pg.QueryResultRow>(text, values)).rows, room, fence);
    });
  }

  return { writeBatch, saveRoom };
}
