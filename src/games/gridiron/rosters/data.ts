// The shipped LRB6 rosters, one JSON file per team: its positions (the roster sheet) and a default line-up written
// in the same format a user's team file uses, so `--home orc` and a user's own file load the same way.

import amazon from './amazon.json';
import chaosDwarf from './chaos-dwarf.json';
import chaosPact from './chaos-pact.json';
import chaos from './chaos.json';
import darkElf from './dark-elf.json';
import dwarf from './dwarf.json';
import elf from './elf.json';
import goblin from './goblin.json';
import halfling from './halfling.json';
import highElf from './high-elf.json';
import human from './human.json';
import khemri from './khemri.json';
import lizardmen from './lizardmen.json';
import necromantic from './necromantic.json';
import norse from './norse.json';
import nurgle from './nurgle.json';
import ogre from './ogre.json';
import orc from './orc.json';
import skaven from './skaven.json';
import slann from './slann.json';
import undead from './undead.json';
import underworld from './underworld.json';
import vampire from './vampire.json';
import woodElf from './wood-elf.json';

/** A player's line as the rulebook prints it: a roster position or a Star Player. */
export interface Profile {
  name: string;
  /** Gold pieces. */
  cost: number;
  ma: number;
  st: number;
  ag: number;
  av: number;
  skills: string[];
}

export interface Position extends Profile {
  /** How many of this position a team may have. */
  max: number;
  /** Skill categories open on a normal advancement roll, as LRB6 letters (G, A, P, S, M). */
  normal: string;
  /** Categories opened by a roll of doubles. */
  double: string;
  /** The position's race on a mixed team (Animosity); absent: the roster's own. */
  race?: string;
}

export interface Roster {
  id: string;
  name: string;
  /** Gold pieces per team re-roll at team creation. */
  rerollCost: number;
  /** Whether the team may have an apothecary (undead teams may not). */
  apothecary: boolean;
  /** Where the numbers come from, tagged: "sourced: ..." names the public rosters it was checked against and which
   * of them agreed; "recalled: ..." is the LRB6 rulebook from memory, with no source found. */
  source: string;
  positions: Position[];
  /** The team `--home <id>` plays with: a team file. */
  lineup: TeamFile;
}

/** What a user writes (docs/gridiron-teams.md). Optional counts default to 0, the apothecary to none. */
export interface TeamFile {
  name: string;
  roster: string;
  rerolls?: number;
  fanFactor?: number;
  apothecary?: boolean;
  cheerleaders?: number;
  assistantCoaches?: number;
  players: TeamFilePlayer[];
}

export type Characteristic = 'ma' | 'st' | 'ag' | 'av';

export interface TeamFilePlayer {
  number: number;
  name: string;
  position: string;
  /** Skills gained by advancement, on top of the position's own. */
  skills?: string[];
  /** Lasting injuries: "Niggling Injury", "-1 MA", "-1 ST", "-1 AG", "-1 AV", "Miss Next Game". */
  injuries?: string[];
  /** Characteristic increases from advancement, e.g. `{ "st": 1 }`. */
  stats?: Partial<Record<Characteristic, number>>;
  /** Star Player Points earned before this match. */
  spp?: number;
}

/** The shipped rosters, in the order the UI lists them. */
export const ROSTERS: readonly Roster[] = [
  human,
  orc,
  dwarf,
  woodElf,
  skaven,
  chaos,
  undead,
  lizardmen,
  halfling,
  goblin,
  ogre,
  amazon,
  chaosDwarf,
  darkElf,
  elf,
  highElf,
  khemri,
  necromantic,
  norse,
  nurgle,
  vampire,
  chaosPact,
  slann,
  underworld,
] as Roster[];

const BY_ID = new Map(ROSTERS.map((r) => [r.id, r]));

export function getRoster(id: string): Roster | undefined {
  return BY_ID.get(id);
}
