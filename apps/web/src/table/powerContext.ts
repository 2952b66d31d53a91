/**
 * Which power sheet is open (RULES B4.2 nobles, C cities, T trading posts,
 * O Orient cards, S strongholds): shown while a tile is hovered or focused,
 * kept open when it is tapped.
 */
import { createContext, useContext } from 'react';
import type { CardId, CityId, NobleId, PostId } from '@kahroba/engine';

export type PowerTarget =
  | { kind: 'noble'; id: NobleId }
  | { kind: 'city'; id: CityId }
  | { kind: 'post'; id: PostId }
  | { kind: 'orient'; card: CardId }
  | { kind: 'stronghold'; card: CardId };

export const powerKey = (p: PowerTarget): string => `${p.kind}:${'id' in p ? p.id : p.card}`;

export interface PowerControls {
  /** The key of the sheet shown, if any. */
  shown: string | null;
  /** A tap: keep this sheet open (or close it if it is the one kept). */
  pin: (p: PowerTarget) => void;
  /** Hover or focus: show this sheet until `leave`, unless another is kept. */
  peek: (p: PowerTarget) => void;
  leave: () => void;
}

export const PowerContext = createContext<PowerControls | null>(null);

export const usePowers = (): PowerControls | null => useContext(PowerContext);

/** The id of the one power sheet on the page, for `aria-controls`. */
export const POWER_SHEET_ID = 'power-sheet';
