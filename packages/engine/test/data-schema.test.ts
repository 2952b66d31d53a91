import { describe, expect, it } from 'vitest';
import baseCardsJson from '../src/core/data/base-cards.json' with { type: 'json' };
import baseNoblesJson from '../src/core/data/base-nobles.json' with { type: 'json' };
import citiesJson from '../src/core/data/cities.json' with { type: 'json' };
import orientJson from '../src/core/data/orient-cards.json' with { type: 'json' };
import postsJson from '../src/core/data/trading-posts.json' with { type: 'json' };
import { CARDS, CITIES, NOBLES, POSTS } from '../src/index';
import { baseSchema, citySchema, nobleSchema, orientSchema, postSchema } from './data-schema';

describe('the component data files match their schemas (the engine does not check them at load)', () => {
  it.each([
    ['base-cards.json', baseSchema, baseCardsJson],
    ['base-nobles.json', nobleSchema, baseNoblesJson],
    ['orient-cards.json', orientSchema, orientJson],
    ['cities.json', citySchema, citiesJson],
    ['trading-posts.json', postSchema, postsJson],
  ] as const)('%s', (_name, schema, json) => {
    const r = schema.safeParse(json);
    expect(r.success ? [] : r.error.issues).toEqual([]);
  });

  it('refuses a malformed file (a cost of 10, an unknown effect, a missing side)', () => {
    const card = { ...baseCardsJson.cards[0], cost: { ...baseCardsJson.cards[0]!.cost, white: 10 } };
    expect(baseSchema.safeParse({ cards: [card] }).success).toBe(false);
    const orient = { ...orientJson.cards[0], effect: 'fly' };
    expect(orientSchema.safeParse({ cards: [orient] }).success).toBe(false);
    const tile = { ...citiesJson.tiles[0], sides: citiesJson.tiles[0]!.sides.slice(0, 1) };
    expect(citySchema.safeParse({ tiles: [tile] }).success).toBe(false);
  });

  it('the typed tables hold every entry of the files', () => {
    expect(CARDS).toHaveLength(baseCardsJson.cards.length + orientJson.cards.length);
    expect(NOBLES).toHaveLength(baseNoblesJson.nobles.length);
    expect(CITIES).toHaveLength(citiesJson.tiles.length * 2);
    expect(POSTS.kahroba).toHaveLength(5);
    expect(POSTS.classic).toHaveLength(5);
  });
});
