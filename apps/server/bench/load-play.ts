/**
 * Rooms of 4 socket clients playing random legal intents (engine
 * `legalActions` on the received view), as the load benchmark drives them in
 * each of its processes (load-worker.ts): the load generators and the probe.
 *
 * Each intent is timed twice from the send that was accepted (a refused send,
 * OVERLOADED, goes again a second later, like a client would): until its ack
 * (the server's answer) and until every seat of the room holds the update.
 * Counting happens only while `measuring` is set.
 */
import { legalActions } from '@kahroba/engine';
import type { Seat } from '@kahroba/engine';
import type { GameUpdate, JoinedData } from '@kahroba/protocol';
import { connect, fireAndForget, followGame, request } from './client';
import type { ClientSocket } from './client';

export interface PlayOptions {
  /** The server nodes; each room's 4 seats connect to them in turn. */
  urls: string[];
  rooms: number;
  /** Mean think time before each intent (uniform 0..2× ms); 0 = at once. */
  think: number;
  seed: number;
}

/** What was counted in the measured window. */
export interface PlayCounts {
  /** Intents sent (first sends and sends again after OVERLOADED). */
  sends: number;
  overloaded: number;
  /** Refusals other than OVERLOADED (none expected). */
  errors: number;
  games: number;
  /** Patches that did not fit the view held (then a `game:sync`): none expected. */
  gaps: number;
  /** Accepted send → every seat holds the update, ms. */
  latencies: number[];
  /** Accepted send → its ack, ms. */
  acks: number[];
}

export class Play {
  readonly counts: PlayCounts = { sends: 0, overloaded: 0, errors: 0, games: 0, gaps: 0, latencies: [], acks: [] };
  measuring = false;
  private readonly options: PlayOptions;
  private readonly sockets: ClientSocket[] = [];
  private readonly kicks: (() => void)[] = [];
  /** Play starts once every room is set up, so set-up is not starved by play. */
  private going = false;
  private stopped = false;
  private rng: number;

  constructor(options: PlayOptions) {
    this.options = options;
    this.rng = options.seed >>> 0;
  }

  get socketCount(): number {
    return this.sockets.length;
  }

  /** Sets up every room, 25 at a time; `progress` hears the rooms done every 100. */
  async setUp(progress: (rooms: number) => void = () => undefined): Promise<void> {
    const { rooms } = this.options;
    for (let r = 0; r < rooms; r += 25) {
      await Promise.all(Array.from({ length: Math.min(25, rooms - r) }, (_, k) => this.setUpRoom(r + k)));
      if ((r / 25) % 4 === 3) progress(r + 25);
    }
  }

  /** Starts play in every room. */
  go(): void {
    this.going = true;
    for (const kick of this.kicks) kick();
  }

  /** Stops play and closes every socket. */
  stop(): void {
    this.stopped = true;
    this.measuring = false;
    for (const s of this.sockets) s.close();
  }

  private random(): number {
    this.rng = (this.rng * 1103515245 + 12345) >>> 0;
    return this.rng / 0x1_0000_0000;
  }

  private async setUpRoom(r: number): Promise<void> {
    const { urls, think } = this.options;
    const c = this.counts;
    const seats = await Promise.all([0, 1, 2, 3].map((k) => connect(urls[(r + k) % urls.length] ?? '')));
    this.sockets.push(...seats);
    const [host, ...others] = seats as [ClientSocket, ...ClientSocket[]];
    const created: JoinedData = await request<JoinedData>(host, 'room:create', {
      name: `H${r}`,
      seats: [{ kind: 'human' }, { kind: 'human' }, { kind: 'human' }, { kind: 'human' }],
    });
    for (const [k, s] of others.entries())
      await request(s, 'room:join', { code: created.room.code, name: `P${r}-${k}`, seat: k + 1 });
    // intent version → [sent at, seats still to receive]
    const pending = new Map<number, [number, number]>();
    let lastActed = -1;
    let intentNo = 0;
    const act = (s: ClientSocket, u: GameUpdate): void => {
      if (!this.going || this.stopped || u.toAct !== u.seat || u.version <= lastActed) return;
      lastActed = u.version;
      const legal = legalActions(u.view, u.seat as Seat);
      const action = legal[Math.floor(this.random() * legal.length)];
      if (!action) return;
      const intentId = `${r}-${intentNo++}`;
      const send = (): void => {
        if (this.stopped) return;
        // From this send: the latency of the send that is accepted, not of the refused ones before it.
        const sentAt = performance.now();
        pending.set(u.version + 1, [sentAt, 4]);
        if (this.measuring) c.sends += 1;
        s.emit('game:act', { version: u.version, intentId, action }, (a) => {
          if (a.ok) {
            if (this.measuring) c.acks.push(performance.now() - sentAt);
            return;
          }
          // OVERLOADED: nothing was done; the same intent goes again a second later, about as soon as a person would.
          if (a.error.code === 'OVERLOADED') {
            if (this.measuring) c.overloaded += 1;
            setTimeout(send, 1_000);
          } else if (this.measuring) c.errors += 1;
        });
      };
      if (think > 0) setTimeout(send, this.random() * 2 * think);
      else send();
    };
    const latest: (GameUpdate | undefined)[] = [];
    for (const [k, s] of seats.entries()) {
      const updated = (u: GameUpdate): void => {
        latest[k] = u;
        const p = pending.get(u.version);
        if (p && --p[1] === 0) {
          pending.delete(u.version);
          if (this.measuring) c.latencies.push(performance.now() - p[0]);
        }
        if (u.toAct === null && u.view.result !== null) {
          if (s === host) {
            if (this.measuring) c.games += 1;
            lastActed = -1;
            pending.clear();
            // Not awaited, and still pending when the sockets close at the end: `fireAndForget` handles that.
            if (!this.stopped) fireAndForget(host, 'room:rematch', {});
          }
          return;
        }
        act(s, u);
      };
      followGame(s, updated, () => {
        if (this.measuring) c.gaps += 1;
      });
    }
    await request(host, 'room:start', {});
    this.kicks.push(() => {
      for (const [k, s] of seats.entries()) {
        const u = latest[k];
        if (u) act(s, u);
      }
    });
  }
}
