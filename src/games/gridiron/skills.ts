// The LRB6 skill catalogue: every skill a team file, a scenario or an inducement may name, with its category. Every
// one has its rule (skills.test.ts checks that rule code names each); a name that is not in the catalogue is an
// error naming it wherever it is read.

export type SkillCategory = 'General' | 'Agility' | 'Passing' | 'Strength' | 'Mutation' | 'Extraordinary';

/** The letters LRB6 rosters use for skill access (a position's normal and double categories, e.g. "GS" / "AP"). */
export const CATEGORY_LETTERS: Record<string, SkillCategory> = {
  G: 'General',
  A: 'Agility',
  P: 'Passing',
  S: 'Strength',
  M: 'Mutation',
};

export interface Skill {
  name: string;
  category: SkillCategory;
  description: string;
}

type Row = [name: string, category: SkillCategory, description: string];

// name | category | what it does (LRB6)
const ROWS: Row[] = [
  // ---- General
  ['Block', 'General', 'Not knocked down by a Both Down result.'],
  ['Dauntless', 'General', 'Before blocking a stronger player, roll D6 + ST; beating the target\'s ST blocks at equal strength.'],
  ['Dirty Player', 'General', '+1 to the armour or the injury roll of a foul this player makes.'],
  ['Fend', 'General', 'A blocker who pushes this player back may not follow up.'],
  ['Frenzy', 'General', 'Always follows up, and blocks a second time if the target is still standing and adjacent.'],
  ['Kick', 'General', 'When kicking off, the ball deviates only half the D6 distance.'],
  ['Kick-Off Return', 'General', 'On the receiving team, may move up to 3 squares after the kick lands, before the ball does.'],
  ['Pass Block', 'General', 'May move up to 3 squares when an opponent declares a pass, to get under the ruler or mark someone.'],
  ['Pro', 'General', 'Once per turn, on a 4+, re-roll one die this player rolled.'],
  ['Shadowing', 'General', 'May follow an opponent who dodges or leaps away unless his 2D6 + his MA - this MA reaches 8.'],
  ['Strip Ball', 'General', 'A ball carrier this player pushes back drops the ball.'],
  ['Sure Hands', 'General', 'Re-roll a failed pick-up; Strip Ball does not work against this player.'],
  ['Tackle', 'General', 'Opponents may not use Dodge to leave this player\'s tackle zone or against its blocks.'],
  ['Wrestle', 'General', 'On Both Down (without Block) both players are laid prone with no armour roll and no turnover.'],
  // ---- Agility
  ['Catch', 'Agility', 'Re-roll a failed catch or interception.'],
  ['Diving Catch', 'Agility', '+1 to catch an accurate pass; may try for a ball landing in an adjacent square.'],
  ['Diving Tackle', 'Agility', 'Falls prone into the square an opponent dodges out of: -2 to that dodge.'],
  ['Dodge', 'Agility', 'Once per turn re-roll a failed dodge; only pushed by Defender Stumbles unless the blocker has Tackle.'],
  ['Jump Up', 'Agility', 'Stands up for free; a prone player may even declare a block, with an AG roll at +2.'],
  ['Leap', 'Agility', 'Jumps to a square 2 away with an AG roll that ignores tackle zones.'],
  ['Side Step', 'Agility', 'When pushed back, this player chooses the square, any empty adjacent one.'],
  ['Sneaky Git', 'Agility', 'Not sent off for doubles on a foul\'s armour roll that fails to break armour.'],
  ['Sprint', 'Agility', 'May go for it three times instead of two.'],
  ['Sure Feet', 'Agility', 'Once per turn re-roll a failed go-for-it.'],
  // ---- Passing
  ['Accurate', 'Passing', '+1 to pass.'],
  ['Dump-Off', 'Passing', 'When blocked, may throw a Quick pass before the block dice are rolled.'],
  ['Hail Mary Pass', 'Passing', 'May throw to any square; never accurate, cannot be intercepted.'],
  ['Leader', 'Passing', 'One extra team re-roll each half, usable only while a Leader player is on the pitch.'],
  ['Nerves of Steel', 'Passing', 'Ignores tackle zones when passing, catching or intercepting.'],
  ['Pass', 'Passing', 'Re-roll a failed pass.'],
  ['Safe Throw', 'Passing', 'An interception of its pass is cancelled by an unmodified AG roll; only a natural 1 fumbles.'],
  // ---- Strength
  ['Break Tackle', 'Strength', 'Once per turn, dodge using ST instead of AG.'],
  ['Grab', 'Strength', 'When this player blocks, it chooses any empty square around the target to push it to.'],
  ['Guard', 'Strength', 'Gives assists even while in other opponents\' tackle zones.'],
  ['Juggernaut', 'Strength', 'On a Blitz: Both Down counts as Push, and the target may not use Fend, Stand Firm or Wrestle.'],
  ['Mighty Blow', 'Strength', '+1 to the armour or the injury roll of a player this one knocks down in a block.'],
  ['Multiple Block', 'Strength', 'On a Block action, blocks two adjacent opponents in turn, each at +2 ST, following up neither.'],
  ['Piling On', 'Strength', 'After knocking a player down, may fall prone to re-roll the armour or injury roll.'],
  ['Stand Firm', 'Strength', 'Never pushed back (may choose to be).'],
  ['Strong Arm', 'Strength', '+1 to Short, Long and Long Bomb passes (and team-mate throws).'],
  ['Thick Skull', 'Strength', 'An injury roll of 8 only stuns.'],
  // ---- Mutation
  ['Big Hand', 'Mutation', 'Picks up the ball ignoring tackle zones and Pouring Rain.'],
  ['Claw', 'Mutation', 'A block by this player breaks armour on 8+ whatever the AV.'],
  ['Disturbing Presence', 'Mutation', '-1 to passes, catches and interceptions of opponents within 3 squares.'],
  ['Extra Arms', 'Mutation', '+1 to pick up, catch and intercept.'],
  ['Foul Appearance', 'Mutation', 'An opponent must roll 2+ before blocking this player or waste the action.'],
  ['Horns', 'Mutation', '+1 ST when blocking as part of a Blitz.'],
  ['Prehensile Tail', 'Mutation', '-1 to an opponent\'s dodge out of this player\'s tackle zone.'],
  ['Tentacles', 'Mutation', 'Holds an opponent dodging or leaping away unless his 2D6 + his ST - this ST beats 5; his action ends.'],
  ['Two Heads', 'Mutation', '+1 to dodge.'],
  ['Very Long Legs', 'Mutation', '+1 to intercept and to leap.'],
  // ---- Extraordinary
  ['Always Hungry', 'Extraordinary', 'Before throwing a team-mate, on a 1 tries to eat him: another 1 and he is eaten, else he is dropped.'],
  ['Animosity', 'Extraordinary', 'Passing or handing off to a team-mate of another race needs a 2+ first.'],
  ['Ball & Chain', 'Extraordinary', 'Moves only randomly (throw-in template), blocking whoever it meets; a secret weapon.'],
  ['Blood Lust', 'Extraordinary', 'A vampire must roll 2+ or bite a thrall, or leave the pitch.'],
  ['Bombardier', 'Extraordinary', 'Throws a bomb as a pass action; it explodes where it lands.'],
  ['Bone-head', 'Extraordinary', 'On a 1 before acting, loses the action and its tackle zone until its next action.'],
  ['Chainsaw', 'Extraordinary', 'Instead of blocking, attacks with an armour roll at +3; a 1 hurts the wielder.'],
  ['Decay', 'Extraordinary', 'A casualty roll against this player is rolled twice and both results apply.'],
  ['Fan Favourite', 'Extraordinary', '+1 FAME on the kick-off table while this player is on the pitch.'],
  ['Hypnotic Gaze', 'Extraordinary', 'An adjacent opponent loses its tackle zone on an AG roll (-1 per other tackle zone).'],
  ['Loner', 'Extraordinary', 'Must roll 4+ before a team re-roll may be used for this player.'],
  ['No Hands', 'Extraordinary', 'Can never pick up, catch or carry the ball.'],
  ['Nurgle\'s Rot', 'Extraordinary', 'A player this one kills may join the Nurgle team as a Rotter after the match.'],
  ['Really Stupid', 'Extraordinary', 'Before acting, needs 4+ (2+ with a clever team-mate adjacent) or loses the action and its tackle zone.'],
  ['Regeneration', 'Extraordinary', 'After a casualty, on a 4+ the player heals and goes to the reserves box.'],
  ['Right Stuff', 'Extraordinary', 'May be thrown by a team-mate with Throw Team-Mate.'],
  ['Secret Weapon', 'Extraordinary', 'Sent off at the end of any drive it played in.'],
  ['Stab', 'Extraordinary', 'Instead of blocking, attacks with an unmodified armour roll; no turnover.'],
  ['Stakes', 'Extraordinary', '+1 to the armour roll of a Stab against Khemri, Necromantic, Undead and Vampire players.'],
  ['Stunty', 'Extraordinary', 'Ignores tackle zones when dodging; -1 to pass; +1 on injury rolls against it.'],
  ['Take Root', 'Extraordinary', 'On a 1 before acting, roots: may not move for the rest of the drive.'],
  ['Throw Team-Mate', 'Extraordinary', 'May throw an adjacent Right Stuff team-mate as a pass.'],
  ['Titchy', 'Extraordinary', '+1 to dodge, and its tackle zone puts no penalty on opponents dodging into it.'],
  ['Wild Animal', 'Extraordinary', 'Before acting, needs 4+ (2+ to block or blitz) or loses the action.'],
];

