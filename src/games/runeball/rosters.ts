// Four built-in Runeball teams of 9, written in the team-file format (teamfile.ts) and checked by the same
// validation a user's file gets. Attributes are on the Runebearer 3-18 scale (facts.md §1.2); skill levels are what a
// character sheet would list.

import type { Attributes } from './config';
import type { ManeuverId } from './skills';
import { validateTeam, type TeamFile, type TeamPlayer } from './teamfile';

type Row = [
  number, string, string,
  // STR TOU AGI DEX SPD PER INT SPI CHR
  number, number, number, number, number, number, number, number, number,
  // block catch kick pass dodge
  number, number, number, number, number,
  Record<string, number>, ManeuverId[],
];

// Columns: number, name, role, STR, TOU, AGI, DEX, SPD, PER, INT, SPI, CHR, block, catch, kick, pass, dodge,
// other skills, maneuvers.
const TEAMS: { id: string; name: string; rows: Row[] }[] = [
  {
    id: 'bostonia-bulls',
    name: 'Bostonia Bulls',
    rows: [
      [1, 'Garran Holt', 'Captain', 13, 12, 11, 11, 11, 11, 10, 10, 12, 7, 6, 4, 5, 5, {}, ['expert-blocker']],
      [2, 'Mira Vance', 'Thrower', 10, 10, 12, 14, 11, 13, 11, 10, 10, 4, 8, 4, 9, 6, {}, ['expert-passer']],
      [3, 'Tobin Reed', 'Runner', 10, 10, 13, 12, 14, 11, 10, 10, 10, 4, 7, 3, 5, 7, {}, ['fast']],
      [4, 'Deka Morn', 'Runner', 10, 11, 13, 12, 13, 11, 10, 11, 10, 4, 7, 3, 4, 7, {}, []],
      [5, 'Ulric Stone', 'Lineman', 15, 14, 10, 9, 9, 10, 9, 10, 9, 8, 4, 3, 2, 3, {}, ['slam']],
      [6, 'Haska Brun', 'Lineman', 14, 13, 10, 10, 10, 10, 10, 10, 10, 7, 5, 3, 3, 4, {}, []],
      [7, 'Pell Arvo', 'Kicker', 11, 10, 12, 11, 10, 12, 10, 13, 10, 4, 6, 9, 4, 5, {}, ['expert-kicker']],
      [8, 'Sorrel Kade', 'Catcher', 9, 10, 13, 14, 12, 13, 10, 10, 11, 3, 9, 3, 4, 7, {}, ['expert-receiver']],
      [9, 'Brann Tull', 'Lineman', 14, 14, 9, 9, 9, 10, 9, 10, 9, 7, 4, 3, 2, 3, {}, []],
    ],
  },
  {
    id: 'kethra-ravens',
    name: 'Kethra Ravens',
    rows: [
      [1, 'Ilse Varo', 'Thrower', 10, 10, 12, 15, 11, 14, 12, 11, 11, 4, 9, 4, 10, 6, {}, ['concentration', 'bomb']],
      [2, 'Corvin Ash', 'Catcher', 9, 10, 14, 14, 13, 13, 10, 10, 10, 3, 9, 3, 4, 8, { breakfall: 5 }, ['diving-catch']],
      [3, 'Nell Sorrow', 'Catcher', 9, 10, 14, 13, 13, 12, 10, 10, 12, 3, 8, 3, 4, 8, {}, ['nerves-of-steel']],
      [4, 'Rook Darrow', 'Runner', 10, 10, 13, 12, 14, 11, 10, 10, 10, 4, 7, 3, 5, 7, {}, ['fast']],
      [5, 'Tamsin Grey', 'Lineman', 13, 13, 11, 10, 10, 11, 10, 10, 10, 7, 5, 3, 3, 5, {}, []],
      [6, 'Wren Halloway', 'Lineman', 13, 12, 11, 10, 10, 11, 10, 10, 10, 6, 5, 3, 3, 5, {}, []],
      [7, 'Oskar Fen', 'Kicker', 11, 10, 12, 11, 10, 12, 11, 13, 10, 4, 6, 9, 4, 5, {}, ['perfect-kick']],
      [8, 'Yara Quill', 'Safety', 11, 11, 13, 13, 12, 13, 10, 10, 10, 5, 8, 3, 4, 7, { breakfall: 5 }, ['diving-intercept']],
      [9, 'Bastian Coil', 'Lineman', 14, 13, 10, 10, 10, 10, 10, 10, 10, 7, 5, 3, 3, 4, {}, []],
    ],
  },
  {
    id: 'iron-hollow-grinders',
    name: 'Iron Hollow Grinders',
    rows: [
      [1, 'Dorn Kettleback', 'Captain', 16, 15, 10, 9, 9, 10, 9, 11, 10, 9, 4, 4, 2, 3, { unarmed: 10 }, ['heavy-armor', 'standing-block']],
      [2, 'Magda Irons', 'Blocker', 16, 14, 10, 9, 9, 10, 9, 10, 9, 9, 4, 3, 2, 3, { unarmed: 9 }, ['slam', 'multiblock']],
      [3, 'Grut Hammel', 'Blocker', 17, 15, 9, 8, 8, 9, 8, 10, 8, 9, 3, 3, 2, 2, {}, ['heavy-armor']],
      [4, 'Vess Anvil', 'Blocker', 15, 14, 10, 9, 10, 10, 9, 10, 9, 8, 4, 3, 2, 4, { stealth: 6, fouling: 5 }, ['foul']],
      [5, 'Pike Marrow', 'Runner', 12, 12, 12, 11, 13, 11, 10, 10, 10, 6, 6, 3, 4, 6, {}, ['fast']],
      [6, 'Hobb Flint', 'Thrower', 12, 11, 11, 13, 10, 12, 10, 10, 10, 5, 7, 4, 8, 5, {}, ['eagle-eye']],
      [7, 'Sten Brask', 'Kicker', 13, 12, 11, 10, 10, 11, 10, 13, 10, 6, 5, 9, 3, 4, {}, ['kick-attack']],
      [8, 'Rudd Oakes', 'Tackler', 15, 14, 11, 9, 11, 10, 9, 10, 9, 8, 4, 3, 2, 4, {}, ['desperate-tackle']],
      [9, 'Tilda Crane', 'Strip', 13, 12, 12, 13, 11, 11, 10, 10, 10, 6, 7, 3, 4, 6, { stripBall: 7 }, ['strip-ball']],
    ],
  },
  {
    id: 'silverfen-foxes',
    name: 'Silverfen Foxes',
    rows: [
      [1, 'Lisle Moth', 'Captain', 11, 11, 14, 13, 14, 12, 11, 10, 13, 5, 8, 4, 6, 8, { acrobatics: 7, vault: 6 }, ['acrobatic-dodge', 'vault']],
      [2, 'Fenn Swale', 'Runner', 10, 10, 15, 12, 15, 11, 10, 10, 10, 4, 7, 3, 5, 9, {}, ['fast', 'light-armor']],
      [3, 'Kit Harrow', 'Runner', 10, 10, 14, 12, 14, 11, 10, 10, 10, 4, 7, 3, 5, 8, { breakfall: 6, jumpUp: 6 }, ['jump-up']],
      [4, 'Sable Wick', 'Trickster', 11, 11, 13, 12, 12, 12, 12, 10, 14, 5, 6, 3, 4, 7, { acting: 7, innocentFoul: 6, trip: 6 }, ['innocent-foul', 'trip']],
      [5, 'Rowan Teal', 'Thrower', 10, 10, 12, 14, 12, 13, 11, 10, 10, 4, 8, 4, 9, 6, {}, ['running-pass', 'point-blank']],
      [6, 'Gideon Burr', 'Lineman', 13, 13, 11, 10, 11, 10, 10, 10, 10, 7, 5, 3, 3, 5, { jumping: 6, hurdle: 5 }, ['hurdle']],
      [7, 'Amsel Crow', 'Kicker', 11, 10, 13, 11, 11, 12, 10, 13, 10, 4, 6, 9, 4, 6, { stealth: 6, fouling: 5 }, ['high-kickoff', 'cross-the-line', 'quick-kick']],
      [8, 'Nim Ashdown', 'Catcher', 9, 10, 14, 14, 13, 13, 10, 10, 10, 3, 9, 3, 4, 8, {}, ['tip', 'expert-receiver']],
      [9, 'Orla Brack', 'Lineman', 13, 12, 11, 10, 11, 11, 10, 10, 10, 6, 5, 3, 3, 5, { breakfall: 6, rollWithIt: 6 }, ['roll-with-it', 'block-kick']],
    ],
  },
];

function toPlayer(r: Row): TeamPlayer {
  const [number, name, role, STR, TOU, AGI, DEX, SPD, PER, INT, SPI, CHR, block, catchSkill, kick, pass, dodge, other, maneuvers] = r;
  const attributes: Attributes = { STR, TOU, AGI, DEX, SPD, PER, INT, SPI, CHR };
  return { number, name, role, attributes, skills: { block, catch: catchSkill, kick, pass, dodge, ...other }, maneuvers };
}

export const ROSTERS: readonly TeamFile[] = TEAMS.map((t) => validateTeam({ id: t.id, name: t.name, players: t.rows.map(toPlayer) }));

export function roster(id: string): TeamFile | undefined {
  return ROSTERS.find((t) => t.id === id);
}
