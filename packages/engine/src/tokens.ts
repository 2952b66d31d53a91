/**
 * Reading and changing one colour of a token count by a switch on the colour:
 * each branch touches a named property, which V8 compiles to a direct access
 * (indexing the object by a variable colour is a generic lookup). Internal.
 */
import type { ByGem, Gem, TokenColour, Tokens } from './vocabulary';

export function gemOf(t: Readonly<ByGem<number>>, g: Gem): number {
  switch (g) {
    case 'white': return t.white;
    case 'blue': return t.blue;
    case 'green': return t.green;
    case 'red': return t.red;
    case 'black': return t.black;
  }
}

export function tokenOf(t: Readonly<Tokens>, c: TokenColour): number {
  return c === 'gold' ? t.gold : gemOf(t, c);
}

export function addTo(t: Tokens, c: TokenColour, n: number): void {
  switch (c) {
    case 'white': t.white += n; break;
    case 'blue': t.blue += n; break;
    case 'green': t.green += n; break;
    case 'red': t.red += n; break;
    case 'black': t.black += n; break;
    case 'gold': t.gold += n; break;
  }
}
