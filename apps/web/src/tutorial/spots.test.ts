import { describe, expect, it } from 'vitest';
import { card } from '@kahroba/engine';
import { LESSONS } from './lessons';
import { firstSpot, markSpots, SPOT_CLASS, spotSelectors } from './spots';
import { playThrough } from './testing';

describe('lesson spots', () => {
  it('marks what a step names, follows re-renders, and unmarks on cleanup', async () => {
    const root = document.createElement('div');
    root.innerHTML =
      '<div class="supply"><button class="supply__token--pick" data-gem="blue"></button><button class="supply__token--pick" data-gem="red"></button></div>';
    document.body.append(root);
    const stop = markSpots(root, [
      { kind: 'gem', gem: 'blue' },
      { kind: 'card', card: 'B3-10' },
    ]);
    expect(root.querySelectorAll(`.${SPOT_CLASS}`)).toHaveLength(1);
    expect(root.querySelector('[data-gem="blue"]')?.classList.contains(SPOT_CLASS)).toBe(true);
    // A card that appears later (the table re-rendered) is marked too.
    root.insertAdjacentHTML('beforeend', '<span class="card" data-card="B3-10"></span>');
    await new Promise((r) => setTimeout(r, 0));
    expect(root.querySelector('[data-card="B3-10"]')?.classList.contains(SPOT_CLASS)).toBe(true);
    expect(firstSpot(root, [{ kind: 'card', card: 'B3-10' }])).toBe(root.querySelector('[data-card="B3-10"]'));
    stop();
    expect(root.querySelectorAll(`.${SPOT_CLASS}`)).toHaveLength(0);
    root.remove();
  });

  it('never builds a selector from unsafe text', () => {
    expect(spotSelectors({ kind: 'card', card: 'B1-01"], body, ["' })).toEqual(['[data-card="B1-01body"]']);
  });

  it.each(Object.values(LESSONS))(
    "$id: every card a step points at is on the table, in the learner's hands, or offered by the decision",
    (lesson) => {
      lesson.steps.forEach((step, i) => {
        const { state } = playThrough(lesson, i).played;
        const me = state.players[lesson.learner];
        const decision = state.turn.decision;
        const offered = decision && 'options' in decision ? (decision.options as string[]) : [];
        for (const spot of step.spots ?? []) {
          if (spot.kind !== 'card') continue;
          const d = card(spot.card).deck;
          const visible =
            state.rows[d].includes(spot.card) ||
            me?.tableau.includes(spot.card) ||
            me?.reserved.some((r) => r.card === spot.card) ||
            offered.includes(spot.card);
          expect(visible, `${lesson.id}.${step.id}: ${spot.card}`).toBe(true);
        }
      });
    },
  );
});
