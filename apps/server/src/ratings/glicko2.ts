/**
 * Glicko-2 (Mark Glickman, "Example of the Glicko-2 system", 2013), one rating period.
 * Pure: a rating before and the period's results → the rating after.
 */
export interface Rating {
  readonly rating: number;
  readonly rd: number;
  readonly volatility: number;
}

export interface PeriodResult {
  readonly opponent: Rating;
  /** 1 win, 0.5 draw, 0 loss */
  readonly score: 0 | 0.5 | 1;
}

export const INITIAL_RATING: Rating = { rating: 1500, rd: 350, volatility: 0.06 };
/** System constant constraining volatility change (Glickman suggests 0.3–1.2). */
export const TAU = 0.5;
const SCALE = 173.7178;
const EPSILON = 0.000001;

const g = (phi: number): number => 1 / Math.sqrt(1 + (3 * phi * phi) / (Math.PI * Math.PI));
const expected = (mu: number, muJ: number, phiJ: number): number => 1 / (1 + Math.exp(-g(phiJ) * (mu - muJ)));

function newVolatility(sigma: number, phi: number, v: number, delta: number, tau: number): number {
  const a = Math.log(sigma * sigma);
  const f = (x: number): number => {
    const ex = Math.exp(x);
    const d = phi * phi + v + ex;
    return (ex * (delta * delta - phi * phi - v - ex)) / (2 * d * d) - (x - a) / (tau * tau);
  };
  let A = a;
  let B: number;
  if (delta * delta > phi * phi + v) {
    B = Math.log(delta * delta - phi * phi - v);
  } else {
    let k = 1;
    while (f(a - k * tau) < 0) k += 1;
    B = a - k * tau;
  }
  let fA = f(A);
  let fB = f(B);
  while (Math.abs(B - A) > EPSILON) {
    const C = A + ((A - B) * fA) / (fB - fA);
    const fC = f(C);
    if (fC * fB <= 0) {
      A = B;
      fA = fB;
    } else {
      fA /= 2;
    }
    B = C;
    fB = fC;
  }
  return Math.exp(A / 2);
}

/** One rating period for one player. No results: only the deviation grows (step 6 of the paper). */
export function updateRating(player: Rating, results: readonly PeriodResult[], tau = TAU): Rating {
  const mu = (player.rating - 1500) / SCALE;
  const phi = player.rd / SCALE;
  if (results.length === 0) {
    const phiStar = Math.sqrt(phi * phi + player.volatility * player.volatility);
    return { rating: player.rating, rd: phiStar * SCALE, volatility: player.volatility };
  }
  let vInverse = 0;
  let sum = 0;
  for (const { opponent, score } of results) {
    const muJ = (opponent.rating - 1500) / SCALE;
    const phiJ = opponent.rd / SCALE;
    const e = expected(mu, muJ, phiJ);
    vInverse += g(phiJ) * g(phiJ) * e * (1 - e);
    sum += g(phiJ) * (score - e);
  }
  const v = 1 / vInverse;
  const delta = v * sum;
  const sigma = newVolatility(player.volatility, phi, v, delta, tau);
  const phiStar = Math.sqrt(phi * phi + sigma * sigma);
  const phiNew = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v);
  const muNew = mu + phiNew * phiNew * sum;
  return { rating: muNew * SCALE + 1500, rd: phiNew * SCALE, volatility: sigma };
}
