import { afterEach, describe, expect, it, vi } from 'vitest';
import { legalActions, viewFor } from '@kahroba/engine';
import { BOT_KINDS } from '@kahroba/protocol/constants';
import { newGame } from '../table/testing';
import { chooseBotAction, stopBots } from './botRunner';

describe('hot-seat computer players', () => {
  // Without a Worker (jsdom) the bot runs in a later task here, with the same level and deadline as in the worker.
  it.each(BOT_KINDS)('%s answers a legal move for the seat to act', async (level) => {
    const state = newGame(3, ['cities', 'strongholds'], `bot-runner-${level}`);
    const seat = state.current;
    const action = await chooseBotAction(viewFor(state, seat), seat, level);
    expect(legalActions(state, seat).map((a) => JSON.stringify(a))).toContain(JSON.stringify(action));
  });
});

describe('a bot worker that cannot start', () => {
  /** A worker whose file never loads: it takes messages and reports an error, as a browser does for a missing script. */
  class MissingWorker {
    static made = 0;
    onmessage: ((e: MessageEvent) => void) | null = null;
    onerror: ((e: Event) => void) | null = null;
    posted = 0;
    constructor() {
      MissingWorker.made += 1;
      setTimeout(() => this.onerror?.(new Event('error', { cancelable: true })), 5);
    }
    postMessage(): void {
      this.posted += 1;
    }
    terminate(): void {}
  }

  afterEach(() => {
    stopBots();
    vi.unstubAllGlobals();
  });

  it('is not waited for: the move asked of it, and the next ones, are worked out on this thread', async () => {
    MissingWorker.made = 0;
    vi.stubGlobal('Worker', MissingWorker);
    const state = newGame(2, [], 'missing-worker');
    const seat = state.current;
    const legal = legalActions(state, seat).map((a) => JSON.stringify(a));
    const first = await chooseBotAction(viewFor(state, seat), seat, 'normal');
    expect(legal).toContain(JSON.stringify(first));
    const second = await chooseBotAction(viewFor(state, seat), seat, 'easy');
    expect(legal).toContain(JSON.stringify(second));
    expect(MissingWorker.made).toBe(1);
  });
});
