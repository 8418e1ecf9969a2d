import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { randomBot } from '../../bots/random';
import { scriptedBot } from '../../bots/scripted/index';
import '../../bots/scripted/players';
import { describeEvent as coreWords, describeRoll } from '../../core/describe';
import { act, start } from '../../core/game';
import type { Event, RollEvent } from '../../core/types';
import { describeEvent } from './describe';
import { rushRuleset } from './index';
import type { RushState } from './state';
import { scene, send, type RGame } from './testkit';

/** The log's lines for a step's events, rolls in core's words. */
const lines = (g: RGame, ev: Event[]) => ev.map((e) => (e.type === 'roll' ? describeRoll(e as RollEvent) : describeEvent(e, g)));

/** A line that is the kernel's catch-all ("type: field=value") or that leaked a missing field. */
function generic(text: string | undefined, e: Event): boolean {
  if (!text) return true;
  const { type, ...rest } = e;
  const fallback = Object.keys(rest).length ? `${type}: ` : type;
  return text.startsWith(fallback) && text.includes('=') || /undefined|NaN|\[object/.test(text);
}

describe('the rush log in a DreadBall coach\'s words', () => {
  it('every event of seeded matches (random and scripted coaches) has its own wording (no fallback), rolls included', () => {
    const seen = new Set<string>();
    for (const seed of [1, 2, 3]) {
      const { game, events } = start('rush', { seed, declareOne: true, killedAt4: true });
      // The scripted coach scores, passes and steals; the random one tries everything else.
      const bots = seed === 1 ? [randomBot('1:home'), randomBot('1:away')] : [scriptedBot(`${seed}:home`), randomBot(`${seed}:away`)];
      const check = (ev: Event[]) => {
        for (const e of ev) {
          seen.add(e.type);
          const text = e.type === 'roll' ? describeRoll(e as RollEvent) : describeEvent(e, game as unknown as RushState);
          expect(generic(text, e), `${e.type}: ${text}`).toBe(false);
          // The app and the CLI reach it through the kernel, which must hand it to the ruleset.
          expect(coreWords('rush', e, game)).toBe(text);
        }
      };
      check(events);
      for (let step = 0; game.pending && step < 20_000; step++) {
        const d = game.pending;
        check(act(game, bots[d.seat === 'home' ? 0 : 1].choose(game, d)));
      }
      expect(game.result).not.toBeNull();
    }
    // The matches reach the everyday events; the rest are the scripted scenarios' below.
    for (const t of ['place', 'rush', 'action', 'step', 'roll', 'rush-end', 'launch', 'match-end', 'throw', 'strike']) expect(seen).toContain(t);
  });

  it('every event type the rules emit has a wording (read from the rules\' own emit calls)', () => {
    const dir = __dirname;
    const literal = new Set<string>();
    let dynamic = 0;
    for (const f of readdirSync(dir).filter((n) => n.endsWith('.ts') && !n.endsWith('.test.ts'))) {
      const src = readFileSync(join(dir, f), 'utf8');
      for (const call of src.match(/emit\(ctx, [^;]*\);/g) ?? []) {
        const types = [...call.matchAll(/type: '([a-z-]+)'/g)].map((m) => m[1]);
        types.forEach((t) => literal.add(t));
        if (types.length === 0) dynamic++;
      }
    }
    // The three emits whose type is a variable: a shift's reason (approach.ts), the reaction (reaction.ts) and the
    // attack (target.ts). A new one fails the count, to be added here.
    const variable = ['step', 'pushed', 'follow-up', 'dodge-step', 'slamback', 'dodge', 'slam', 'steal'];
    expect(dynamic).toBe(3);
    expect(literal.size).toBeGreaterThan(25);
    const { game } = start('rush', { seed: 1 });
    for (const type of [...literal, ...variable]) {
      const e = { type, player: 'home-1', target: 'away-1', from: type === 'scatter' ? { x: 0, y: 1 } : 'away-1', players: ['home-1'], action: 'slam', x: 1, y: 2, to: { x: 1, y: 2 }, rush: 3, team: 'home', hits: 2, saved: 1, taken: 1, rushes: 1, dir: 1, why: 'drop', points: 1, track: 1, winner: 'home', reason: 'landslide', tokens: 4, token: 1, free: false, range: 3, accurate: true, successes: 1, strike: false, suddenDeath: false, test: 'dash', left: 0 };
      const text = describeEvent(e, game as unknown as RushState);
      expect(generic(text, e), `${type}: ${text}`).toBe(false);
    }
  });

  it('a Run with an Evade: the action, its token, the step and the pool in plain words', () => {
    // home-4 (Human Jack, Speed 4+) at (4,5); the Orc away-1 behind him threatens his hex: 2 dice, 4 and 1.
    const { g } = scene({ players: [{ id: 'home-4', x: 4, y: 5, facing: 1 }, { id: 'away-1', x: 4, y: 6, facing: 1 }], dice: [4, 1] });
    expect(lines(g, send(g, 'run', { player: 'home-4' }))).toEqual(['Human Jack #4 runs (token 1 of 2; 4 tokens left)']);
    expect(lines(g, send(g, 'step', { dir: 1 }))).toEqual([
      'Human Jack #4 steps to (4, 4)',
      'rush.evade (home-4): 3 dice -1 enemy threat, 4+ each: rolled [4, 1]: 1 success, needed 1: success',
    ]);
  });

  it('a Slam, the Dodge, the push, the follow-up, the knock-down and the armour check; the buttons named', () => {
    // Human Guard #7 slams Goblin Jack #4 in front of him: 4 dice (Guard) 4, 4, 1, 1 against a Dodge of 2, 2, 1 at
    // 3+ (Goblin Speed): 2 successes to 0, a Double; Armour (4+) 4, 1, 1 saves one of the 2 hits.
    const { g } = scene({ players: [{ id: 'home-7', x: 4, y: 6, facing: 1 }, { id: 'away-4', x: 4, y: 5, facing: 4 }], ball: { x: 20, y: 10 }, dice: [4, 4, 1, 1, 1, 1, 1, 4, 1, 1] });
    expect(lines(g, send(g, 'slam', { player: 'home-7' }))).toEqual(['Human Guard #7 goes in to Slam (token 1 of 2; 4 tokens left)']);
    send(g, 'stop', { facing: 1 });
    expect(g.pending!.actions.find((a) => a.type === 'decline')!.label).toBe('no Slam');
    expect(lines(g, send(g, 'slam', { target: 'away-4' }))).toEqual(['Human Guard #7 slams Goblin Jack #4']);
    expect(g.pending!.actions.map((a) => a.label)).toEqual(['Slamback', 'Dodge']);
    const ev = send(g, 'dodge');
    expect(lines(g, ev)).toEqual([
      'Goblin Jack #4 dodges',
      'rush.slam (home-7): 3 dice +1 Guard, 4+ each: rolled [4, 4, 1, 1]: 2 successes',
      'rush.dodge (away-4): 3 dice, 3+ each: rolled [1, 1, 1]: 0 successes',
    ]);
    expect(g.pending!.actions.map((a) => a.label)).toEqual(['push back to (4, 4)', 'push back to (3, 4)', 'push back to (5, 4)']);
    expect(lines(g, send(g, 'push', { x: 3, y: 4 }))).toEqual(['Goblin Jack #4 is pushed back to (3, 4)']);
    expect(g.pending!.actions.map((a) => a.label)).toEqual(['follow up', 'stay put']);
    expect(lines(g, send(g, 'follow'))).toEqual([
      'Human Guard #7 follows up to (4, 5)',
      'Human Guard #7 and Goblin Jack #4 turn to face each other',
      'Goblin Jack #4 is knocked down',
      'rush.armour (away-4): 3 dice, 4+ each: rolled [4, 1, 1]: 1 success',
      "Goblin Jack #4's armour saves 1 of 2 hits: 1 taken",
      'Goblin Jack #4 is out of play for 1 rush',
    ]);
  });

  it('a Strike from the Bonus Hex: the throw, the points and the track, the rush\'s end and the next launch', () => {
    // Human Jack #4 at (22,2), band 3 and the Bonus Hex, 3 hexes from the Strike Hex: 2 dice, 4 and 1; the
    // Visitor's rush launches the ball at launch hex 3.
    const { g } = scene({ players: [{ id: 'home-4', x: 22, y: 2, facing: 3 }], ball: { carrier: 'home-4' }, dice: [4, 1, 3] });
    send(g, 'throw', { player: 'home-4' });
    send(g, 'stop', { facing: 3 });
    expect(g.pending!.actions.map((a) => a.label)).toEqual(['Strike: throw at the Strike hex, 3 hexes', 'keep the ball']);
    const ev = send(g, 'throw-at', { strike: true }).filter((e) => e.type !== 'roll');
    expect(lines(g, ev)).toEqual([
      'Human Jack #4 throws at the Strike hex from 3 hexes: on target',
      'Strike! 4 points for the Trontek 29ers (track +4)',
      'Rush 1 ends: the Trontek 29ers threw the ball',
      'Rush 2: the Greenmoon Smackers rush',
      expect.stringMatching(/^the ball is launched onto \(\d+, \d+\)$/),
    ]);
  });

  it('a failed Pick Up: the scatter with "1" declared (its buttons named), and the rush ends', () => {
    // home-4 steps onto the ball at (4,4) and rolls 1, 2, 3; "1" is down-right, the scatter rolls 2 (down) and 2.
    const { g } = scene({ players: [{ id: 'home-4', x: 4, y: 5, facing: 1 }], ball: { x: 4, y: 4 }, dice: [1, 2, 3, 2, 2] });
    send(g, 'run', { player: 'home-4' });
    send(g, 'step', { dir: 1 });
    expect(g.pending!.actions.map((a) => a.label)).toEqual(['declare "1" ↑ up', 'declare "1" ↗ up-right', 'declare "1" ↘ down-right', 'declare "1" ↓ down', 'declare "1" ↙ down-left', 'declare "1" ↖ up-left']);
    const ev = send(g, 'declare-one', { dir: 3 }).filter((e) => e.type !== 'roll');
    expect(lines(g, ev).slice(0, 4)).toEqual([
      '"1" is declared ↘ down-right',
      'the ball scatters (failed pick-up) from (4, 4) to (4, 6)',
      'the ball comes to rest at (4, 6)',
      'Rush 1 ends: the Trontek 29ers failed to pick up the ball',
    ]);
  });

  it('a Steal won with a Double, and players named without a state by their ids', () => {
    const { g } = scene({ players: [{ id: 'home-1', x: 4, y: 6, facing: 1 }, { id: 'away-4', x: 4, y: 5, facing: 4 }], ball: { carrier: 'away-4' }, dice: [4, 4, 1, 1, 1, 1, 1] });
    send(g, 'steal', { player: 'home-1' });
    send(g, 'stop', { facing: 1 });
    expect(lines(g, send(g, 'steal', { target: 'away-4' }))).toEqual(['Human Striker #1 tries to steal the ball from Goblin Jack #4']);
    const ev = send(g, 'dodge').filter((e) => e.type !== 'roll');
    expect(lines(g, ev)).toEqual(['Goblin Jack #4 dodges', 'Human Striker #1 steals the ball from Goblin Jack #4!']);
    expect(describeEvent(ev[1])).toBe('home-1 steals the ball from away-4!');
  });
});
