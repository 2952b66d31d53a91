/**
 * What each person receives. The game part is only ever the engine's
 * `viewFor` of that viewer and `eventsFor` of the new events: never the
 * seed, the record, the deck order, the RNG or another seat's blind card.
 */
import { eventsFor, toAct, viewFor } from '@kahroba/engine';
import type { GameEvent, GameRecord, GameState, Seat } from '@kahroba/engine';
import type {
  GameUpdate,
  HintsInfo,
  RoomInfo,
  RoomSummary,
  SeatInfo,
  ServedRecord,
  TurnClockInfo,
} from '@kahroba/protocol';
import { hintCounts, roomLink } from '@kahroba/protocol';
import type { StoredMember, StoredRoom } from '../store/store';

export interface Presence {
  connected(memberId: string): boolean;
  awaySince(memberId: string): number | null;
}

/** The room as one member sees it (only `you` differs between members). */
export function roomInfoFor(
  room: StoredRoom,
  member: StoredMember,
  presence: Presence,
  origin: string,
  awayTakeoverMs: number,
): RoomInfo {
  const seats: SeatInfo[] = room.seats.map((s, seat) => {
    const holder = s.kind === 'human' ? room.members.find((m) => m.seat === seat) : undefined;
    const away = holder ? presence.awaySince(holder.id) : null;
    return {
      seat,
      kind: s.kind,
      bot: s.bot,
      name: holder?.name ?? null,
      memberId: holder?.id ?? null,
      connected: holder ? presence.connected(holder.id) : false,
      awaySince: away,
      takeoverAt: away === null ? null : away + awayTakeoverMs,
      takenOver: s.takenOver,
    };
  });
  return {
    code: room.code,
    link: roomLink(origin, room.code),
    status: room.status,
    gameNo: room.gameNo,
    settings: { ...room.settings, modules: [...room.settings.modules] },
    hostMemberId: room.hostMemberId,
    seats,
    spectators: room.members
      .filter((m) => m.seat === null)
      .map((m) => ({
        memberId: m.id,
        name: m.name,
        connected: presence.connected(m.id),
        wantsSeat: room.status === 'lobby' && m.wantsSeat === true,
      })),
    ...hintsOf(room),
    you: { memberId: member.id, seat: member.seat, isHost: member.id === room.hostMemberId },
  };
}

/** The current game's hints (room/hints.ts), when any was asked: public, like the log they are placed in. */
function hintsOf(room: StoredRoom): { hints: HintsInfo } | Record<string, never> {
  const used = (room.hints ?? [])
    .filter((h) => h.gameNo === room.gameNo)
    .map(({ seat, round, at }) => ({ seat, round, at }));
  return used.length > 0 ? { hints: { gameNo: room.gameNo, used } } : {};
}

/** A finished game's record as served, with its hints counted by seat when any was asked (old records have none). */
export function servedRecord(record: GameRecord, room: Pick<StoredRoom, 'hints'>, gameNo: number): ServedRecord {
  const used = (room.hints ?? []).filter((h) => h.gameNo === gameNo);
  return used.length > 0 ? { ...record, hints: hintCounts(used, record.config.players) } : record;
}

/** The room as seen from outside, before joining: the join prompt's who-sits-where. */
export function roomSummaryFor(room: StoredRoom): RoomSummary {
  return {
    code: room.code,
    status: room.status,
    settings: { ...room.settings, modules: [...room.settings.modules] },
    seats: room.seats.map((s, seat) => ({
      seat,
      kind: s.kind,
      bot: s.kind === 'bot' ? s.bot : null,
      name: s.kind === 'human' ? (room.members.find((m) => m.seat === seat)?.name ?? null) : null,
    })),
    spectators: room.members.filter((m) => m.seat === null).length,
  };
}

/**
 * Builds each viewer's update once per broadcast: seats and spectators share
 * nothing but what `viewFor` / `eventsFor` let through.
 */
export class UpdateCache {
  private readonly byViewer = new Map<Seat | 'spectator', GameUpdate>();
  private readonly gameNo: number;
  private readonly state: GameState;
  private readonly events: GameEvent[];
  /** The turn clock: the same for every viewer (nothing hidden in it). */
  private readonly clock: TurnClockInfo | undefined;

  constructor(gameNo: number, state: GameState, events: GameEvent[], clock?: TurnClockInfo) {
    this.gameNo = gameNo;
    this.state = state;
    this.events = events;
    this.clock = clock;
  }

  /** The update of one viewer with the whole game's events so far, redacted for it (join, sync, start). */
  static withHistory(
    gameNo: number,
    state: GameState,
    history: readonly GameEvent[],
    seat: Seat | null,
    clock?: TurnClockInfo,
  ): GameUpdate {
    return { ...new UpdateCache(gameNo, state, [], clock).for(seat), history: eventsFor(history, seat ?? 'spectator') };
  }

  for(seat: Seat | null): GameUpdate {
    const viewer = seat ?? 'spectator';
    let update = this.byViewer.get(viewer);
    if (!update) {
      update = {
        gameNo: this.gameNo,
        version: this.state.version,
        seat,
        view: viewFor(this.state, viewer),
        events: eventsFor(this.events, viewer),
        toAct: toAct(this.state),
        ...(this.clock ? { clock: this.clock } : {}),
      };
      this.byViewer.set(viewer, update);
    }
    return update;
  }
}
