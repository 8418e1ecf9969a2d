// The seed's skill and maneuver tables, as data. The text columns are the seed's own; the number columns beside them
// are what the engine reads (attack and defence modifiers, extra damage), taken from the same rows.

import type { Attribute } from './config';

export type SkillId =
  | 'block' | 'catch' | 'kick' | 'pass'
  | 'fouling' | 'hurdle' | 'innocentFoul' | 'jumpUp' | 'rollWithIt' | 'shank' | 'stripBall' | 'trip' | 'vault';

export interface SkillRow {
  id: SkillId;
  name: string;
  /** The attribute triple (Strip Ball has two: the better is used). */
  attributes: readonly (readonly Attribute[])[];
  default: string;
  imp: number;
  notes: string;
  basic: boolean;
  /** "Cannot start less than <skill> - n": the Runebearer skill and n. */
  floor?: { skill: string; minus: number };
  /** "Requires <skill>": a Runebearer skill the player must have. */
  requires?: readonly string[];
}

// Columns: id, name, attributes, default, imp, notes, basic, floor, requires.
export const SKILLS: readonly SkillRow[] = [
  { id: 'block', name: 'Block', attributes: [['STR', 'TOU', 'AGI']], default: 'none', imp: 5, basic: true, notes: 'Cannot start less than Combat: Unarmed - 4', floor: { skill: 'unarmed', minus: 4 } },
  { id: 'catch', name: 'Catch', attributes: [['DEX', 'DEX', 'PER']], default: 'none', imp: 5, basic: true, notes: 'Cannot start less than DEX - 6', floor: { skill: 'DEX', minus: 6 } },
  { id: 'kick', name: 'Kick', attributes: [['STR', 'AGI', 'SPI']], default: 'none', imp: 5, basic: true, notes: '' },
  { id: 'pass', name: 'Pass', attributes: [['DEX', 'PER', 'STR']], default: 'none', imp: 5, basic: true, notes: 'Cannot start less than Combat: Thrown - 4', floor: { skill: 'thrown', minus: 4 } },
  { id: 'fouling', name: 'Fouling', attributes: [['AGI', 'PER', 'SPI']], default: 'none', imp: 5, basic: false, notes: 'Used to foul without being caught. Cannot be lower than Stealth-4. Requires stealth.', floor: { skill: 'stealth', minus: 4 }, requires: ['stealth'] },
  { id: 'hurdle', name: 'Hurdle', attributes: [['STR', 'STR', 'AGI']], default: 'none', imp: 5, basic: false, notes: 'Used to hurdle over prone players, or debris on the field. Cannot be less than Jumping (or Acrobatics)-4.', floor: { skill: 'jumping', minus: 4 } },
  { id: 'innocentFoul', name: 'Innocent Foul', attributes: [['CHR', 'CHR', 'INT']], default: 'none', imp: 5, basic: false, notes: 'Used to foul without being caught. Cannot be lower than Acting-4. Requires acting.', floor: { skill: 'acting', minus: 4 }, requires: ['acting'] },
  { id: 'jumpUp', name: 'Jump Up', attributes: [['AGI', 'AGI', 'SPD']], default: 'none', imp: 5, basic: false, notes: 'Used to negate the half move required to stand after being knocked down. Cannot be lower than Breakfall-4. Requires breakfall.', floor: { skill: 'breakfall', minus: 4 }, requires: ['breakfall'] },
  { id: 'rollWithIt', name: 'Roll With It', attributes: [['AGI', 'AGI', 'TOU']], default: 'none', imp: 5, basic: false, notes: 'Used to reduce the damage done by a successful block. Cannot be lower than Breakfall-4. Requires breakfall.', floor: { skill: 'breakfall', minus: 4 }, requires: ['breakfall'] },
  { id: 'shank', name: 'Shank', attributes: [['PER', 'INT', 'SPI']], default: 'none', imp: 5, basic: false, notes: 'Used to sneak weapons onto the playing field. Cannot be lower than Conceal-4. Requires conceal.', floor: { skill: 'conceal', minus: 4 }, requires: ['conceal'] },
  { id: 'stripBall', name: 'Strip Ball', attributes: [['STR', 'STR', 'DEX'], ['DEX', 'DEX', 'STR']], default: 'none', imp: 5, basic: false, notes: 'Used to strip a ball carrier and force a fumble.' },
  { id: 'trip', name: 'Trip', attributes: [['DEX', 'AGI', 'SPD']], default: 'none', imp: 5, basic: false, notes: 'Used to trip an opponent in lieu of a block.' },
  { id: 'vault', name: 'Vault', attributes: [['STR', 'AGI', 'SPD']], default: 'none', imp: 5, basic: false, notes: 'Used to leap over standing players on the field. Cannot be less than Acrobatics-4. Requires acrobatics.', floor: { skill: 'acrobatics', minus: 4 }, requires: ['acrobatics'] },
];

