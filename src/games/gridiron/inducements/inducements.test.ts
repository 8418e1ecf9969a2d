// Inducements (issue 19: "Inducements before a match (LRB6 list: Bloodweiser Babes, Bribes, Extra Training,
// Halfling Master Chef, Igor, Wandering Apothecaries, Mercenaries, Star Players with their own skills, a Wizard),
// bought with the team-value difference, each rule a scenario test"). Each test names the LRB6 rule it plays.

import { describe, expect, it } from 'vitest';
import { act, newGame, start } from '../../../core/game';
import { randInt, seedRng } from '../../../core/rng';
import { describeEvent } from '../describe';
import { gridiron } from '../index';
import { OptionsError } from '../../../core/options';
import { getRoster, teamValue, type TeamFile } from '../rosters/index';
import type { RollEvent } from '../../../core/types';
import type { GState, Player } from '../state';
import { A, pl, scenario } from '../testkit';
import { InducementError } from './index';
import { COUNT_INDUCEMENTS, MERCENARY_FEE, MERCENARY_SKILL_FEE, STAR_PLAYERS } from './prices';
import { findSkill } from '../skills';

/** A cheap team file: `n` players of the roster's first position and one re-roll, plus any extra players. */
function lean(roster: string, n = 11, extra: { position: string }[] = []): TeamFile {
  const r = getRoster(roster)!;
  const players = [...Array.from({ length: n }, () => ({ position: r.positions[0].name })), ...extra].map((p, i) => ({ number: i + 1, name: `P${i + 1}`, ...p }));
  return { name: `Lean ${r.name}`, roster, rerolls: 1, players };
}

/** A match between a lean home team and a shipped away line-up, with the home side's order. */
function match(home: TeamFile, order: unknown, away = 'human', more: Record<string, unknown> = {}) {
  return newGame('gridiron', { seed: '1', home, away, inducements: { home: order }, ...more }) as unknown as GState;
}

function refused(f: () => unknown): string[] {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(InducementError);
    expect(e).toBeInstanceOf(OptionsError);
    return (e as InducementError).problems.map((p) => `${p.path}: ${p.reason}`);
  }
  throw new Error('expected the order to be refused');
}

const hired = (g: GState): Player[] => g.players.filter((p) => p.hired);

