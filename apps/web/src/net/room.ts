/**
 * Room requests: create, join (with the stored seat token when there is
 * one), rejoin after a reconnect (each sent again after a pause when the
 * server answers a retryable refusal such as UNAVAILABLE: net/resend.ts), the host's lobby controls, and table talk
 * (protocol chat.ts): each chat answer is applied to the store at once, so the
 * speaker sees their own message before its push comes.
 */
import type { Seat } from '@kahroba/engine';
import type { BotKind, ChatSendPayload, RoomCreatePayload, RoomInfo, TurnClockId } from '@kahroba/protocol';
import { DEFAULT_BOT_KIND } from '@kahroba/protocol/constants';
import {
  chatReceived,
  chatSynced,
  roomJoinFailed,
  roomJoined,
  roomJoining,
  roomLeft,
  roomNeedsName,
  roomUpdated,
  useAppStore,
} from '../store';
import { request } from './request';
import { sendWithResend } from './resend';
import { closeSocket, setReconnectHandler, socketForRoom } from './socket';
import { forgetSnapshot, keepSnapshot, loadSnapshot } from './snapshot';
import { forgetSeatToken, loadSeatToken, rememberSeat, saveName, saveSeatToken } from './storage';
import type { Answer, DataOf, PayloadOf } from './types';
import { actingSeat, forgetLocalTokens, loadLocalTokens, otherLocalSeats, saveLocalToken } from './local-seats';

type Joined = DataOf<'room:join'>;

function remember(answer: Answer<Joined>): Answer<Joined> {
  // A late answer for a room the player already left is not applied.
  if (answer.ok && useAppStore.getState().room.code === answer.data.room.code) {
    const { room } = answer.data;
    saveSeatToken(room.code, answer.data.token, Date.now(), room.you.seat, otherLocalSeats(room));
    roomJoined(answer.data.room, answer.data.game);
    chatSynced(answer.data.chat, answer.data.room.code);
  }
  return answer;
}

/** Creates a room; the creator becomes host and gets a seat token. */
export async function createRoom(payload: RoomCreatePayload): Promise<Answer<Joined>> {
  saveName(payload.name);
  // Created on a socket that names no room; then the room's own socket, which rejoins with the seat token.
  socketForRoom(null);
  const answer = await sendWithResend(() => request('room:create', payload, { timeoutMs: 10_000 }), {
    timeouts: false,
  });
  if (!answer.ok) return answer;
  const { code } = answer.data.room;
  roomJoining(code);
  remember(answer);
  // The room's own socket; its first packet is the join with the seat token, so whatever the player sends next
  // (buffered by Socket.IO while it connects) comes after it.
  socketForRoom(code);
  void sendJoin({ code, token: answer.data.token }).then(remember);
  return answer;
}

/**
 * Enters a room from its link: with a stored token the same seat comes back;
 * without one the screen must ask for a name first (status `needsName`).
 */
export async function enterRoom(code: string): Promise<void> {
  const upper = code.toUpperCase();
  const state = useAppStore.getState().room;
  if (state.code === upper && (state.status === 'joined' || state.status === 'joining')) return;
  // Whatever the room screen asks before a join (its preview) goes on the room's own socket too.
  socketForRoom(upper);
  const token = loadSeatToken(upper);
  if (!token) {
    roomNeedsName(upper);
    return;
  }
  roomJoining(upper);
  // The table as this browser last saw it, at once; the server's answer replaces it.
  const last = loadSnapshot(upper);
  if (last) roomJoined(last.room, last.game);
  const answer = await rejoin(upper, token, sendJoin);
  if (answer.ok) {
    remember(answer);
    return;
  }
  if (last) {
    forgetSnapshot(upper);
    roomLeft();
    roomJoining(upper);
  }
  if (answer.error.code === 'BAD_TOKEN') {
    forgetSeatToken(upper);
    forgetLocalTokens(upper);
    roomNeedsName(upper);
  } else {
    roomJoinFailed(answer.error);
  }
}

/** Joins by name: a seat (first free when undefined) or, with `seat: null`, as a spectator. */
/** `seat`: absent, the first free seat (else watch); null, watch. `wantsSeat`: watch and ask the host for a seat. */
export async function joinRoom(
  code: string,
  name: string,
  seat?: Seat | null,
  wantsSeat = false,
): Promise<Answer<Joined>> {
  const upper = code.toUpperCase();
  saveName(name);
  roomJoining(upper);
  socketForRoom(upper);
  const payload = { code: upper, name, ...(seat === undefined ? {} : { seat }), ...(wantsSeat ? { wantsSeat } : {}) };
  const answer = await sendJoin(payload);
  if (!answer.ok) roomJoinFailed(answer.error);
  return remember(answer);
}

/**
 * Joins sent and not answered yet. Requests made before the socket's first
 * connection wait in Socket.IO's buffer and go out on it, so that connection
 * need not send another join (a later one must: what was sent on a lost
 * connection is lost with it).
 */
let joinsInFlight = 0;

