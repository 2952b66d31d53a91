/**
 * The server's half of `game:patch` (patch.ts): the operations between two
 * views. Apart from the clients' half so a client never bundles it.
 */
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- an ambient module declaration reaches every package that compiles this file only this way
/// <reference path="./fast-json-patch.d.ts" />
import { compare } from 'fast-json-patch/module/duplex.mjs';
import type { GameState } from '@kahroba/engine';
import type { PatchOperation } from './patch';

/** The operations that turn view `before` into view `after` (both `viewFor` of one viewer). */
export function diffViews(before: GameState, after: GameState): PatchOperation[] {
  return compare(before, after);
}