describe('buying: the lower team value gets the difference to spend', () => {
  const home = lean('human'); // 11 Linemen and a re-roll: 600,000
  const budget = teamValue(getRoster('human')!.lineup) - teamValue(home);

  it('the lean team spends up to the difference; what it bought is logged before the fans are rolled', () => {
    expect(budget).toBe(400_000);
    const g = match(home, { babes: 2, bribes: 1, extraTraining: 2 });
    expect(g.teams.home).toMatchObject({ babes: 2, bribes: 1, rerolls: 3, rerollsBase: 3, inducements: ['2 Bloodweiser Babes', 'Bribes', '2 Extra Training'] });
    expect(g.teams.away.inducements).toBeUndefined();
  });

  it('an order over the difference is refused, naming the cost and the budget', () => {
    expect(refused(() => match(home, { wizard: 1, extraTraining: 3 }))).toEqual([
      'inducements.home: costs 450,000 gold pieces; the team-value difference gives 400,000',
    ]);
  });

  it('the team worth more buys nothing', () => {
    expect(refused(() => newGame('gridiron', { home: 'human', away: lean('orc'), inducements: { home: { babes: 1 } } }))[0]).toMatch(
      /^inducements\.home: Altdorf Griffons \(team value 1,000,000\) is not worth less than Lean Orc \(\d{3},000\): only the lower-value team buys inducements$/,
    );
  });

  it('LRB6 prices and limits: Babes 0-2 50k, Bribes 0-3 100k, Extra Training 0-4 100k, Chef 0-1 300k, Igor 0-1 100k, Wandering Apothecaries 0-2 100k, Wizard 0-1 150k', () => {
    expect(COUNT_INDUCEMENTS.map((i) => [i.name, i.max, i.price / 1000])).toEqual([
      ['Bloodweiser Babes', 2, 50],
      ['Bribes', 3, 100],
      ['Extra Training', 4, 100],
      ['Halfling Master Chef', 1, 300],
      ['Igor', 1, 100],
      ['Wandering Apothecaries', 2, 100],
      ['Wizard', 1, 150],
    ]);
    expect(refused(() => match(home, { babes: 3 }))).toEqual(['inducements.home.babes: expected a whole number from 0 to 2 (Bloodweiser Babes 0-2)']);
  });

  it('Bribes cost a Goblin team 50k; the Chef costs a Halfling team 100k', () => {
    // Lean Goblins: 11 x 40k and a 60k re-roll = 500k against 1,000,000: three bribes (150k), a Chef (300k) and a
    // Babe (50k) spend exactly the 500k, which three bribes at 100k would overrun.
    expect(match(lean('goblin'), { bribes: 3, masterChef: 1, babes: 1 }).teams.home).toMatchObject({ bribes: 3, chefs: 1 });
    expect(refused(() => match(lean('goblin'), { bribes: 3, masterChef: 1, babes: 2 }))).toEqual([
      'inducements.home: costs 550,000 gold pieces; the team-value difference gives 500,000',
    ]);
    // 11 Halflings (330k) and a 60k re-roll = 390k: 610k to spend; the Chef at 100k and three bribes fit.
    expect(match(lean('halfling'), { masterChef: 1, bribes: 3 }).teams.home).toMatchObject({ chefs: 1, bribes: 3 });
    expect(refused(() => match(lean('human'), { masterChef: 1, bribes: 2 }))).toEqual(['inducements.home: costs 500,000 gold pieces; the team-value difference gives 400,000']);
  });

  it('Igor only for teams that may not hire an apothecary; Wandering Apothecaries only for those that may', () => {
    expect(match(lean('undead'), { igor: 1 }).teams.home.igor).toBe(true);
    expect(refused(() => match(lean('human'), { igor: 1 }))).toEqual(['inducements.home.igor: Igor only for teams that may not hire an apothecary; Human may']);
    expect(match(lean('human'), { wanderingApothecaries: 2 }).teams.home.wanderingApothecaries).toBe(2);
    expect(refused(() => match(lean('nurgle'), { wanderingApothecaries: 1 }))).toEqual([
      'inducements.home.wanderingApothecaries: Wandering Apothecaries only for teams that may hire an apothecary; Nurgle may not',
    ]);
  });

  it('names every problem of an order at once', () => {
    expect(refused(() => match(home, { cheerleaders: 1, wizard: 2, stars: ['Nobody'] }))).toEqual([
      'inducements.home: a key is not an inducement (known: babes, bribes, extraTraining, masterChef, igor, wanderingApothecaries, wizard, mercenaries, stars)',
      'inducements.home.wizard: expected a whole number from 0 to 1 (Wizard 0-1)',
      'inducements.home.stars[0]: expected the name of a star player on the list (inducements/stars.json)',
    ]);
  });

  it('no order, no change: a match without the option is the match it always was', () => {
    const a = newGame('gridiron', { seed: '5' });
    const b = newGame('gridiron', { seed: '5', inducements: null });
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
  });
});

