import { describe, expect, it } from 'vitest';
import { seedRng } from '../../core/rng';
import type { Event } from '../../core/types';
import { blockDice } from './block-dice';

function ctx(script: (number | string)[] = [], seed = 1) {
  return { state: { rng: seedRng(seed), script: script.slice() }, events: [] as Event[] };
}

describe('blockDice', () => {
  it.each([
    [1, 'attacker-down'],
    [2, 'both-down'],
    [3, 'push'],
    [4, 'push'],
    [5, 'defender-stumbles'],
    [6, 'defender-down'],
  ])('d6 %i is %s', (v, face) => {
    expect(blockDice(ctx([v]), { rule: 'gridiron.block', count: 1 }).faces).toEqual([face]);
  });

  it('takes face names in a script', () => {
    const r = blockDice(ctx(['pow', 'both-down', 'push']), { rule: 'gridiron.block', count: 3 });
    expect(r.faces).toEqual(['defender-down', 'both-down', 'push']);
    expect(r.event.dice).toEqual([6, 2, 3]);
  });

  it('rejects a scripted name that is no face', () => {
    expect(() => blockDice(ctx(['skulls']), { rule: 'gridiron.block', count: 1 })).toThrow(/^a scripted block die must name a block face: attacker-down, .*pow \(roll: gridiron.block\)$/);
  });
});
