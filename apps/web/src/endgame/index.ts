/** End of the game and the replay viewer. */
export { EndGame } from './EndGame';
export { ReplayViewer } from './ReplayViewer';
