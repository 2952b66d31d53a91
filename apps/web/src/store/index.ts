/** The web client's store: one zustand store in slices, module-level actions, narrow selectors. */
export { useAppStore, resetStore, initialState, type AppState } from './store';
export * from './actions';
export { unreadOf } from './chat';
export * from './selectors';
export type { ConnectionStatus } from './connection';
export type { JoinStatus } from './room';
export type { ClockState, PendingIntent } from './game';
export type { Toast, ToastTone } from './ui';
