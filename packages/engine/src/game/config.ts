/**
 * A game's configuration (RULES B2, E): the schema every configuration and
 * stacked set-up is checked against, and the hand-written check of the common
 * case that gives the same value without the schema's cost.
 */
import { z } from 'zod';
import type { GameConfig } from '../core/state';
import type { ModuleId } from '../core/vocabulary';
import { DECKS, EDITIONS, MODULES, RESERVE_LIMIT } from '../core/vocabulary';
import type { Mutable } from '../core/writable';

const id = z.string().min(1).max(16);
const small = z.number().int().min(0).max(40);
const playerSetupSchema = z
  .object({
    tokens: z
      .object({ white: small, blue: small, green: small, red: small, black: small, gold: small })
      .partial()
      .strict()
      .optional(),
    tableau: z.array(id).max(90).optional(),
    reserved: z
      .array(z.object({ card: id, blind: z.boolean() }).strict())
      .max(RESERVE_LIMIT)
      .optional(),
    nobles: z.array(id).max(10).optional(),
    reservedNobles: z.array(id).max(10).optional(),
    posts: z.array(id).max(5).optional(),
    cities: z.array(id).max(3).optional(),
    pairings: z.record(id, id).optional(),
    strongholds: z
      .array(z.object({ card: id, count: z.number().int().min(1).max(3) }).strict())
      .max(3)
      .optional(),
  })
  .strict();
const stackedSchema = z
  .object({
    decks: z.partialRecord(z.enum(DECKS), z.array(id).max(40)).optional(),
    nobles: z.array(id).max(5).optional(),
    cities: z.array(id).max(3).optional(),
    firstPlayer: z.number().int().min(0).max(3).optional(),
    players: z.array(playerSetupSchema).max(4).optional(),
  })
  .strict();
export const GameConfigSchema = z
  .object({
    players: z.number().int().min(2).max(4),
    seed: z.string().min(1).max(200),
    modules: z
      .array(z.enum(MODULES))
      .max(4)
      .refine((m) => new Set(m).size === m.length, 'modules repeat')
      .default([]),
    edition: z.enum(EDITIONS).default('kahroba'),
    firstPlayer: z.number().int().min(0).max(3).optional(),
    setup: stackedSchema.optional(),
  })
  .strict();

/** A configuration as given: the edition defaults to Kahroba (E), the modules to none. */
export type GameConfigInput = Omit<GameConfig, 'edition' | 'modules'> &
  Partial<Pick<GameConfig, 'edition' | 'modules'>>;

const CONFIG_KEYS: ReadonlySet<string> = new Set(['players', 'seed', 'modules', 'edition', 'firstPlayer']);

/**
 * The common configuration (no stacked set-up, every given field defined) checked by hand:
 * the same value `GameConfigSchema` gives (key order, defaults, a fresh modules array),
 * or null to let the schema decide. Pinned to the schema by test/parseConfig.test.ts.
 */
export function fastParseConfig(x: unknown): GameConfig | null {
  if (typeof x !== 'object' || x === null || Object.getPrototypeOf(x) !== Object.prototype) return null;
  for (const k in x) {
    if (!Object.prototype.hasOwnProperty.call(x, k) || !CONFIG_KEYS.has(k)) return null;
    if ((x as Record<string, unknown>)[k] === undefined) return null;
  }
  const { players, seed, modules, edition, firstPlayer } = x as Record<string, unknown>;
  if (players !== 2 && players !== 3 && players !== 4) return null;
  if (typeof seed !== 'string' || seed.length < 1 || seed.length > 200) return null;
  const mods: ModuleId[] = [];
  if (modules !== undefined) {
    if (!Array.isArray(modules) || modules.length > 4) return null;
    for (let i = 0; i < modules.length; i++) {
      const m: unknown = modules[i];
      if (!(MODULES as readonly unknown[]).includes(m) || mods.includes(m as ModuleId)) return null;
      mods.push(m as ModuleId);
    }
  }
  if (edition !== undefined && edition !== 'kahroba' && edition !== 'classic') return null;
  const config: Mutable<GameConfig> = { players, seed, modules: mods, edition: edition ?? 'kahroba' };
  if (firstPlayer !== undefined) {
    if (firstPlayer !== 0 && firstPlayer !== 1 && firstPlayer !== 2 && firstPlayer !== 3) return null;
    config.firstPlayer = firstPlayer;
  }
  return config;
}
