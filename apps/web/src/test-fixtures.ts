/** Small builders of server payloads for the shell's unit tests (no engine needed). */
import type { GameState } from '@kahroba/engine';
import type { ChatMessage, ChatSnapshot, GameUpdate, RoomInfo, SeatInfo } from '@kahroba/protocol';

export function seat(n: number, over: Partial<SeatInfo> = {}): SeatInfo {
  return {
    seat: n,
    kind: 'human',
    bot: null,
    name: null,
    memberId: null,
    connected: false,
    awaySince: null,
    takeoverAt: null,
    takenOver: false,
    ...over,
  };
}

export function roomInfo(over: Partial<RoomInfo> = {}): RoomInfo {
  return {
    code: 'ABC234',
    link: 'http://localhost/r/ABC234',
    status: 'lobby',
    gameNo: 1,
    settings: { players: 2, modules: [], edition: 'kahroba', clock: 'none', standIn: 'normal' },
    hostMemberId: 'm1',
    seats: [seat(0, { name: 'Sara', memberId: 'm1', connected: true }), seat(1)],
    spectators: [],
    you: { memberId: 'm1', seat: 0, isHost: true },
    ...over,
  };
}

/** A stand-in for an engine view: the shell only passes it through. */
export const fakeView = (version: number): GameState => ({ version, result: null }) as unknown as GameState;

export function update(version: number, over: Partial<GameUpdate> = {}): GameUpdate {
  return {
    gameNo: 1,
    version,
    seat: 0,
    view: fakeView(version),
    events: [{ type: 'passed', seat: 0 }],
    toAct: 1,
    ...over,
  };
}

/** A room's chat with nothing said yet (the chat part of a join answer). */
export const NO_CHAT: ChatSnapshot = { enabled: true, muted: [], messages: [] };

/** A chat message of `memberId` (seat 0 unless told), said in the lobby unless `game` is given. */
export function chatMessage(id: number, over: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id,
    at: 1_000 + id,
    memberId: 'm0',
    name: 'Ana',
    seat: 0,
    spectator: false,
    kind: 'text',
    text: `message ${id}`,
    game: null,
    ...over,
  };
}
