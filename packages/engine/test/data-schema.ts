/**
 * The zod schemas of the component data files (src/core/data/*.json). The
 * engine reads the files as typed tables without checking them at load
 * (src/core/data.ts); test/data-schema.test.ts checks every file here.
 */
import { z } from 'zod';
import { GEMS } from '../src/core/vocabulary';
import { ORIENT_EFFECTS, POST_POWERS } from '../src/core/data';

const count = z.number().int().min(0).max(9);
const byGem = z.object({ white: count, blue: count, green: count, red: count, black: count }).strict();
const gem = z.enum(GEMS);
const level = z.union([z.literal(1), z.literal(2), z.literal(3)]);

export const baseSchema = z.object({
  cards: z.array(z.object({ id: z.string(), level, bonus: gem, points: z.number().int().min(0).max(5), cost: byGem })),
});
export const nobleSchema = z.object({
  nobles: z.array(z.object({ id: z.string(), points: z.literal(3), requires: byGem })),
});
export const orientSchema = z.object({
  cards: z.array(
    z.object({
      id: z.string(),
      level,
      bonus: gem.nullable(),
      bonus_count: z.number().int().min(0).max(2),
      points: z.number().int().min(0).max(5),
      cost: byGem,
      effect: z.enum(ORIENT_EFFECTS),
      discard_bonuses: z.partialRecord(gem, z.number().int().min(1)).optional(),
    }),
  ),
});
export const citySchema = z.object({
  tiles: z.array(
    z.object({
      tile: z.number().int(),
      sides: z
        .array(z.object({ id: z.string(), prestige: z.number().int(), bonuses: byGem, same_color_any: count }))
        .length(2),
    }),
  ),
});
const postList = z
  .array(
    z.object({
      id: z.string(),
      requires_bonuses: byGem,
      requires_noble: z.boolean(),
      power: z.enum(POST_POWERS),
    }),
  )
  .length(5);
export const postSchema = z.object({
  editions: z.object({
    kahroba: z.object({ trading_posts: postList }),
    classic: z.object({ trading_posts: postList }),
  }),
});