describe('Mercenaries: a roster position for one match, with Loner and an optional extra skill', () => {
  it('costs the position plus 30k, and 50k more for one skill from its normal categories', () => {
    const g = match(lean('human'), { mercenaries: [{ position: 'Blitzer', skill: 'Tackle', name: 'Hired Hans' }, { position: 'catcher' }] });
    const [hans, catcher] = hired(g);
    expect(hans).toMatchObject({ id: 'home-12', name: 'Hired Hans', position: 'Blitzer', hired: 'mercenary', ma: 7, st: 3, ag: 3, av: 8 });
    expect(hans.skills).toEqual(['Block', 'Loner', 'Tackle']);
    expect(catcher).toMatchObject({ id: 'home-13', name: 'Mercenary Catcher', position: 'Catcher' });
    expect(catcher.skills).toEqual(['Catch', 'Dodge', 'Loner']);
    expect(g.teams.home.inducements).toEqual(['Mercenary Blitzer with Tackle', 'Mercenary Catcher']);
    expect(90_000 + MERCENARY_FEE + MERCENARY_SKILL_FEE + 70_000 + MERCENARY_FEE).toBe(270_000);
    // 270k of the 400k: a Wizard on top (150k) is too much.
    expect(refused(() => match(lean('human'), { wizard: 1, mercenaries: [{ position: 'Blitzer', skill: 'Tackle' }, { position: 'Catcher' }] }))).toEqual([
      'inducements.home: costs 420,000 gold pieces; the team-value difference gives 400,000',
    ]);
  });

  it('within the roster limit and 16 players; the extra skill from a normal category, not one he has', () => {
    const four = lean('human', 7, [{ position: 'Blitzer' }, { position: 'Blitzer' }, { position: 'Blitzer' }, { position: 'Blitzer' }]);
    expect(refused(() => match(four, { mercenaries: [{ position: 'Blitzer' }] }))).toEqual([
      'inducements.home.mercenaries[0].position: the Human roster allows 0-4 Blitzer, mercenaries included; this is number 5',
    ]);
    expect(refused(() => match(lean('human', 8), { mercenaries: [{ position: 'Ogre', skill: 'Catch' }, { position: 'Blitzer', skill: 'Block' }, { position: 'Troll' }] }))).toEqual([
      'inducements.home.mercenaries[0].skill: Catch is a Agility skill; a Ogre takes Strength skills (normal access)',
      'inducements.home.mercenaries[1].skill: a mercenary Blitzer already has Block',
      'inducements.home.mercenaries[2].position: expected a position of the Human roster (Lineman, Thrower, Catcher, Blitzer, Ogre)',
    ]);
    expect(refused(() => match(lean('human', 15), { mercenaries: [{ position: 'Catcher' }, { position: 'Thrower' }] }))).toEqual([
      'inducements.home: 15 players and 2 hired make 17; a team has at most 16',
    ]);
  });

  it('the mercenary plays with Loner: a team re-roll for him needs a 4+ first', () => {
    const m = scenario({ players: [pl('home', 1, 5, 5, { skills: ['Loner'] }), pl('away', 1, 6, 6)], rerolls: { home: 1 }, dice: [1, 3] });
    m.play(A.start('home-1', 'move'), A.move(4, 5));
    // The dodge away fails on the 1; the team re-roll first needs Loner's 4+, and a 3 wastes it.
    m.play(A.reroll('team'));
    expect(m.rolls('gridiron.loner')).toHaveLength(1);
    expect(m.rolls('gridiron.loner')[0].outcome).toBe('failure');
  });
});

describe('Star Players: with their own skills, for the teams they play for', () => {
  it('up to two, each with his own line and skills, Loner among them', () => {
    // Seven Linemen and a re-roll (400k) leave 600k for Griff (320k) and Zug (260k).
    const g = match(lean('human', 7), { stars: ['Griff Oberwald', 'Mighty Zug'] });
    const [griff, zug] = hired(g);
    expect(griff).toMatchObject({ name: 'Griff Oberwald', position: 'Star Player', hired: 'star player', ma: 7, st: 4, ag: 4, av: 8 });
    expect(griff.skills).toEqual(['Loner', 'Block', 'Dodge', 'Fend', 'Sprint', 'Sure Feet']);
    expect(zug.skills).toEqual(['Loner', 'Block', 'Mighty Blow']);
  });

  it('not for another race, not twice, not three', () => {
    expect(refused(() => match(lean('orc'), { stars: ['Griff Oberwald'] }))).toEqual(['inducements.home.stars[0]: Griff Oberwald does not play for Orc teams']);
    expect(refused(() => match(lean('orc', 6), { stars: ['Ripper', 'ripper', 'Ugroth Bolgrot'] }))).toEqual([
      'inducements.home.stars: 3 star players; a team hires at most 2',
      'inducements.home.stars[1]: Ripper is listed twice',
    ]);
  });

  it('every star on the list has only LRB6 skills, a Loner among them, and plays for shipped teams', () => {
    for (const s of STAR_PLAYERS) {
      expect(s.skills, s.name).toContain('Loner');
      for (const k of s.skills) expect(findSkill(k)?.name, `${s.name}: ${k}`).toBe(k);
      for (const t of s.teams) expect(getRoster(t), `${s.name}: ${t}`).toBeDefined();
    }
  });
});

