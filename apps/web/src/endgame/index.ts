/** End of the game and the replay viewer. */
export { EndGame } from './EndGame';
export type { EndGameProps } from './EndGame';
export { ReplayViewer } from './ReplayViewer';
export type { ReplayViewerProps } from './ReplayViewer';
export { buildReplay } from './timeline';
export type { ReplayTimeline } from './timeline';
export { decidedByKey, ranked } from './explain';
export { downloadRecord } from './download';
