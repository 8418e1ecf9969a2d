// Where LRB6 (and facts.md) leave a question open, the answer Turnover plays is written here, once, as data. The
// manual (docs/gridiron-match.md) lists each of these with the reason.

export const CHOICES = {
  /** Throw a Rock: the die each team adds its FAME to (the LRB6 book uses a d6; botbowl a d3). */
  throwARockDie: 'd6',
  /** Cheering Fans and Brilliant Coaching: d3 + FAME + cheerleaders / assistant coaches (LRB6). */
  cheeringDie: 'd3',
  /** A defender's Mighty Blow and Claw count when the block knocks the attacker down (Attacker Down, Both Down),
   * as botbowl plays it; LRB6 words Mighty Blow for the blocking player. */
  defenderBlowsCount: true,
  /** Grab works on a Block action only, not on a Blitz (LRB6 wording). */
  grabOnBlitz: false,
  /** A chain-pushed player with Stand Firm does not move, and then neither does anyone pushed toward it. */
  standFirmStopsChain: true,
  /** Standing up with MA below 3 takes a 4+ roll; the player has then used 3 squares (so only go-for-its remain). */
  standUpCost: 3,
  /** Casualty SPP are earned by the blocker only (not for fouls, crowd pushes or kick-off events). */
  casualtySppFromBlocksOnly: true,
  /** LRB6 throws a team-mate with the team's Pass action: declaring Throw Team-Mate uses up the Pass (and a Pass
   * the Throw Team-Mate) for the turn. */
  ttmUsesPass: true,
  /** A scenario's other team has its turn marker one lower than the active team's (the active team received). */
  scenarioOtherTurnOffset: -1,
} as const;