async function sendJoin(payload: PayloadOf<'room:join'>): Promise<Answer<Joined>> {
  joinsInFlight += 1;
  try {
    return await sendWithResend(() => request('room:join', payload, { timeoutMs: 10_000 }), { timeouts: false });
  } finally {
    joinsInFlight -= 1;
  }
}

/**
 * A rejoin with the seat token and, on a shared device, the other seats'
 * tokens (local-seats.ts). When one of those no longer works (that person was
 * removed in the lobby) the device comes back with its first seat alone.
 */
async function rejoin(
  code: string,
  token: string,
  send: (payload: PayloadOf<'room:join'>) => Promise<Answer<Joined>>,
): Promise<Answer<Joined>> {
  const also = loadLocalTokens(code);
  if (also.length === 0) return send({ code, token });
  const answer = await send({ code, token, also });
  if (answer.ok || answer.error.code !== 'BAD_TOKEN') return answer;
  const alone = await send({ code, token });
  if (alone.ok) forgetLocalTokens(code);
  return alone;
}

/** After a reconnect: present the token again and take the server's copy of everything. */
export async function resyncRoom(firstConnection = false): Promise<void> {
  const { code, status } = useAppStore.getState().room;
  if (!code || status === 'kicked' || status === 'needsName') return;
  if (firstConnection && joinsInFlight > 0) return;
  const token = loadSeatToken(code);
  if (!token) return;
  const answer = await rejoin(code, token, (payload) =>
    sendWithResend(() => request('room:join', payload, { timeoutMs: 10_000 }), { timeouts: false }),
  );
  if (answer.ok) remember(answer);
  else if (answer.error.code === 'UNKNOWN_ROOM' || answer.error.code === 'BAD_TOKEN') roomJoinFailed(answer.error);
}

setReconnectHandler((first) => {
  void resyncRoom(first);
});

keepSnapshot(useAppStore.subscribe, () => {
  const { room, game } = useAppStore.getState();
  const update =
    game.view && game.gameNo !== null
      ? { gameNo: game.gameNo, version: game.version, seat: game.seat, view: game.view, events: [], toAct: game.toAct }
      : null;
  return { room: room.info, joined: room.status === 'joined', game: update };
});

/** Leaves the room screen; the seat stays ours (the token is kept for a later return). */
export function leaveRoom(): void {
  roomLeft();
  // Closing the link tells the server at once that we are away; a return reconnects.
  closeSocket();
}

function applyRoom(answer: Answer<RoomInfo>): Answer<RoomInfo> {
  if (answer.ok) roomUpdated(answer.data);
  return answer;
}

export const sit = async (seat: Seat | null) => applyRoom(await request('room:sit', { seat }));
export const setSeatKind = async (seat: Seat, kind: 'human' | 'bot', bot: BotKind = DEFAULT_BOT_KIND) =>
  applyRoom(await request('room:setSeat', { seat, kind, bot }));
export const kick = async (seat: Seat) => applyRoom(await request('room:kick', { seat }));
/** A spectator, in the lobby: asks the host for a seat, or takes the wish back. */
export const askSeat = async (want: boolean) => applyRoom(await request('room:askSeat', { want }));
/** Host, in the lobby: the computer player of `seat` leaves and the spectator `memberId` sits there. */
export const giveSeat = async (seat: Seat, memberId: string) =>
  applyRoom(await request('room:giveSeat', { seat, memberId }));
/** Host, in the lobby: the turn clock and the level that moves when a turn runs out. */
export const setClock = async (clock: TurnClockId, standIn: BotKind) =>
  applyRoom(await request('room:setClock', { clock, standIn }));
/** Takes this player's seat back from the computer player (after time-outs, or taken over while away). */
export const reclaimSeat = async () => applyRoom(await request('room:reclaim', {}));
/** One more person on this device (lobby): a seat and token of their own, kept beside this one's. */
export async function addLocalSeat(name: string): Promise<Answer<RoomInfo>> {
  const answer = await request('room:addSeat', { name }, { requireOnline: true });
  if (!answer.ok) return answer;
  saveLocalToken(answer.data.room.code, answer.data.token);
  rememberSeat(answer.data.room.code, answer.data.room.you.seat, otherLocalSeats(answer.data.room));
  roomUpdated(answer.data.room);
  return { ok: true, data: answer.data.room };
}
export const startGame = () => request('room:start', {});
export const rematch = () => request('room:rematch', {});

/* ---------------- table talk ---------------- */

/** Sends a message or an emote; never buffered for later (a stale "hurry" means nothing). */
export async function sendChat(payload: ChatSendPayload) {
  const answer = await request('chat:send', { ...payload, ...actingSeat() }, { requireOnline: true });
  if (answer.ok) chatReceived(answer.data);
  return answer;
}

/** Stops (or starts again) receiving a member's messages, in every tab of this seat. */
export async function muteMember(memberId: string, muted: boolean) {
  const answer = await request('chat:mute', { memberId, muted }, { requireOnline: true });
  if (answer.ok) chatSynced(answer.data);
  return answer;
}

/** Host: chat on or off for the room. */
export async function setChatEnabled(enabled: boolean) {
  const answer = await request('chat:setEnabled', { enabled }, { requireOnline: true });
  if (answer.ok) chatSynced(answer.data);
  return answer;
}
