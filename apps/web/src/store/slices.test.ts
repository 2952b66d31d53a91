import { describe, expect, it } from 'vitest';
import { connected, connecting, disconnected, initialConnection, retrying, wentOutdated } from './connection';
import { LOG_LIMIT, gameUpdated, initialGame, intentSent, intentSettled } from './game';
import { initialRoom, joined, joining, kicked, roomUpdated } from './room';
import { TOAST_LIMIT, initialUi, toastAdded, toastDismissed } from './ui';
import { roomInfo, update } from '../test-fixtures';

describe('connection slice', () => {
  it('connecting → online → reconnecting → online', () => {
    let c = initialConnection().connection;
    c = connecting(c);
    expect(c.status).toBe('connecting');
    c = connected(c);
    expect(c).toMatchObject({ status: 'online', everConnected: true });
    c = disconnected(c, true);
    expect(c.status).toBe('reconnecting');
    c = retrying(c, 3);
    expect(c).toMatchObject({ status: 'reconnecting', attempt: 3 });
    c = connected(c);
    expect(c).toMatchObject({ status: 'online', attempt: 0 });
    expect(disconnected(c, false).status).toBe('idle');
    c = wentOutdated(disconnected(c, true));
    expect(c.status).toBe('outdated');
    expect(connected(c)).toMatchObject({ status: 'online', resumed: 2 });
  });
});

describe('room slice', () => {
  it('joins and takes pushes for the same room only', () => {
    let r = joining(initialRoom().room, 'ABC234');
    expect(r.status).toBe('joining');
    r = joined(r, roomInfo());
    expect(r.status).toBe('joined');
    const other = roomUpdated(r, roomInfo({ code: 'XYZ789' }));
    expect(other).toBe(r);
    const started = roomUpdated(r, roomInfo({ status: 'playing' }));
    expect(started.info?.status).toBe('playing');
    expect(kicked(started, 'ABC234').status).toBe('kicked');
  });
});

describe('game slice', () => {
  it('appends events and ignores stale versions', () => {
    let g = gameUpdated(initialGame().game, update(1));
    g = gameUpdated(g, update(2));
    expect(g.log).toHaveLength(2);
    const stale = gameUpdated(g, update(1));
    expect(stale).toBe(g);
  });

  it('keeps the log on a resync (no events) and refreshes the view', () => {
    const g = gameUpdated(gameUpdated(initialGame().game, update(1)), update(2));
    const synced = gameUpdated(g, update(2, { events: [] }));
    expect(synced.log).toHaveLength(2);
    expect(synced.view).not.toBe(g.view);
  });

  it('starts a fresh log on a rematch', () => {
    const g = gameUpdated(gameUpdated(initialGame().game, update(1)), update(2));
    const next = gameUpdated(g, update(0, { gameNo: 2 }));
    expect(next.gameNo).toBe(2);
    expect(next.log).toHaveLength(1);
  });

  it('caps the log', () => {
    let g = initialGame().game;
    for (let v = 0; v < LOG_LIMIT + 10; v += 1) g = gameUpdated(g, update(v));
    expect(g.log).toHaveLength(LOG_LIMIT);
  });

  it('tracks the intent in flight', () => {
    const action = { type: 'declineConquest' } as const;
    let g = intentSent(initialGame().game, { intentId: 'a', action, version: 3 });
    expect(intentSettled(g, 'b').pending).not.toBeNull();
    g = intentSettled(g, 'a');
    expect(g.pending).toBeNull();
  });
});

describe('ui slice', () => {
  it('keeps the latest notices', () => {
    let u = initialUi().ui;
    for (let i = 0; i < TOAST_LIMIT + 2; i += 1) u = toastAdded(u, { tone: 'info', message: `m${i}` });
    expect(u.toasts).toHaveLength(TOAST_LIMIT);
    expect(u.toasts.at(-1)?.message).toBe(`m${TOAST_LIMIT + 1}`);
    const first = u.toasts[0];
    if (first) expect(toastDismissed(u, first.id).toasts).toHaveLength(TOAST_LIMIT - 1);
  });
});
