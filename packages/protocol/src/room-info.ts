/**
 * What the server sends of a room: its settings, seats and members as one
 * member sees them (`RoomInfo`, in every room update), and what anyone with
 * the code may see before joining (`RoomSummary`).
 */
import type { Edition, ModuleId, Seat } from '@kahroba/engine';
import type { BotKind, RoomStatus, TurnClockId } from './constants';
import type { HintsInfo } from './hints';

export interface RoomSettings {
  players: number;
  modules: ModuleId[];
  edition: Edition;
  clock: TurnClockId;
  /** The computer level that moves for a seat whose time ran out. */
  standIn: BotKind;
  /** Seated players may ask for hints (hints.ts); absent in rooms made before hints, which allow none. */
  hints?: boolean;
}

export interface SeatInfo {
  seat: Seat;
  kind: 'human' | 'bot';
  /** The bot of a computer seat, or of a human seat taken over while away. */
  bot: BotKind | null;
  /** The person holding a human seat (null while free). */
  name: string | null;
  memberId: string | null;
  /** At least one of the person's connections is open. */
  connected: boolean;
  /** Epoch ms since the person has been away, or null. */
  awaySince: number | null;
  /** Epoch ms from which the host may hand the seat to a computer player. */
  takeoverAt: number | null;
  /** A computer player is playing this human seat for now. */
  takenOver: boolean;
}

export interface MemberInfo {
  memberId: string;
  name: string;
  connected: boolean;
  /** A spectator who asked the host for a seat (in the lobby only). */
  wantsSeat: boolean;
}

export interface RoomInfo {
  code: string;
  link: string;
  status: RoomStatus;
  /** 1 for the first game, +1 a rematch. */
  gameNo: number;
  settings: RoomSettings;
  hostMemberId: string;
  seats: SeatInfo[];
  spectators: MemberInfo[];
  /** The hints asked in the current (or last) game; absent before any. */
  hints?: HintsInfo;
  /** The person receiving this copy. */
  you: { memberId: string; seat: Seat | null; isHost: boolean };
}

/**
 * What anyone with a room's code may see before joining (`GET /api/rooms/:code`):
 * its game, who sits where, how many watch. No tokens, no member ids.
 */
export interface RoomSummary {
  code: string;
  status: RoomStatus;
  settings: RoomSettings;
  seats: { seat: Seat; kind: 'human' | 'bot'; bot: BotKind | null; name: string | null }[];
  spectators: number;
}
