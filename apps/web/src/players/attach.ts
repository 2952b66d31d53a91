/**
 * Attaching this device's seats to the signed-in player: once, on request
 * ("Add this device's games"), and then each new seat the page gets while
 * signed in. The server takes a request all or nothing, so when one seat
 * spoils a request (already someone's, no longer valid, a spectator's), the
 * seats are sent one by one and each is settled on its own.
 */
import type { MAX_ATTACH_SEATS } from '@kahroba/protocol';
import type { RequestError } from '../net/types';
import { loadSeatToken, onSeatSaved, seatRooms } from '../net/storage';
import { attach } from './api';
import { markAttached, pendingSeats, type DeviceSeat } from './attached';
import { useSession } from './session';

/** Seats sent in one request (the contract's MAX_ATTACH_SEATS). */
const PER_REQUEST: typeof MAX_ATTACH_SEATS = 100;

/** Refusals that name one seat of the request: the others may still go. */
const ONE_SEAT = new Set<string>(['ALREADY_ATTACHED', 'BAD_TOKEN', 'NOT_SEATED']);
/** Refusals after which a seat is never sent again: it is someone's already, or its token is dead. */
const SETTLED = new Set<string>(['ALREADY_ATTACHED', 'BAD_TOKEN']);

export interface AttachResult {
  /** Seats the server attached. */
  attached: number;
  /** What stopped the attaching (nothing when every seat was settled). */
  error: RequestError | null;
}

async function one(playerId: string, seat: DeviceSeat): Promise<AttachResult> {
  const answer = await attach([seat]);
  if (answer.ok) {
    markAttached(playerId, [seat]);
    return { attached: answer.data.attached, error: null };
  }
  if (SETTLED.has(answer.error.code)) markAttached(playerId, [seat]);
  return { attached: 0, error: ONE_SEAT.has(answer.error.code) ? null : answer.error };
}

/** Sends `seats` to be the player's; counts what the server attached. */
export async function attachSeats(playerId: string, seats: readonly DeviceSeat[]): Promise<AttachResult> {
  let attached = 0;
  for (let i = 0; i < seats.length; i += PER_REQUEST) {
    const chunk = seats.slice(i, i + PER_REQUEST);
    const answer = await attach(chunk);
    if (answer.ok) {
      markAttached(playerId, chunk);
      attached += answer.data.attached;
      continue;
    }
    if (!ONE_SEAT.has(answer.error.code)) return { attached, error: answer.error };
    for (const seat of chunk) {
      const r = await one(playerId, seat);
      attached += r.attached;
      if (r.error) return { attached, error: r.error };
    }
  }
  return { attached, error: null };
}

/** Attaches the device's seats not attached yet (the account page's button). */
export function attachDevice(playerId: string): Promise<AttachResult> {
  return attachSeats(playerId, pendingSeats(playerId));
}

let stop: (() => void) | null = null;

/**
 * While this page is signed in, each seat it is given (a room joined or
 * created, a seat taken) is attached as it comes. Started once per page.
 */
export function startAutoAttach(): void {
  if (stop) return;
  stop = onSeatSaved((code) => {
    const { status, player } = useSession.getState();
    if (status !== 'signedIn' || !player) return;
    const room = seatRooms().find((r) => r.code === code);
    const token = loadSeatToken(code);
    if (room?.seat === null || room === undefined || !token) return;
    const seat = { code, token };
    if (pendingSeats(player.id).some((s) => s.code === code)) void one(player.id, seat);
  });
}

/** Stops attaching new seats (tests). */
export function stopAutoAttach(): void {
  stop?.();
  stop = null;
}
