/** Hints during a game: the control a table is handed, the log's "hint used" lines, and stopping the worker. */
export type { HintControl } from './useHint';
export { useHintLines } from './HintLines';
export type { HintMark } from './HintLines';
export { stopHints } from './hintRunner';
