import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { get, createStore } from 'idb-keyval';
import { REVIEW_ANALYSIS_VERSION, REVIEW_ITERATIONS, reviewKey } from './budget';
import type { MoveReview } from './marks';
import { MAX_REVIEWS, loadReview, saveReview } from './storage';

const move = (index: number, seat = index % 2): MoveReview => ({
  index,
  seat,
  winChances: [0.4, 0.6],
  played: { action: { type: 'takeTwo', gem: 'red', extra: null }, winChance: 0.4, visits: 3, reasons: [] },
  best: { action: { type: 'takeTwo', gem: 'blue', extra: null }, winChance: 0.5, visits: 9, reasons: [] },
  loss: 0.1,
  quality: 'mistake',
  line: [],
  iterations: 100,
});

describe('reviewKey', () => {
  it('names the game, the analysis version and the budget', () => {
    expect(reviewKey('g1')).toBe(`review|g1|v${REVIEW_ANALYSIS_VERSION}|i${REVIEW_ITERATIONS}`);
    expect(reviewKey('g1', 2, 500)).not.toBe(reviewKey('g1', 3, 500));
    expect(reviewKey('g1', 2, 500)).not.toBe(reviewKey('g1', 2, 600));
  });
});

describe('stored reviews', () => {
  it('reads back a whole or partial review as it was saved', async () => {
    const moves = [move(0), null, move(2)];
    await saveReview('k-roundtrip', moves);
    const back = await loadReview('k-roundtrip', 3, 2);
    expect(back?.moves).toEqual(moves);
  });

  it('finds nothing under another key, another length or for another number of seats', async () => {
    await saveReview('k-shape', [move(0), move(1)]);
    expect(await loadReview('k-other', 2, 2)).toBeNull();
    expect(await loadReview('k-shape', 3, 2)).toBeNull();
    expect(await loadReview('k-shape', 2, 1)).toBeNull();
  });

  it('treats a damaged entry as none', async () => {
    await saveReview('k-bad', [move(0), move(1)]);
    const db = createStore('kahroba-review', 'reviews');
    const { set } = await import('idb-keyval');
    const stored = await get<{ moves: MoveReview[] }>('k-bad', db);
    await set('k-bad', { ...stored, moves: [move(0), { ...move(1), quality: 'brilliant' }] }, db);
    expect(await loadReview('k-bad', 2, 2)).toBeNull();
    await set('k-bad', { ...stored, moves: [move(0), { ...move(1), winChances: [0.4, 1.6] }] }, db);
    expect(await loadReview('k-bad', 2, 2)).toBeNull();
    await set('k-bad', { ...stored, moves: [move(1), move(0)] }, db);
    expect(await loadReview('k-bad', 2, 2)).toBeNull();
    await set('k-bad', 'not a review', db);
    expect(await loadReview('k-bad', 2, 2)).toBeNull();
  });

  it(`keeps the latest ${MAX_REVIEWS} reviews`, async () => {
    for (let i = 0; i < MAX_REVIEWS + 3; i++) await saveReview(`k-many-${i}`, [move(0)]);
    // Saving an old one again makes it the latest.
    await saveReview('k-many-3', [move(0)]);
    await saveReview('k-many-last', [move(0)]);
    const present = async (k: string) => (await loadReview(k, 1, 2)) !== null;
    expect(await present('k-many-0')).toBe(false);
    expect(await present('k-many-4')).toBe(false);
    expect(await present('k-many-3')).toBe(true);
    expect(await present('k-many-5')).toBe(true);
    expect(await present(`k-many-${MAX_REVIEWS + 2}`)).toBe(true);
    const index = await get<string[]>('index', createStore('kahroba-review', 'reviews'));
    expect(index).toHaveLength(MAX_REVIEWS);
  });
});
