// Playoffs: a knockout bracket seeded by the final table. The field is padded to a power of two with byes that go to
// the best seeds, and seeds are placed so that 1 and 2 can meet only in the final (1 v 8, 4 v 5, 2 v 7, 3 v 6).

export interface Tie {
  /** 1-based round of the bracket; the last round is the final. */
  round: number;
  /** Place in its round, 0-based, top to bottom. */
  slot: number;
  home: string | null;
  away: string | null;
  winner: string | null;
}

export interface Bracket {
  rounds: Tie[][];
  champion: string | null;
}

/** The order of seeds down a bracket of `size` (a power of two): [1, 8, 4, 5, 2, 7, 3, 6] for 8. */
export function seedOrder(size: number): number[] {
  let order = [1];
  while (order.length < size) {
    const n = order.length * 2 + 1;
    order = order.flatMap((s) => [s, n - s]);
  }
  return order;
}

/** The bracket for `seeded` (best first), with the `winners` known so far: tie key `round:slot` → the winner. A bye
 * sends its entry through at once. */
export function bracket(seeded: readonly string[], winners: Readonly<Record<string, string>> = {}): Bracket {
  if (seeded.length < 2) return { rounds: [], champion: seeded[0] ?? null };
  let size = 2;
  while (size < seeded.length) size *= 2;
  let field: (string | null)[] = seedOrder(size).map((s) => seeded[s - 1] ?? null);
  const rounds: Tie[][] = [];
  for (let round = 1; field.length > 1; round++) {
    const ties: Tie[] = [];
    for (let slot = 0; slot < field.length / 2; slot++) {
      const home = field[2 * slot];
      const away = field[2 * slot + 1];
      let winner: string | null = null;
      if (home !== null && away === null) winner = round === 1 ? home : null;
      else if (home === null && away !== null) winner = round === 1 ? away : null;
      const told = winners[`${round}:${slot}`];
      if (home !== null && away !== null && (told === home || told === away)) winner = told;
      ties.push({ round, slot, home, away, winner });
    }
    rounds.push(ties);
    field = ties.map((t) => t.winner);
  }
  return { rounds, champion: rounds[rounds.length - 1][0].winner };
}

/** The ties ready to play: both sides known, no winner yet. */
export function readyTies(b: Bracket): Tie[] {
  return b.rounds.flat().filter((t) => t.home !== null && t.away !== null && t.winner === null);
}
