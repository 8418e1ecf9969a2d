// Gridiron plays byte for byte as recorded: the first 30 fingerprint matches (all 200 in the .slow twin). A refactor
// must leave this green. A rule change that is meant to change play re-records the hashes with
// `npx tsx bench/gridiron-fingerprint.ts --write` in the same commit, and says so.

import { describe, expect, it } from 'vitest';
import { fingerprint, FINGERPRINT_SETS, recorded } from '../bench/gridiron-fingerprint';

describe('gridiron fingerprint', () => {
  it(`the first ${FINGERPRINT_SETS.fast} seeded random matches play exactly as recorded`, () => {
    expect(fingerprint(FINGERPRINT_SETS.fast)).toEqual(recorded().fast);
  });
});
