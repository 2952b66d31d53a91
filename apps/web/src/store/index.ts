/** The web client's store: one zustand store in slices, module-level actions, narrow selectors. */
export { useAppStore, resetStore } from './store';
export * from './actions';
export { unreadOf } from './chat';
export {
  useConnectionStatus,
  useResumedLinks,
  useRoomState,
  useGameState,
  useHeaderRoom,
  useToasts,
  presenceOf,
} from './selectors';
