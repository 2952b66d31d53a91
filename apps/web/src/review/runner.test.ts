import { describe, expect, it, vi } from 'vitest';
import { moveQuality } from '@kahroba/engine/bots';
import type { AnalysisOptions } from '@kahroba/engine/bots';
import { answerRequest } from './answer';
import type { Analyse } from './answer';
import type { MoveReview } from './marks';
import { reviewGame } from './positions';
import type { ReviewRequest, ReviewResponse } from './protocol';
import { runReview } from './runner';
import type { ReviewEvents, ReviewPort } from './runner';
import { fakeAnalysis, finishedRecord } from './testing';

const game = reviewGame(finishedRecord());
if (!game) throw new Error('the test game does not replay');
const positions = game.positions;

/** A worker stand-in that keeps what it was sent and answers when told. */
class FakePort implements ReviewPort {
  sent: ReviewRequest[] = [];
  terminated = false;
  onmessage: ((e: MessageEvent<unknown>) => void) | null = null;
  onerror: ((e: Event) => void) | null = null;
  postMessage(req: ReviewRequest) {
    this.sent.push(req);
  }
  terminate() {
    this.terminated = true;
  }
  reply(r: ReviewResponse) {
    this.onmessage?.({ data: r } as MessageEvent<unknown>);
  }
  /** Answers the last request as the worker would, with a made-up analysis. */
  answer(loss = 0.1) {
    const req = this.sent[this.sent.length - 1];
    if (!req) throw new Error('nothing was asked');
    answerRequest(
      req,
      (r) => this.reply(r),
      (state, _seat, _rng, o) =>
        fakeAnalysis(state, o?.include?.[0] ?? req.played, { best: 0.5, played: 0.5 - loss }, 0),
      moveQuality,
    );
  }
}

function recorder(): ReviewEvents & { log: string[]; moves: MoveReview[] } {
  const log: string[] = [];
  const moves: MoveReview[] = [];
  return {
    log,
    moves,
    progress: (i, f) => log.push(`progress ${i} ${f.toFixed(2)}`),
    move: (m) => {
      moves.push(m);
      log.push(`move ${m.index} ${m.quality}`);
    },
    done: () => log.push('done'),
    error: (message) => log.push(`error ${message}`),
  };
}

describe('runReview', () => {
  it('asks one position at a time, in the order given, and is done after the last', () => {
    const port = new FakePort();
    const ev = recorder();
    runReview(positions, [0, 1, 5], ev, { iterations: 300, seed: 'g', spawn: () => port });
    expect(port.sent.map((r) => r.index)).toEqual([0]);
    port.answer(0.3);
    expect(port.sent.map((r) => r.index)).toEqual([0, 1]);
    port.answer(0.001);
    port.answer(0.12);
    expect(port.sent.map((r) => r.index)).toEqual([0, 1, 5]);
    expect(ev.log.filter((l) => !l.startsWith('progress'))).toEqual([
      'move 0 blunder',
      'move 1 best',
      'move 5 mistake',
      'done',
    ]);
    expect(port.terminated).toBe(true);
    // Each position's search has its own seed from the game's, and the budget asked for.
    expect(port.sent.map((r) => r.seed)).toEqual(['g#0', 'g#1', 'g#5']);
    expect(port.sent.every((r) => r.iterations === 300 && r.state === positions[r.index]?.state)).toBe(true);
  });

  it('reports the search’s progress of the position being analysed', () => {
    const port = new FakePort();
    const ev = recorder();
    runReview(positions, [4], ev, { iterations: 300, seed: 'g', spawn: () => port });
    const id = port.sent[0]?.id ?? 0;
    port.reply({ id, type: 'progress', done: 150, budget: 300 });
    expect(ev.log).toEqual(['progress 4 0.00', 'progress 4 0.50']);
  });

  it('stops at once when cancelled: the worker is terminated and a late answer is ignored', () => {
    const port = new FakePort();
    const ev = recorder();
    const job = runReview(positions, [0, 1, 2], ev, { iterations: 300, seed: 'g', spawn: () => port });
    job.cancel();
    expect(port.terminated).toBe(true);
    port.answer();
    expect(port.sent).toHaveLength(1);
    expect(ev.moves).toHaveLength(0);
    expect(ev.log).not.toContain('done');
  });

  it('ignores messages of another request and anything that is not a review message', () => {
    const port = new FakePort();
    const ev = recorder();
    runReview(positions, [0], ev, { iterations: 300, seed: 'g', spawn: () => port });
    port.reply({ id: 999, type: 'error', message: 'not ours' });
    port.onmessage?.({ data: { hello: 1 } } as MessageEvent<unknown>);
    expect(ev.log).toEqual(['progress 0 0.00']);
  });

  it('ends with the error of a position the engine could not analyse', () => {
    const port = new FakePort();
    const ev = recorder();
    runReview(positions, [0, 1], ev, { iterations: 300, seed: 'g', spawn: () => port });
    port.reply({ id: port.sent[0]?.id ?? 0, type: 'error', message: 'boom' });
    expect(ev.log.at(-1)).toBe('error boom');
    expect(port.terminated).toBe(true);
  });

  it('goes on on this thread, with the engine’s own analysis, when the worker fails to load', async () => {
    const broken = new FakePort();
    const ev = recorder();
    runReview(positions, [0], ev, { iterations: 60, seed: 'g', spawn: () => broken });
    broken.onerror?.(new Event('error'));
    expect(broken.terminated).toBe(true);
    await vi.waitFor(() => expect(ev.log.at(-1)).toBe('done'), { timeout: 15_000 });
    expect(ev.moves.map((m) => m.index)).toEqual([0]);
    expect(ev.moves[0]?.iterations).toBeGreaterThan(0);
    expect(ev.moves[0]?.winChances).toHaveLength(2);
  });
});

describe('answerRequest (the worker’s side)', () => {
  const p = positions[3];
  if (!p) throw new Error('no position');
  const req: ReviewRequest = {
    id: 7,
    index: 3,
    state: p.state,
    seat: p.seat,
    played: p.played,
    iterations: 1000,
    seed: 's',
  };

  it('asks the expert with every card in view, the move played included, at the budget; answers the move’s review', () => {
    const seen: AnalysisOptions[] = [];
    const out: ReviewResponse[] = [];
    const analyse: Analyse = (state, _seat, _rng, o = {}) => {
      seen.push(o);
      for (let done = 0; done <= 1000; done += 10) o.onProgress?.(done, 1000);
      return fakeAnalysis(state, p.played, { best: 0.7, played: 0.4 }, 0);
    };
    answerRequest(req, (r) => out.push(r), analyse, moveQuality);
    expect(seen[0]).toMatchObject({ iterations: 1000, fullInformation: true, include: [p.played] });
    const last = out.at(-1);
    expect(last?.type === 'move' && last.move).toMatchObject({ index: 3, seat: p.seat, quality: 'blunder' });
    // Progress is thinned out: at most one message for every 2 % of the budget, and the last one.
    const progress = out.filter((r) => r.type === 'progress');
    expect(progress.length).toBeLessThanOrEqual(51);
    expect(progress.length).toBeGreaterThan(10);
    expect(out.every((r) => r.id === 7)).toBe(true);
  });

  it('answers an error, never throws', () => {
    const out: ReviewResponse[] = [];
    answerRequest(
      req,
      (r) => out.push(r),
      () => {
        throw new Error('analysis: the game is over');
      },
      moveQuality,
    );
    expect(out).toEqual([{ id: 7, type: 'error', message: 'analysis: the game is over' }]);
  });
});
