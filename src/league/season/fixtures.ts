// Fixture lists. Round robin by the circle method: one entry stays put while the others turn round it, so every pair
// meets exactly once in n-1 rounds (n rounds with a bye each when the count is odd). Swiss: each round pairs entries
// of like standing that have not met, the best-placed first, backtracking when a greedy choice would strand someone.

export interface Fixture {
  round: number;
  home: string;
  away: string;
}

export interface Round {
  round: number;
  fixtures: Fixture[];
  /** Who sits this round out (an odd count of entries), or null. */
  bye: string | null;
}

/** Every round of a round robin among `entries` (in their order), `legs` times, the second leg with home and away swapped. */
export function roundRobin(entries: readonly string[], legs: 1 | 2 = 1): Round[] {
  if (new Set(entries).size !== entries.length) throw new Error('roundRobin: an entry is named twice');
  if (entries.length < 2) return [];
  const ring: (string | null)[] = [...entries];
  if (ring.length % 2) ring.push(null);
  const n = ring.length;
  const first: Round[] = [];
  for (let r = 0; r < n - 1; r++) {
    const fixtures: Fixture[] = [];
    let bye: string | null = null;
    for (let i = 0; i < n / 2; i++) {
      const a = ring[i];
      const b = ring[n - 1 - i];
      if (a === null || b === null) {
        bye = a ?? b;
        continue;
      }
      // The fixed entry swaps ends each round, the others by their place in the ring, so home games even out.
      const swap = i === 0 ? r % 2 === 1 : i % 2 === 1;
      fixtures.push({ round: r + 1, home: swap ? b : a, away: swap ? a : b });
    }
    first.push({ round: r + 1, fixtures, bye });
    // Turn the ring: the first stays, the last moves to second place.
    ring.splice(1, 0, ring.pop()!);
  }
  if (legs === 1) return first;
  const second = first.map((rd) => ({
    round: rd.round + first.length,
    bye: rd.bye,
    fixtures: rd.fixtures.map((f) => ({ round: rd.round + first.length, home: f.away, away: f.home })),
  }));
  return [...first, ...second];
}

/** The key of an unordered pair, for "have these two met". */
export const pairKey = (a: string, b: string) => (a < b ? JSON.stringify([a, b]) : JSON.stringify([b, a]));

/**
 * One Swiss round: `ranked` is the entries best first (the standings so far), `met` the pairs already played,
 * `byes` who has already sat a round out. The bye goes to the lowest-ranked entry without one; then pairs are made
 * top down with no rematch. Rematches are allowed only when no pairing without one exists (too many rounds for the
 * field), and then as few as the greedy order finds.
 */
export function swissRound(round: number, ranked: readonly string[], met: ReadonlySet<string>, byes: ReadonlySet<string> = new Set()): Round {
  let pool = [...ranked];
  let bye: string | null = null;
  if (pool.length % 2) {
    const candidates = pool.filter((e) => !byes.has(e));
    bye = candidates.length ? candidates[candidates.length - 1] : pool[pool.length - 1];
    pool = pool.filter((e) => e !== bye);
  }
  const pairs = pairUp(pool, met, 0) ?? pairUp(pool, met, Infinity)!;
  const fixtures = pairs.map(([a, b]) => ({ round, home: a, away: b }));
  return { round, fixtures, bye };
}

/** Pairs `pool` top down with at most `rematches` rematches, or null when it cannot. Backtracks over the partner of
 * the top entry, nearest in rank first; capped so a large field still answers at once. */
function pairUp(pool: string[], met: ReadonlySet<string>, rematches: number, budget = { left: 20_000 }): [string, string][] | null {
  if (pool.length === 0) return [];
  if (--budget.left < 0) return null;
  const [top, ...rest] = pool;
  for (let i = 0; i < rest.length; i++) {
    const again = met.has(pairKey(top, rest[i]));
    if (again && rematches <= 0) continue;
    const tail = pairUp([...rest.slice(0, i), ...rest.slice(i + 1)], met, again ? rematches - 1 : rematches, budget);
    if (tail) return [[top, rest[i]], ...tail];
  }
  return null;
}
