/**
 * The replay screen fetches a room's record over the HTTP API. A server newer
 * than the page cannot be read (net/api.ts), and this screen has no socket
 * whose banner would offer the reload: it offers it itself, and only then.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { PROTOCOL_HEADER, PROTOCOL_VERSION } from '@kahroba/protocol/constants';
import { setupI18n } from '../../table/testing';
import type { GamePlayer } from '@kahroba/protocol';
import { finishedRecord } from '../../review/testing';
import ReplayScreen from './ReplayScreen';

// The viewer itself (the table, the review) is tested in src/endgame and src/review: here, the names it is given.
vi.mock('../../endgame', () => ({
  ReplayViewer: ({ names }: { names?: string[] }) => (
    <p data-testid="viewer">{names ? names.join(' | ') : 'numbered'}</p>
  ),
}));

beforeAll(() => setupI18n('en'));
let answer: () => Promise<Response>;
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => answer()),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function loadRoom(): Promise<void> {
  render(<ReplayScreen />);
  fireEvent.input(screen.getByLabelText('Room code of a finished game'), { target: { value: 'ABC234' } });
  fireEvent.click(screen.getByRole('button', { name: 'Load' }));
  await screen.findByRole('alert');
}

describe('replay: a record the page cannot read', () => {
  it('a newer server: says so and offers the reload, which reloads', async () => {
    answer = () =>
      Promise.resolve(
        new Response('{}', { status: 200, headers: { [PROTOCOL_HEADER]: String(PROTOCOL_VERSION + 1) } }),
      );
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, search: '', reload });
    await loadRoom();
    expect(screen.getByRole('alert').textContent).toBe('This page is older than the server. Reload it to go on.');
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('no network: says so, and no reload is offered (a later try may do)', async () => {
    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    await loadRoom();
    expect(screen.getByRole('alert').textContent).toBe('Not connected to the server.');
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();
  });

  it('an answer that names no valid version (a proxy in the way?): no reload either', async () => {
    answer = () => Promise.resolve(new Response('{}', { status: 200, headers: { [PROTOCOL_HEADER]: 'x' } }));
    await loadRoom();
    expect(screen.getByRole('alert').textContent).toBe('Not connected to the server.');
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();
  });
});

describe('replay: opened from My games', () => {
  it('/replay?room=…&game=N asks for that game once (and the room list for its players) and names its room in the field', async () => {
    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    vi.stubGlobal('location', { ...window.location, search: '?room=abc234&game=2' });
    render(<ReplayScreen />);
    await screen.findByRole('alert');
    expect(vi.mocked(fetch).mock.calls.map((c) => c[0])).toEqual([
      '/api/rooms/ABC234/games/2/record',
      '/api/rooms/ABC234/games',
    ]);
    expect(screen.getByLabelText<HTMLInputElement>('Room code of a finished game').value).toBe('ABC234');
    expect(screen.getByRole('alert').textContent).toBe('Not connected to the server.');
  });

  it("an online game's replay (and so its review) names the seats as the room kept them, not Player 1/2", async () => {
    const record = finishedRecord('replay-names');
    const players: GamePlayer[] = [
      { seat: 0, kind: 'human', bot: null, name: 'Ana' },
      { seat: 1, kind: 'bot', bot: 'hard', name: null },
    ];
    const json = (body: unknown) =>
      Promise.resolve(
        new Response(JSON.stringify(body), { status: 200, headers: { [PROTOCOL_HEADER]: String(PROTOCOL_VERSION) } }),
      );
    // apiFetch asks by path.
    vi.mocked(fetch).mockImplementation((path) =>
      (path as string).endsWith('/record')
        ? json(record)
        : json({ ok: true, data: [{ gameNo: 1, status: 'finished', players, playerCount: 2 }] }),
    );
    vi.stubGlobal('location', { ...window.location, search: '?room=ABC234&game=1' });
    render(<ReplayScreen />);
    expect((await screen.findByTestId('viewer')).textContent).toBe('Ana | Computer 2 (hard)');
  });

  it('a game number that is not one asks for nothing', () => {
    vi.stubGlobal('location', { ...window.location, search: '?room=ABC234&game=0' });
    render(<ReplayScreen />);
    expect(vi.mocked(fetch)).not.toHaveBeenCalled();
  });
});
