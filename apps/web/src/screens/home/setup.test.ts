import { describe, expect, it } from 'vitest';
import { cleanName, defaultSetup, editionMatters, hasHuman, toHotSeat, toRoomCreate, toggleModule } from './setup';
import { isRoomCode, normaliseCode } from './JoinRoomForm';

describe('new game form', () => {
  it('keeps modules in canonical order without duplicates', () => {
    let m = toggleModule([], 'orient', true);
    m = toggleModule(m, 'cities', true);
    m = toggleModule(m, 'cities', true);
    expect(m).toEqual(['cities', 'orient']);
    expect(toggleModule(m, 'cities', false)).toEqual(['orient']);
  });

  it('builds a room:create payload with the creator in seat 0', () => {
    const form = { ...defaultSetup(), players: 3 as const, modules: toggleModule([], 'strongholds', true) };
    form.seats[0] = { kind: 'bot', bot: 'easy', name: '' }; // seat 0 is always the creator
    form.seats[2] = { kind: 'bot', bot: 'expert', name: '' };
    expect(toRoomCreate(form, '  Sara   J ')).toEqual({
      name: 'Sara J',
      seats: [{ kind: 'human' }, { kind: 'human' }, { kind: 'bot', bot: 'expert' }],
      modules: ['strongholds'],
      edition: 'kahroba',
      hostSeat: 0,
      clock: 'none',
      standIn: 'normal',
    });
    expect(toRoomCreate({ ...form, clock: 'slow24h', standIn: 'hard' }, 'Sara')).toMatchObject({
      clock: 'slow24h',
      standIn: 'hard',
    });
  });

  it('builds a hot-seat config with default names for empty ones', () => {
    const form = defaultSetup();
    form.players = 3;
    form.seats[0] = { kind: 'human', name: 'Ali' };
    form.seats[3] = { kind: 'bot', bot: 'hard', name: '' };
    form.players = 4;
    const config = toHotSeat(form, (seat, bot) => `${bot ? `CPU-${bot}` : 'P'}${seat + 1}`);
    expect(config.seats).toEqual([
      { kind: 'human', name: 'Ali' },
      { kind: 'human', name: 'P2' },
      { kind: 'bot', bot: 'normal', name: 'CPU-normal3' },
      { kind: 'bot', bot: 'hard', name: 'CPU-hard4' },
    ]);
    expect(config.players).toBe(4);
  });

  it('needs a person for hot-seat', () => {
    const form = defaultSetup();
    form.seats[0] = { kind: 'bot', bot: 'normal', name: '' };
    form.seats[1] = { kind: 'bot', bot: 'normal', name: '' };
    expect(hasHuman(form)).toBe(false);
  });

  it('knows when the edition matters (RULES E)', () => {
    expect(editionMatters(['cities'])).toBe(false);
    expect(editionMatters(['orient'])).toBe(true);
    expect(editionMatters(['tradingPosts'])).toBe(true);
  });

  it('cleans names', () => {
    expect(cleanName('  a\t b ')).toBe('a b');
    expect(cleanName('x'.repeat(40))).toHaveLength(24);
    // The server's cleaning: invisible and bidi-control characters out, NFKC; ZWNJ (Persian) kept.
    expect(cleanName('A\u200Bnn\u202E')).toBe('Ann');
    expect(cleanName('\uFF21nn')).toBe('Ann');
    expect(cleanName('می\u200Cخواهم')).toBe('می\u200Cخواهم');
  });
});

describe('room codes typed by a player', () => {
  it.each([
    ['abc234', 'ABC234'],
    [' ab-c23 4', 'ABC234'],
    ['https://kahroba.example/r/xyz789', 'XYZ789'],
    ['ABC۲۳۴', 'ABC234'],
  ])('%s → %s', (input, code) => {
    expect(normaliseCode(input)).toBe(code);
    expect(isRoomCode(code)).toBe(true);
  });
  it('refuses look-alike characters and wrong lengths', () => {
    expect(isRoomCode('ABC10O')).toBe(false);
    expect(isRoomCode('ABC23')).toBe(false);
  });
});
