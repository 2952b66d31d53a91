/**
 * A room's games over HTTP: every game is kept after a rematch, listed with
 * its players and result, and a finished one's record can be downloaded by
 * number. A running game's record is never served (it would show the seed,
 * hence every deck), and its summary says only whose turn it is.
 */
import express from 'express';
import type { Express, Request, Response } from 'express';
import { RECORD_SCHEMA, replay, toAct } from '@kahroba/engine';
import type { GameRecord, GameState } from '@kahroba/engine';
import { RETRYABLE_ERRORS, TurnsRequestSchema } from '@kahroba/protocol';
import type { GameSummary, ProtocolErrorCode, RoomTurn } from '@kahroba/protocol';
import { AppError } from '../errors';
import { sendError } from './http-errors';
import { hashToken, sameHash } from '../random';
import type { Room } from '../room/room';
import { servedRecord } from '../room/views';
import type { RoomManager } from '../room/rooms';
import type { Store, StoredGameRow } from '../store/store';

/** What the list shows of one stored game; `live` is the room's running game when it is this one. */
export function gameSummaryOf(row: StoredGameRow, live: GameState | null): GameSummary {
  const finished = row.result !== null;
  const byPrestige = row.result
    ? [...row.result.standings].sort((a, b) => a.seat - b.seat).map((s) => s.prestige)
    : null;
  return {
    gameNo: row.gameNo,
    status: finished ? 'finished' : 'playing',
    players: row.players,
    playerCount: row.config.players,
    modules: [...(row.config.modules ?? [])],
    edition: row.config.edition ?? 'kahroba',
    toAct: finished || !live ? null : toAct(live),
    winners: row.result ? [...row.result.winners] : null,
    prestige: byPrestige,
    actions: row.actions,
    startedAt: row.createdAt,
    lastMoveAt: row.lastActionAt ?? row.createdAt,
    finishedAt: row.finishedAt,
  };
}

const notFinished = (res: Response): void => {
  sendError(res, 'NOT_FINISHED');
};

/** GET /api/rooms/:code/games, /api/rooms/:code/games/:gameNo/record and /api/rooms/:code/record. */
export function registerGameRoutes(
  app: Express,
  store: Store,
  roomOf: (req: Request, res: Response) => Promise<Room | null>,
): void {
  app.get('/api/rooms/:code/games', async (req, res) => {
    const room = await roomOf(req, res);
    if (!room) return;
    const live = room.game;
    const games = (await store.listGames(room.code)).map((row) =>
      gameSummaryOf(row, live && live.gameId === row.id ? live.state : null),
    );
    res.setHeader('Cache-Control', 'no-store');
    res.json({ ok: true, data: games });
  });

  app.get('/api/rooms/:code/games/:gameNo/record', async (req, res) => {
    const room = await roomOf(req, res);
    if (!room) return;
    const gameNo = /^[1-9]\d{0,5}$/u.test(req.params.gameNo ?? '') ? Number(req.params.gameNo) : null;
    const id = gameNo === null ? null : await store.gameIdOf(room.code, gameNo);
    await sendStored(res, store, room, id);
  });

  /**
   * The record of the room's latest finished game: the running one once it is
   * over, else (a rematch is under way) the last finished one kept in the store.
   */
  app.get('/api/rooms/:code/record', async (req, res) => {
    const room = await roomOf(req, res);
    if (!room) return;
    if (room.game?.finished) {
      res.setHeader('Content-Disposition', `attachment; filename="kahroba-${room.code}-${room.game.gameNo}.json"`);
      res.json(room.runner.record());
      return;
    }
    const finished = (await store.listGames(room.code)).filter((row) => row.result !== null);
    const latest = finished.reduce<StoredGameRow | null>(
      (best, row) => (best === null || row.gameNo > best.gameNo ? row : best),
      null,
    );
    if (!latest) {
      notFinished(res);
      return;
    }
    await sendStored(res, store, room, latest.id);
  });
}

/** A stored game's record (404 if none, 409 until it is over); what is served replays to the stored result, or it is not served at all. */
async function sendStored(res: Response, store: Store, room: Room, id: number | null): Promise<void> {
  const { code } = room;
  const stored = id === null ? null : await store.loadGame(id);
  if (!stored) {
    sendError(res, 'UNKNOWN_GAME');
    return;
  }
  if (stored.result === null) {
    notFinished(res);
    return;
  }
  const record: GameRecord = {
    schema: RECORD_SCHEMA,
    config: stored.config,
    actions: stored.actions.map(({ seat, action }) => ({ seat, action })) as GameRecord['actions'],
  };
  const replayed = replay(record);
  if (!replayed.ok || replayed.value.result === null) {
    notFinished(res);
    return;
  }
  res.setHeader('Content-Disposition', `attachment; filename="kahroba-${code}-${stored.gameNo}.json"`);
  res.json(servedRecord(record, room.doc, stored.gameNo));
}

/**
 * POST /api/turns `{ rooms: [{ code, token }] }`: whose turn it is in each
 * room named, for a page that tells its player "your turn" in any of their
 * games. Only rooms whose seat token is right are answered: an unknown code
 * and a wrong token are both left out, after the same work (the token's hash
 * and one read of the room's document), so the list cannot test which codes
 * exist. One rate-limit token (RECORD_*) for the whole list.
 */
export function registerTurnsRoute(
  app: Express,
  allowed: (req: Request, res: Response) => Promise<boolean>,
  rooms: RoomManager,
  store: Store,
): void {
  app.post('/api/turns', express.json({ limit: '8kb' }), async (req, res) => {
    const parsed = TurnsRequestSchema.safeParse(req.body);
    if (!parsed.success) {
      sendError(res, 'BAD_PAYLOAD');
      return;
    }
    if (!(await allowed(req, res))) return;
    const turns: RoomTurn[] = [];
    for (const [code, token] of new Map(parsed.data.rooms.map((r) => [r.code, r.token]))) {
      const hash = hashToken(token);
      const doc = rooms.owned(code)?.doc ?? (await store.loadRoom(code));
      if (!doc?.members.some((m) => sameHash(m.tokenHash, hash))) continue;
      let room: Room | null;
      try {
        room = await rooms.get(code);
      } catch (e) {
        // Several nodes: a room run by another node just now, or Redis not answering, is left out of this poll.
        if (e instanceof AppError && RETRYABLE_ERRORS.includes(e.error.code as ProtocolErrorCode)) continue;
        throw e;
      }
      if (!room) continue;
      const live = room.game;
      const toActNow = room.doc.status === 'playing' && live && !live.finished ? toAct(live.state) : null;
      turns.push({ code: room.code, status: room.doc.status, gameNo: room.doc.gameNo, toAct: toActNow });
    }
    res.setHeader('Cache-Control', 'no-store');
    res.json({ ok: true, data: turns });
  });
}