describe('Bloodweiser Babes: +1 per Babe to the team\'s KO recovery rolls', () => {
  const ko = (order?: unknown) =>
    scenario(
      { from: 'kick-off', kicking: 'home', end: 'turn', players: [pl('home', 1, 0, 0, { place: 'ko' }), pl('away', 1, 0, 0, { place: 'ko' })], dice: [3, 3] },
      order ? { inducements: { home: order } } : {},
    );

  it('a 3 brings a KO\'d player back with one Babe; the other team\'s 3 does not', () => {
    const m = ko({ babes: 1 });
    const rolls = m.opening.filter((e): e is RollEvent => e.type === 'roll' && e.rule === 'gridiron.ko-recovery');
    expect(rolls.map((e) => [e.who, e.modifiers, e.total, e.outcome])).toEqual([
      ['home-1', [{ source: 'Bloodweiser Babes', value: 1 }], 4, 'success'],
      ['away-1', [], 3, 'failure'],
    ]);
    // Back from the KO box (the set-up may already have put him on the pitch).
    expect(m.player('home-1').place).not.toBe('ko');
    expect(m.player('away-1').place).toBe('ko');
  });

  it('without Babes the same 3 fails', () => {
    expect(ko().player('home-1').place).toBe('ko');
  });
});

describe('Extra Training: one more team re-roll for the match', () => {
  it('adds to the re-rolls of both halves', () => {
    const g = match(lean('human'), { extraTraining: 4 });
    expect(g.teams.home).toMatchObject({ rerolls: 5, rerollsBase: 5 });
  });
});

describe('Halfling Master Chef: three dice at the start of each half, each 4+ wins a re-roll and takes one', () => {
  // The pre-game: fans 2d6 each, weather 2d6, the coin toss (a d2), then the first half starts.
  const pregame = [3, 3, 3, 4, 3, 4, 1];

  it('4, 3 and 6: two re-rolls gained, two taken from the other team', () => {
    const m = scenario({ from: 'pre-game', players: [], dice: [...pregame, 4, 3, 6] } as never, { home: lean('halfling'), inducements: { home: { masterChef: 1 } } });
    m.play(A.choose('heads'), A.choose('receive'));
    expect(m.events.find((e) => e.type === 'roll' && e.rule === 'gridiron.master-chef')).toMatchObject({ who: 'home', dice: [4, 3, 6], outcome: '2 of 3' });
    // Lean Halflings have 1 re-roll, the Human line-up 2.
    expect(m.game.teams.home.rerolls).toBe(3);
    expect(m.game.teams.away.rerolls).toBe(0);
    expect(m.events.find((e) => e.type === 'master-chef')).toMatchObject({ gained: 2, stolen: 2 });
  });

  it('takes only the re-rolls the other team has; a 3 is no success', () => {
    const poor = { ...lean('human'), rerolls: 0 };
    const m = scenario({ from: 'pre-game', players: [], dice: [...pregame, 6, 6, 3] } as never, {
      home: lean('halfling', 8),
      away: poor,
      inducements: { home: { masterChef: 1 } },
    });
    m.play(A.choose('heads'), A.choose('receive'));
    expect(m.game.teams.home.rerolls).toBe(3);
    expect(m.game.teams.away.rerolls).toBe(0);
    expect(m.events.find((e) => e.type === 'master-chef')).toMatchObject({ gained: 2, stolen: 0 });
  });

  it('rolls again at the start of the second half, after the re-rolls are reset', () => {
    const m = scenario(
      { players: [pl('home', 1, 5, 5), pl('away', 1, 20, 5)], turn: 8, end: 'match', rerolls: { home: 1, away: 1 }, dice: [6, 1, 1] },
      { inducements: { home: { masterChef: 1 } } },
    );
    m.play(A.endTurn(), A.endTurn());
    expect(m.game.half).toBe(2);
    expect(m.rolls('gridiron.master-chef')).toHaveLength(1);
    expect(m.game.teams.home.rerolls).toBe(2);
    expect(m.game.teams.away.rerolls).toBe(0);
  });
});