/** Runebearer skills outside the Runeball package that the seed leans on (defence, prerequisites). */
export const OTHER_SKILLS = ['dodge', 'unarmed', 'thrown', 'stealth', 'acting', 'breakfall', 'acrobatics', 'conceal', 'jumping'] as const;

export type ManeuverId =
  | 'blitz' | 'block' | 'handoff' | 'kick' | 'pass' | 'pickup' | 'sprint' | 'tackle'
  | 'desperate-tackle' | 'expert-blocker' | 'foul' | 'innocent-foul' | 'multiblock' | 'roll-with-it' | 'slam'
  | 'standing-block' | 'trip'
  | 'diving-catch' | 'diving-intercept' | 'expert-receiver' | 'nerves-of-steel' | 'tip'
  | 'acrobatic-dodge' | 'block-kick' | 'shank' | 'strip-ball'
  | 'expert-kicker' | 'high-kickoff' | 'kick-attack' | 'quick-kick' | 'perfect-kick'
  | 'cross-the-line' | 'fast' | 'heavy-armor' | 'hurdle' | 'jump-up' | 'light-armor' | 'vault'
  | 'bomb' | 'concentration' | 'dump-off' | 'eagle-eye' | 'expert-passer' | 'point-blank' | 'running-pass';

export type ManeuverGroup = 'basic' | 'blocking' | 'catch' | 'general' | 'kicking' | 'movement' | 'passing';

export interface ManeuverRow {
  id: ManeuverId;
  group: ManeuverGroup;
  name: string;
  action: string;
  attack: string;
  defense: string;
  notes: string;
  /** Engine reading of the Attack column: the skill and its modifier. */
  attackSkill?: SkillId | 'attack';
  attackMod?: number;
  /** Engine reading of the Defense column: the user's defence until its next turn ("Defense - 2" is -2). */
  defenseMod?: number;
  /** Extra block damage from the notes. */
  damage?: number;
  /** Runebearer skills one of which the player must have to buy it. */
  requires?: readonly string[];
}

