// Issue 19: "the random and scripted bots play every roster". Every LRB6 roster's default line-up plays with no
// unimplemented skill, and the scripted coach plays a whole match for each, at home and away, to full time, every
// answer one of the actions offered; a few lean teams buy inducements (the Wizard among them) and the coach uses
// them. The random bot's thousand matches a roster are in rosters/every-roster.slow.test.ts.

import { describe, expect, it } from 'vitest';
import { act, start, type Game } from '../../index';
import type { Event } from '../../core/types';
import { getRoster, ROSTERS, type TeamFile } from '../../games/gridiron/rosters/index';
import { makeBot } from '../index';

const ids = ROSTERS.map((r) => r.id);

/** Both seats played by the scripted coach; throws on an answer that is not among the offered actions. */
function scriptedMatch(options: Record<string, unknown>, seed: string): { game: Game; events: Event[] } {
  const { game, events } = start('gridiron', { ...options, seed });
  const bots = { home: makeBot('scripted', `${seed}:home`), away: makeBot('scripted', `${seed}:away`) };
  while (game.pending && game.step < 20_000) {
    const d = game.pending;
    const a = bots[d.seat as 'home' | 'away'].choose(game, d);
    if (!d.actions.includes(a)) throw new Error(`${seed} step ${game.step}: the coach answered ${d.kind} with ${JSON.stringify(a)}, not an offered action`);
    events.push(...act(game, a));
  }
  return { game, events };
}

describe('every roster', () => {
  it.each(ids)('%s: the default line-up plays with every skill implemented', (id) => {
    // No allowUnimplementedSkills: a skill no rule plays would be an error naming it.
    const { game } = start('gridiron', { home: id, away: id, seed: '1' });
    expect(game.options.allowUnimplementedSkills).toBe(false);
    expect(game.pending).not.toBeNull();
  });

  it.each(ids.map((id, i) => [id, ids[(i + 1) % ids.length]]))('the scripted coach plays %s v %s to full time', (home, away) => {
    const { game } = scriptedMatch({ home, away }, `rosters:${home}`);
    expect(game.result?.reason).toBe('full time');
  });
});

describe('inducements in scripted play', () => {
  /** Eleven of the roster's first position and one re-roll: cheap enough to buy a Wizard and more. */
  const lean = (roster: string): TeamFile => {
    const r = getRoster(roster)!;
    return { name: `Lean ${r.name}`, roster, rerolls: 1, players: Array.from({ length: 11 }, (_, i) => ({ number: i + 1, name: `P${i + 1}`, position: r.positions[0].name })) };
  };
  const PAIRS: [string, string, Record<string, unknown>][] = [
    ['human', 'orc', { wizard: 1, bribes: 1, wanderingApothecaries: 1 }],
    ['undead', 'dwarf', { wizard: 1, igor: 1, babes: 1 }],
    ['goblin', 'vampire', { wizard: 1, bribes: 2, extraTraining: 1 }],
    ['halfling', 'chaos-pact', { wizard: 1, masterChef: 1 }],
  ];

  it('lean teams with a Wizard play to full time, and the coach casts him', () => {
    let cast = 0;
    for (const [home, away, order] of PAIRS) {
      const { game, events } = scriptedMatch({ home: lean(home), away, inducements: { home: order } }, `induced:${home}`);
      expect(game.result?.reason, `${home} v ${away}`).toBe('full time');
      if (events.some((e) => e.type === 'wizard')) cast++;
    }
    expect(cast).toBeGreaterThanOrEqual(PAIRS.length / 2);
  });
});
