// BLOCKING, KNOCKBACK, KNOCKDOWNS, KNOCKOUTS AND WOUNDS (seed), as scenarios. Plain players: Block 0, Dodge 0, STR
// damage 1, armour 2, 20 hits (a wound is 5 damage). The blocker stands at (10,7); the defender at (11,7) faces him.
import { describe, expect, it } from 'vitest';
import { rerollLeft } from './state';
import { away, doAct, has, home, ofType, plain, rolls, scene } from './testkit';

type P = ReturnType<typeof plain>;
const fight = (dice: number[], opts: { att?: Record<string, unknown>; def?: Record<string, unknown>; at?: [number, number]; others?: P[]; ball?: Record<string, unknown>; options?: Record<string, unknown> } = {}) => {
  const [ax, ay] = opts.at ?? [10, 7];
  return scene({
    players: [plain('home', 1, ax, ay, opts.att), plain('away', 5, 11, 7, { facing: 5, ...opts.def }), ...(opts.others ?? [])],
    turn: { team: 'home', number: 1 },
    dice,
    ...(opts.ball ? { ball: opts.ball } : {}),
  }, opts.options);
};

describe('the block table (blocker total - defender total, read by margin)', () => {
  it.each([
    // blocker d20, defender d20, margin, result, defender knocked back, defender down, blocker down
    [15, 12, 3, 'knockdown', true, true, false],
    [20, 1, 19, 'knockdown', true, true, false],
    [14, 12, 2, 'knockback', true, false, false],
    [13, 12, 1, 'knockback', true, false, false],
    [12, 12, 0, 'knockback', true, false, false],
    [11, 12, -1, 'none', false, false, false],
    [9, 12, -3, 'none', false, false, false],
    [8, 12, -4, 'blocker-down', false, false, true],
    [6, 12, -6, 'blocker-down', false, false, true],
  ])('%i vs %i: margin %i is %s', (a, d, margin, result, back, down, blockerDown) => {
    // damage 1d4 = 1: 1 + 1 - 2 = 0, no wound
    const { g } = fight([a, d, 1]);
    const events = doAct(g, { type: 'block', target: away(5) });
    expect(ofType(events, 'block')[0]).toMatchObject({ margin, result });
    if (back) {
      expect(g.pending!.kind).toBe('push');
      doAct(g, { type: 'push', x: 12, y: 7 });
      expect(g.players[away(5)]).toMatchObject({ x: 12, y: 7 });
    } else {
      expect(g.players[away(5)]).toMatchObject({ x: 11, y: 7 });
    }
    expect(g.players[away(5)].prone).toBe(down);
    expect(g.players[home(1)].prone).toBe(blockerDown);
  });

  it('"Succeeds By 0-2: Defender is knocked back 1 hex and may be knocked down due to damage": a tie is a success by 0', () => {
    // Equal totals, margin 0. Damage 1d4 = 4: STR damage 1 + 4 - armour 2 = 3, no wound, so back but not down.
    const { g } = fight([12, 12, 4]);
    const events = doAct(g, { type: 'block', target: away(5) });
    expect(ofType(events, 'block')[0]).toMatchObject({ margin: 0, result: 'knockback' });
    expect(ofType(events, 'damage')[0]).toMatchObject({ player: away(5), damage: 3, wound: false });
    expect(g.pending!.kind).toBe('push');
    const back = doAct(g, { type: 'push', x: 12, y: 8 });
    expect(ofType(back, 'knockback')[0]).toMatchObject({ player: away(5), to: { x: 12, y: 8 } });
    expect(g.players[away(5)]).toMatchObject({ x: 12, y: 8, prone: false });
    // ... and with a wound's worth of damage (5 of 20 hits) the same tie knocks him down too.
    const hard = fight([12, 12, 4], { att: { attributes: { ...plain('home', 1, 0, 0).attributes, STR: 15 } } });
    const ev2 = doAct(hard.g, { type: 'block', target: away(5) });
    expect(ofType(ev2, 'damage')[0]).toMatchObject({ damage: 5, wound: true });
    doAct(hard.g, { type: 'push', x: 12, y: 7 });
    expect(hard.g.players[away(5)]).toMatchObject({ x: 12, y: 7, prone: true });
  });

  it('a tie earns the blocker his skill check and is not offered to Expert Blocker (it succeeded)', () => {
    const { g } = fight([12, 12, 1], { att: { maneuvers: ['expert-blocker'] } });
    doAct(g, { type: 'block', target: away(5) });
    expect(g.pending!.kind).toBe('push');
    expect(g.xp[home(1)].c).toContain('block@1');
  });

  it('fails by 7+: the blocker is knocked down and takes damage as though blocked by the defender', () => {
    const { g } = fight([5, 12, 4], { def: { attributes: { ...plain('away', 5, 0, 0).attributes, STR: 15 } } });
    const events = doAct(g, { type: 'block', target: away(5) });
    expect(ofType(events, 'block')[0]).toMatchObject({ margin: -7, result: 'blocker-hurt' });
    // defender's STR 15: STR damage 3, + 4 - armour 2 = 5
    expect(ofType(events, 'damage')[0]).toMatchObject({ player: home(1), damage: 5, wound: true });
    expect(g.players[home(1)].prone).toBe(true);
  });

  it('a block always ends the blocker\'s turn', () => {
    const { g } = fight([10, 12]);
    const events = doAct(g, { type: 'block', target: away(5) });
    expect(ofType(events, 'turn-end')[0].player).toBe(home(1));
  });

  it('blocks use the defender\'s better of Block and Dodge', () => {
    const { g } = fight([10, 10], { def: { skills: { block: 2, dodge: 5, catch: 0, kick: 0, pass: 0 } } });
    const events = doAct(g, { type: 'block', target: away(5) });
    expect(rolls(events, 'runeball.block.defence')[0].modifiers).toContainEqual({ source: 'dodge skill', value: 5 });
  });
});