describe('Igor: re-rolls one failed Regeneration roll, once a match', () => {
  /** away-1 blocks the Regenerating home-1 (Defender Down), armour and injury break through to the casualty table. */
  const hurt = (dice: number[], order: unknown = { igor: 1 }) => {
    const m = scenario(
      { active: 'away', players: [pl('away', 1, 5, 5), pl('home', 1, 6, 5, { skills: ['Regeneration'] }), pl('home', 2, 7, 4), pl('home', 3, 7, 6)], dice: ['pow', 6, 6, 6, 6, 6, 1, ...dice] },
      { inducements: { home: order } },
    );
    m.play(A.start('away-1', 'block'), A.block('home-1'), A.follow(false));
    return m;
  };

  it('a failed Regeneration roll: Igor has it taken again, and a 4 heals the player', () => {
    const m = hurt([1, 4]);
    expect(m.game.pending).toMatchObject({ kind: 'igor', seat: 'home' });
    m.play(A.choose('igor'));
    expect(m.rolls('gridiron.regeneration').map((e) => e.outcome)).toEqual(['failure', 'success']);
    expect(m.player('home-1').place).toBe('reserves');
    expect(m.game.teams.home.igor).toBe(false);
  });

  it('declined, Igor stays for a later roll; without Igor nobody asks', () => {
    const m = hurt([1]);
    m.play(A.choose('no'));
    expect(m.player('home-1').place).toBe('casualty');
    expect(m.game.teams.home.igor).toBe(true);
    const none = hurt([1], {});
    expect(none.game.pending?.kind).toBe('turn');
    expect(none.player('home-1').place).toBe('casualty');
  });
});

describe('Wandering Apothecaries: each one apothecary use', () => {
  /** away-1 knocks home-1 out (injury 8). */
  const ko = (order: unknown, more: number[] = []) => {
    const m = scenario(
      { active: 'away', players: [pl('away', 1, 5, 5), pl('home', 1, 6, 5), pl('home', 2, 7, 4), pl('home', 3, 7, 6)], dice: ['pow', 6, 6, 4, 4, ...more] },
      { inducements: { home: order } },
    );
    m.play(A.start('away-1', 'block'), A.block('home-1'), A.follow(false));
    return m;
  };

  it('a team with no apothecary of its own is asked, and the wandering one treats the KO', () => {
    const m = ko({ wanderingApothecaries: 1 });
    expect(m.game.pending).toMatchObject({ kind: 'apothecary', seat: 'home' });
    m.play(A.choose('apothecary'));
    expect(m.player('home-1')).toMatchObject({ place: 'pitch', stance: 'stunned' });
    expect(m.game.teams.home.wanderingApothecaries).toBe(0);
  });

  it('the team\'s own apothecary is used first', () => {
    const m = scenario(
      { active: 'away', apothecary: { home: true }, players: [pl('away', 1, 5, 5), pl('home', 1, 6, 5), pl('home', 2, 7, 4), pl('home', 3, 7, 6)], dice: ['pow', 6, 6, 4, 4] },
      { inducements: { home: { wanderingApothecaries: 2 } } },
    );
    m.play(A.start('away-1', 'block'), A.block('home-1'), A.follow(false), A.choose('apothecary'));
    expect(m.game.teams.home).toMatchObject({ apothecary: false, wanderingApothecaries: 2 });
  });

  it('once used, no more apothecary', () => {
    const m = ko({ wanderingApothecaries: 1 });
    m.play(A.choose('apothecary'));
    expect(m.game.teams.home.wanderingApothecaries).toBe(0);
    const none = ko({});
    expect(none.game.pending?.kind).toBe('turn');
    expect(none.player('home-1').place).toBe('ko');
  });
});

