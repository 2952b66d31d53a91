/** What every part of the table needs: the view, who looks at it, names and legal actions. */
import { createContext, useContext } from 'react';
import type { Action, Affordability, CardId, GameState } from '@kahroba/engine';
import type { Viewer } from './legal';

/** What the table's caller answers to an action (or an undo): accepted, or refused with a code and a message. */
export type ActionResult = { ok: true } | { ok: false; error: { code: string; message: string } };

export interface TableContextValue {
  view: GameState;
  viewer: Viewer;
  names: readonly string[];
  legal: readonly Action[];
  /** Whether the seated viewer can buy each face-up and own reserved card (engine's `tableAffordability`); empty otherwise. */
  afford: ReadonlyMap<CardId, Affordability>;
}

export const TableContext = createContext<TableContextValue | null>(null);

export function useTable(): TableContextValue {
  const ctx = useContext(TableContext);
  if (!ctx) throw new Error('useTable outside <Table>');
  return ctx;
}

/** A seat's display name, falling back to "Player N". */
export const nameOf = (names: readonly string[], seat: number): string => names[seat] ?? `#${seat + 1}`;
