// What must hold for every rule in the registry, whatever the inputs: the outcome object's shape, determinism from a
// seed, and stepped rules that can be stepped.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resolveSpot, SPOT_RULES, SpotInputError, type InputSpec } from './index';

function arbInput(s: InputSpec): fc.Arbitrary<unknown> {
  switch (s.type) {
    case 'int': return fc.integer({ min: Math.max(s.min ?? -200, -200), max: Math.min(s.max ?? 200, 200) });
    case 'number': return fc.double({ min: Math.max(s.min ?? -200, -200), max: Math.min(s.max ?? 200, 200), noNaN: true });
    case 'bool': return fc.boolean();
    case 'choice': return fc.constantFrom(...s.choices!);
    case 'dice': return fc.constantFrom('0', '1D4', '1D8+1', '2D6', '-1D4', '1D8+1+1D4');
    case 'ints': return fc.array(fc.integer({ min: 0, max: 120 }), { maxLength: 4 }).map((a) => a.join(','));
    case 'text': return fc.constantFrom('head', 'chest', 'left arm', 'right leg,abdomen');
  }
}

describe('every spot rule', () => {
  it.each(SPOT_RULES.map((r) => [r.name, r] as const))('%s: shape and determinism for any valid inputs', (_, rule) => {
    const inputs = fc.record(Object.fromEntries(rule.inputs.map((s) => [s.name, arbInput(s)])));
    fc.assert(
      fc.property(inputs, fc.integer({ min: 0, max: 2 ** 31 - 1 }), (raw, seed) => {
        let a;
        try {
          a = resolveSpot(rule.name, raw, { seed });
        } catch (e) {
          // A situation the seed rules out (a state-needing action, an impossible split) is an input error, never a crash.
          expect(e).toBeInstanceOf(SpotInputError);
          return;
        }
        expect(typeof a.outcome).toBe('string');
        expect(a.outcome).toMatch(/^[a-z0-9-]+$/);
        expect(a.explanation.length).toBeGreaterThan(0);
        for (const ev of a.rolls) {
          expect(ev.rule).toBe(`spot.${rule.name}`);
          expect(Array.isArray(ev.dice)).toBe(true);
          expect(Number.isFinite(ev.total)).toBe(true);
        }
        expect(resolveSpot(rule.name, raw, { seed })).toEqual(a);
        expect(JSON.parse(JSON.stringify(a))).toEqual(a);
      }),
      { numRuns: 60 },
    );
  });

  it.each(SPOT_RULES.filter((r) => r.stateful).map((r) => [r.name, r] as const))('%s: can be stepped twenty rounds from its own state', (_, rule) => {
    const inputs = fc.record(Object.fromEntries(rule.inputs.map((s) => [s.name, arbInput(s)])));
    fc.assert(
      fc.property(inputs, fc.integer({ min: 0, max: 1000 }), (raw, seed) => {
        let state: unknown;
        for (let round = 0; round < 20; round++) {
          let r;
          try {
            r = resolveSpot(rule.name, raw, { seed: seed + round, state });
          } catch (e) {
            expect(e).toBeInstanceOf(SpotInputError);
            return;
          }
          state = r.state ?? state;
        }
      }),
      { numRuns: 20 },
    );
  });
});
