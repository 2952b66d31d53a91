import { describe, expect, it } from 'vitest';
import { legalActions, viewFor } from '@kahroba/engine';
import { BOT_KINDS } from '@kahroba/protocol/constants';
import { newGame } from '../table/testing';
import { chooseBotAction } from './botRunner';

describe('hot-seat computer players', () => {
  // Without a Worker (jsdom) the bot runs in a later task here, with the same level and deadline as in the worker.
  it.each(BOT_KINDS)('%s answers a legal move for the seat to act', async (level) => {
    const state = newGame(3, ['cities', 'strongholds'], `bot-runner-${level}`);
    const seat = state.current;
    const action = await chooseBotAction(viewFor(state, seat), seat, level);
    expect(legalActions(state, seat).map((a) => JSON.stringify(a))).toContain(JSON.stringify(action));
  });
});
