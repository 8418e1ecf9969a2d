// Gridiron's fingerprint: one sha256 over fixed-seed random matches (every event, every chosen action, the size of
// every list of legal actions and each final state), so a refactor that must not change a rule can show it did not.
// The hashes of the engine as it is are kept in test/gridiron-fingerprint.json and checked by
// test/gridiron-fingerprint.test.ts (the first 30 matches) and its .slow twin (all 200).
//
//   npx tsx bench/gridiron-fingerprint.ts           print the hashes now and whether they match the recorded ones
//   npx tsx bench/gridiron-fingerprint.ts --write   record them (only when a rule change is meant to change play)
//
// Each match pairs two of the shipped rosters, so that every skill comes into play.

import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { act, start } from '../src/index';
import { randomBot } from '../src/bots/random';

/** Fixed here rather than read from the roster list, so a roster added elsewhere does not move the pairings. */
export const FINGERPRINT_TEAMS: readonly string[] = [
  'human', 'orc', 'dwarf', 'skaven', 'lizardmen', 'amazon', 'goblin', 'halfling', 'ogre', 'chaos', 'undead', 'wood-elf',
  'chaos-dwarf', 'dark-elf', 'elf', 'high-elf', 'khemri', 'necromantic', 'norse', 'nurgle', 'vampire', 'chaos-pact',
  'slann', 'underworld',
];

/** The two sets checked: the fast suite's and the slow suite's. */
export const FINGERPRINT_SETS = { fast: 30, full: 200 } as const;
export type FingerprintSet = keyof typeof FINGERPRINT_SETS;

export interface Fingerprint {
  matches: number;
  actions: number;
  sha256: string;
}

/** A match stops here if it has not ended (none should; the cap only keeps a broken engine from looping). */
const MAX_ACTIONS = 50_000;

/** Plays matches with seeds 1..`matches` and hashes everything they did. */
export function fingerprint(matches: number): Fingerprint {
  const h = createHash('sha256');
  const n = FINGERPRINT_TEAMS.length;
  let actions = 0;
  for (let seed = 1; seed <= matches; seed++) {
    const home = FINGERPRINT_TEAMS[seed % n];
    const away = FINGERPRINT_TEAMS[(seed * 7 + 3) % n];
    const { game, events } = start('gridiron', { seed: String(seed), home, away });
    h.update(`match ${seed} ${home} ${away}\n`);
    h.update(JSON.stringify(events));
    const bots = { home: randomBot(`fingerprint:${seed}:home`), away: randomBot(`fingerprint:${seed}:away`) };
    while (game.pending && game.step < MAX_ACTIONS) {
      const d = game.pending;
      const a = bots[d.seat as 'home' | 'away'].choose(game, d);
      h.update(`${d.seat} ${d.kind} ${d.actions.length} ${JSON.stringify(a)}\n`);
      h.update(JSON.stringify(act(game, a)));
    }
    h.update(JSON.stringify(game));
    actions += game.step;
  }
  return { matches, actions, sha256: h.digest('hex') };
}

export const RECORD_FILE = join(dirname(fileURLToPath(import.meta.url)), '../test/gridiron-fingerprint.json');

export function recorded(): Record<FingerprintSet, Fingerprint> {
  return JSON.parse(readFileSync(RECORD_FILE, 'utf8')) as Record<FingerprintSet, Fingerprint>;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const now = {} as Record<FingerprintSet, Fingerprint>;
  for (const set of Object.keys(FINGERPRINT_SETS) as FingerprintSet[]) now[set] = fingerprint(FINGERPRINT_SETS[set]);
  if (process.argv.includes('--write')) {
    writeFileSync(RECORD_FILE, `${JSON.stringify(now, null, 2)}\n`);
    console.log(`recorded in ${RECORD_FILE}`);
  }
  let was: Partial<Record<FingerprintSet, Fingerprint>> = {};
  try {
    was = recorded();
  } catch {
    // no record yet
  }
  for (const set of Object.keys(now) as FingerprintSet[]) {
    const f = now[set];
    const same = was[set]?.sha256 === f.sha256 ? 'same as recorded' : 'DIFFERS from the record';
    console.log(`${set}: ${f.matches} matches, ${f.actions} actions, ${f.sha256} (${same})`);
  }
}
