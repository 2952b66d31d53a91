import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type { Action, Payment, Tokens, PaymentSchema, TokensSchema } from '../src/index';
import { ActionSchema } from '../src/index';

// STYLE: the zod schema of an action and its TypeScript type must not drift.
describe('Y2 action schemas match the TypeScript types', () => {
  it('ActionSchema infers exactly Action', () => {
    expectTypeOf<z.infer<typeof ActionSchema>>().toEqualTypeOf<Action>();
    expectTypeOf<z.infer<typeof PaymentSchema>>().toEqualTypeOf<Payment>();
    expectTypeOf<z.infer<typeof TokensSchema>>().toEqualTypeOf<Tokens>();
  });

  it('accepts a well-formed action and refuses unknown fields and types', () => {
    expect(ActionSchema.safeParse({ type: 'takeGems', gems: ['white', 'blue', 'red'] }).success).toBe(true);
    expect(ActionSchema.safeParse({ type: 'takeGems', gems: ['white'], extra: 1 }).success).toBe(false);
    expect(ActionSchema.safeParse({ type: 'steal', card: 'B1-01' }).success).toBe(false);
    expect(ActionSchema.safeParse({ type: 'takeTwo', gem: 'gold', extra: null }).success).toBe(false);
  });
});