// Columns: id, group, name, action, attack, defense, notes (the seed's), then the engine's numbers.
export const MANEUVERS: readonly ManeuverRow[] = [
  { id: 'blitz', group: 'basic', name: 'Blitz', action: 'None', attack: 'Block-2', defense: 'Defense-2', notes: 'Blitzer acts with +3 initiative and automatically preempts opponent. Only one blitz is allowed against a single opponent\'s move.', attackSkill: 'block', attackMod: -2, defenseMod: -2 },
  { id: 'block', group: 'basic', name: 'Block', action: 'Half', attack: 'Block', defense: 'Defense', notes: 'A block always ends the blocker\'s turn.', attackSkill: 'block', attackMod: 0, defenseMod: 0 },
  { id: 'handoff', group: 'basic', name: 'Handoff', action: 'None', attack: '---', defense: 'Defense', notes: 'The player can either give or receive a handoff as a free action.', defenseMod: 0 },
  { id: 'kick', group: 'basic', name: 'Kick', action: 'Half', attack: '---', defense: 'Defense-2', notes: 'Kicker attempts to kick a field goal. Kicking ends the kicker\'s turn.', defenseMod: -2 },
  { id: 'pass', group: 'basic', name: 'Pass', action: 'Half', attack: '---', defense: 'Defense', notes: 'Passer attempts to throw the ball to a teammate. Passing always ends the passer\'s turn.', defenseMod: 0 },
  { id: 'pickup', group: 'basic', name: 'Pickup', action: 'None', attack: '---', defense: 'Defense', notes: 'Player attempts to pick up the ball as a free action.', defenseMod: 0 },
  { id: 'sprint', group: 'basic', name: 'Sprint', action: 'Full', attack: '---', defense: 'Defense-2', notes: 'Player adds +2 to his movement rate.', defenseMod: -2 },
  { id: 'tackle', group: 'basic', name: 'Tackle', action: 'None', attack: 'Block-1', defense: 'Defense', notes: 'May make a full move before tackling. A tackle always ends the tackler\'s turn.', attackSkill: 'block', attackMod: -1, defenseMod: 0 },

  { id: 'desperate-tackle', group: 'blocking', name: 'Desperate Tackle', action: 'Full', attack: 'Block - 3', defense: 'Defense - 2', notes: 'Blocker can take a sprint move before blocking his target.', attackSkill: 'block', attackMod: -3, defenseMod: -2 },
  { id: 'expert-blocker', group: 'blocking', name: 'Expert Blocker', action: '---', attack: '---', defense: '---', notes: 'Once per game, this player can reroll a block attempt. Can be bought more than once.' },
  { id: 'foul', group: 'blocking', name: 'Foul', action: 'Half', attack: 'Block + 2', defense: 'Defense', notes: 'Hit someone when they are down. Block does +4 damage, but fouler must roll their foul skill vs. the referee\'s PER or else be thrown out of the game. Player must have stealth skill to get this maneuver.', attackSkill: 'block', attackMod: 2, defenseMod: 0, damage: 4, requires: ['stealth'] },
  { id: 'innocent-foul', group: 'blocking', name: 'Innocent Foul', action: 'Half', attack: 'Block + 2', defense: 'Defense', notes: 'Hit someone when they are down. Block does no extra damage, since the fouler is trying to make it look like an accident. The fouler must roll their innocent foul skill vs. the referee\'s PER or else be thrown out of the game. This maneuver requires the acting skill.', attackSkill: 'block', attackMod: 2, defenseMod: 0, damage: 0, requires: ['acting'] },
  { id: 'multiblock', group: 'blocking', name: 'Multiblock', action: 'Half', attack: 'Block - 4', defense: 'Defense', notes: 'Blocker blocks two adjacent opponents. Must roll block separately against each.', attackSkill: 'block', attackMod: -4, defenseMod: 0 },
  { id: 'roll-with-it', group: 'blocking', name: 'Roll with it', action: '---', attack: 'Block', defense: 'Defense', notes: 'Defender can make a skill test vs. DL 12 to negate the extra 1d4 damage done by a block. However, the defender is automatically knocked down.', requires: ['breakfall'] },
  { id: 'slam', group: 'blocking', name: 'Slam', action: 'Half', attack: 'Block - 2', defense: 'Defense', notes: 'Block does +2 damage.', attackSkill: 'block', attackMod: -2, defenseMod: 0, damage: 2 },
  { id: 'standing-block', group: 'blocking', name: 'Standing Block', action: 'Full', attack: 'Block + 1', defense: 'Defense', notes: 'Blocker must start his turn adjacent to his target. Block does +1 damage.', attackSkill: 'block', attackMod: 1, defenseMod: 0, damage: 1 },
  { id: 'trip', group: 'blocking', name: 'Trip', action: 'Half', attack: 'Trip', defense: 'Defense - 1', notes: 'A trip is resolved like a normal block, except the trip skill is used. The defender can use his block, dodge, hurdle, or vault to defend. A trip never causes damage, but always causes a knockdown.', attackSkill: 'trip', attackMod: 0, defenseMod: -1 },

  { id: 'diving-catch', group: 'catch', name: 'Diving Catch', action: 'Free', attack: '---', defense: 'Defense - 2', notes: 'Receiver can make a free move up to 3 hexes in a straight line to catch a scattered ball. Catch DL is +1 for each hex moved. No enemy zone of control applies, but you cannot move through a player to get to the ball. Player rolls to his feet, but his next move is -2". Requires breakfall or acrobatics.', defenseMod: -2, requires: ['breakfall', 'acrobatics'] },
  { id: 'diving-intercept', group: 'catch', name: 'Diving Intercept', action: 'Free', attack: '---', defense: 'Defense - 2', notes: 'Defender can make a free move up to 3 hexes in a straight line to get in front of a ball to attempt an intercept. Catch DL is +1 for each hex moved. No enemy zone of control applies, but you cannot move through a player to get to the ball. Player rolls to his feet, but his next move is -2". Requires breakfall or acrobatics.', defenseMod: -2, requires: ['breakfall', 'acrobatics'] },
  { id: 'expert-receiver', group: 'catch', name: 'Expert Receiver', action: '---', attack: '---', defense: '---', notes: 'Once per game, this player can reroll a catch attempt. Can be bought more than once.' },
  { id: 'nerves-of-steel', group: 'catch', name: 'Nerves of Steel', action: '---', attack: '---', defense: '---', notes: 'Receiver can ignore up to -4 in penalties for adjacent defenders if the pass is accurate or better.' },
  { id: 'tip', group: 'catch', name: 'Tip', action: 'Free', attack: '---', defense: '---', notes: 'Instead of catching a pass, the receiver tips it to any hex within 3 hexes of his position. The ball travels to this hex, and is treated as' },

  { id: 'acrobatic-dodge', group: 'general', name: 'Acrobatic Dodge', action: 'Free', attack: 'Block - 2', defense: 'Dodge + 3', notes: 'Player must have the acrobatics skill to get this maneuver.', attackMod: -2, requires: ['acrobatics'] },
  { id: 'block-kick', group: 'general', name: 'Block Kick', action: 'Free', attack: '---', defense: 'Prone', notes: 'Player may take a free 3" move to get in front of the kicker, and then blocks the kick if he can make a catch test vs. the kicker\'s skill +2. A blocked kick scatters 1d6 hexes and results in a fumble for the kicking team if the ball hits the ground.' },
  { id: 'shank', group: 'general', name: 'Shank', action: 'Half', attack: 'Attack', defense: 'Defense', notes: 'Player takes an attack with his illegal weapon. This attack is resolved normally. After an attack, a shank roll must be made against the ref\'s PER to avoid being thrown out of the game.', attackSkill: 'attack', attackMod: 0, defenseMod: 0, requires: ['conceal'] },
  { id: 'strip-ball', group: 'general', name: 'Strip Ball', action: '*', attack: '*', defense: '*', notes: 'Used instead of a block – all modifiers are for a block of the same type. Defender may use block, dodge, STR, or DEX to defend against this roll. If successful, the ball scatters 1 hex, starts to bounce, and a fumble occurs.', attackSkill: 'stripBall', attackMod: 0, defenseMod: 0 },

  { id: 'expert-kicker', group: 'kicking', name: 'Expert Kicker', action: '---', attack: '---', defense: '---', notes: 'Once per game, this player can reroll a kick attempt. Can be bought more than once.' },
  { id: 'high-kickoff', group: 'kicking', name: 'High Kickoff', action: '---', attack: '---', defense: '---', notes: 'Kick scatters 1d6-1 additional hexes from its target, but the ball does not land until the end of the first turn. Have all players take their moves and then resolve the kickoff and give the receiving team their free activation.' },
  { id: 'kick-attack', group: 'kicking', name: 'Kick Attack', action: 'Half', attack: 'Kick', defense: 'Defense - 2', notes: 'Kicker boots the ball at an adjacent defender. Attack does STR+1d4 damage if it hits, but will only knock the defender down if enough damage is done. Ball scatters 1d6 hexes, and if it hits the ground, a fumble on the kicker\'s team occurs.', attackSkill: 'kick', attackMod: 0, defenseMod: -2 },
  { id: 'quick-kick', group: 'kicking', name: 'Quick Kick', action: 'None', attack: '---', defense: 'Defense', notes: 'Kicker makes a kick roll against the DL to recover the ball. If successful, he kicks the ball 3d4 hexes in a straight line away from him. If the ball crosses an occupied hex, that player may try to recover the ball (DL 12). If the ball is not recovered by the kicker\'s team, it is considered a fumble.', defenseMod: 0 },
  { id: 'perfect-kick', group: 'kicking', name: 'Perfect Kick', action: '---', attack: '---', defense: '---', notes: 'Kickoff scatters 2 less hexes than normal.' },

  { id: 'cross-the-line', group: 'movement', name: 'Cross the Line', action: 'Free', attack: '---', defense: '---', notes: 'On a kickoff, this player can make a fouling roll vs. the referee\'s PER to take a free half move before the ball is kicked. Failure results in no move, but no penalty either.' },
  { id: 'fast', group: 'movement', name: 'Fast', action: '---', attack: '---', defense: '---', notes: 'Player gains a +1" to his Runeball move score.' },
  { id: 'heavy-armor', group: 'movement', name: 'Heavy Armor', action: '---', attack: '---', defense: '---', notes: 'Player wears 3 defense armor, but takes a -1" move score.' },
  { id: 'hurdle', group: 'movement', name: 'Hurdle', action: 'None', attack: 'Block', defense: 'Defense', notes: 'Player may jump over hexes containing prone players at a cost of 2" movement. Costs 2" of movement and must make hurdle test vs. DL 10 to do so.' },
  { id: 'jump-up', group: 'movement', name: 'Jump Up', action: 'None', attack: 'Block', defense: 'Defense', notes: 'Player can jump to his feet after being knocked down by making a skill test vs. DL 12. DL is +2 for each opposing player adjacent.', requires: ['breakfall'] },
  { id: 'light-armor', group: 'movement', name: 'Light Armor', action: '---', attack: '---', defense: '---', notes: 'Player only has 1 defense armor, but gains a +1" move score. Stacks with Fast.' },
  { id: 'vault', group: 'movement', name: 'Vault', action: 'None', attack: '---', defense: 'Defense', notes: 'Player can vault over any hex regardless of its contents. Must make a vault test vs. DL 14 to do so. Player must have the acrobatics skill to get this maneuver.', requires: ['acrobatics'] },

  { id: 'bomb', group: 'passing', name: 'Bomb', action: 'Half', attack: '---', defense: 'Defense', notes: 'Creates a new passing range of 19-22 hexes with a passing DL of 24.', defenseMod: 0 },
  { id: 'concentration', group: 'passing', name: 'Concentration', action: '---', attack: '---', defense: '---', notes: 'Passer can ignore up to -4 in penalties for adjacent opponents while passing.' },
  { id: 'dump-off', group: 'passing', name: 'Dump Off', action: 'Free', attack: '---', defense: '---', notes: 'Passer can make a short pass just before being blocked. The passer takes a -3 to his passing roll. All other passing rules apply.' },
  { id: 'eagle-eye', group: 'passing', name: 'Eagle Eye', action: 'Full', attack: '---', defense: 'Defense - 2', notes: 'Passer cannot move, but gains a +2 to his pass roll.', defenseMod: -2 },
  { id: 'expert-passer', group: 'passing', name: 'Expert Passer', action: '---', attack: '---', defense: '---', notes: 'Once per game, this player may reroll a pass attempt. Can be bought multiple times.' },
  { id: 'point-blank', group: 'passing', name: 'Point Blank', action: 'Half', attack: '---', defense: 'Defense', notes: 'Creates a new passing range of 2-3 hexes with a passing DL of 6.', defenseMod: 0 },
  { id: 'running-pass', group: 'passing', name: 'Running Pass', action: 'Full', attack: '---', defense: 'Defense - 2', notes: 'Passer can take a full move before his pass. Passer takes a -3 to his roll.', defenseMod: -2 },
];