describe('flank and rear attacks', () => {
  it.each([
    ['front', [10, 7], 0],
    ['side', [11, 6], 2],
    ['rear', [12, 7], 4],
  ] as const)('from the defender\'s %s: %i', (_arc, at, bonus) => {
    const { g } = fight([10, 10], { at: at as [number, number] });
    const events = doAct(g, { type: 'block', target: away(5) });
    const mods = rolls(events, 'runeball.block')[0].modifiers;
    const flank = mods.filter((m) => m.source === 'flank attack' || m.source === 'rear attack').reduce((t, m) => t + m.value, 0);
    expect(flank).toBe(bonus);
  });
});

describe('damage', () => {
  it('STR damage + 1d4 against armour 2', () => {
    const { g } = fight([15, 10, 4], { att: { attributes: { ...plain('home', 1, 0, 0).attributes, STR: 13 } } });
    const events = doAct(g, { type: 'block', target: away(5) });
    const r = rolls(events, 'runeball.damage')[0];
    expect(r.modifiers).toEqual([{ source: 'STR damage', value: 2 }, { source: 'armour', value: -2 }]);
    expect(ofType(events, 'damage')[0]).toMatchObject({ damage: 4, hits: 16 });
  });

  it('Heavy Armor is armour 3, Light Armor 1', () => {
    const heavy = fight([15, 10, 4], { def: { maneuvers: ['heavy-armor'] } });
    expect(ofType(doAct(heavy.g, { type: 'block', target: away(5) }), 'damage')[0].damage).toBe(2);
    const light = fight([15, 10, 4], { def: { maneuvers: ['light-armor'] } });
    expect(ofType(doAct(light.g, { type: 'block', target: away(5) }), 'damage')[0].damage).toBe(4);
  });

  it('a wound (25 % of max hits in one attack) knocks down even on a 0-2 success; severity is rolled at -2', () => {
    // STR 17: damage 4 + 4 - 2 = 6 >= 5; severity d6 5 - 2 = 3: serious (-2 to skills, half move)
    const { g } = fight([12, 11, 4, 5], { att: { attributes: { ...plain('home', 1, 0, 0).attributes, STR: 17 } } });
    let events = doAct(g, { type: 'block', target: away(5) });
    expect(ofType(events, 'block')[0].result).toBe('knockback');
    expect(rolls(events, 'runeball.wound')[0]).toMatchObject({ total: 3, modifiers: [{ source: 'Runeball is non-lethal', value: -2 }] });
    events = doAct(g, { type: 'push', x: 12, y: 7 });
    expect(g.players[away(5)]).toMatchObject({ prone: true, pen: 2, slow: true, wd: 6 });
  });

  it.each([
    // severity d6, total after -2, wound, skill penalty
    [1, -1, 'light', 1],
    [4, 2, 'light', 1],
    [5, 3, 'serious', 2],
    [6, 4, 'serious', 2],
  ])('severity d6 %i -> %i: %s wound', (d6, total, wound, pen) => {
    const { g } = fight([12, 11, 4, d6], { att: { attributes: { ...plain('home', 1, 0, 0).attributes, STR: 17 } } });
    const events = doAct(g, { type: 'block', target: away(5) });
    expect(rolls(events, 'runeball.wound')[0].total).toBe(total);
    expect(ofType(events, 'wound')[0].severity).toBe(wound);
    expect(g.players[away(5)].pen).toBe(pen);
  });

  it('all wounds affect all Runeball skills', () => {
    const { g } = scene({ players: [plain('home', 1, 10, 7)], ball: { x: 11, y: 7, state: 'rest' }, turn: { team: 'home', number: 1 }, dice: [9] });
    g.players[home(1)].pen = 2;
    doAct(g, { type: 'move', x: 11, y: 7 });
    const events = doAct(g, { type: 'pickup' });
    expect(rolls(events, 'runeball.recover')[0]).toMatchObject({ total: 7, outcome: 'failure' });
  });

  it('a knockout at 0 hits: the player lies on the field, out of play; the blocker earns the knockout', () => {
    const { g } = fight([15, 10, 4], { def: { hits: 2 } });
    doAct(g, { type: 'block', target: away(5) });
    expect(g.players[away(5)]).toMatchObject({ at: 'ko', prone: true, x: 11, y: 7 });
    expect(g.xp[home(1)].ko).toBe(1);
  });
});

