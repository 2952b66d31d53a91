/**
 * The seeded generator (RULES Y1, B2.6): sfc32, whose whole state is four
 * 32-bit words kept inside the game state, seeded from a string by cyrb128.
 */
export type RngState = [number, number, number, number];

export function seedRng(seed: string): RngState {
  let h1 = 1779033703,
    h2 = 3144134277,
    h3 = 1013904242,
    h4 = 2773480762;
  for (let i = 0; i < seed.length; i++) {
    const k = seed.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  const s: RngState = [(h1 ^ h2 ^ h3 ^ h4) >>> 0, (h2 ^ h1) >>> 0, (h3 ^ h1) >>> 0, (h4 ^ h1) >>> 0];
  for (let i = 0; i < 12; i++) nextUint32(s);
  return s;
}

/** Advances the state in place and returns a uniform 32-bit unsigned integer. */
export function nextUint32(s: RngState): number {
  const t = (((s[0] + s[1]) | 0) + s[3]) | 0;
  s[3] = (s[3] + 1) | 0;
  s[0] = s[1] ^ (s[1] >>> 9);
  s[1] = (s[2] + (s[2] << 3)) | 0;
  s[2] = (s[2] << 21) | (s[2] >>> 11);
  s[2] = (s[2] + t) | 0;
  return t >>> 0;
}

/** A uniform integer in [0, n), by rejection so there is no modulo bias. */
export function nextInt(s: RngState, n: number): number {
  if (n <= 0) throw new Error('nextInt needs n > 0');
  const limit = 0x1_0000_0000 - mod(0x1_0000_0000, n);
  for (;;) {
    const x = nextUint32(s);
    // `| 0` below 2^31: the same integer, kept as a small integer (a seat or
    // an index stored as a float would give the records that hold it another shape).
    if (x < limit) return n <= 0x8000_0000 ? mod(x, n) | 0 : mod(x, n);
  }
}

/**
 * x % n for 0 <= x <= 2^32 and a positive integer n: by a division, exact
 * when n < 2^21 (x / n is then never rounded across an integer), which is
 * much quicker than the floating-point remainder of a number this large.
 */
function mod(x: number, n: number): number {
  return n < 0x20_0000 && Number.isInteger(n) ? x - Math.floor(x / n) * n : x % n;
}

/** Fisher–Yates, in place. */
export function shuffleInPlace<T>(s: RngState, xs: T[]): T[] {
  for (let i = xs.length - 1; i > 0; i--) {
    const j = nextInt(s, i + 1);
    const t = xs[i] as T;
    xs[i] = xs[j] as T;
    xs[j] = t;
  }
  return xs;
}

/** A seeded source of floats in [0, 1) outside any game state: for bots, fuzzing and benchmarks. */
export function randomSource(seed: string): () => number {
  const s = seedRng(seed);
  return () => nextUint32(s) / 0x1_0000_0000;
}
