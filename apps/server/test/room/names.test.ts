/**
 * Names in a room: cleaned (NFKC, invisible characters out) and unique by a
 * case- and confusable-insensitive comparison (UTS #39 skeleton).
 */
import { describe, expect, test } from 'vitest';
import { NameSchema } from '@kahroba/protocol';
import { sameName } from '../../src/room/names';
import { closedAfterEach } from '../harness';

const t = closedAfterEach();

describe('names', () => {
  test('"Ann", "Ann" with a zero-width space, "ANN" and a Cyrillic "Аnn" cannot sit together', async () => {
    const srv = await t.server();
    const host = await t.person(srv);
    const { room } = await host.must('room:create', {
      name: 'Ann',
      seats: [{ kind: 'human' }, { kind: 'human' }, { kind: 'human' }, { kind: 'human' }],
    });
    const code = room.code;
    for (const look of ['A\u200Bnn', '\u0410nn', 'ANN', 'ann', '\uFF21nn', 'An\u200Dn', 'A\u202Enn\u202C']) {
      const other = await t.person(srv);
      expect(await other.request('room:join', { code, name: look }), JSON.stringify(look)).toMatchObject({
        ok: false,
        error: { code: 'NAME_TAKEN' },
      });
    }
    // The refusal changed nothing: the room still has its one member, and a different name sits.
    const bo = await t.person(srv);
    const joined = await bo.must('room:join', { code, name: 'Bo' });
    expect(joined.room.seats.map((s) => s.name)).toEqual(['Ann', 'Bo', null, null]);
    expect(joined.room.spectators).toEqual([]);
    // Persian: Arabic yeh and Farsi yeh look the same; ZWNJ does not make a new name.
    const ali = await t.person(srv);
    await ali.must('room:join', { code, name: 'علی' });
    const ali2 = await t.person(srv);
    expect(await ali2.request('room:join', { code, name: 'علي' })).toMatchObject({
      ok: false,
      error: { code: 'NAME_TAKEN' },
    });
    expect(await ali2.request('room:join', { code, name: 'عل\u200Cی' })).toMatchObject({
      ok: false,
      error: { code: 'NAME_TAKEN' },
    });
    // Coming back with a token is not a new name.
    const again = await t.person(srv);
    expect(await again.request('room:join', { code, token: host.token as string })).toMatchObject({ ok: true });
  });

  test('a name is NFKC with zero-width and bidi controls removed; ZWNJ stays for Persian', () => {
    expect(NameSchema.parse('\uFF21nn')).toBe('Ann');
    expect(NameSchema.parse('A\u200Bn\u200Dn\u200E\u2066')).toBe('Ann');
    expect(NameSchema.parse('\u2067\u202Bمریم\u202C\u2069')).toBe('مریم');
    expect(NameSchema.parse('می\u200Cخواهم')).toBe('می\u200Cخواهم');
    expect(NameSchema.safeParse('\u200B\u200D\u2060').success).toBe(false);
  });

  test('the comparison: case, confusables and invisible characters, not mere similarity', () => {
    expect(sameName('Ian', 'lan')).toBe(true);
    expect(sameName('IAN', 'ian')).toBe(true);
    expect(sameName('paypal', 'pаypаl')).toBe(true);
    expect(sameName('Ann', 'Anna')).toBe(false);
    expect(sameName('Bo', 'Bob')).toBe(false);
    expect(sameName('مریم', 'مرضیه')).toBe(false);
  });
});