describe('knockback', () => {
  it('the blocker chooses among the three hexes away from the block', () => {
    const { g } = fight([15, 10, 1]);
    doAct(g, { type: 'block', target: away(5) });
    expect(g.pending!.actions.map((a) => [a.x, a.y])).toEqual([[12, 8], [12, 7], [11, 8]]);
  });

  it('unoccupied hexes first', () => {
    const { g } = fight([15, 10, 1], { others: [plain('home', 2, 12, 8), plain('away', 2, 12, 7)] });
    const events = doAct(g, { type: 'block', target: away(5) });
    // one free hex left: no choice to make
    expect(ofType(events, 'knockback')[0].to).toEqual({ x: 11, y: 8 });
  });

  it('with every hex occupied, a chain push: both the defender and the occupant are pushed back', () => {
    const { g } = fight([15, 10, 1], { others: [plain('home', 2, 12, 8), plain('away', 2, 12, 7), plain('away', 3, 11, 8)] });
    doAct(g, { type: 'block', target: away(5) });
    expect(g.pending!.actions).toHaveLength(3);
    doAct(g, { type: 'push', x: 12, y: 7 });
    expect(g.pending!.kind).toBe('push');
    doAct(g, { type: 'push', x: 13, y: 7 });
    expect(g.players[away(2)]).toMatchObject({ x: 13, y: 7 });
    expect(g.players[away(5)]).toMatchObject({ x: 12, y: 7, prone: true });
  });

  it('pushed off the field only when no free hex is on it: prone in his own hex, a turnover for the blocking team', () => {
    const { g } = scene({ players: [plain('home', 1, 11, 13), plain('away', 5, 11, 14, { facing: 1 })], turn: { team: 'home', number: 1 }, dice: [13, 12, 1] });
    doAct(g, { type: 'block', target: away(5) });
    expect(g.pending!.actions.every((a) => a.label === 'out of bounds')).toBe(true);
    const events = doAct(g, { type: 'push', x: 11, y: 15 });
    expect(g.players[away(5)]).toMatchObject({ x: 11, y: 14, prone: true });
    expect(ofType(events, 'turnover')[0]).toMatchObject({ team: 0, points: 1 });
    expect(g.score).toEqual([1, 0]);
  });

  it('a ball carrier pushed out: the blocking team scores and its nearest player gets the ball', () => {
    const { g } = scene({ players: [plain('home', 1, 11, 13), plain('away', 5, 11, 14, { facing: 1 })], ball: { team: 'away', number: 5 }, turn: { team: 'home', number: 1 }, dice: [13, 12, 1] });
    doAct(g, { type: 'block', target: away(5) });
    doAct(g, { type: 'push', x: 11, y: 15 });
    expect(g.ball.by).toBe(home(1));
  });
});