/** The catalogue in the table's order. */
export const SKILLS: readonly Skill[] = ROWS.map(([name, category, description]) => ({ name, category, description }));

const BY_KEY = new Map<string, Skill>(SKILLS.map((s) => [s.name.toLowerCase(), s]));

/** A variant's own skills (a ruleset that extends gridiron), named beside LRB6's while its match is set up. */
let variantSkills: ReadonlyMap<string, Skill> | null = null;

/** A skill by name, in any letter case; undefined when LRB6 (or the variant being set up) has no such skill. */
export function findSkill(name: string): Skill | undefined {
  const key = name.trim().toLowerCase();
  return BY_KEY.get(key) ?? variantSkills?.get(key);
}

/** Runs `setUp` (a variant's call of gridiron's setup) with the variant's own skills in the catalogue, so that its
 * team files and scenarios may name them; outside the call, and in gridiron's own matches, they are unknown. A
 * variant's skill may not reuse an LRB6 name. */
export function withVariantSkills<T>(skills: readonly Skill[], setUp: () => T): T {
  for (const s of skills) if (BY_KEY.has(s.name.toLowerCase())) throw new Error(`${s.name} is an LRB6 skill already`);
  const was = variantSkills;
  variantSkills = new Map(skills.map((s) => [s.name.toLowerCase(), s]));
  try {
    return setUp();
  } finally {
    variantSkills = was;
  }
}
