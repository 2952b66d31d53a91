/**
 * Table talk (docs/ARCHITECTURE.md, "Table talk") over real sockets: messages and emotes reach the
 * room, spectators' are marked, the per-member rate limit, the length cap,
 * the names' cleaning, the host's switch, mutes, and the last 200 messages
 * kept with the room across a restart. Every refusal changes nothing.
 */
import { describe, expect, test } from 'vitest';
import { CHAT_MAX, MAX_COMBINING_MARKS } from '@kahroba/protocol';
import type { ChatMessage } from '@kahroba/protocol';
import { createSqliteStore } from '../../src/store/sqlite';
import { closedAfterEach, fakeClock } from '../harness';
import type { Client, TestServer } from '../harness';

const t = closedAfterEach();
const ROOMY = { RATE_BURST: '10000', RATE_PER_SECOND: '10000', CHAT_BURST: '1000', CHAT_PER_MINUTE: '6000' } as const;

/** A room with Ana (host, seat 0), Bo (seat 1) and Vida watching. */
async function room(srv: TestServer): Promise<{ code: string; a: Client; b: Client; w: Client }> {
  const a = await t.person(srv);
  const { room: info } = await a.must('room:create', {
    name: 'Ana',
    seats: [{ kind: 'human' }, { kind: 'human' }],
    test: { seed: 'chat-seed', firstPlayer: 0 },
  });
  const b = await t.person(srv);
  await b.must('room:join', { code: info.code, name: 'Bo' });
  const w = await t.person(srv);
  await w.must('room:join', { code: info.code, name: 'Vida', seat: null });
  return { code: info.code, a, b, w };
}

const texts = (c: Client): string[] => c.said.map((m) => m.text ?? `:${m.emote}:`);
/** Lets pushes that would have come arrive. */
const settle = (): Promise<void> => new Promise((r) => setTimeout(r, 80));

