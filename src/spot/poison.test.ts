import { describe, expect, it } from 'vitest';
import { spot } from './test-util';

describe('Poison', () => {
  it('POT vs CON on the resistance table: overcome, the full POT in damage', () => {
    const r = spot('poison', { pot: 12, con: 10 }, [60]);
    expect(r.rolls[0].target).toBe(60);
    expect(r.outcome).toBe('poisoned');
    expect(r.pending).toBe(12);
  });
  it('resisted: half the POT (rounded up)', () => {
    const r = spot('poison', { pot: 13, con: 10 }, [66]);
    expect(r.outcome).toBe('resisted');
    expect(r.pending).toBe(7);
  });
  it('fast poison damage lands after three melee rounds, to total hit points', () => {
    const a = spot('poison', { pot: 12, con: 10 }, [10]);
    const b = spot('poison', { action: 'wait', rounds: 2 }, [], a.state);
    expect(b.outcome).toBe('waiting');
    const c = spot('poison', { action: 'wait', rounds: 1 }, [], b.state);
    expect(c.damage).toBe(12);
    expect(c.state.damage).toBe(12);
  });
  it('slow poison waits three full turns (75 melee rounds)', () => {
    const a = spot('poison', { pot: 8, con: 10, speed: 'slow' }, [10]);
    expect(spot('poison', { action: 'wait', rounds: 74 }, [], a.state).damage).toBe(0);
    expect(spot('poison', { action: 'wait', rounds: 75 }, [], a.state).damage).toBe(8);
  });
  it('two doses are resisted separately, not as one double dose', () => {
    const r = spot('poison', { pot: 10, con: 10, doses: 2 }, [40, 70]);
    expect(r.rolls).toHaveLength(2);
    expect(r.rolls.every((e: any) => e.target === 50)).toBe(true);
    expect(r.outcome).toBe('partly-resisted');
    expect(r.pending).toBe(15);
  });
  it('an antidote cancels damage up to its POT, even damage already dealt, within ten minutes', () => {
    const a = spot('poison', { pot: 12, con: 10 }, [10]);
    const b = spot('poison', { action: 'antidote', 'antidote-pot': 8 }, [], a.state);
    expect(b.cancelled).toBe(8);
    const c = spot('poison', { action: 'wait', rounds: 3 }, [], b.state);
    expect(c.damage).toBe(4);
    const dealt = spot('poison', { action: 'wait', rounds: 3 }, [], a.state);
    const cured = spot('poison', { action: 'antidote', 'antidote-pot': 15 }, [], dealt.state);
    expect(cured.outcome).toBe('cured');
    expect(cured.state.damage).toBe(0);
  });
  it('a related antidote works at half, rounded up; too late after ten minutes', () => {
    const a = spot('poison', { pot: 12, con: 10 }, [10]);
    expect(spot('poison', { action: 'antidote', 'antidote-pot': 7, match: 'related' }, [], a.state).cancelled).toBe(4);
    const late = spot('poison', { action: 'wait', rounds: 51 }, [], a.state);
    expect(spot('poison', { action: 'antidote', 'antidote-pot': 7 }, [], late.state).outcome).toBe('too-late');
  });
});
