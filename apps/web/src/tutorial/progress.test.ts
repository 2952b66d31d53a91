import { beforeEach, describe, expect, it } from 'vitest';
import { BASE_LESSON } from './lessons/base';
import { clearProgress, doneLessons, loadProgress, markDone, saveProgress } from './progress';
import { savedLesson, TUTORIAL_KEY } from './saved';
import { playThrough } from './testing';

beforeEach(() => localStorage.clear());

describe('lesson progress on this device', () => {
  it('saves and loads the progress of a lesson, which the home page sees', () => {
    const { progress } = playThrough(BASE_LESSON, 4);
    saveProgress(progress);
    expect(loadProgress('base')).toEqual(progress);
    expect(loadProgress('cities')).toBeNull();
    expect(savedLesson()).toEqual({ lesson: 'base', step: 4 });
    clearProgress();
    expect(savedLesson()).toBeNull();
  });

  it('refuses a saved progress whose moves are not actions', () => {
    localStorage.setItem(
      TUTORIAL_KEY,
      JSON.stringify({ lesson: 'base', step: 3, replied: 0, actions: [{ seat: 0, action: { type: 'fly' } }] }),
    );
    expect(loadProgress('base')).toBeNull();
    localStorage.setItem(TUTORIAL_KEY, '{not json');
    expect(loadProgress('base')).toBeNull();
    expect(savedLesson()).toBeNull();
  });

  it('remembers finished lessons, ignoring unknown ids', () => {
    markDone('cities');
    markDone('orient');
    localStorage.setItem('kahroba.tutorial.done.v1', JSON.stringify([...doneLessons(), 'chess']));
    expect([...doneLessons()].sort()).toEqual(['cities', 'orient']);
  });
});
