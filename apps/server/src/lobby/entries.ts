/**
 * What the open lobby shows of a room, read from its document alone (so any
 * node can list every room from the shared database), and how quick play
 * ranks the rooms waiting for players.
 *
 * A room is listed while it is marked open, its game has not started, a seat
 * open to people is free and its host is connected (an away host's room
 * would keep a stranger waiting: it leaves the list until the host is back).
 */
import { freeSeats } from '@kahroba/protocol';
import type { OpenRoomInfo } from '@kahroba/protocol';
import type { StoredRoom } from '../store/store';

/** The room as the lobby lists it, or null when it is not listed (private, started, full, its host away). */
export function openEntryOf(doc: StoredRoom): OpenRoomInfo | null {
  if (doc.settings.open !== true || doc.status !== 'lobby') return null;
  const host = doc.members.find((m) => m.id === doc.hostMemberId);
  if (!host || host.awaySince !== undefined) return null;
  const entry: OpenRoomInfo = {
    code: doc.code,
    host: host.name,
    createdAt: doc.createdAt,
    modules: [...doc.settings.modules],
    edition: doc.settings.edition,
    clock: doc.settings.clock,
    hints: doc.settings.hints === true,
    seats: doc.seats.map((s, seat) => ({
      kind: s.kind,
      bot: s.kind === 'bot' ? s.bot : null,
      taken: s.kind === 'bot' || doc.members.some((m) => m.seat === seat),
    })),
  };
  return freeSeats(entry) > 0 ? entry : null;
}

/** What a player would rather play (quick play); each left out matches anything. */
export interface Preferences {
  players?: number | undefined;
  modules?: readonly string[] | undefined;
  edition?: string | undefined;
}

const sameSet = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((x) => b.includes(x));

/**
 * How far a room is from the preferences, as a tuple compared in order: the
 * number of players first, then the modules, then the edition (0 = as asked).
 */
function distance(room: OpenRoomInfo, prefs: Preferences): [number, number, number] {
  return [
    prefs.players === undefined ? 0 : Math.abs(room.seats.length - prefs.players),
    prefs.modules === undefined || sameSet(room.modules, prefs.modules) ? 0 : 1,
    prefs.edition === undefined || room.edition === prefs.edition ? 0 : 1,
  ];
}

/**
 * The rooms quick play tries, best first: nearest the preferred number of
 * players, then the preferred modules, then the edition, then the room that
 * has waited longest (then the code, so the order is total).
 */
export function rankForQuickPlay(rooms: readonly OpenRoomInfo[], prefs: Preferences): OpenRoomInfo[] {
  const keyed = rooms.filter((r) => freeSeats(r) > 0).map((r) => ({ r, d: distance(r, prefs) }));
  keyed.sort((a, b) => {
    for (let i = 0; i < 3; i++) {
      const diff = (a.d[i] ?? 0) - (b.d[i] ?? 0);
      if (diff !== 0) return diff;
    }
    return a.r.createdAt - b.r.createdAt || (a.r.code < b.r.code ? -1 : a.r.code > b.r.code ? 1 : 0);
  });
  return keyed.map((k) => k.r);
}

/** The first seat open to people that nobody holds. */
export const firstFreeSeat = (room: OpenRoomInfo): number =>
  room.seats.findIndex((s) => s.kind === 'human' && !s.taken);
