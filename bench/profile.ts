// Random play of one ruleset for a few seconds, to be profiled:
//   node --cpu-prof --cpu-prof-dir=/tmp/prof --import tsx bench/profile.ts gridiron 10
//   npx tsx bench/hotspots.ts /tmp/prof/*.cpuprofile
import { act, newGame } from '../src/index';
import { randInt, seedRng } from '../src/core/rng';

const ruleset = process.argv[2] ?? 'gridiron';
const seconds = Number(process.argv[3] ?? 10);
const end = performance.now() + seconds * 1000;
let actions = 0;
let matches = 0;
while (performance.now() < end) {
  const game = newGame(ruleset, { seed: String(++matches) });
  const rng = seedRng(matches);
  while (game.pending) {
    act(game, game.pending.actions[randInt(rng, game.pending.actions.length)]);
    actions++;
  }
}
console.log(`${ruleset}: ${matches} matches, ${actions} actions in ${seconds} s`);
