/**
 * The one zustand store of the web client, composed of four slices
 * (connection, room, game, ui). Components read it through narrow selectors
 * (`useShallow` for objects); everything that writes to it is a plain
 * module-level action in actions.ts, so socket handlers need no React.
 */
import { create } from 'zustand';
import { initialConnection, type ConnectionSlice } from './connection';
import { initialGame, type GameSlice } from './game';
import { initialRoom, type RoomSlice } from './room';
import { initialUi, type UiSlice } from './ui';

export type AppState = ConnectionSlice & RoomSlice & GameSlice & UiSlice;

export const initialState = (): AppState => ({
  ...initialConnection(),
  ...initialRoom(),
  ...initialGame(),
  ...initialUi(),
});

export const useAppStore = create<AppState>()(() => initialState());

/** Back to a fresh store (tests, leaving a room). */
export const resetStore = (): void => useAppStore.setState(initialState(), true);