describe('Bribes: bought before the match, each cancels a sending-off on a 2+', () => {
  const foul = (dice: number[]) => {
    const m = scenario({ players: [pl('home', 1, 5, 5), pl('away', 1, 6, 5, { stance: 'prone' })], dice }, { inducements: { home: { bribes: 2 } } });
    m.play(A.start('home-1', 'foul'), A.foul('away-1'));
    return m;
  };

  it('doubles on the foul\'s armour roll, a bribe and a 2: the fouler stays, no turnover', () => {
    const m = foul([3, 3, 2]);
    expect(m.game.pending?.kind).toBe('bribe');
    m.play(A.choose('bribe'));
    expect(m.player('home-1').place).toBe('pitch');
    expect(m.game.teams.home.bribes).toBe(1);
    expect(m.game.pending?.kind).toBe('turn');
  });

  it('a 1 wastes the bribe and the fouler is sent off', () => {
    const m = foul([3, 3, 1]);
    m.play(A.choose('bribe'));
    expect(m.player('home-1').place).toBe('sent-off');
  });
});

describe('the Wizard: one Fireball or Lightning Bolt a match, at the start of his team\'s turn', () => {
  const wizard = (players = [pl('home', 1, 5, 5), pl('away', 1, 10, 5), pl('away', 2, 11, 6), pl('away', 3, 20, 5)], dice: number[] = [], more = {}) =>
    scenario({ players, dice, ...more }, { inducements: { home: { wizard: 1 } } });

  it('is offered before any player acts, and not once a player has', () => {
    const m = wizard();
    expect(m.offered('wizard')).toEqual([
      { type: 'wizard', spell: 'fireball' },
      { type: 'wizard', spell: 'lightning-bolt' },
    ]);
    m.play(A.start('home-1', 'move'), A.endAction());
    expect(m.offered('wizard')).toEqual([]);
  });

  it('Lightning Bolt: a standing opponent hit on a 2+ is knocked down; no turnover; once a match', () => {
    const m = wizard(undefined, [2, 1, 1]);
    m.play({ type: 'wizard', spell: 'lightning-bolt' });
    expect(m.offered('target')).toEqual([{ type: 'target', player: 'away-1' }, { type: 'target', player: 'away-2' }, { type: 'target', player: 'away-3' }]);
    m.play({ type: 'target', player: 'away-1' });
    expect(m.rolls('gridiron.lightning-bolt')[0]).toMatchObject({ who: 'away-1', target: 2, outcome: 'success' });
    expect(m.player('away-1').stance).toBe('prone');
    expect(m.rolls('gridiron.armour')).toHaveLength(1);
    expect(m.game.pending?.kind).toBe('turn');
    expect(m.offered('wizard')).toEqual([]);
    expect(m.game.teams.home.wizard).toBe(false);
  });

  it('Lightning Bolt: a 1 misses', () => {
    const m = wizard(undefined, [1]);
    m.play({ type: 'wizard', spell: 'lightning-bolt' }, { type: 'target', player: 'away-1' });
    expect(m.player('away-1').stance).toBe('standing');
  });

  it('Fireball: every standing player in the square and around it, either team, is hit on a 4+', () => {
    const players = [pl('home', 1, 5, 5), pl('home', 2, 9, 4), pl('away', 1, 10, 5), pl('away', 2, 11, 6), pl('away', 3, 12, 5), pl('away', 4, 10, 6, { stance: 'prone' })];
    // Rolled in player order: home-2 (3, missed), away-1 (4, hit), away-2 (6, hit); each hit rolls armour (1, 1).
    const m = wizard(players, [3, 4, 6, 1, 1, 1, 1]);
    m.play({ type: 'wizard', spell: 'fireball' }, { type: 'target', x: 10, y: 5 });
    expect(m.rolls('gridiron.fireball').map((e) => [e.who, e.outcome])).toEqual([
      ['home-2', 'failure'],
      ['away-1', 'success'],
      ['away-2', 'success'],
    ]);
    expect(['home-2', 'away-1', 'away-2', 'away-3'].map((id) => m.player(id).stance)).toEqual(['standing', 'prone', 'prone', 'standing']);
    expect(m.game.pending?.kind).toBe('turn');
  });

  it('Fireball: the casting team\'s own ball carrier knocked down is a turnover', () => {
    const players = [pl('home', 1, 10, 4), pl('away', 1, 10, 5), pl('away', 2, 20, 5)];
    const m = wizard(players, [5, 1, 1, 1, 1, 1, 1, 8], { ball: { carrier: 'home-1' } });
    m.play({ type: 'wizard', spell: 'fireball' }, { type: 'target', x: 10, y: 5 });
    expect(m.player('home-1').stance).toBe('prone');
    expect(m.events.some((e) => e.type === 'turn-end' && e.turnover === true)).toBe(true);
  });

  it('may be put away again before it is cast', () => {
    const m = wizard();
    m.play({ type: 'wizard', spell: 'fireball' }, { type: 'cancel' });
    expect(m.game.teams.home.wizard).toBe(true);
    expect(m.offered('wizard')).toHaveLength(2);
  });
});

