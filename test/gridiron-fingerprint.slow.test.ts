// The slow suite's gridiron fingerprint: all 200 seeded random matches play exactly as recorded (see
// gridiron-fingerprint.test.ts for the fast 30 and how to re-record).

import { describe, expect, it } from 'vitest';
import { fingerprint, FINGERPRINT_SETS, recorded } from '../bench/gridiron-fingerprint';

describe('gridiron fingerprint (slow)', () => {
  it(`all ${FINGERPRINT_SETS.full} seeded random matches play exactly as recorded`, () => {
    expect(fingerprint(FINGERPRINT_SETS.full)).toEqual(recorded().full);
  });
});