const BY_ID = new Map(MANEUVERS.map((m) => [m.id, m]));

export function maneuver(id: ManeuverId): ManeuverRow {
  return BY_ID.get(id)!;
}

/** The basic maneuvers every player knows. */
export const BASIC_MANEUVERS: readonly ManeuverId[] = MANEUVERS.filter((m) => m.group === 'basic').map((m) => m.id);

/** Maneuvers that can be bought more than once ("Can be bought more than once"): one reroll per copy. */
export const EXPERT: Record<string, ManeuverId> = {
  block: 'expert-blocker',
  catch: 'expert-receiver',
  kick: 'expert-kicker',
  pass: 'expert-passer',
};

/** The skill a maneuver is rolled with, when it is not a basic one: owning the maneuver needs the skill, and buying
 * the maneuver brings the skill (seed: "New Skills are acquired when the relevant maneuver is purchased"). */
export const MANEUVER_SKILL: Partial<Record<ManeuverId, SkillId>> = {
  foul: 'fouling', 'innocent-foul': 'innocentFoul', trip: 'trip', 'strip-ball': 'stripBall', shank: 'shank',
  hurdle: 'hurdle', vault: 'vault', 'jump-up': 'jumpUp', 'roll-with-it': 'rollWithIt', 'cross-the-line': 'fouling',
};

export const SKILL_IDS: readonly string[] = SKILLS.map((s) => s.id);
export const MANEUVER_IDS: readonly string[] = MANEUVERS.map((m) => m.id);
