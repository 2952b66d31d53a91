/**
 * What each member is sent after a change (protocol patch.ts): a patch of the
 * view its viewer (a seat, or all spectators) was last sent, or the whole
 * update when there is none to start from.
 *
 * A patch is worked out between two `viewFor` outputs of one viewer, so it
 * holds nothing that viewer may not see. Another viewer gets that same patch
 * object only when diffing its own two views would give exactly that patch,
 * known without diffing (`samePatch`): every part of the views either did not
 * change for either viewer, or is the very same object in both pairs (the
 * engine's copy-on-write and viewFor's shared hidden copies). Typically the
 * seat that moved gets a patch of its own (its own seat shows its hidden
 * cards) and everyone else one shared patch: worked out once, and sent as one
 * Socket.IO broadcast (encoded and framed once) to their sockets.
 */
import type { GameEvent, GameState, Seat } from '@kahroba/engine';
import type { GamePatch, GameUpdate } from '@kahroba/protocol';
import { diffViews } from '@kahroba/protocol/patch-diff';
import type { UpdateCache } from './views';

export type ViewMessage = { event: 'game:patch'; payload: GamePatch } | { event: 'game:update'; payload: GameUpdate };

type Viewer = Seat | 'spectator';
interface Held {
  gameNo: number;
  version: number;
  view: GameState;
}

export class SentViews {
  /** The view each viewer's connected members hold now. */
  private readonly byViewer = new Map<Viewer, Held>();
  /** The viewer each member was last sent a view of: a member whose seat changed gets a whole view. */
  private readonly viewerOf = new Map<string, Seat | null>();

  /** The viewer `id` was last sent a view of (undefined: none yet). */
  seatSent(id: string): Seat | null | undefined {
    return this.viewerOf.get(id);
  }

  /** A whole view went to this member (join, sync, start, undo): the next patch starts from it. */
  held(memberId: string, update: GameUpdate): void {
    this.viewerOf.set(memberId, update.seat);
    this.byViewer.set(update.seat ?? 'spectator', {
      gameNo: update.gameNo,
      version: update.version,
      view: update.view,
    });
  }

  /**
   * The message of each member (connected ones) for the change `cache` holds;
   * members who get the same object may be sent one broadcast. `undoSeat`'s
   * copy says `undoable` (RULINGS R12).
   */
  next(
    cache: UpdateCache,
    members: readonly { id: string; seat: Seat | null }[],
    undoSeat: Seat | null,
  ): Map<string, ViewMessage> {
    const out = new Map<string, ViewMessage>();
    const byViewer = new Map<Seat | null, ViewMessage>();
    /** The patches worked out for this change, with the views each was made between. */
    const patches: {
      from: number;
      base: GameState;
      view: GameState;
      events: readonly GameEvent[];
      patch: GamePatch;
    }[] = [];
    const now = new Map<Viewer, Held>();
    const undoable = <T extends object>(seat: Seat | null, x: T): T =>
      seat !== null && seat === undoSeat ? { ...x, undoable: true } : x;
    for (const m of members) {
      const viewer: Viewer = m.seat ?? 'spectator';
      const update = cache.for(m.seat);
      if (this.viewerOf.get(m.id) !== m.seat) {
        // Never sent a view of this seat (a new runner, or the member changed seats): the whole view.
        out.set(m.id, { event: 'game:update', payload: undoable(m.seat, update) });
        this.viewerOf.set(m.id, m.seat);
        now.set(viewer, { gameNo: update.gameNo, version: update.version, view: update.view });
        continue;
      }
      let message = byViewer.get(m.seat);
      if (!message) {
        const last = this.byViewer.get(viewer);
        if (!last || last.gameNo !== update.gameNo || last.version > update.version) {
          message = { event: 'game:update', payload: undoable(m.seat, update) };
        } else {
          let made = patches.find(
            (p) =>
              p.from === last.version &&
              sameItems(p.events, update.events) &&
              samePatch(p.base, p.view, last.view, update.view),
          );
          if (!made) {
            const patch: GamePatch = {
              gameNo: update.gameNo,
              from: last.version,
              version: update.version,
              patch: diffViews(last.view, update.view),
              events: update.events,
              toAct: update.toAct,
              ...(update.clock ? { clock: update.clock } : {}),
            };
            made = { from: last.version, base: last.view, view: update.view, events: update.events, patch };
            patches.push(made);
          }
          message = { event: 'game:patch', payload: undoable(m.seat, made.patch) };
        }
        now.set(viewer, { gameNo: update.gameNo, version: update.version, view: update.view });
        byViewer.set(m.seat, message);
      }
      out.set(m.id, message);
    }
    for (const [viewer, held] of now) this.byViewer.set(viewer, held);
    return out;
  }
}

/** Every element the same object (arrays of one length). */
function sameItems(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

/** One part of two viewers' views: unchanged for both, or the same objects before and after. */
const samePart = (a0: unknown, a1: unknown, b0: unknown, b1: unknown): boolean =>
  (a0 === b0 && a1 === b1) || (a0 === a1 && b0 === b1);

/**
 * Diffing a0 → a1 gives the same operations as b0 → b1: each top-level part
 * (each element, for an array part such as the seats) is `samePart`. The diff
 * of an unchanged part is empty, and of the same two objects the same.
 */
function samePatch(a0: GameState, a1: GameState, b0: GameState, b1: GameState): boolean {
  const [ra0, ra1, rb0, rb1] = [a0, a1, b0, b1] as unknown as Record<string, unknown>[] as [
    Record<string, unknown>,
    Record<string, unknown>,
    Record<string, unknown>,
    Record<string, unknown>,
  ];
  const keys = Object.keys(ra1);
  // Views of one game have one shape; any other key set is simply worked out apart.
  if (
    Object.keys(ra0).length !== keys.length ||
    Object.keys(rb0).length !== keys.length ||
    Object.keys(rb1).length !== keys.length
  )
    return false;
  for (const k of keys) {
    if (!(k in ra0) || !(k in rb0) || !(k in rb1)) return false;
    const x0 = ra0[k];
    const x1 = ra1[k];
    const y0 = rb0[k];
    const y1 = rb1[k];
    if (samePart(x0, x1, y0, y1)) continue;
    if (!Array.isArray(x0) || !Array.isArray(x1) || !Array.isArray(y0) || !Array.isArray(y1)) return false;
    if (x0.length !== y0.length || x1.length !== y1.length) return false;
    for (let i = 0; i < Math.max(x0.length, x1.length); i++) if (!samePart(x0[i], x1[i], y0[i], y1[i])) return false;
  }
  return true;
}