describe('table talk', () => {
  test("a message and an emote reach everyone; a spectator's is marked; each knows where in the log it was said", async () => {
    const srv = await t.server({ env: ROOMY });
    const { a, b, w } = await room(srv);
    const hi = await a.must('chat:send', { kind: 'text', text: 'hi all' });
    expect(hi).toMatchObject({
      id: 1,
      name: 'Ana',
      seat: 0,
      spectator: false,
      kind: 'text',
      text: 'hi all',
      game: null,
    });
    await w.must('chat:send', { kind: 'emote', emote: 'hello' });
    for (const c of [a, b, w]) await c.until(() => c.said.length === 2, 5000, 'two messages');
    expect(b.said[1]).toMatchObject({ name: 'Vida', seat: null, spectator: true, kind: 'emote', emote: 'hello' });
    // Only who, what, when and where in the log: the keys of a message, and nothing else.
    expect(Object.keys(b.said[0] as ChatMessage).sort()).toEqual([
      'at',
      'game',
      'id',
      'kind',
      'memberId',
      'name',
      'seat',
      'spectator',
      'text',
    ]);
    expect(await b.request('chat:send', { kind: 'emote', emote: 'shrug' } as never)).toMatchObject({
      ok: false,
      error: { code: 'BAD_PAYLOAD' },
    });
    expect(await b.request('chat:send', { kind: 'text', text: 'x', name: 'Ana' } as never)).toMatchObject({
      ok: false,
      error: { code: 'BAD_PAYLOAD' },
    });

    await a.must('room:start', {});
    await b.until(() => b.game !== null, 5000, 'start');
    const during = await b.must('chat:send', { kind: 'emote', emote: 'thinking' });
    const events = (await srv.server.rooms.get(b.room?.code ?? ''))?.game?.events.length;
    expect(during.game).toEqual({ gameNo: 1, events });
    // Never in the game record.
    const gameId = (await srv.server.rooms.get(b.room?.code ?? ''))?.game?.gameId ?? -1;
    expect(JSON.stringify(await srv.store.loadGame(gameId))).not.toMatch(/hi all|thinking/u);
    // A late joiner gets the recent messages with the join.
    const late = await t.person(srv);
    const joined = await late.must('room:join', { code: b.room?.code ?? '', name: 'Late', seat: null });
    expect(joined.chat.messages.map((m) => m.id)).toEqual([1, 2, 3]);
    expect(joined.chat).toMatchObject({ enabled: true, muted: [] });
    // No chat push carries a seat token, a token's hash, the seed or any part of the game.
    for (const c of [a, b, w]) {
      const pushed = JSON.stringify(c.received.filter((r) => r.event.startsWith('chat:')));
      expect(pushed).toContain('thinking');
      for (const secret of [a.token, b.token, w.token, 'tokenHash', 'chat-seed', '"view"', '"decks"'])
        expect(pushed).not.toContain(secret);
    }
  });

  test('the rate limit is per member (all their tabs), refills with time, and a refusal changes nothing', async () => {
    const clock = fakeClock();
    const srv = await t.server({ clock, env: { CHAT_BURST: '3', CHAT_PER_MINUTE: '30' } });
    const { code, a, b } = await room(srv);
    const tab2 = await t.person(srv);
    await tab2.must('room:join', { code, token: b.token ?? '' });
    await b.must('chat:send', { kind: 'text', text: 'one' });
    await tab2.must('chat:send', { kind: 'emote', emote: 'hurry' });
    await b.must('chat:send', { kind: 'text', text: 'three' });
    expect(await tab2.request('chat:send', { kind: 'text', text: 'four' })).toMatchObject({
      ok: false,
      error: { code: 'CHAT_TOO_FAST' },
    });
    expect(await b.request('chat:send', { kind: 'text', text: 'four' })).toMatchObject({
      ok: false,
      error: { code: 'CHAT_TOO_FAST' },
    });
    // Another member has their own allowance.
    await a.must('chat:send', { kind: 'text', text: 'mine' });
    await a.until(() => a.said.length === 4, 5000, 'four messages');
    await settle();
    expect(texts(a)).toEqual(['one', ':hurry:', 'three', 'mine']);
    clock.skip(2_000); // 30 a minute: one more after two seconds
    await b.must('chat:send', { kind: 'text', text: 'later' });
    expect(await b.request('chat:send', { kind: 'text', text: 'again' })).toMatchObject({
      ok: false,
      error: { code: 'CHAT_TOO_FAST' },
    });
    const rejoin = await t.person(srv);
    const { chat } = await rejoin.must('room:join', { code, token: a.token ?? '' });
    expect(chat.messages.map((m) => m.text ?? m.emote)).toEqual(['one', 'hurry', 'three', 'mine', 'later']);
  });

  test('"zalgo": a letter with 199 combining marks keeps MAX_COMBINING_MARKS of them, in a message and in a name; real spelling is untouched', async () => {
    const srv = await t.server({ env: ROOMY });
    const { code, a, b } = await room(srv);
    const tower = `h${'\u0301\u0316\u0334'.repeat(66)}\u0301i`;
    const said = await a.must('chat:send', { kind: 'text', text: tower });
    // NFKC puts the marks in canonical order first (overlays, then below, then above): three of the tower stay.
    expect(said.text).toMatch(new RegExp(`^h\\p{M}{${MAX_COMBINING_MARKS}}i$`, 'u'));
    // What others receive is what was kept.
    await b.until(() => b.said.length === 1, 5000, 'the message');
    expect(b.said[0]?.text).toBe(said.text);
    // Marks that spelling needs stay: Persian shadda with a vowel sign, Vietnamese (after NFKC), Devanagari.
    for (const word of ['مُحَمَّدٌ', 'Tiếng Việt', 'क्षत्रिय', 'กี่']) {
      expect((await a.must('chat:send', { kind: 'text', text: word })).text).toBe(word.normalize('NFKC'));
    }
    // A name is cleaned the same way.
    const z = await t.person(srv);
    const joined = await z.must('room:join', { code, name: `Z${'\u0336'.repeat(20)}`, seat: null });
    expect(joined.room.spectators.find((m) => m.memberId === joined.room.you.memberId)?.name).toBe(
      `Z${'\u0336'.repeat(MAX_COMBINING_MARKS)}`,
    );
  });

  test("the length cap and the names' cleaning: controls and bidi overrides out, NFKC, ZWNJ kept", async () => {
    const srv = await t.server({ env: ROOMY });
    const { code, a, b } = await room(srv);
    const max = 'ب'.repeat(CHAT_MAX);
    expect((await a.must('chat:send', { kind: 'text', text: max })).text).toBe(max);
    // Over the cap by one character (a code point, so a Persian or astral character counts once).
    expect(await a.request('chat:send', { kind: 'text', text: `${max}!` })).toMatchObject({
      ok: false,
      error: { code: 'CHAT_TOO_LONG' },
    });
    expect(await a.request('chat:send', { kind: 'text', text: '😀'.repeat(CHAT_MAX + 1) })).toMatchObject({
      ok: false,
      error: { code: 'CHAT_TOO_LONG' },
    });
    expect((await a.must('chat:send', { kind: 'text', text: '😀'.repeat(CHAT_MAX) })).text).toHaveLength(CHAT_MAX * 2);
    // Invisible-only text is nothing.
    for (const empty of ['', '   ', '\u200B\u200D\u2060', '\u202E\u202C\n\t']) {
      expect(await a.request('chat:send', { kind: 'text', text: empty }), JSON.stringify(empty)).toMatchObject({
        ok: false,
        error: { code: 'CHAT_EMPTY' },
      });
    }
    const cleaned: [string, string][] = [
      ['\uFF27\uFF27 \uFF57\uFF50', 'GG wp'], // fullwidth, folded by NFKC
      ['good\u200Bgame\u2060', 'goodgame'], // zero-width space and word joiner
      ['\u202Egg\u202C well', 'gg well'], // a right-to-left override cannot flip the line
      ['line\none\r\n\ttwo', 'line one two'],
      ['می\u200Cخواهم', 'می\u200Cخواهم'], // ZWNJ, which Persian spelling needs, stays
      ['\uFB01ne', 'fine'], // the "fi" ligature
    ];
    for (const [raw, want] of cleaned) expect((await a.must('chat:send', { kind: 'text', text: raw })).text).toBe(want);
    await b.until(() => b.said.length === 2 + cleaned.length, 5000, 'all cleaned messages');
    // Nothing refused reached anyone or stayed with the room.
    expect(b.said.map((m) => m.text)).toEqual([max, '😀'.repeat(CHAT_MAX), ...cleaned.map(([, want]) => want)]);
    const again = await t.person(srv);
    expect((await again.must('room:join', { code, token: b.token ?? '' })).chat.messages).toHaveLength(
      2 + cleaned.length,
    );
    // Nobody talks under a look-alike of another's name: the speaker is the member, whose name the room
    // holds unique by the names' confusable skeleton (a Cyrillic "Аna", "ANA" with a zero-width space).
    for (const look of ['\u0410na', 'AN\u200BA']) {
      const impostor = await t.person(srv);
      expect(await impostor.request('room:join', { code, name: look, seat: null })).toMatchObject({
        ok: false,
        error: { code: 'NAME_TAKEN' },
      });
      expect(await impostor.request('chat:send', { kind: 'text', text: 'I am Ana' })).toMatchObject({
        ok: false,
        error: { code: 'NOT_IN_ROOM' },
      });
    }
  });

  test('the host turns chat off and on; nobody else can; while off every message is refused', async () => {
    const srv = await t.server({ env: ROOMY });
    const { a, b, w } = await room(srv);
    await b.must('chat:send', { kind: 'text', text: 'before' });
    expect(await b.request('chat:setEnabled', { enabled: false })).toMatchObject({
      ok: false,
      error: { code: 'NOT_HOST' },
    });
    expect(await w.request('chat:setEnabled', { enabled: false })).toMatchObject({
      ok: false,
      error: { code: 'NOT_HOST' },
    });
    const off = await a.must('chat:setEnabled', { enabled: false });
    expect(off.enabled).toBe(false);
    for (const c of [b, w]) await c.until(() => c.chat?.enabled === false, 5000, 'chat off');
    for (const c of [a, b, w]) {
      expect(await c.request('chat:send', { kind: 'text', text: 'now?' })).toMatchObject({
        ok: false,
        error: { code: 'CHAT_OFF' },
      });
      expect(await c.request('chat:send', { kind: 'emote', emote: 'oops' })).toMatchObject({
        ok: false,
        error: { code: 'CHAT_OFF' },
      });
    }
    await settle();
    expect(texts(w)).toEqual(['before']);
    // The messages said before are kept; the switch survives a rejoin.
    const rejoin = await t.person(srv);
    const { chat } = await rejoin.must('room:join', { code: a.room?.code ?? '', token: w.token ?? '' });
    expect(chat).toMatchObject({ enabled: false, messages: [{ text: 'before' }] });
    await a.must('chat:setEnabled', { enabled: true });
    await w.until(() => w.chat?.enabled === true, 5000, 'chat on');
    await w.must('chat:send', { kind: 'text', text: 'back' });
  });

  test('a mute: the viewer stops receiving that member (all their tabs, after a rejoin too), others still do; unmuted, it all comes back', async () => {
    const srv = await t.server({ env: ROOMY });
    const { code, a, b, w } = await room(srv);
    const vidaId = w.room?.you.memberId ?? '';
    await w.must('chat:send', { kind: 'text', text: 'first' });
    await b.until(() => b.said.length === 1, 5000, 'first');
    const tab2 = await t.person(srv);
    await tab2.must('room:join', { code, token: b.token ?? '' });
    const muted = await b.must('chat:mute', { memberId: vidaId, muted: true });
    expect(muted).toMatchObject({ muted: [vidaId], messages: [] });
    await tab2.until(() => tab2.chat?.muted.length === 1, 5000, 'other tab muted too');
    await w.must('chat:send', { kind: 'emote', emote: 'hurry' });
    await w.must('chat:send', { kind: 'text', text: 'hello?' });
    await a.must('chat:send', { kind: 'text', text: 'from Ana' });
    await a.until(() => a.said.length === 4, 5000, 'Ana hears all');
    await b.until(() => b.said.some((m) => m.text === 'from Ana'), 5000, 'Bo hears Ana');
    await settle();
    expect(texts(b)).toEqual(['first', 'from Ana']);
    expect(texts(tab2)).toEqual(['from Ana']);
    const rejoin = await t.person(srv);
    const { chat } = await rejoin.must('room:join', { code, token: b.token ?? '' });
    expect(chat.messages.map((m) => m.text)).toEqual(['from Ana']);
    expect(chat.muted).toEqual([vidaId]);
    // Nobody can mute themselves or a stranger.
    expect(await b.request('chat:mute', { memberId: b.room?.you.memberId ?? '', muted: true })).toMatchObject({
      ok: false,
      error: { code: 'UNKNOWN_MEMBER' },
    });
    expect(await b.request('chat:mute', { memberId: 'nobody-here', muted: true })).toMatchObject({
      ok: false,
      error: { code: 'UNKNOWN_MEMBER' },
    });
    const back = await b.must('chat:mute', { memberId: vidaId, muted: false });
    expect(back.muted).toEqual([]);
    expect(back.messages.map((m) => m.text ?? m.emote)).toEqual(['first', 'hurry', 'hello?', 'from Ana']);
  });

  test('the last 200 messages are kept with the room across a restart', async () => {
    const store = createSqliteStore({ file: ':memory:', synchronous: 'NORMAL' });
    const keep = { ...store, close: () => Promise.resolve() };
    const srv = await t.server({ store: keep, env: ROOMY });
    const { code, b } = await room(srv);
    for (let i = 1; i <= 205; i++) await b.must('chat:send', { kind: 'text', text: `m${i}` });
    const muteId = (await b.must('chat:mute', { memberId: b.room?.seats[0]?.memberId ?? '', muted: true })).muted;
    t.forget(srv);
    await srv.close();

    const again = await t.server({ store: keep, env: ROOMY });
    const back = await t.person(again);
    const { chat } = await back.must('room:join', { code, token: b.token ?? '' });
    expect(chat.messages).toHaveLength(200);
    expect(chat.messages[0]).toMatchObject({ id: 6, text: 'm6' });
    expect(chat.messages.at(-1)).toMatchObject({ id: 205, text: 'm205' });
    expect(chat.muted).toEqual(muteId);
    expect((await back.must('chat:send', { kind: 'text', text: 'after' })).id).toBe(206);
  });

  test('a failed write refuses the message with STORAGE_FAILED: nobody hears it, the room keeps what it had', async () => {
    const inner = createSqliteStore({ file: ':memory:', synchronous: 'NORMAL' });
    let failing = false;
    const store = {
      ...inner,
      saveRoom: async (doc: Parameters<typeof inner.saveRoom>[0]) => {
        if (failing) throw Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' });
        await inner.saveRoom(doc);
      },
    };
    // Two messages a burst: the refused one does not use up the second.
    const srv = await t.server({ store, env: { ...ROOMY, CHAT_BURST: '2', CHAT_PER_MINUTE: '1' } });
    const { code, a, b } = await room(srv);
    await a.must('chat:send', { kind: 'text', text: 'kept' });
    failing = true;
    expect(await a.request('chat:send', { kind: 'text', text: 'lost' })).toMatchObject({
      ok: false,
      error: { code: 'STORAGE_FAILED' },
    });
    expect(await b.request('chat:mute', { memberId: a.room?.you.memberId ?? '', muted: true })).toMatchObject({
      ok: false,
      error: { code: 'STORAGE_FAILED' },
    });
    failing = false;
    await settle();
    expect(texts(b)).toEqual(['kept']);
    expect((await srv.server.rooms.get(code))?.doc.chat).toMatchObject({
      nextId: 2,
      messages: [{ text: 'kept' }],
      muted: {},
    });
    expect((await a.must('chat:send', { kind: 'text', text: 'next' })).id).toBe(2);
    expect(await a.request('chat:send', { kind: 'text', text: 'third' })).toMatchObject({
      ok: false,
      error: { code: 'CHAT_TOO_FAST' },
    });
  });
});
