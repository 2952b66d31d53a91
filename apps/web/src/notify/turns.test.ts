import { describe, expect, it } from 'vitest';
import type { RoomTurn } from '@kahroba/protocol';
import { newlyWaiting, waitingFor } from './turns';

const turn = (code: string, toAct: number | null, status: RoomTurn['status'] = 'playing', gameNo = 1): RoomTurn => ({
  code,
  status,
  gameNo,
  toAct,
});

describe('games waiting for this browser', () => {
  it('counts running games whose seat to act is the one held here, not spectated rooms or lobbies', () => {
    const held = [
      { code: 'AAAAAA', seat: 0 },
      { code: 'BBBBBB', seat: 1 },
      { code: 'CCCCCC', seat: null },
      { code: 'DDDDDD', seat: 2 },
    ];
    const turns = [
      turn('AAAAAA', 0),
      turn('BBBBBB', 0),
      turn('CCCCCC', 0),
      turn('DDDDDD', null, 'lobby'),
      turn('EEEEEE', 0),
    ];
    expect([...waitingFor(turns, held)]).toEqual(['AAAAAA#1']);
  });

  it('announces a game only when it starts waiting, never at the first poll nor for the room open on the page', () => {
    const first = new Set(['AAAAAA#1']);
    expect(newlyWaiting(null, first, null)).toEqual([]);
    expect(newlyWaiting(first, first, null)).toEqual([]);
    expect(newlyWaiting(first, new Set(['AAAAAA#1', 'BBBBBB#1', 'CCCCCC#2']), 'CCCCCC')).toEqual(['BBBBBB']);
    // A rematch is a new game: announced again.
    expect(newlyWaiting(first, new Set(['AAAAAA#2']), null)).toEqual(['AAAAAA']);
  });
});
