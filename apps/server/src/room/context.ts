/**
 * What the parts of a room share: its dependencies, its document, who is
 * connected, and the room's serial queue. `Room` (room.ts) owns all of them
 * and hands itself to each part as this context; the parts (lobby.ts,
 * game-runner.ts, bot-seats.ts) import only this file, never the room.
 */
import type { BotKind } from '@kahroba/protocol';
import type { Logger } from 'pino';
import type { Clock } from '../clock';
import type { Bot } from '../bots/choice';
import type { Config } from '../config';
import type { GroupCommit } from '../store/group-commit';
import type { Audience, RoomLeases } from './ports';
import type { Presence } from './presence';
import type { Random, Secrets } from '../random';
import type { StorageHealth } from '../store/health';
import type { Fence, Store, StoredRoom } from '../store/store';

export interface RoomDeps {
  store: Store;
  /** Batches action writes: one transaction per event-loop turn. */
  writer: GroupCommit;
  /** Saves room documents; a failed write turns /readyz to 503. */
  health: StorageHealth;
  clock: Clock;
  config: Config;
  secrets: Secrets;
  random: Random;
  logger: Logger;
  bots: Record<BotKind, Bot>;
  /** Several nodes (REDIS_URL): the room leases; absent on a single node. */
  leases?: RoomLeases | undefined;
  /** Where a message for several members' connections goes out (game views shared by several viewers). */
  audience: Audience;
}

export interface RoomContext {
  readonly deps: RoomDeps;
  readonly code: string;
  /** The room document; replaced by the saved one when a write fails. */
  doc: StoredRoom;
  /** Who is connected, with which sockets, and since when the others are away. */
  readonly presence: Presence;
  /** Several nodes: the fence of this node's lease on the room, carried by every write; undefined on a single node. */
  readonly fence: Fence | undefined;
  /** True once closed (shutdown or released from memory): timers do nothing more. */
  readonly isClosed: boolean;
  /** Runs `task` on the room's serial queue, after what is already waiting (the queue's one owner is the room). */
  runQueued<T>(task: () => T | Promise<T>): Promise<T>;
  /** Writes the room document; if that fails, STORAGE_FAILED and the room as the disk holds it. */
  save(): Promise<void>;
  /** Sends every connected member the room as they see it. */
  publishRoom(): void;
}
