// The verify button's check: a revealed record whose seed is the committed one and whose rolls are the ones shown
// live is verified; another seed, a forged end, or a roll shown live that the seed does not give is not.

import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { finishRecord, play, startMatch, type Event } from './engine';
import { verifyRecord } from './verify';

const SEED = 'sfc32:00112233445566778899aabbccddeeff';
const commit = createHash('sha256').update(SEED).digest('hex');

/** A few steps of gridiron played on the server's side: the record and each step's events as the channel sends them. */
function played() {
  const m = startMatch('gridiron', { seed: SEED });
  const seen = new Map<number, Event[]>();
  for (let i = 0; i < 12 && m.game.pending; i++) seen.set(m.game.step + 1, play(m, m.game.pending.actions[0]));
  return { record: { ...finishRecord(m), commit }, seen };
}

describe('verifying an online match in the browser', () => {
  it('verifies the committed seed and the rolls shown', async () => {
    const { record, seen } = played();
    expect([...seen.values()].flat().some((e) => e.type === 'roll')).toBe(true);
    expect(await verifyRecord(record, commit, seen)).toMatch(/^verified: the seed matches its commitment and all 12 steps re-play/);
  });

  it('refuses another seed, a forged end, and a roll shown that the seed does not give', async () => {
    const { record, seen } = played();
    expect(await verifyRecord({ ...record, seed: `${SEED}0` }, commit, seen)).toMatch(/^not verified: the revealed seed is not the one/);
    expect(await verifyRecord(record, '0'.repeat(64), seen)).toMatch(/^not verified: the record names another commitment/);
    const forged = { ...record, final: { ...record.final!, result: { winner: 'home', score: { home: 3, away: 0 }, reason: 'forged' } } };
    expect(await verifyRecord(forged, commit, seen)).toMatch(/^not verified: /);
    const step = [...seen.entries()].find(([, es]) => es.some((e) => e.type === 'roll'))![0];
    const lied = new Map(seen);
    lied.set(step, seen.get(step)!.map((e) => (e.type === 'roll' ? { ...e, dice: (e as { dice: number[] }).dice.map((d) => (d % 6) + 1) } : e)) as Event[]);
    expect(await verifyRecord(record, commit, lied)).toBe('not verified: 1 step showed other dice than the seed gives');
  });
});
