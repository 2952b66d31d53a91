import { describe, expect, it } from 'vitest';
import { parseRoute, pathOf, type Route } from './router';

describe('routes', () => {
  it.each<[string, Route]>([
    ['/', { name: 'home' }],
    ['/r/abc234', { name: 'room', code: 'ABC234' }],
    ['/r/ABC234/', { name: 'room', code: 'ABC234' }],
    ['/hotseat', { name: 'hotseat' }],
    ['/rules/', { name: 'rules' }],
    ['/replay', { name: 'replay' }],
    ['/learn', { name: 'learn', lesson: null }],
    ['/learn/cities/', { name: 'learn', lesson: 'cities' }],
    ['/challenges', { name: 'challenges', id: null }],
    ['/challenges/base-finish/', { name: 'challenges', id: 'base-finish' }],
    ['/nope', { name: 'notFound', path: '/nope' }],
    ['/r/', { name: 'notFound', path: '/r/' }],
  ])('%s', (path, route) => {
    expect(parseRoute(path)).toEqual(route);
  });

  it('round-trips paths', () => {
    for (const p of [
      '/',
      '/r/ABC234',
      '/hotseat',
      '/rules',
      '/replay',
      '/learn',
      '/learn/orient',
      '/challenges',
      '/challenges/orient-free',
    ])
      expect(pathOf(parseRoute(p))).toBe(p);
  });
});
