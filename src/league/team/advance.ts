// Spending an advancement roll: the coach's choice, taken as data. facts.md §2.11 (LRB6): "2–9 new skill from the
// player's Normal categories; doubles also unlock the Double categories; 10 = +1 MA or +1 AV; 11 = +1 AG; 12 = +1 ST
// (a characteristic result may be swapped for a Normal skill); max +2 per characteristic".

import { CATEGORY_LETTERS, findSkill } from '../../games/gridiron/skills';
import type { Characteristic } from '../../games/gridiron/rosters/data';
import { positionOf, rosterOf } from './gridiron';
import { LeagueTeamError, type LeagueTeam, type PendingAdvance } from './types';

export type AdvanceChoice = { skill: string } | { stat: Characteristic };

/** +2 per characteristic at most (facts.md §2.11). */
const MAX_GAIN = 2;

/** What the player's first waiting roll allows: the skill categories open to it and the characteristics. */
export function advanceOptions(team: LeagueTeam, playerId: string): { advance: PendingAdvance; categories: string[]; stats: Characteristic[] } {
  const { advance, position, player } = waiting(team, playerId);
  const [a, b] = advance.dice;
  const total = a + b;
  const letters = position.normal + (a === b ? position.double : '');
  const byTotal: Record<number, Characteristic[]> = { 10: ['ma', 'av'], 11: ['ag'], 12: ['st'] };
  const stats = (byTotal[total] ?? []).filter((c) => (player.stats?.[c] ?? 0) < MAX_GAIN);
  return { advance, categories: [...letters].map((l) => CATEGORY_LETTERS[l]), stats };
}

function waiting(team: LeagueTeam, playerId: string) {
  const player = team.players.find((p) => p.id === playerId && !p.dead);
  if (!player) throw new LeagueTeamError('playerId', 'expected the id of a living player of the team');
  const advance = player.advances?.[0];
  if (!advance) throw new LeagueTeamError('playerId', 'the player has no advancement roll waiting');
  const position = positionOf(rosterOf(team), player.position);
  if (!position) throw new LeagueTeamError('position', 'expected a position of the team\'s roster');
  return { player, advance, position };
}

/** Spends the player's first waiting roll on the choice, or refuses it naming why. */
export function chooseAdvance(team: LeagueTeam, playerId: string, choice: AdvanceChoice): LeagueTeam {
  const { player, position } = waiting(team, playerId);
  const open = advanceOptions(team, playerId);
  const next = { ...player, advances: player.advances!.slice(1) };
  if ('stat' in choice) {
    if (!open.stats.includes(choice.stat)) throw new LeagueTeamError('stat', open.stats.length ? `this roll allows ${open.stats.map((c) => '+1 ' + c.toUpperCase()).join(' or ')}` : 'this roll allows no characteristic');
    next.stats = { ...(player.stats ?? {}), [choice.stat]: (player.stats?.[choice.stat] ?? 0) + 1 };
  } else {
    const skill = typeof choice.skill === 'string' ? findSkill(choice.skill) : undefined;
    if (!skill) throw new LeagueTeamError('skill', 'expected the name of an LRB6 skill in the catalogue');
    if (!open.categories.includes(skill.category)) throw new LeagueTeamError('skill', `this roll opens ${open.categories.join(', ')} skills`);
    if (position.skills.includes(skill.name) || player.skills?.includes(skill.name)) throw new LeagueTeamError('skill', `the player already has ${skill.name}`);
    next.skills = [...(player.skills ?? []), skill.name];
  }
  return { ...team, players: team.players.map((p) => (p === player ? next : p)) };
}
