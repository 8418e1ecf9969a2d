// The teams, as data: seed 003's stat table ("Move Strength Speed Skill Armour") and facts.md §3.6's starter teams,
// roster limits and assets. A stat of 4 means "4+": a die that equals or beats it is a success.

export type Role = 'striker' | 'jack' | 'guard';

export interface Stats {
  move: number;
  strength: number;
  speed: number;
  skill: number;
  armour: number;
}

export interface Position {
  id: string;
  name: string;
  role: Role;
  stats: Stats;
  /** Starting count and roster maximum (facts.md §3.6), and the cost in MC. */
  start: number;
  max: number;
  cost: number;
}

export interface Team {
  id: string;
  name: string;
  positions: Position[];
  /** Starting assets (facts.md §3.6): coaching dice and cards. */
  coachingDice: number;
  cards: number;
}

/** Most models a roster may hold (facts.md §3.7: no position allows more). */
export const ROSTER_CAP = 14;
/** Models a team has on the pitch (facts.md §3.7): the rest wait on the Subs' Bench. */
export const ON_PITCH = 6;

//                                         Move Strength Speed Skill Armour   (seed 003)
const HUMAN_STRIKER: Stats = { move: 5, strength: 4, speed: 4, skill: 4, armour: 5 };
const HUMAN_JACK: Stats = { move: 5, strength: 4, speed: 4, skill: 4, armour: 4 };
const HUMAN_GUARD: Stats = { move: 5, strength: 4, speed: 4, skill: 4, armour: 4 };
const ORC: Stats = { move: 5, strength: 3, speed: 4, skill: 5, armour: 4 };
const GOBLIN: Stats = { move: 5, strength: 5, speed: 3, skill: 4, armour: 4 };

export const TEAMS: Team[] = [
  {
    id: 'trontek-29ers',
    name: 'Trontek 29ers',
    coachingDice: 1,
    cards: 2,
    positions: [
      { id: 'striker', name: 'Human Striker', role: 'striker', stats: HUMAN_STRIKER, start: 3, max: 6, cost: 10 },
      { id: 'jack', name: 'Human Jack', role: 'jack', stats: HUMAN_JACK, start: 3, max: 6, cost: 8 },
      { id: 'guard', name: 'Human Guard', role: 'guard', stats: HUMAN_GUARD, start: 2, max: 4, cost: 10 },
    ],
  },
  {
    id: 'greenmoon-smackers',
    name: 'Greenmoon Smackers',
    coachingDice: 1,
    cards: 1,
    positions: [
      { id: 'orx-guard', name: 'Orc', role: 'guard', stats: ORC, start: 3, max: 6, cost: 13 },
      { id: 'goblin-jack', name: 'Goblin', role: 'jack', stats: GOBLIN, start: 5, max: 10, cost: 9 },
    ],
  },
];

export function teamById(id: string): Team | undefined {
  return TEAMS.find((t) => t.id === id);
}

/** A starter roster's models in order: each position's starting count. */
export function starters(team: Team): { position: Position; num: number }[] {
  const out: { position: Position; num: number }[] = [];
  for (const position of team.positions) for (let i = 0; i < position.start; i++) out.push({ position, num: out.length + 1 });
  if (out.length > ROSTER_CAP) throw new Error(`${team.name}: ${out.length} models, more than the roster cap of ${ROSTER_CAP}`);
  return out;
}
