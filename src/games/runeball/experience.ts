// EXPERIENCE (seed): skill checks for successful skill use (one per skill per half), free checks for taking part,
// winning, each touchdown and each opponent knocked out of the game; 5 improvement points raise a skill, 10 free
// checks buy a maneuver. The match reports; the league layer keeps the books with `improve`.

import { defaultSkill } from './config';
import type { RuneballState } from './state';
import type { TeamPlayer } from './teamfile';
import { MANEUVER_SKILL, MANEUVERS, SKILLS, type ManeuverId } from './skills';

/** A newly acquired skill starts at its attribute default, never below the seed's floor ("cannot be lower than
 * Stealth-4"). */
function startingLevel(player: TeamPlayer, skills: Record<string, number>, id: string): number {
  const row = SKILLS.find((r) => r.id === id)!;
  let level = Math.max(...row.attributes.map((t) => defaultSkill(player.attributes, t)));
  if (row.floor) {
    const base = row.floor.skill === 'DEX' ? player.attributes.DEX : skills[row.floor.skill];
    if (base !== undefined) level = Math.max(level, base - row.floor.minus);
  }
  return level;
}

export const XP = {
  /** Improvement points to raise a Runeball skill one level (the skill tables' "Imp 5"). */
  pointsPerLevel: 5,
  /** Free checks to buy a new maneuver. */
  maneuverCost: 10,
  /** Free checks awarded: taking part, winning, per touchdown, per opponent knocked out. */
  participation: 1,
  win: 1,
  touchdown: 1,
  knockout: 1,
  /** Improvement points a skill check is worth (assumption: one each, as in most check systems). */
  perSkillCheck: 1,
} as const;

export interface PlayerExperience {
  team: number;
  number: number;
  name: string;
  /** Skills that earned a check, one entry per skill per half. */
  skillChecks: string[];
  freeChecks: number;
  /** What lasts beyond the match: wounds (seed: "Unless a wound is scored, all damage ... disappears"). */
  wounds: { penalty: number; halfMove: boolean; out: boolean; damage: number } | null;
}

export function experienceReport(s: RuneballState): PlayerExperience[] {
  const winner = s.score[0] === s.score[1] ? -1 : s.score[0] > s.score[1] ? 0 : 1;
  return s.players.map((p) => {
    const xp = s.xp[p.id];
    let free = 0;
    if (xp.played) free += XP.participation;
    if (xp.played && p.team === winner) free += XP.win;
    free += xp.td * XP.touchdown + xp.ko * XP.knockout;
    const wounded = p.wd > 0 || p.at === 'out';
    return {
      team: p.team,
      number: p.num,
      name: p.name,
      skillChecks: xp.c.map((c) => c.split('@')[0]),
      freeChecks: free,
      wounds: wounded ? { penalty: p.pen, halfMove: p.slow, out: p.at === 'out', damage: p.wd } : null,
    };
  });
}

/** A player's running books between matches, kept by the league. */
export interface Ledger {
  /** Improvement points banked per skill. */
  points: Record<string, number>;
  freeChecks: number;
}

/** Applies one match's experience: skill checks become points, every 5 raise the skill a level; free checks bank.
 * Free checks may be spent as improvement points on any skill (`spendFree`) or 10 at a time on a maneuver (`buy`). */
export function improve(
  player: TeamPlayer, ledger: Ledger, exp: PlayerExperience, spendFree: Record<string, number> = {}, buy: ManeuverId[] = [],
): { player: TeamPlayer; ledger: Ledger } {
  const skills = { ...player.skills };
  const points = { ...ledger.points };
  let free = ledger.freeChecks + exp.freeChecks;
  for (const sk of exp.skillChecks) points[sk] = (points[sk] ?? 0) + XP.perSkillCheck;
  for (const [sk, n] of Object.entries(spendFree)) {
    if (n > free) throw new Error(`spendFree asks for more free checks than the ${free} left`);
    free -= n;
    points[sk] = (points[sk] ?? 0) + n;
  }
  for (const sk of Object.keys(points)) {
    while (points[sk] >= XP.pointsPerLevel && skills[sk] !== undefined) {
      points[sk] -= XP.pointsPerLevel;
      skills[sk] += 1;
    }
  }
  const maneuvers = [...(player.maneuvers ?? [])];
  for (const m of buy) {
    if (free < XP.maneuverCost) throw new Error(`a maneuver costs ${XP.maneuverCost} free checks; ${free} left`);
    const row = MANEUVERS.find((r) => r.id === m)!;
    if (row.requires && !row.requires.some((r) => skills[r] !== undefined)) throw new Error(`${row.name} requires the ${row.requires.join(' or ')} skill`);
    free -= XP.maneuverCost;
    maneuvers.push(m);
    const sk = MANEUVER_SKILL[m];
    if (sk && skills[sk] === undefined) skills[sk] = startingLevel(player, skills, sk);
  }
  return { player: { ...player, skills, maneuvers }, ledger: { points, freeChecks: free } };
}
