/**
 * A full room (docs/ARCHITECTURE.md, "A full room"): the join prompt says so before the name field and
 * offers to watch and ask; a spectator in the lobby asks the host; the host
 * sees who asked and gives them a computer player's seat; a join that found
 * the last seat gone says so.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { RoomSummary } from '@kahroba/protocol';
import { PROTOCOL_HEADER, PROTOCOL_VERSION } from '@kahroba/protocol/constants';
import { setupI18n } from '../../table/testing';
import { roomInfo, seat } from '../../test-fixtures';
import { resetStore, useAppStore } from '../../store';

const net = vi.hoisted(() => ({
  joinRoom: vi.fn(),
  askSeat: vi.fn(() => Promise.resolve({ ok: true as const, data: null })),
  giveSeat: vi.fn(() => Promise.resolve({ ok: true as const, data: null })),
}));
vi.mock('../../net', () => ({
  joinRoom: net.joinRoom,
  askSeat: net.askSeat,
  giveSeat: net.giveSeat,
  loadName: () => 'Bo',
  setSeatKind: vi.fn(),
  kick: vi.fn(),
  sit: vi.fn(),
}));

const { JoinPrompt } = await import('./JoinPrompt');
const { SeatList } = await import('./SeatList');
const { SeatRequest } = await import('./SeatRequest');

const summary = (over: Partial<RoomSummary> = {}): RoomSummary => ({
  code: 'ABC234',
  status: 'lobby',
  spectators: 0,
  settings: { players: 4, modules: [], edition: 'kahroba', clock: 'none', standIn: 'normal' },
  seats: [
    { seat: 0, kind: 'human', bot: null, name: 'Ana' },
    { seat: 1, kind: 'bot', bot: 'normal', name: null },
    { seat: 2, kind: 'bot', bot: 'normal', name: null },
    { seat: 3, kind: 'bot', bot: 'easy', name: null },
  ],
  ...over,
});

function serve(body: RoomSummary): void {
  vi.stubGlobal(
    'fetch',
    vi.fn(() =>
      Promise.resolve(
        new Response(JSON.stringify({ ok: true, data: body }), {
          status: 200,
          headers: { [PROTOCOL_HEADER]: String(PROTOCOL_VERSION) },
        }),
      ),
    ),
  );
}
const settle = () =>
  act(async () => {
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  });
/** The room's summary has arrived: the preview shows who sits where. */
const loaded = () => screen.findByRole('group', { name: 'At the table' });

beforeAll(() => setupI18n('en'));
beforeEach(() => resetStore());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const joined = (seatNo: number | null) => ({
  ok: true as const,
  data: {
    token: 't',
    room: roomInfo({ you: { memberId: 'm2', seat: seatNo, isHost: false } }),
    game: null,
    chat: { enabled: true, muted: [], messages: [] },
  },
});

describe('the join prompt of a full room', () => {
  it('says the room is full before the name field and offers to watch and ask, or just watch', async () => {
    serve(summary());
    render(<JoinPrompt code="ABC234" />);
    await loaded();
    const notice = screen.getByRole('status');
    expect(notice.textContent).toContain('This room is full');
    expect(notice.textContent).toContain('computer players hold 3 of them');
    // Before the name field in the page's order.
    const name = screen.getByLabelText('Your name');
    expect(notice.compareDocumentPosition(name) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Take a seat' })).toBeNull();
    net.joinRoom.mockResolvedValue(joined(null));
    fireEvent.click(screen.getByRole('button', { name: 'Watch and ask for a seat' }));
    expect(net.joinRoom).toHaveBeenLastCalledWith('ABC234', 'Bo', null, true);
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Just watch' }));
    expect(net.joinRoom).toHaveBeenLastCalledWith('ABC234', 'Bo', null, false);
  });

  it('a room with a free seat offers a seat; a game already running only watching', async () => {
    serve(
      summary({
        seats: [
          { seat: 0, kind: 'human', bot: null, name: 'Ana' },
          { seat: 1, kind: 'human', bot: null, name: null },
        ],
      }),
    );
    const { unmount } = render(<JoinPrompt code="ABC234" />);
    await loaded();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('button', { name: 'Take a seat' })).toBeTruthy();
    unmount();
    serve(summary({ status: 'playing' }));
    render(<JoinPrompt code="ABC234" />);
    await loaded();
    expect(screen.getByRole('status').textContent).toBe('The game has started: you will watch.');
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Just watch']);
  });

  it('a join that found the last free seat gone says it made you a spectator', async () => {
    serve(
      summary({
        seats: [
          { seat: 0, kind: 'human', bot: null, name: 'Ana' },
          { seat: 1, kind: 'human', bot: null, name: null },
        ],
      }),
    );
    render(<JoinPrompt code="ABC234" />);
    await loaded();
    net.joinRoom.mockResolvedValue(joined(null));
    fireEvent.click(screen.getByRole('button', { name: 'Take a seat' }));
    await settle();
    expect(net.joinRoom).toHaveBeenLastCalledWith('ABC234', 'Bo', undefined, false);
    expect(useAppStore.getState().ui.toasts.map((x) => x.message)).toEqual(['fullRoom.becameSpectator']);
  });
});

