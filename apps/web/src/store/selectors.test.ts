import { describe, expect, it } from 'vitest';
import { presenceOf, seatNames, yourPlace } from './selectors';
import { roomInfo, seat } from '../test-fixtures';

describe('seat presence', () => {
  it.each([
    [seat(0, { kind: 'bot', bot: 'normal' }), 'bot'],
    [seat(0), 'empty'],
    [seat(0, { memberId: 'm', connected: true }), 'online'],
    [seat(0, { memberId: 'm', connected: false }), 'away'],
    [seat(0, { memberId: 'm', connected: false, takenOver: true }), 'bot'],
  ] as const)('%o → %s', (s, p) => {
    expect(presenceOf(s)).toBe(p);
  });

  it('names seats, with a fallback for open and computer seats', () => {
    const names = seatNames(
      [seat(0, { name: 'Sara' }), seat(1), seat(2, { kind: 'bot' })],
      (n, bot) => `${bot ? 'CPU' : 'P'}${n + 1}`,
    );
    expect(names).toEqual(['Sara', 'P2', 'CPU3']);
  });
});

describe('your place in the room', () => {
  it('is the name of your seat', () => {
    expect(yourPlace(roomInfo())).toEqual({ name: 'Sara', watching: false });
  });

  it('is your spectator name when you watch', () => {
    const info = roomInfo({
      spectators: [{ memberId: 'm7', name: 'Vida', connected: true, wantsSeat: false }],
      you: { memberId: 'm7', seat: null, isHost: false },
    });
    expect(yourPlace(info)).toEqual({ name: 'Vida', watching: true });
  });

  it('has no name when the server has not listed you yet', () => {
    expect(yourPlace(roomInfo({ you: { memberId: 'm9', seat: null, isHost: false } }))).toEqual({
      name: null,
      watching: true,
    });
  });
});