describe('the log and the view', () => {
  it('a bought inducement is logged in the pre-game and shown in the team view', () => {
    const m = scenario({ from: 'pre-game', players: [], dice: [3, 3, 3, 4, 3, 4] } as never, { home: lean('human'), inducements: { home: { wizard: 1, igor: 0 } } });
    const logged = m.opening.find((e) => e.type === 'inducements')!;
    expect(logged).toEqual({ type: 'inducements', side: 'home', bought: ['Wizard'] });
    expect(m.opening.indexOf(logged)).toBeLessThan(m.opening.findIndex((e) => e.type === 'roll'));
    expect(describeEvent(logged)).toBe('home induces: Wizard');
    const teams = gridiron.view(m.game as GState).teams as Record<string, Record<string, unknown>>;
    expect(teams.home).toMatchObject({ inducements: ['Wizard'], wizard: true, igor: false, wanderingApothecaries: 0 });
    expect(teams.away.inducements).toBeUndefined();
  });
});

describe('whole matches with inducements', () => {
  it.each([
    // 10 Halflings and a re-roll (360k) against 1,000,000: 640k, spent to the last piece.
    ['halfling', { masterChef: 1, wizard: 1, babes: 2, stars: ['Puggy Baconbreath'], mercenaries: [{ position: 'Treeman' }] }],
    // 8 Skeletons and a re-roll (390k): 610k.
    ['undead', { igor: 1, wizard: 1, stars: ['Hack Enslash'], mercenaries: [{ position: 'Mummy', skill: 'Guard' }] }],
  ])('a lean %s team with its inducements plays random moves to the final whistle, and replays from JSON', (roster, order) => {
    const home = lean(roster, roster === 'halfling' ? 10 : 8);
    const { game } = start('gridiron', { seed: '11', home, away: 'human', inducements: { home: order } });
    const rng = seedRng(11);
    let cast = false;
    while (game.pending && game.step < 100_000) {
      const list = game.pending.actions;
      // Cast the wizard as soon as he is offered, so that every match plays its spell.
      const chosen = list.find((a) => a.type === 'wizard') ?? list[randInt(rng, list.length)];
      if (chosen.type === 'wizard') cast = true;
      const revived = game.step % 11 === 0 ? (JSON.parse(JSON.stringify(game)) as typeof game) : null;
      act(game, chosen);
      if (revived) {
        act(revived, chosen);
        expect(JSON.stringify(revived)).toBe(JSON.stringify(game));
      }
    }
    expect(game.result).not.toBeNull();
    expect(cast).toBe(true);
  });
});
