/**
 * A room's games over HTTP: every game is kept after a rematch, listed with
 * its players and result, and a finished one's record can be downloaded by
 * number. A running game's record is never served (it would show the seed,
 * hence every deck), and its summary says only whose turn it is.
 */
import type { Express, Request, Response } from 'express';
import { RECORD_SCHEMA, replay, toAct } from '@kahroba/engine';
import type { GameRecord, GameState } from '@kahroba/engine';
import { MAX_TURN_ROOMS, PROTOCOL_ERRORS } from '@kahroba/protocol';
import type { GameSummary, RoomTurn } from '@kahroba/protocol';
import type { Room } from '../room/room';
import type { Store, StoredGameRow } from '../store/store';

/** What the list shows of one stored game; `live` is the room's running game when it is this one. */
export function gameSummaryOf(row: StoredGameRow, live: GameState | null): GameSummary {
  const finished = row.result !== null;
  const byPrestige = row.result ? [...row.result.standings].sort((a, b) => a.seat - b.seat).map((s) => s.prestige) : null;
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
  res.status(409).json({ ok: false, error: { code: 'NOT_FINISHED', message: 'The game is not finished yet.' } });
};

/** GET /api/rooms/:code/games, /api/rooms/:code/games/:gameNo/record and /api/rooms/:code/record. */
export function registerGameRoutes(app: Express, store: Store, roomOf: (req: Request, res: Response) => Promise<Room | null>): void {
  app.get('/api/rooms/:code/games', async (req, res) => {
    const room = await roomOf(req, res);
    if (!room) return;
    const live = room.game;
    const games = (await store.listGames(room.code)).map((row) => gameSummaryOf(row, live && live.gameId === row.id ? live.state : null));
    res.setHeader('Cache-Control', 'no-store');
    res.json({ ok: true, data: games });
  });

  app.get('/api/rooms/:code/games/:gameNo/record', async (req, res) => {
    const room = await roomOf(req, res);
    if (!room) return;
    const gameNo = /^[1-9]\d{0,5}$/u.test(req.params.gameNo ?? '') ? Number(req.params.gameNo) : null;
    const id = gameNo === null ? null : await store.gameIdOf(room.code, gameNo);
    await sendStored(res, store, room.code, id);
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
    const latest = finished.reduce<StoredGameRow | null>((best, row) => (best === null || row.gameNo > best.gameNo ? row : best), null);
    if (!latest) {
      notFinished(res);
      return;
    }
    await sendStored(res, store, room.code, latest.id);
  });
}

/** A stored game's record (404 if none, 409 until it is over); what is served replays to the stored result, or it is not served at all. */
async function sendStored(res: Response, store: Store, code: string, id: number | null): Promise<void> {
  const stored = id === null ? null : await store.loadGame(id);
  if (!stored) {
    res.status(404).json({ ok: false, error: { code: 'UNKNOWN_GAME', message: PROTOCOL_ERRORS.UNKNOWN_GAME } });
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
  res.json(record);
}

/**
 * GET /api/turns?rooms=CODE,CODE: whose turn it is in each room named (rooms
 * that do not exist are left out), for a page that tells its player "your
 * turn" in any of their games. One rate-limit token for the whole list.
 */
export function registerTurnsRoute(
  app: Express, allowed: (req: Request, res: Response) => Promise<boolean>, find: (code: string) => Promise<Room | null>,
): void {
  app.get('/api/turns', async (req, res) => {
    const list = typeof req.query.rooms === 'string' ? req.query.rooms.split(',').filter((c) => c !== '') : null;
    if (list === null || list.length === 0 || list.length > MAX_TURN_ROOMS) {
      res.status(400).json({ ok: false, error: { code: 'BAD_PAYLOAD', message: PROTOCOL_ERRORS.BAD_PAYLOAD } });
      return;
    }
    if (!(await allowed(req, res))) return;
    const turns: RoomTurn[] = [];
    for (const code of new Set(list)) {
      const room = await find(code);
      if (!room) continue;
      const live = room.game;
      const toActNow = room.doc.status === 'playing' && live && !live.finished ? toAct(live.state) : null;
      turns.push({ code: room.code, status: room.doc.status, gameNo: room.doc.gameNo, toAct: toActNow });
    }
    res.setHeader('Cache-Control', 'no-store');
    res.json({ ok: true, data: turns });
  });
}
