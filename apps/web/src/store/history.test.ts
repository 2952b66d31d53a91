/** The server's history (join, sync) replaces the log; live updates append to it. */
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '@kahroba/engine';
import { update } from '../test-fixtures';
import { gameUpdated, initialGame } from './game';

const ev = (seat: number): GameEvent => ({ type: 'turnStarted', seat, round: 1 }) as unknown as GameEvent;

describe('the log from the server', () => {
  it('a join after a reload brings the whole log; later updates append to it', () => {
    let g = initialGame().game;
    g = gameUpdated(g, update(5, { events: [], history: [ev(0), ev(1), ev(0)] }));
    expect(g.log).toHaveLength(3);
    g = gameUpdated(g, update(6, { events: [ev(1)] }));
    expect(g.log).toHaveLength(4);
    // A resync replaces the log with the server's, even at the same version (nothing doubled).
    g = gameUpdated(g, update(6, { events: [], history: [ev(0), ev(1), ev(0), ev(1)] }));
    expect(g.log).toHaveLength(4);
  });

  it('an update without history (the saved table on the device) keeps the log as it is', () => {
    let g = gameUpdated(initialGame().game, update(2, { events: [ev(0)] }));
    g = gameUpdated(g, update(3, { events: [] }));
    expect(g.log).toHaveLength(1);
  });
});