const full = (you: { memberId: string; seat: number | null; isHost: boolean }, wantsSeat: boolean) =>
  roomInfo({
    seats: [
      seat(0, { name: 'Ana', memberId: 'm1', connected: true }),
      seat(1, { kind: 'bot', bot: 'normal' }),
      seat(2, { kind: 'bot', bot: 'easy' }),
    ],
    spectators: [{ memberId: 'm2', name: 'Bo', connected: true, wantsSeat }],
    you,
  });

describe('a full room in the lobby', () => {
  it('the host gives a computer seat to the spectator who asked', () => {
    render(
      <>
        <SeatRequest room={full({ memberId: 'm1', seat: 0, isHost: true }, true)} />
        <SeatList room={full({ memberId: 'm1', seat: 0, isHost: true }, true)} />
      </>,
    );
    expect(screen.getByRole('status').textContent).toContain('Someone watching wants a seat');
    const give = screen.getAllByRole('button', { name: /in place of the computer player/u });
    expect(give.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Give Seat 2 to Bo in place of the computer player',
      'Give Seat 3 to Bo in place of the computer player',
    ]);
    fireEvent.click(give[1] as HTMLElement);
    expect(net.giveSeat).toHaveBeenCalledWith(2, 'm2');
  });

  it('offers nothing to give when nobody asked, nor to anyone but the host, nor during the game', () => {
    const { unmount } = render(
      <>
        <SeatRequest room={full({ memberId: 'm1', seat: 0, isHost: true }, false)} />
        <SeatList room={full({ memberId: 'm1', seat: 0, isHost: true }, false)} />
      </>,
    );
    expect(screen.queryByRole('button', { name: /Give to/u })).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    unmount();
    const guest = full({ memberId: 'm3', seat: null, isHost: false }, true);
    const { unmount: u2 } = render(<SeatList room={guest} />);
    expect(screen.queryByRole('button', { name: /Give to/u })).toBeNull();
    u2();
    render(<SeatList room={{ ...full({ memberId: 'm1', seat: 0, isHost: true }, true), status: 'playing' }} inGame />);
    expect(screen.queryByRole('button', { name: /Give to/u })).toBeNull();
  });

  it('a spectator asks the host for a seat and can take it back', () => {
    const { rerender } = render(<SeatRequest room={full({ memberId: 'm2', seat: null, isHost: false }, false)} />);
    expect(screen.getByRole('status').textContent).toContain('You are watching: every seat is taken.');
    fireEvent.click(screen.getByRole('button', { name: 'Ask the host for a seat' }));
    expect(net.askSeat).toHaveBeenLastCalledWith(true);
    rerender(<SeatRequest room={full({ memberId: 'm2', seat: null, isHost: false }, true)} />);
    expect(screen.getByRole('status').textContent).toContain('You asked the host for a seat.');
    fireEvent.click(screen.getByRole('button', { name: 'Take back the request' }));
    expect(net.askSeat).toHaveBeenLastCalledWith(false);
  });
});
