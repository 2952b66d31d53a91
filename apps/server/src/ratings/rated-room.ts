/**
 * The conditions of a rated room (issue 52): claimed players only, no computer players, no hints,
 * no undo, a turn clock. Pure checks returning the refusal code, or null when allowed; the room
 * handlers are to call them before changing anything (not wired yet).
 */
export type RatedRefusal =
  | 'RATED_NO_BOTS'
  | 'RATED_NO_HINTS'
  | 'RATED_NEEDS_CLOCK'
  | 'RATED_NO_UNDO'
  | 'RATED_NEEDS_PLAYER'
  | 'RATED_AFTER_START';

export interface RatedRoomPlan {
  readonly seats: readonly { readonly kind: 'human' | 'bot' }[];
  readonly hints: boolean;
  readonly clock: string;
}

/** Creating (or switching a waiting room to) rated: the first condition the plan breaks. */
export function ratedPlanRefusal(plan: RatedRoomPlan, started = false): RatedRefusal | null {
  if (started) return 'RATED_AFTER_START';
  if (plan.seats.some((seat) => seat.kind === 'bot')) return 'RATED_NO_BOTS';
  if (plan.hints) return 'RATED_NO_HINTS';
  if (plan.clock === 'none') return 'RATED_NEEDS_CLOCK';
  return null;
}

/** A seat in a rated room must be held by a claimed player (players52 supplies `playerId`). */
export function ratedSeatRefusal(seat: { readonly playerId?: string | undefined }): RatedRefusal | null {
  return seat.playerId === undefined || seat.playerId === '' ? 'RATED_NEEDS_PLAYER' : null;
}

/** Requests a rated room refuses outright during play. */
export function ratedRequestRefusal(request: 'undo' | 'hint' | 'addBot'): RatedRefusal {
  if (request === 'undo') return 'RATED_NO_UNDO';
  return request === 'hint' ? 'RATED_NO_HINTS' : 'RATED_NO_BOTS';
}
