/**
 * Reading and changing one colour of a token count by a switch on the colour:
 * each branch touches a named property, which V8 compiles to a direct access
 * (indexing the object by a variable colour is a generic lookup). Internal.
 */
import type { ByGem, Gem, TokenColour, Tokens } from '../core/vocabulary';

export function gemOf(t: Readonly<ByGem<number>>, g: Gem): number {
  switch (g) {
    case 'white':
      return t.white;
    case 'blue':
      return t.blue;
    case 'green':
      return t.green;
    case 'red':
      return t.red;
    case 'black':
      return t.black;
  }
}

export function addTo(t: Tokens, c: TokenColour, n: number): void {
  switch (c) {
    case 'white':
      t.white += n;
      break;
    case 'blue':
      t.blue += n;
      break;
    case 'green':
      t.green += n;
      break;
    case 'red':
      t.red += n;
      break;
    case 'black':
      t.black += n;
      break;
    case 'gold':
      t.gold += n;
      break;
  }
}

/** Hands `t` back from `held` to the supply (B3.4.3 payment, B4.1 return), colour by colour. */
export function payIntoSupply(held: Tokens, supply: Tokens, t: Readonly<Tokens>): void {
  held.white -= t.white;
  supply.white += t.white;
  held.blue -= t.blue;
  supply.blue += t.blue;
  held.green -= t.green;
  supply.green += t.green;
  held.red -= t.red;
  supply.red += t.red;
  held.black -= t.black;
  supply.black += t.black;
  held.gold -= t.gold;
  supply.gold += t.gold;
}

/** The first colour, in TOKEN_COLOURS order, of which `t` has more than `held` (none: null). */
export function firstExcess(t: Readonly<Tokens>, held: Readonly<Tokens>): TokenColour | null {
  if (t.white > held.white) return 'white';
  if (t.blue > held.blue) return 'blue';
  if (t.green > held.green) return 'green';
  if (t.red > held.red) return 'red';
  if (t.black > held.black) return 'black';
  if (t.gold > held.gold) return 'gold';
  return null;
}
