import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import type { OpenRoomInfo } from '@kahroba/protocol';
import { loadNamespace } from '../../i18n';
import { setupI18n } from '../../table/testing';
import { initialLobby, listArrived, listAsked, listFailed, changed, update, useLobbyStore } from '../../lobby/store';
import LobbyScreen from './LobbyScreen';

const watch = vi.fn(() => () => undefined);
vi.mock('../../lobby/net', () => ({
  watchLobby: () => watch(),
  retryLobby: vi.fn(),
  quickPlay: vi.fn(),
}));

const room: OpenRoomInfo = {
  code: 'ABCDEF',
  host: 'Sara',
  createdAt: 1,
  modules: ['cities'],
  edition: 'kahroba',
  clock: 'turn1m',
  hints: true,
  seats: [
    { kind: 'human', bot: null, taken: true },
    { kind: 'bot', bot: 'hard', taken: true },
    { kind: 'human', bot: null, taken: false },
  ],
};

beforeAll(async () => {
  setupI18n('en');
  await loadNamespace('openLobby');
});
beforeEach(() => useLobbyStore.setState(initialLobby(), true));
afterEach(cleanup);

describe('the open lobby page', () => {
  it('shows loading, then the rooms with their game, seats and computer players, live', () => {
    render(<LobbyScreen />);
    expect(watch).toHaveBeenCalledTimes(1);
    act(() => update(listAsked));
    expect(screen.getByText('Looking for open rooms…')).toBeTruthy();
    act(() => update((s) => listArrived(s, [room])));
    const card = screen.getByRole('listitem', { name: 'Room of Sara' });
    const inCard = within(card);
    expect(inCard.getByText('2 of 3 seated')).toBeTruthy();
    expect(inCard.getByText('Cities')).toBeTruthy();
    expect(inCard.getByText('Hints allowed')).toBeTruthy();
    expect(inCard.getByText('Computer (hard)')).toBeTruthy();
    expect(inCard.getByText('Free seat')).toBeTruthy();
    expect(inCard.getByRole('link', { name: 'Join the room of Sara' }).getAttribute('href')).toBe('/r/ABCDEF');
    act(() => update((s) => changed(s, { kind: 'gone', code: 'ABCDEF' })));
    expect(screen.queryByRole('listitem', { name: 'Room of Sara' })).toBeNull();
    expect(screen.getByTestId('lobby-empty').textContent).toContain('No open room is waiting just now.');
  });

  it('says when the list failed (with Try again) and when the host turned the lobby off', () => {
    render(<LobbyScreen />);
    act(() => update((s) => listFailed(s, { code: 'TIMEOUT', message: 'late' })));
    expect(screen.getByRole('alert').textContent).toContain('The list of open rooms could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    act(() => update((s) => listFailed(s, { code: 'LOBBY_CLOSED', message: 'off' })));
    expect(screen.getByRole('status').textContent).toContain('turned the open lobby off');
    expect(screen.queryByTestId('quick-play')).toBeNull();
  });
});
