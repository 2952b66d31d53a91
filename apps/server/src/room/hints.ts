/**
 * Hints during a game (protocol hints.ts), on the room's serial queue. The
 * server works nothing out: the asking client analyses its own view. Here a
 * hint is allowed or refused (`HINTS_OFF` where the host did not allow them
 * at creation, `NOT_SEATED`, `BOT_SEAT`, `STALE_VERSION`, the engine's
 * `GAME_OVER` and `NOT_YOUR_TURN`), counted once per seat per turn
 * (docs/RULINGS.md U2), kept in the room's document with its place in the
 * log, and shown to every member (`RoomInfo.hints`). A refusal changes nothing.
 */
import { engineError, toAct } from '@kahroba/engine';
import { hintCounts } from '@kahroba/protocol';
import type { GameHintPayload, HintedData } from '@kahroba/protocol';
import { engineRefusal, refuse } from '../errors';
import type { RoomContext } from './context';
import type { GameRunner } from './game-runner';
import type { Lobby } from './lobby';
import type { StoredHint } from '../store/store';

export class Hints {
  private readonly room: RoomContext;
  private readonly runner: GameRunner;
  private readonly lobby: Lobby;

  constructor(room: RoomContext, runner: GameRunner, lobby: Lobby) {
    this.room = room;
    this.runner = runner;
    this.lobby = lobby;
  }

  /** The hints of game `gameNo` of this room, oldest first. */
  of(gameNo: number): StoredHint[] {
    return (this.room.doc.hints ?? []).filter((h) => h.gameNo === gameNo);
  }

  async ask(memberId: string, p: GameHintPayload): Promise<HintedData> {
    const { doc, deps } = this.room;
    if (!doc.settings.hints) throw refuse('HINTS_OFF');
    const seat = this.lobby.member(memberId).seat;
    if (seat === null) throw refuse('NOT_SEATED');
    const game = this.runner.game;
    if (!game) throw refuse('NOT_STARTED');
    if ((p.gameNo !== undefined && p.gameNo !== game.gameNo) || p.version !== game.state.version)
      throw refuse('STALE_VERSION');
    if (game.finished) throw engineRefusal(engineError('GAME_OVER'));
    if (toAct(game.state) !== seat) throw engineRefusal(engineError('NOT_YOUR_TURN'));
    if (doc.seats[seat]?.takenOver) throw refuse('BOT_SEAT');
    const { round } = game.state;
    const players = game.config.players;
    const before = this.of(game.gameNo);
    if (before.some((h) => h.seat === seat && h.round === round)) {
      return { counted: false, counts: hintCounts(before, players) };
    }
    const hint: StoredHint = { gameNo: game.gameNo, seat, round, at: game.events.length };
    doc.hints = [...(doc.hints ?? []), hint];
    // On disk before anyone is told; a failed write puts the saved document back (STORAGE_FAILED).
    await this.room.save();
    this.room.publishRoom();
    deps.logger.info({ room: this.room.code, gameNo: game.gameNo, seat, round }, 'hint used');
    return { counted: true, counts: hintCounts([...before, hint], players) };
  }
}
