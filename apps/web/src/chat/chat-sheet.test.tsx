/**
 * The chat sheet at the table gives the screen back to the board:
 * it closes when a game starts (a rematch too) and at each decision of this
 * viewer's, never when their turn ends; what is said afterwards shows as the
 * unread badge.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { setSocketFactory } from '../net';
import { FakeSocket } from '../net/fake-socket';
import { chatReceived, chatSynced, gameUpdated, resetStore, roomJoined } from '../store';
import { NO_CHAT, chatMessage, roomInfo, seat, update } from '../test-fixtures';
import { setupI18n } from '../table/testing';
import { ChatSheet, useCloseMoments } from './ChatSheet';

const room = roomInfo({
  seats: [seat(0, { name: 'Ana', memberId: 'm0' }), seat(1, { name: 'Bo', memberId: 'm1' })],
  you: { memberId: 'm0', seat: 0, isHost: true },
});

beforeAll(() => setupI18n('en'));
beforeEach(() => {
  resetStore();
  const fake = new FakeSocket();
  fake.connected = true;
  setSocketFactory(() => fake.asSocket());
  roomJoined(room, null);
  chatSynced(NO_CHAT);
});
afterEach(() => {
  cleanup();
  setSocketFactory(null);
});

const sheet = () => screen.queryByRole('dialog', { name: 'Table talk' });
const openSheet = () => fireEvent.click(screen.getByRole('button', { name: /^Chat/u }));
const push = (version: number, toAct: 0 | 1, gameNo = 1) =>
  act(() => gameUpdated(update(version, { gameNo, toAct, seat: 0 })));

describe('the moments the chat closes', () => {
  it('counts a new game and each new decision, not the end of one', () => {
    type Moment = { g: number | null; d: number | null };
    const start: Moment = { g: null, d: null };
    const { result, rerender } = renderHook(({ g, d }: Moment) => useCloseMoments(g, d), { initialProps: start });
    const seen: number[] = [];
    for (const [g, d] of [
      [1, null],
      [1, 3],
      [1, 3],
      [1, null],
      [1, 5],
      [1, 6],
      [2, null],
      [2, null],
    ] as const) {
      rerender({ g, d });
      seen.push(result.current);
    }
    // The start, decisions at versions 3, 5 and 6 (3 twice is one), and a rematch; turns ending add nothing.
    expect(seen).toEqual([1, 2, 2, 2, 3, 4, 5, 5]);
  });
});

describe('the chat sheet at the table', () => {
  it('closes at each decision of this viewer, stays open when their turn ends, and keeps the unread badge', () => {
    push(1, 1);
    render(<ChatSheet room={room} />);
    openSheet();
    expect(sheet()).not.toBeNull();
    // Focus was in the sheet (its text field): it goes back to the chat button.
    expect(document.activeElement?.tagName).toBe('INPUT');
    push(2, 0);
    expect(sheet()).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /^Chat/u }));

    openSheet();
    push(3, 1); // the turn passes: the chat opened after the move stays
    expect(sheet()).not.toBeNull();
    act(() => chatReceived(chatMessage(1, { memberId: 'm1', name: 'Bo', seat: 1 })));
    push(4, 0);
    expect(sheet()).toBeNull();
    act(() => chatReceived(chatMessage(2, { memberId: 'm1', name: 'Bo', seat: 1 })));
    act(() => chatReceived(chatMessage(3, { memberId: 'm1', name: 'Bo', seat: 1 })));
    expect(screen.getByRole('button', { name: /^Chat/u }).textContent).toContain('2 unread messages');
  });

  it('closes when a rematch starts, leaving the focus where it was when it was outside the sheet', () => {
    push(7, 1);
    render(
      <>
        <button type="button">elsewhere</button>
        <ChatSheet room={room} />
      </>,
    );
    openSheet();
    const elsewhere = screen.getByRole('button', { name: 'elsewhere' });
    elsewhere.focus();
    push(0, 1, 2);
    expect(sheet()).toBeNull();
    expect(document.activeElement).toBe(elsewhere);
  });

  it('a spectator has no decisions: the sheet stays open through the game until the next one', () => {
    act(() => gameUpdated(update(1, { seat: null, toAct: 0 })));
    render(<ChatSheet room={{ ...room, you: { memberId: 'm9', seat: null, isHost: false } }} />);
    openSheet();
    act(() => gameUpdated(update(2, { seat: null, toAct: 1 })));
    act(() => gameUpdated(update(3, { seat: null, toAct: 0 })));
    expect(sheet()).not.toBeNull();
    act(() => gameUpdated(update(0, { gameNo: 2, seat: null, toAct: 0 })));
    expect(sheet()).toBeNull();
  });
});
