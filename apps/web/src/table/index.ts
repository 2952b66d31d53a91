/** The game table: `<Table view viewer names log onAction />`. */
export { Table } from './Table';
export type { ActionResult } from './Table';
export type { Presence } from './PlayerArea';
export { UndoButton } from './UndoButton';
export type { UndoControl } from './UndoButton';
export type { TalkLine } from './GameLog';
export { SinceLastTurn } from './Recap';
export { hadTurn, lastTurn, sinceLastTurn } from './recap';
export { logLine } from './logText';
