/**
 * The one zustand store of the web client, composed of five slices
 * (connection, room, game, ui, chat). Components read it through narrow selectors
 * (`useShallow` for objects); everything that writes to it is a plain
 * module-level action in actions.ts, so socket handlers need no React.
 */
import { create } from 'zustand';
import { initialChat, type ChatSlice } from './chat';
import { initialConnection, type ConnectionSlice } from './connection';
import { initialGame, type GameSlice } from './game';
import { initialRoom, type RoomSlice } from './room';
import { initialUi, type UiSlice } from './ui';

export type AppState = ConnectionSlice & RoomSlice & GameSlice & UiSlice & ChatSlice;

export const initialState = (): AppState => ({
  ...initialConnection(),
  ...initialRoom(),
  ...initialGame(),
  ...initialUi(),
  ...initialChat(),
});

export const useAppStore = create<AppState>()(() => initialState());

/** Back to a fresh store (tests, leaving a room). */
export const resetStore = (): void => useAppStore.setState(initialState(), true);
