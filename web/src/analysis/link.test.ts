// The analysis board's links: a position packed into a link opens as the same position, in every game; a bad link
// is refused with a one-line reason that never repeats what the link held.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { view } from '../engine';
import { ANALYSIS_GAMES, gameOf, kickoffPosition, positionOf, type Position } from './position';
import { decodePosition, encodePosition, LinkError, MAX_LINK } from './link';

const refusal = async (code: string): Promise<string> => {
  try {
    await decodePosition(code);
  } catch (e) {
    expect(e).toBeInstanceOf(LinkError);
    return (e as Error).message;
  }
  throw new Error('the link opened');
};

describe('analysis links', () => {
  for (const r of ANALYSIS_GAMES) {
    it(`${r}: the kick-off position comes back from its link, and sets up the same board`, async () => {
      const p = kickoffPosition(r);
      const code = await encodePosition(p);
      expect(code.length).toBeLessThan(1000);
      const back = await decodePosition(code);
      expect(back).toEqual(p);
      expect(view(gameOf(back))).toEqual(view(gameOf(p)));
      // Read off the set-up game, the position is the one it was set up from: scenarioOf undoes the scenario.
      expect(positionOf(gameOf(back))).toEqual(p);
    });
  }

  // Any gridiron position: players on distinct squares, standing, prone or stunned, with skills, the ball anywhere.
  const SKILLS = ['Block', 'Dodge', 'Sure Hands', 'Sure Feet', 'Catch', 'Pro', 'Mighty Blow', 'Claw'];
  const gridironPosition = fc
    .uniqueArray(fc.record({ x: fc.integer({ min: 1, max: 24 }), y: fc.integer({ min: 0, max: 14 }), home: fc.boolean(), stance: fc.constantFrom('standing', 'prone', 'stunned'), skills: fc.subarray(SKILLS), ma: fc.integer({ min: 1, max: 9 }) }), { minLength: 1, maxLength: 22, selector: (p) => `${p.x},${p.y}` })
    .chain((ps) => fc.tuple(fc.constant(ps), fc.option(fc.nat(ps.length - 1)), fc.boolean()))
    .map(([ps, carrier, away]): Position => {
      const players = ps.map((p, i) => ({ side: p.home ? 'home' : 'away', number: i + 1, ma: p.ma, st: 3, ag: 3, av: 8, x: p.x, y: p.y, ...(p.stance !== 'standing' ? { stance: p.stance } : {}), ...(p.skills.length ? { skills: p.skills } : {}) }));
      const c = carrier === null ? undefined : players[carrier];
      const ball = c && !c.stance ? { carrier: `${c.side}-${c.number}` } : undefined;
      return { r: 'gridiron', o: { scenario: { players, ...(ball ? { ball } : {}), ...(away ? { active: 'away' } : {}) } } };
    });

  it('any gridiron position comes back from its link, exactly', async () => {
    await fc.assert(
      fc.asyncProperty(gridironPosition, async (p) => {
        const back = await decodePosition(await encodePosition(p));
        expect(back).toEqual(p);
        expect(positionOf(gameOf(back)).o.scenario).toEqual(positionOf(gameOf(p)).o.scenario);
      }),
      { numRuns: 60 },
    );
  });

  it('any text that is not a link is refused in one line, never repeating it', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string({ minLength: 1, maxLength: 60 }), fc.string({ unit: fc.constantFrom(...'aAbz09-_'), minLength: 6, maxLength: 80 }).map((s) => `a${s}`)), async (code) => {
        const message = await refusal(code);
        expect(message).not.toContain('\n');
        if (code.length > 3) expect(message).not.toContain(code);
      }),
      { numRuns: 200 },
    );
  });

  it("a position the rules refuse is named by its field, and the link's own words are not repeated", async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 4, maxLength: 30 }).filter((s) => !/^[a-z][a-z -]*$/.test(s)), async (junk) => {
        const p = kickoffPosition('gridiron');
        const sc = structuredClone(p.o.scenario) as { players: { skills?: string[] }[] };
        sc.players[0].skills = [junk];
        const message = await refusal(await encodePosition({ r: 'gridiron', o: { scenario: sc } as never }));
        expect(message).toMatch(/^the link's position breaks a rule: scenario\.players\[0\]\.skills\[0\]/);
        expect(message).not.toContain(junk);
      }),
      { numRuns: 30 },
    );
    // A rush player the team does not have: the engine quotes the id, the refusal does not.
    const rush = kickoffPosition('rush');
    const sc = structuredClone(rush.o.scenario) as { players: { id: string }[] };
    sc.players[0].id = 'home-<b>99';
    const message = await refusal(await encodePosition({ r: 'rush', o: { ...rush.o, scenario: sc } as never }));
    expect(message).toMatch(/breaks a rule/);
    expect(message).not.toContain('<b>');
  });

  it('names what is wrong with a bad link', async () => {
    const good = await encodePosition(kickoffPosition('rush'));
    expect(await refusal('')).toMatch(/holds no position/);
    expect(await refusal(`z${good.slice(1)}`)).toMatch(/version/);
    expect(await refusal(`${good}!`)).toMatch(/characters outside/);
    expect(await refusal(good.slice(0, good.length >> 1))).toMatch(/damaged/);
    expect(await refusal('a'.repeat(MAX_LINK + 1))).toMatch(/longer than/);
    const packed = async (v: unknown) => encodePosition(v as Position);
    expect(await refusal(await packed({ r: 'spot', o: {} }))).toMatch(/names no game/);
    expect(await refusal(await packed({ r: 'rush', o: { scenario: { players: [] }, seed: 'x' } }))).toMatch(/an option the rush board does not take/);
    expect(await refusal(await packed({ r: 'rush', o: { scenario: { players: [], dice: [6] } } }))).toMatch(/scripts dice/);
    expect(await refusal(await packed({ r: 'rush', o: {} }))).toMatch(/no position/);
  });
});
