/**
 * The players' store on both engines (players/store.ts): a claim writes the
 * player and the passkey or nothing, either name key alone makes a name
 * claimed, a challenge is taken once, sessions expire, and an attach is all
 * or nothing (a seat already anyone's, or one past the cap, leaves every
 * seat of the request unattached).
 */
import { describe, expect, test } from 'vitest';
import { ENGINES, storePlace } from '../stores';

const credential = (id: string, playerId: string) => ({ id, playerId, publicKey: 'pk', counter: 0, transports: [] });

describe.each(ENGINES)('players store on %s', (engine) => {
  test('claims, challenges and sessions', async () => {
    const { players } = await storePlace(engine).open();
    const ana = { id: 'p-ana', name: 'Ana', createdAt: 1 };
    expect(await players.createPlayer(ana, ['ana', 'ana'], credential('c1', ana.id), 1)).toBe('claimed');
    // Either key taken is enough; a passkey already known is refused; neither writes anything.
    const other = { id: 'p-other', name: 'Other', createdAt: 2 };
    expect(await players.createPlayer(other, ['x', 'ana'], credential('c2', other.id), 2)).toBe('name-claimed');
    expect(await players.createPlayer(other, ['ana', 'y'], credential('c2', other.id), 2)).toBe('name-claimed');
    expect(await players.createPlayer(other, ['x', 'y'], credential('c1', other.id), 2)).toBe('credential-known');
    expect(await players.player(other.id)).toBeNull();
    expect(await players.nameClaimed(['x', 'y'])).toBe(false);
    expect(await players.nameClaimed(['q', 'ana'])).toBe(true);
    expect(await players.credential('c1')).toEqual(credential('c1', ana.id));
    await players.credentialUsed('c1', 7, 3);
    expect((await players.credential('c1'))?.counter).toBe(7);

    const challenge = { hash: 'h1', kind: 'claim' as const, name: 'Bo', playerId: 'p-bo', expiresAt: 100 };
    await players.addChallenge(challenge, 10);
    expect(await players.takeChallenge('h1')).toEqual(challenge);
    expect(await players.takeChallenge('h1')).toBeNull();
    // Expired ones are dropped when the next is kept.
    await players.addChallenge({ ...challenge, hash: 'h2', expiresAt: 20 }, 10);
    await players.addChallenge({ ...challenge, hash: 'h3' }, 30);
    expect(await players.takeChallenge('h2')).toBeNull();

    await players.createSession('s1', ana.id, 10, 100, null);
    expect(await players.sessionPlayer('s1', 99)).toEqual(ana);
    expect(await players.sessionPlayer('s1', 100)).toBeNull();
    await players.createSession('s2', ana.id, 20, 200, 's1');
    expect(await players.sessionPlayer('s1', 50)).toBeNull(); // replaced
    await players.deleteSession('s2');
    expect(await players.sessionPlayer('s2', 50)).toBeNull();
  });

  test('an attach is all or nothing', async () => {
    const { players } = await storePlace(engine).open();
    for (const id of ['p1', 'p2'])
      await players.createPlayer({ id, name: id, createdAt: 1 }, [id, id], credential(`c-${id}`, id), 1);
    const seat = (code: string, memberId = 'm1') => ({ code, memberId, seat: 0 });
    expect(await players.attachSeats('p1', [seat('AAAAAA'), seat('BBBBBB')], 5, 3)).toBe('attached');
    // One seat already attached (to anyone): the new one of the same request is not attached either.
    expect(await players.attachSeats('p1', [seat('CCCCCC'), seat('AAAAAA')], 6, 4)).toBe('already-attached');
    expect(await players.attachSeats('p2', [seat('BBBBBB')], 6, 3)).toBe('already-attached');
    // Past the cap: nothing.
    expect(await players.attachSeats('p1', [seat('CCCCCC'), seat('DDDDDD')], 7, 3)).toBe('full');
    expect(await players.attachSeats('p2', [seat('CCCCCC'), seat('AAAAAA', 'm2')], 8, 3)).toBe('attached');
    expect((await players.attachedSeats('p1')).map((s) => s.code)).toEqual(['AAAAAA', 'BBBBBB']);
    expect(await players.attachedSeats('p2')).toEqual([
      { code: 'AAAAAA', memberId: 'm2', seat: 0, attachedAt: 8 },
      { code: 'CCCCCC', memberId: 'm1', seat: 0, attachedAt: 8 },
    ]);
  });
});
