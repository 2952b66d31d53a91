/**
 * Undo online (RULINGS R12, protocol undo.ts), on the room's serial queue. Alone
 * with computer players a person's `game:undo` takes back their last action at
 * once. With other people seated it opens a take-back request instead: applied
 * only when every other person has accepted, within TAKEBACK_MS (injected
 * clock), and only while the game is still at the version it was asked at;
 * a refusal, the time running out or any action first changes nothing. The
 * computer players wait while a request is open. The engine (`planUndo`)
 * decides what may be undone; the store deletes the undone actions in the same
 * kind of committed batch as every action (docs/RULINGS.md).
 */
import { engineError, planUndo } from '@kahroba/engine';
import type { Seat } from '@kahroba/engine';
import { TAKEBACK_MS } from '@kahroba/protocol';
import type { TakeBackInfo, UndoneData } from '@kahroba/protocol';
import { engineRefusal, refuse } from '../errors';
import type { GameRunner } from './game-runner';
import type { GameSession } from './game-session';
import type { Lobby } from './lobby';
import type { RoomContext } from './context';

interface Open {
  info: TakeBackInfo;
  timer: { cancel(): void };
}

export class Undos {
  private open: Open | null = null;
  private seq = 0;
  private readonly room: RoomContext;
  private readonly runner: GameRunner;
  private readonly lobby: Lobby;
  /** The computer players look again: they wait while a request is open, and go on when it closes. */
  private readonly resume: () => void;

  constructor(room: RoomContext, runner: GameRunner, lobby: Lobby, resume: () => void) {
    this.room = room;
    this.runner = runner;
    this.lobby = lobby;
    this.resume = resume;
  }

  /** True while a take-back request waits for answers: the computer players wait too. */
  get pending(): boolean {
    return this.open !== null;
  }

  async undo(memberId: string, p: { version: number; gameNo?: number | undefined }): Promise<UndoneData> {
    const game = this.requireGame();
    if ((p.gameNo !== undefined && p.gameNo !== game.gameNo) || p.version !== game.state.version)
      throw refuse('STALE_VERSION');
    const seat = this.lobby.member(memberId).seat;
    if (seat === null) throw refuse('NOT_SEATED');
    if (this.room.doc.seats[seat]?.takenOver) throw refuse('BOT_SEAT');
    if (this.open) throw refuse('TAKEBACK_PENDING');
    // The engine's answer before anyone is asked: a request that could never apply is refused now.
    const plan = planUndo(game.record(), seat);
    if (!plan.ok) throw engineRefusal(plan.error);
    const voters = this.room.doc.seats.flatMap((s, i) => (s.kind === 'human' && i !== seat ? [i] : []));
    if (voters.length === 0) {
      await this.apply(game, seat);
      return { version: game.state.version, applied: true, takeBack: null };
    }
    const { clock } = this.room.deps;
    const id = `t${game.state.version}-${++this.seq}`;
    const info: TakeBackInfo = {
      id,
      seat,
      version: game.state.version,
      expiresAt: clock.now() + TAKEBACK_MS,
      voters,
      accepted: [],
      status: 'pending',
      code: null,
    };
    const timer = clock.setTimeout(() => {
      this.room
        .runQueued(() => {
          if (this.open?.info.id === id) this.close('expired', 'TAKEBACK_EXPIRED');
        })
        .catch((e: unknown) =>
          this.room.deps.logger.error({ err: e, room: this.room.code }, 'take-back expiry failed'),
        );
    }, TAKEBACK_MS);
    this.open = { info, timer };
    this.publish(info);
    // The computer players stop thinking about the next move until the request closes.
    this.resume();
    return { version: game.state.version, applied: false, takeBack: info };
  }

  async answer(memberId: string, p: { id: string; accept: boolean }): Promise<TakeBackInfo> {
    const open = this.open;
    if (!open || open.info.id !== p.id) throw refuse('NO_TAKEBACK');
    const seat = this.lobby.member(memberId).seat;
    if (seat === null || !open.info.voters.includes(seat)) throw refuse('NOT_A_VOTER');
    if (!p.accept) return this.close('refused', 'TAKEBACK_REFUSED');
    const info: TakeBackInfo = {
      ...open.info,
      accepted: open.info.accepted.includes(seat) ? open.info.accepted : [...open.info.accepted, seat],
    };
    this.open = { ...open, info };
    if (info.voters.some((v) => !info.accepted.includes(v))) {
      this.publish(info);
      return info;
    }
    const game = this.requireGame();
    if (game.state.version !== info.version) return this.close('stale', 'TAKEBACK_STALE');
    // Closed before the undo moves the game (which would void an open request), announced once it is on disk.
    open.timer.cancel();
    this.open = null;
    try {
      await this.apply(game, info.seat);
    } catch (e) {
      this.publish({ ...info, status: 'stale', code: 'TAKEBACK_STALE' });
      this.resume();
      throw e;
    }
    const done: TakeBackInfo = { ...info, status: 'applied', code: null };
    this.publish(done);
    return done;
  }

  /** After any change of the game: a request made at another version is void. */
  gameMoved(): void {
    const open = this.open;
    if (open && this.runner.game?.state.version !== open.info.version) this.close('stale', 'TAKEBACK_STALE');
  }

  /** The room closes: no timer outlives it. */
  cancel(): void {
    this.open?.timer.cancel();
    this.open = null;
  }

  private async apply(game: GameSession, seat: Seat): Promise<void> {
    const from = game.state.version;
    await game.undo(seat);
    this.room.deps.logger.info(
      { room: this.room.code, gameNo: game.gameNo, seat, from, to: game.state.version },
      'action undone',
    );
    await this.runner.afterUndo();
  }

  /** Ends the open request without an undo; the computer players go on. */
  private close(status: TakeBackInfo['status'], code: TakeBackInfo['code']): TakeBackInfo {
    const open = this.open as Open;
    open.timer.cancel();
    this.open = null;
    const info: TakeBackInfo = { ...open.info, status, code };
    this.publish(info);
    this.resume();
    return info;
  }

  private publish(info: TakeBackInfo): void {
    const { doc, presence } = this.room;
    for (const m of doc.members) {
      if (!presence.connected(m.id)) continue;
      for (const socket of presence.socketsOf(m.id)) socket.emit('game:takeBack', info);
    }
  }

  private requireGame(): GameSession {
    const game = this.runner.game;
    if (!game) throw refuse('NOT_STARTED');
    if (game.finished) throw engineRefusal(engineError('UNDO_FINISHED'));
    return game;
  }
}
