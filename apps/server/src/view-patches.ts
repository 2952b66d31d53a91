/**
 * What each member is sent after a change (protocol patch.ts): a patch of the
 * view its viewer (a seat, or all spectators) was last sent, or the whole
 * update when there is none to start from.
 *
 * A patch is worked out between two `viewFor` outputs of one viewer, so it
 * holds nothing that viewer may not see. Viewers whose views are made of the
 * very same objects (UpdateCache.shared: nothing hidden differs between them)
 * share one base and one new view, so they share one patch object: worked
 * out once, and sent as one Socket.IO broadcast (encoded once) to their sockets.
 */
import type { GameState, Seat } from '@kahroba/engine';
import type { GamePatch, GameUpdate } from '@kahroba/protocol';
import { diffViews } from '@kahroba/protocol';
import type { UpdateCache } from './views';

export type ViewMessage = { event: 'game:patch'; payload: GamePatch } | { event: 'game:update'; payload: GameUpdate };

type Viewer = Seat | 'spectator';
interface Held { gameNo: number; version: number; view: GameState }

export class SentViews {
  /** The view each viewer's connected members hold now. */
  private readonly byViewer = new Map<Viewer, Held>();
  /** The viewer each member was last sent a view of: a member whose seat changed gets a whole view. */
  private readonly viewerOf = new Map<string, Seat | null>();

  /** A whole view went to this member (join, sync, start, undo): the next patch starts from it. */
  held(memberId: string, update: GameUpdate): void {
    this.viewerOf.set(memberId, update.seat);
    this.byViewer.set(update.seat ?? 'spectator', { gameNo: update.gameNo, version: update.version, view: update.view });
  }

  /**
   * The message of each member (connected ones) for the change `cache` holds;
   * members who get the same object may be sent one broadcast. `undoSeat`'s
   * copy says `undoable` (RULINGS R12).
   */
  next(cache: UpdateCache, members: readonly { id: string; seat: Seat | null }[], undoSeat: Seat | null): Map<string, ViewMessage> {
    const out = new Map<string, ViewMessage>();
    const byViewer = new Map<Seat | null, ViewMessage>();
    const patches = new Map<GameState, Map<GameUpdate, GamePatch>>();
    const now = new Map<Viewer, Held>();
    const undoable = <T extends object>(seat: Seat | null, x: T): T => (seat !== null && seat === undoSeat ? { ...x, undoable: true } : x);
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
          now.set(viewer, { gameNo: update.gameNo, version: update.version, view: update.view });
        } else {
          const shared = cache.shared(m.seat);
          let fromBase = patches.get(last.view);
          if (!fromBase) patches.set(last.view, fromBase = new Map<GameUpdate, GamePatch>());
          let patch = fromBase.get(shared);
          if (!patch) {
            patch = {
              gameNo: shared.gameNo, from: last.version, version: shared.version,
              patch: diffViews(last.view, shared.view), events: shared.events, toAct: shared.toAct,
              ...(shared.clock ? { clock: shared.clock } : {}),
            };
            fromBase.set(shared, patch);
          }
          message = { event: 'game:patch', payload: undoable(m.seat, patch) };
          now.set(viewer, { gameNo: shared.gameNo, version: shared.version, view: shared.view });
        }
        byViewer.set(m.seat, message);
      }
      out.set(m.id, message);
    }
    for (const [viewer, held] of now) this.byViewer.set(viewer, held);
    return out;
  }
}