describe('knockdowns', () => {
  it('a knocked-down carrier fumbles: the ball scatters 1 hex and bounces, and the blocking team takes a free activation', () => {
    const { g } = fight([15, 10, 1, 4], { ball: { team: 'away', number: 5 }, others: [plain('home', 2, 5, 3)] });
    doAct(g, { type: 'block', target: away(5) });
    const events = doAct(g, { type: 'push', x: 12, y: 7 });
    expect(ofType(events, 'scatter')[0]).toMatchObject({ from: { x: 12, y: 7 }, to: { x: 12, y: 8 }, dist: 1 });
    expect(g.ball).toMatchObject({ x: 12, y: 8, st: 'bouncing', by: -1 });
    expect(ofType(events, 'fumble')[0].team).toBe(1);
    expect(g.pending!).toMatchObject({ kind: 'free-activation', seat: 'home' });
  });
});

describe('the free activation after a knockdown', () => {
  it('by default only when the ball comes loose', () => {
    const { g } = fight([15, 10, 1], { others: [plain('home', 2, 5, 3)] });
    doAct(g, { type: 'block', target: away(5) });
    doAct(g, { type: 'push', x: 12, y: 7 });
    expect(g.players[away(5)].prone).toBe(true);
    expect(g.pending!.kind).not.toBe('free-activation');
  });

  it('with freeActivationOnKnockdown, after every knockdown a block scores', () => {
    const { g } = fight([15, 10, 1], { others: [plain('home', 2, 5, 3)], options: { freeActivationOnKnockdown: true } });
    doAct(g, { type: 'block', target: away(5) });
    doAct(g, { type: 'push', x: 12, y: 7 });
    expect(g.pending!).toMatchObject({ kind: 'free-activation', seat: 'home' });
  });
});

