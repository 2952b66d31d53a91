import { describe, expect, test } from 'vitest';
import { ratedPlanRefusal, ratedRequestRefusal, ratedSeatRefusal } from '../../src/ratings';

const humans = [{ kind: 'human' as const }, { kind: 'human' as const }];

describe('rated room conditions', () => {
  test('a plan with humans, no hints and a clock is allowed', () => {
    expect(ratedPlanRefusal({ seats: humans, hints: false, clock: 'turn1m' })).toBeNull();
  });

  test('each broken condition has its own code', () => {
    expect(ratedPlanRefusal({ seats: [...humans, { kind: 'bot' }], hints: false, clock: 'turn1m' })).toBe(
      'RATED_NO_BOTS',
    );
    expect(ratedPlanRefusal({ seats: humans, hints: true, clock: 'turn1m' })).toBe('RATED_NO_HINTS');
    expect(ratedPlanRefusal({ seats: humans, hints: false, clock: 'none' })).toBe('RATED_NEEDS_CLOCK');
    expect(ratedPlanRefusal({ seats: humans, hints: false, clock: 'turn1m' }, true)).toBe('RATED_AFTER_START');
  });

  test('seats need a claimed player', () => {
    expect(ratedSeatRefusal({})).toBe('RATED_NEEDS_PLAYER');
    expect(ratedSeatRefusal({ playerId: '' })).toBe('RATED_NEEDS_PLAYER');
    expect(ratedSeatRefusal({ playerId: 'p_123' })).toBeNull();
  });

  test('undo, hint and adding a computer player are refused during play', () => {
    expect(ratedRequestRefusal('undo')).toBe('RATED_NO_UNDO');
    expect(ratedRequestRefusal('hint')).toBe('RATED_NO_HINTS');
    expect(ratedRequestRefusal('addBot')).toBe('RATED_NO_BOTS');
  });
});
