/**
 * `game:patch`: what changed in one member's view since the version it holds.
 *
 * After every change the server sends each member only the difference
 * between two outputs of the engine's `viewFor` for that member's viewer
 * (the view it last sent and the new one), as JSON Patch operations (RFC
 * 6902). A patch holds nothing but values of the new view of that same
 * viewer, so it can never carry more than the full view would have.
 *
 * A full `game:update` still comes on join, `game:sync`, start and rematch,
 * undo (`undone`), to a member whose seat changed, and whenever the server
 * holds no earlier view for the viewer. A patch names no viewer: members
 * whose views are the same (nothing hidden differs) share one. It applies
 * only to the version it was made from (`from`, same `gameNo`); anything
 * else is a gap and the client asks for `game:sync`.
 *
 * fast-json-patch does both ends: `compare` (patch-diff.ts, the server's
 * half) stops at the first identical reference, so the engine's structural
 * sharing (an unchanged seat or row is the same object in both views) makes a
 * diff cost only what changed; `applyPatch` (here, the clients' half) builds
 * the new view.
 */
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- an ambient module declaration reaches every package that compiles this file only this way
/// <reference path="./fast-json-patch.d.ts" />
import { applyPatch } from 'fast-json-patch/module/core.mjs';
import type { Operation } from 'fast-json-patch';
import type { GameState, Seat } from '@kahroba/engine';
import type { TurnClockInfo } from './clock';
import type { GameUpdate, SentEvent } from './update';

export type PatchOperation = Operation;

export interface GamePatch {
  gameNo: number;
  /** The version of the view this patch applies to: the one the member holds. */
  from: number;
  /** The version the view has once patched. */
  version: number;
  /** Turns the viewer's view at `from` into its view at `version`. */
  patch: PatchOperation[];
  /** New events since `from`, `eventsFor` this viewer (as in `GameUpdate.events`). */
  events: SentEvent[];
  toAct: Seat | null;
  /** As `GameUpdate.undoable`. */
  undoable?: boolean;
  /** As `GameUpdate.clock`. */
  clock?: TurnClockInfo;
}

/** What a client does with a patch, given the game it holds. */
export type PatchOutcome =
  | { kind: 'applied'; update: GameUpdate }
  /** Already held (an older or the same version of this game): nothing to do. */
  | { kind: 'stale' }
  /** Made from a version this client does not hold: ask for `game:sync`. */
  | { kind: 'gap' };

/**
 * Applies `p` to the game held (its view, version, game number and seat),
 * never changing the held objects: the result is a full update as a
 * `game:update` would have carried it.
 */
export function applyGamePatch(
  held: { gameNo: number | null; version: number; seat: Seat | null; view: GameState | null },
  p: GamePatch,
): PatchOutcome {
  const fits = held.view !== null && held.gameNo === p.gameNo && held.version === p.from;
  // (from = version: only the clock changed.)
  if (!fits && held.gameNo === p.gameNo && p.version <= held.version) return { kind: 'stale' };
  if (!fits || held.view === null) return { kind: 'gap' };
  let view: GameState;
  try {
    view = applyPatch(held.view, p.patch, true, false).newDocument;
  } catch {
    return { kind: 'gap' };
  }
  const update: GameUpdate = {
    gameNo: p.gameNo,
    version: p.version,
    seat: held.seat,
    view,
    events: p.events,
    toAct: p.toAct,
    ...(p.undoable ? { undoable: true } : {}),
    ...(p.clock ? { clock: p.clock } : {}),
  };
  return { kind: 'applied', update };
}