describe('blocking maneuvers', () => {
  it('Tackle: Block - 1 after a full move, and it ends the turn', () => {
    const { g } = scene({ players: [plain('home', 1, 4, 7), plain('away', 5, 11, 7, { facing: 5 })], turn: { team: 'home', number: 1 }, dice: [10, 10] });
    doAct(g, { type: 'move', x: 10, y: 7 });
    const events = doAct(g, { type: 'tackle', target: away(5) });
    expect(rolls(events, 'runeball.tackle')[0].modifiers).toContainEqual({ source: 'Tackle', value: -1 });
    // "A tackle always ends the tackler's turn."
    expect(ofType(events, 'turn-end')[0].player).toBe(home(1));
  });

  it('a player carrying a team-mate defends at -1', () => {
    const { g } = fight([10, 10], { def: {}, others: [plain('away', 6, 20, 3, { status: 'ko', hits: 0 })] });
    g.players[away(5)].carry = away(6);
    const events = doAct(g, { type: 'block', target: away(5) });
    expect(rolls(events, 'runeball.block.defence')[0].modifiers).toContainEqual({ source: 'carrying a team-mate', value: -1 });
  });

  it('Expert Blocker bought twice gives two rerolls a game', () => {
    const { g } = fight([5, 10, 6], { att: { maneuvers: ['expert-blocker', 'expert-blocker'] } });
    doAct(g, { type: 'block', target: away(5) });
    doAct(g, { type: 'reroll' });
    // a reroll is not rerolled, but one is still left for another block this game
    expect(g.players[home(1)].rr.block).toBe(1);
    expect(rerollLeft(g.players[home(1)], 'block')).toBe(true);
  });

  it('Slam: Block - 2, +2 damage', () => {
    const { g } = fight([15, 10, 1], { att: { maneuvers: ['slam'] } });
    const events = doAct(g, { type: 'slam', target: away(5) });
    expect(rolls(events, 'runeball.slam')[0].modifiers).toContainEqual({ source: 'Slam', value: -2 });
    expect(ofType(events, 'damage')[0].damage).toBe(2);
  });

  it('Standing Block: only against a target adjacent at the start of the turn, Block + 1, +1 damage, a full action', () => {
    const { g } = fight([15, 10, 1], { att: { maneuvers: ['standing-block'] } });
    const events = doAct(g, { type: 'standing-block', target: away(5) });
    expect(rolls(events, 'runeball.standing-block')[0].modifiers).toContainEqual({ source: 'Standing Block', value: 1 });
    expect(ofType(events, 'damage')[0].damage).toBe(1);
    const moved = scene({ players: [plain('home', 1, 9, 7, { maneuvers: ['standing-block'] }), plain('away', 5, 11, 7)], turn: { team: 'home', number: 1 } }).g;
    doAct(moved, { type: 'move', x: 10, y: 7 });
    expect(has(moved, 'standing-block')).toBe(false);
  });

  it('Trip: the trip skill, never damage, always a knockdown, no knockback', () => {
    // the next round's initiative puts the tripped defender first, so the tripper's Defense - 1 still shows
    const { g } = fight([11, 10, 1, 12], { att: { maneuvers: ['trip'], skills: { block: 0, catch: 0, kick: 0, pass: 0, trip: 3 } } });
    const events = doAct(g, { type: 'trip', target: away(5) });
    expect(rolls(events, 'runeball.trip')[0].modifiers).toContainEqual({ source: 'trip skill', value: 3 });
    expect(ofType(events, 'damage')).toHaveLength(0);
    expect(g.players[away(5)]).toMatchObject({ x: 11, y: 7, prone: true });
    expect(g.players[home(1)].def).toBe(-1);
  });

  it('Multiblock: two adjacent opponents at Block - 4, rolled separately', () => {
    // 13 - 4 = 9 against 10: fails by 1, no effect on the first, so the blocker is still up for the second
    const { g } = fight([13, 10, 13, 10], { att: { maneuvers: ['multiblock'] }, others: [plain('away', 6, 10, 8)] });
    const events = doAct(g, { type: 'multiblock', target: away(5), target2: away(6) });
    expect(rolls(events, 'runeball.multiblock')).toHaveLength(2);
    expect(ofType(events, 'block').map((b) => b.defender)).toEqual([away(5), away(6)]);
  });

  it('Strip Ball: on a success the ball scatters 1 hex, bounces, and it is a fumble', () => {
    const skills = { block: 0, catch: 0, kick: 0, pass: 0, stripBall: 5 };
    // 20 + 5 against 10 + the defender's STR 10: succeeds by 5
    const { g } = fight([20, 10, 3], { att: { maneuvers: ['strip-ball'], skills }, ball: { team: 'away', number: 5 } });
    const events = doAct(g, { type: 'strip-ball', target: away(5) });
    expect(ofType(events, 'damage')).toHaveLength(0);
    expect(g.ball).toMatchObject({ st: 'bouncing', by: -1 });
    expect(ofType(events, 'fumble')[0].team).toBe(1);
  });

  it('Strip Ball: the defender may defend with STR or DEX', () => {
    const skills = { block: 0, catch: 0, kick: 0, pass: 0, stripBall: 5 };
    const { g } = fight([10, 10], { att: { maneuvers: ['strip-ball'], skills }, ball: { team: 'away', number: 5 } });
    const events = doAct(g, { type: 'strip-ball', target: away(5) });
    expect(rolls(events, 'runeball.strip-ball.defence')[0].modifiers[0]).toEqual({ source: 'STR skill', value: 10 });
  });

  it('Roll With It: DL 12 negates the 1d4, but the defender is knocked down', () => {
    const skills = { block: 0, catch: 0, kick: 0, pass: 0, breakfall: 4, rollWithIt: 0 };
    const { g } = fight([14, 12, 12], { def: { maneuvers: ['roll-with-it'], skills } });
    doAct(g, { type: 'block', target: away(5) });
    expect(g.pending!.kind).toBe('roll-with-it');
    const events = doAct(g, { type: 'roll-with-it' });
    expect(rolls(events, 'runeball.roll-with-it')[0].outcome).toBe('success');
    expect(rolls(events, 'runeball.damage')).toHaveLength(0);
    doAct(g, { type: 'push', x: 12, y: 7 });
    expect(g.players[away(5)].prone).toBe(true);
  });

  it('Acrobatic Dodge: the defender dodges at +3', () => {
    const skills = { block: 0, catch: 0, kick: 0, pass: 0, dodge: 2, acrobatics: 5 };
    const { g } = fight([10, 10], { def: { maneuvers: ['acrobatic-dodge'], skills } });
    const events = doAct(g, { type: 'block', target: away(5) });
    expect(rolls(events, 'runeball.block.defence')[0].modifiers[0]).toEqual({ source: 'dodge skill', value: 5 });
  });

  it('Expert Blocker: once per game, reroll a block', () => {
    const { g } = fight([5, 10, 15, 1], { att: { maneuvers: ['expert-blocker'] } });
    doAct(g, { type: 'block', target: away(5) });
    expect(g.pending!.kind).toBe('reroll');
    const events = doAct(g, { type: 'reroll' });
    expect(ofType(events, 'block')[0].margin).toBe(5);
    expect(g.players[home(1)].rr.block).toBe(1);
  });

  it('Desperate Tackle: a Sprint move then a block at Block - 3', () => {
    const { g } = scene({ players: [plain('home', 1, 3, 7, { maneuvers: ['desperate-tackle'] }), plain('away', 5, 11, 7)], turn: { team: 'home', number: 1 }, dice: [10, 10] });
    doAct(g, { type: 'move', x: 10, y: 7 });
    const events = doAct(g, { type: 'desperate-tackle', target: away(5) });
    expect(rolls(events, 'runeball.desperate-tackle')[0].modifiers).toContainEqual({ source: 'Desperate Tackle', value: -3 });
  });

  it('Dump Off: a carrier about to be blocked may pass first at -3', () => {
    const { g } = fight([], { def: { maneuvers: ['dump-off'] }, ball: { team: 'away', number: 5 }, others: [plain('away', 2, 15, 7)] });
    doAct(g, { type: 'block', target: away(5) });
    expect(g.pending!).toMatchObject({ kind: 'dump-off', seat: 'away' });
    const events = doAct(g, { type: 'dump-off', target: away(2) });
    expect(rolls(events, 'runeball.pass')[0].modifiers).toContainEqual({ source: 'Dump Off', value: -3 });
  });

  it('Kick Attack that fails by 4+: the kicker falls, and the ball still flies off the defender (no second fumble)', () => {
    const { g } = fight([5, 10, 4, 2], { att: { maneuvers: ['kick-attack'] }, ball: { team: 'home', number: 1 } });
    const events = doAct(g, { type: 'kick-attack', target: away(5) });
    expect(g.players[home(1)].prone).toBe(true);
    expect(ofType(events, 'scatter')).toHaveLength(1);
    expect(ofType(events, 'scatter')[0]).toMatchObject({ from: { x: 11, y: 7 }, dir: 4, dist: 2 });
  });

  it('Kick Attack: the carrier boots the ball at an adjacent defender; the ball scatters 1d6', () => {
    const { g } = fight([15, 10, 1, 2, 3], { att: { maneuvers: ['kick-attack'] }, ball: { team: 'home', number: 1 } });
    const events = doAct(g, { type: 'kick-attack', target: away(5) });
    expect(ofType(events, 'damage')[0].damage).toBe(0);
    expect(g.players[away(5)].prone).toBe(false);
    expect(ofType(events, 'scatter')[0]).toMatchObject({ dir: 2, dist: 3 });
  });
});
