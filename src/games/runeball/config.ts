// The Runebearer layer under Runeball. The seed names the mechanics (tests "vs DL N" read by margin, 1d12 + INI,
// attribute triples, STR damage + 1d4 against armour 2, a wound at 25 % of max hits, severity at -2) but not the
// numbers behind them; facts.md §1.2 fixes those as assumptions. Every such number lives here and nowhere else, so a
// table that knows the real Runebearer book can change one file. The test die is also a match option (`testDie`).

/** The nine attributes, 3-18 scale, human average 10. */
export const ATTRIBUTES = ['STR', 'TOU', 'AGI', 'DEX', 'SPD', 'PER', 'INT', 'SPI', 'CHR'] as const;
export type Attribute = (typeof ATTRIBUTES)[number];
export type Attributes = Record<Attribute, number>;
export const ATTRIBUTE_MIN = 3;
export const ATTRIBUTE_MAX = 18;

export const RUNEBEARER = {
  /** The die of every skill test: total = die + skill + modifiers, margin = total - DL, success at margin >= 0. */
  testDie: 'd20',
  /** The dice the `testDie` option may choose. */
  testDice: ['d20', '3d6', '2d10', 'd12'],
  /** Opposed tests: both sides roll; margin = attacker total - defender total, read on the seed's table like any
   * other margin, so a tie is "succeeds by 0" (the block table's 0-2 row). */
  /** Initiative: 1d12 + INI; ties re-rolled with the same modifier (seed). */
  initiativeDie: 'd12',
  /** Flank and rear attack bonuses (the defender faces the hex it last moved or acted toward). */
  flankBonus: 2,
  rearBonus: 4,
  /** Runeball kit: armour 2 everywhere (seed); Light Armor 1, Heavy Armor 3 (seed's maneuvers). */
  armour: 2,
  lightArmour: 1,
  heavyArmour: 3,
  /** Damage of a block: STR damage + this die (seed). */
  blockDamageDie: 'd4',
  /** A wound: one attack doing at least this share of max hits after armour (seed: 25 %), rounded up. */
  woundShare: 0.25,
  /** Wound severity: this die plus the seed's -2 for Runeball's non-lethal play. */
  severityDie: 'd6',
  severityModifier: -2,
  /** Shaking it off returns this many hits (seed). */
  shakeOffDie: 'd6',
  /** Keshat: each captain rolls this; ties re-rolled; a natural maximum is a "Keshat" (first and second choice). */
  keshatDie: 'd12',
  keshatNatural: 12,
  /** Referee PER when the match options do not say (seed: typical referees have PER 10). */
  refereePER: 10,
} as const;

/** Severity bands after the modifier. Columns: max total, wound, skill penalty, MOVE halved, out for the match. */
export const WOUND_SEVERITY: readonly { max: number; wound: 'light' | 'serious' | 'critical'; penalty: number; halfMove: boolean; out: boolean }[] = [
  { max: 2, wound: 'light', penalty: 1, halfMove: false, out: false },
  { max: 4, wound: 'serious', penalty: 2, halfMove: true, out: false },
  { max: Infinity, wound: 'critical', penalty: 0, halfMove: false, out: true },
];

/** STR damage by STR. Columns: max STR, damage. */
export const STR_DAMAGE: readonly { max: number; damage: number }[] = [
  { max: 7, damage: 0 },
  { max: 11, damage: 1 },
  { max: 14, damage: 2 },
  { max: 16, damage: 3 },
  { max: Infinity, damage: 4 },
];

export function strDamage(str: number): number {
  for (const row of STR_DAMAGE) if (str <= row.max) return row.damage;
  return 0;
}

/** INI = floor((AGI + PER) / 2) - 5. */
export function initiative(a: Attributes): number {
  return Math.floor((a.AGI + a.PER) / 2) - 5;
}

/** Max hits = TOU + floor(STR / 2) + 5. */
export function maxHits(a: Attributes): number {
  return a.TOU + Math.floor(a.STR / 2) + 5;
}

/** MOVE (hexes per full action) = 4 + floor((SPD - 6) / 2). One inch of the seed is one hex. */
export function baseMove(a: Attributes): number {
  return 4 + Math.floor((a.SPD - 6) / 2);
}

/** Half a move, rounded down (the seed: "moving half this distance is a half-action"). */
export function halfOf(move: number): number {
  return Math.floor(move / 2);
}

/** Movement adjustments from the seed's maneuvers and rules, in hexes. */
export const MOVE_MODS = {
  sprint: 2,
  fast: 1,
  lightArmour: 1,
  heavyArmour: -1,
  carrying: -1,
  /** Diving Catch / Diving Intercept: "his next move is -2". */
  afterDive: -2,
} as const;

/** The smallest damage that is a wound for a player with these max hits. */
export function woundThreshold(max: number): number {
  return Math.ceil(max * RUNEBEARER.woundShare);
}

/** A new player's skill level: floor((A + B + C) / 3) - 6 + ranks (facts.md §1.2); rosters normally give levels. */
export function defaultSkill(a: Attributes, triple: readonly Attribute[], ranks = 0): number {
  return Math.floor((a[triple[0]] + a[triple[1]] + a[triple[2]]) / 3) - 6 + ranks;
}

/** Match length: the seed gives halves but no length. A half is this many combat rounds (an option). */
export const ROUNDS_PER_HALF = 12;
export const HALVES = 2;

/** Players on the field and on a team (seed). */
export const ON_FIELD = 7;
export const TEAM_SIZE = 9;
