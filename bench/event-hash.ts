// Plays fixed-seed matches and prints one hash of everything they logged, so a refactor that must not change the
// rules can show it did not: the same hash before and after means byte-identical events for the same actions.
//   npx tsx bench/event-hash.ts [--matches N]
// Each line is `ruleset bot matches actions sha256` (the last plays every shipped roster); the chosen actions are
// hashed too, so a change in the order of the legal actions (which a random bot picks from by index) shows even where
// the events would hide it.

import { createHash } from 'node:crypto';
import { parseArgs } from 'node:util';
import { act, start } from '../src/index';
import { makeBot } from '../src/bots/index';
import { matchSeed } from '../src/sim/match';
import { ROSTERS } from '../src/games/gridiron/rosters/index';

const { values } = parseArgs({ options: { matches: { type: 'string', default: '200' } } });
const n = Number(values.matches);

function hashRun(ruleset: string, bot: string, matches: number, teams?: (i: number) => Record<string, string>): string {
  const h = createHash('sha256');
  let actions = 0;
  for (let i = 0; i < matches; i++) {
    const seed = matchSeed(`event-hash:${ruleset}`, i);
    const { game, events } = start(ruleset, { seed: String(seed), ...teams?.(i) });
    h.update(JSON.stringify(events));
    const bots: Record<string, ReturnType<typeof makeBot>> = {};
    while (game.pending && game.step < 100_000) {
      const d = game.pending;
      const b = (bots[d.seat] ??= makeBot(bot, `${seed}:${d.seat}`));
      const a = b.choose(game, d);
      h.update(JSON.stringify(a));
      h.update(JSON.stringify(act(game, a)));
    }
    h.update(JSON.stringify(game.result));
    actions += game.step;
  }
  return `${ruleset}${teams ? ' (every roster)' : ''} ${bot} ${matches} ${actions} ${h.digest('hex')}`;
}

console.log(hashRun('gridiron', 'random', n));
console.log(hashRun('gridiron', 'scripted', Math.max(1, Math.round(n / 20))));
console.log(hashRun('runeball', 'random', Math.max(1, Math.round(n / 2))));
// Every shipped roster against every other in turn, so that every team's skills come up.
const ids = ROSTERS.map((r) => r.id);
console.log(hashRun('gridiron', 'random', n, (i) => ({ home: ids[i % ids.length], away: ids[(i * 7 + 3) % ids.length] })));
