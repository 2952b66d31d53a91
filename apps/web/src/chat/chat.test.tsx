/**
 * Table talk in the web client: the chat slice (history, repeats, unread),
 * where messages go in the game log, the chat panel over a scripted socket
 * (send, emote, a refusal in the player's language, the host's switch, a
 * mute), and an emote bubble by the speaker's area.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { CHAT_HISTORY } from '@kahroba/protocol/constants';
import { setSocketFactory } from '../net';
import { FakeSocket } from '../net/fake-socket';
import { chatReceived, chatSynced, resetStore, roomJoined, roomLeft, unreadOf, useAppStore } from '../store';
import { NO_CHAT, chatMessage, roomInfo, seat } from '../test-fixtures';
import { setupI18n } from '../table/testing';
import { ChatPanel } from './ChatPanel';
import { inLog } from './ChatLine';
import { othersIn } from './ChatPanel';
import { anchorOf, BUBBLE_TEXT_MAX, saidAfter, showBubble } from './EmoteBubbles';

let fake: FakeSocket;
const room = roomInfo({
  seats: [seat(0, { name: 'Ana', memberId: 'm0' }), seat(1, { name: 'Bo', memberId: 'm1' })],
  spectators: [{ memberId: 'm9', name: 'Vida', connected: true, wantsSeat: false }],
  you: { memberId: 'm0', seat: 0, isHost: true },
});

beforeAll(() => setupI18n('en'));
beforeEach(() => {
  resetStore();
  fake = new FakeSocket();
  fake.connected = true;
  setSocketFactory(() => fake.asSocket());
  roomJoined(room, null);
});
afterEach(() => {
  cleanup();
  setSocketFactory(null);
});

describe('the chat slice', () => {
  it('takes the history as read, counts later messages of others as unread, ignores repeats', () => {
    chatSynced({ ...NO_CHAT, messages: [chatMessage(2), chatMessage(1)] });
    let c = useAppStore.getState().chat;
    expect(c.messages.map((m) => m.id)).toEqual([1, 2]);
    expect(unreadOf(c, 'm0')).toBe(0);
    chatReceived(chatMessage(3, { memberId: 'm1', name: 'Bo', seat: 1 }));
    chatReceived(chatMessage(3, { memberId: 'm1', name: 'Bo', seat: 1 }));
    chatReceived(chatMessage(4)); // my own
    c = useAppStore.getState().chat;
    expect(c.messages.map((m) => m.id)).toEqual([1, 2, 3, 4]);
    expect(unreadOf(c, 'm0')).toBe(1);
    // A later snapshot of the same room (a mute, a reconnect) keeps what was seen.
    chatSynced({ ...NO_CHAT, messages: [chatMessage(1), chatMessage(3, { memberId: 'm1' })] });
    expect(unreadOf(useAppStore.getState().chat, 'm0')).toBe(1);
    roomLeft();
    expect(useAppStore.getState().chat.messages).toEqual([]);
    chatReceived(chatMessage(9)); // a late push after leaving
    expect(useAppStore.getState().chat.messages).toEqual([]);
  });

  it('keeps only the last messages the server keeps', () => {
    chatSynced(NO_CHAT);
    for (let id = 1; id <= CHAT_HISTORY + 5; id++) chatReceived(chatMessage(id));
    const ids = useAppStore.getState().chat.messages.map((m) => m.id);
    expect(ids).toHaveLength(CHAT_HISTORY);
    expect(ids[0]).toBe(6);
  });
});

describe('where messages go', () => {
  it('in the log of their game, after the events said before them; the lobby and other games stay out', () => {
    const messages = [
      chatMessage(1),
      chatMessage(2, { game: { gameNo: 1, events: 3 } }),
      chatMessage(3, { game: { gameNo: 1, events: 40 } }),
      chatMessage(4, { game: { gameNo: 2, events: 0 } }),
      chatMessage(5, { game: { gameNo: 1, events: 10 } }),
    ];
    // The log holds events 5…44 of game 1: message 2 is older than it.
    expect(inLog(messages, 1, 5, 40).map(({ message, at }) => [message.id, at])).toEqual([
      [3, 35],
      [5, 5],
    ]);
    expect(inLog(messages, 2, 0, 0).map(({ message, at }) => [message.id, at])).toEqual([[4, 0]]);
    expect(inLog(messages, null, 0, 0)).toEqual([]);
    expect(
      saidAfter(
        [
          chatMessage(1, { kind: 'emote', emote: 'hurry' }),
          chatMessage(2, { kind: 'emote', emote: 'oops' }),
          chatMessage(3),
        ],
        1,
      ).map((m) => m.id),
    ).toEqual([2, 3]);
  });

  it('offers everyone but you to mute', () => {
    expect(othersIn(room).map((m) => [m.name, m.spectator])).toEqual([
      ['Bo', false],
      ['Vida', true],
    ]);
  });
});

describe('the chat panel', () => {
  it('sends a message and an emote, shows a refusal in words, and marks a spectator', async () => {
    chatSynced({
      ...NO_CHAT,
      messages: [chatMessage(1, { memberId: 'm9', name: 'Vida', seat: null, spectator: true, text: 'hi' })],
    });
    let next = 2;
    fake.handlers.set('chat:send', (p) => {
      const payload = p as { kind: 'text' | 'emote'; text?: string; emote?: string };
      if (payload.text === 'flood') return { ok: false, error: { code: 'CHAT_TOO_FAST', message: 'x' } };
      return { ok: true, data: chatMessage(next++, { ...payload } as never) };
    });
    render(<ChatPanel room={room} />);
    expect(screen.getByRole('list', { name: 'Messages' }).textContent).toContain('Vidawatching: hi');
    const input = screen.getByRole('textbox', { name: 'Message' });
    fireEvent.input(input, { target: { value: 'good luck' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByRole('list', { name: 'Messages' }).textContent).toContain('good luck'));
    expect(input).toHaveProperty('value', '');
    fireEvent.click(screen.getByRole('button', { name: /Well played/ }));
    await waitFor(() =>
      expect(fake.sent.at(-1)).toEqual({ name: 'chat:send', payload: { kind: 'emote', emote: 'wellPlayed' } }),
    );
    fireEvent.input(input, { target: { value: 'flood' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'You are sending messages too fast. Wait a moment.',
    );
    expect(input).toHaveProperty('value', 'flood');
  });

  it('counts down near the cap and will not send past it', () => {
    render(<ChatPanel room={room} />);
    const input = screen.getByRole('textbox', { name: 'Message' });
    fireEvent.input(input, { target: { value: 'x'.repeat(201) } });
    expect(screen.getByText('-1 characters left')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', true);
  });

  it("the host's switch, the chat-off notice, and a mute that hides the person's messages", async () => {
    chatSynced({ ...NO_CHAT, messages: [chatMessage(1, { memberId: 'm1', name: 'Bo', seat: 1, text: 'from Bo' })] });
    fake.handlers.set('chat:setEnabled', (p) => ({
      ok: true,
      data: { ...NO_CHAT, enabled: (p as { enabled: boolean }).enabled },
    }));
    fake.handlers.set('chat:mute', () => ({ ok: true, data: { enabled: true, muted: ['m1'], messages: [] } }));
    render(<ChatPanel room={room} />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Chat on for everyone' }));
    expect(await screen.findByText('The host has turned chat off.')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    const mute = screen.getByRole('button', { name: 'Mute Bo' });
    expect(mute.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(mute);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Mute Bo' }).getAttribute('aria-pressed')).toBe('true'),
    );
    expect(screen.queryByText('from Bo')).toBeNull();
  });
});

describe('an emote bubble', () => {
  it("sits by the speaker's area (a spectator's by the status line, named) and goes away", () => {
    vi.useFakeTimers();
    document.body.innerHTML =
      '<div id="t"><header class="status"></header><section class="player" data-seat="1"><div class="player__head">Bo</div></section></div>';
    const root = document.getElementById('t') as HTMLElement;
    const bo = chatMessage(1, { memberId: 'm1', name: 'Bo', seat: 1, kind: 'emote', emote: 'hurry' });
    const vida = chatMessage(2, {
      memberId: 'm9',
      name: 'Vida',
      seat: null,
      spectator: true,
      kind: 'emote',
      emote: 'goodGame',
    });
    expect(anchorOf(root, bo)?.className).toBe('player__head');
    expect(anchorOf(root, vida)?.className).toBe('status');
    const t = setupI18n('en').t;
    act(() => {
      showBubble(anchorOf(root, bo) as Element, bo, t);
      showBubble(anchorOf(root, vida) as Element, vida, t);
    });
    const bubbles = [...document.querySelectorAll('.emote-bubble')];
    expect(bubbles.map((b) => [b.getAttribute('data-seat'), b.textContent, b.getAttribute('aria-hidden')])).toEqual([
      ['1', 'Hurry up', 'true'],
      ['spectator', 'Vida: Good game', 'true'],
    ]);
    vi.advanceTimersByTime(3000);
    expect(document.querySelectorAll('.emote-bubble')).toHaveLength(0);
    vi.useRealTimers();
  });

  it('shows a written message too, cut to its first words, for longer than an emote', () => {
    vi.useFakeTimers();
    document.body.innerHTML =
      '<div id="t"><header class="status"></header><section class="player" data-seat="1"><div class="player__head">Bo</div></section></div>';
    const root = document.getElementById('t') as HTMLElement;
    const t = setupI18n('en').t;
    const short = chatMessage(1, { memberId: 'm1', name: 'Bo', seat: 1, text: 'nice one' });
    const long = chatMessage(2, { memberId: 'm1', name: 'Bo', seat: 1, text: 'ش'.repeat(BUBBLE_TEXT_MAX + 20) });
    act(() => {
      showBubble(anchorOf(root, short) as Element, short, t);
      showBubble(anchorOf(root, long) as Element, long, t);
    });
    const texts = [...document.querySelectorAll('.emote-bubble--text')].map((b) => b.textContent ?? '');
    expect(texts[0]).toBe('nice one');
    expect([...(texts[1] ?? '')]).toHaveLength(BUBBLE_TEXT_MAX);
    expect(texts[1]?.endsWith('…')).toBe(true);
    vi.advanceTimersByTime(3000);
    expect(document.querySelectorAll('.emote-bubble--text')).toHaveLength(2);
    vi.advanceTimersByTime(1500);
    expect(document.querySelectorAll('.emote-bubble')).toHaveLength(0);
    vi.useRealTimers();
  });
});
