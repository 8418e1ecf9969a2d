// Glicko-2 ratings, from Glickman's "Example of the Glicko-2 system" (steps 1 to 8), written here from its formulas.
// A rating is shown on the Glicko scale (1500 ± 2 RD is about a 95% interval); the update works on the Glicko-2 scale.

export interface Rating {
  rating: number;
  /** Rating deviation: the rating's uncertainty, one standard deviation on the Glicko scale. */
  rd: number;
  /** Volatility: how erratic the player's results are. */
  volatility: number;
}

/** One game of the rating period, from the rated player's side: the opponent's rating before the period and the
 * score (1 a win, 0.5 a draw, 0 a loss). */
export interface Game {
  opponent: Rating;
  score: number;
}

/** The paper's factor between the two scales. */
const SCALE = 173.7178;
/** The paper's convergence tolerance for the volatility. */
const EPSILON = 0.000001;

export const NEW_PLAYER: Rating = { rating: 1500, rd: 350, volatility: 0.06 };

/** τ constrains how fast volatility moves; the paper suggests 0.3 to 1.2 and uses 0.5 in its example. */
export const DEFAULT_TAU = 0.5;

function g(phi: number): number {
  return 1 / Math.sqrt(1 + (3 * phi * phi) / (Math.PI * Math.PI));
}

function expected(mu: number, muJ: number, phiJ: number): number {
  return 1 / (1 + Math.exp(-g(phiJ) * (mu - muJ)));
}

/** Step 5: the new volatility, by the Illinois algorithm on f(x). */
function newVolatility(phi: number, sigma: number, v: number, delta: number, tau: number): number {
  const a = Math.log(sigma * sigma);
  const f = (x: number) => {
    const ex = Math.exp(x);
    const d = phi * phi + v + ex;
    return (ex * (delta * delta - phi * phi - v - ex)) / (2 * d * d) - (x - a) / (tau * tau);
  };
  let A = a;
  let B: number;
  if (delta * delta > phi * phi + v) B = Math.log(delta * delta - phi * phi - v);
  else {
    let k = 1;
    while (f(a - k * tau) < 0) k++;
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
    } else fA /= 2;
    B = C;
    fB = fC;
  }
  return Math.exp(A / 2);
}

/** A player's rating after one rating period with these games (none: only the deviation grows, step 6). */
export function ratePeriod(player: Rating, games: readonly Game[], tau = DEFAULT_TAU): Rating {
  const mu = (player.rating - 1500) / SCALE;
  const phi = player.rd / SCALE;
  if (games.length === 0) {
    return { ...player, rd: Math.sqrt(phi * phi + player.volatility * player.volatility) * SCALE };
  }
  let vInv = 0;
  let sum = 0;
  for (const { opponent, score } of games) {
    const muJ = (opponent.rating - 1500) / SCALE;
    const gJ = g(opponent.rd / SCALE);
    const e = expected(mu, muJ, opponent.rd / SCALE);
    vInv += gJ * gJ * e * (1 - e);
    sum += gJ * (score - e);
  }
  const v = 1 / vInv;
  const delta = v * sum;
  const sigma = newVolatility(phi, player.volatility, v, delta, tau);
  const phiStar = Math.sqrt(phi * phi + sigma * sigma);
  const phiNew = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v);
  const muNew = mu + phiNew * phiNew * sum;
  return { rating: muNew * SCALE + 1500, rd: phiNew * SCALE, volatility: sigma };
}

/** The 95% interval's half-width on the Glicko scale. */
export function interval(r: Rating): number {
  return 1.96 * r.rd;
}
