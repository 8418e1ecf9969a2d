import { describe, expect, it } from 'vitest';
import { spot } from './test-util';

describe('Knockout', () => {
  it('an aimed blow: skill halved, on SR 12', () => {
    const r = spot('knockout', { skill: 80 }, [41]);
    expect(r.rolls[0].target).toBe(40);
    expect(r.outcome).toBe('miss');
  });
  it('damage less armour against the head\'s hit points on the resistance table: success knocks out; 1 point dealt', () => {
    // 1D8+1: 7+1 = 8, less 2 armour = 6 vs head HP 4: 60%
    const r = spot('knockout', { skill: 80, damage: '1D8+1', armour: 2, 'head-hp': 4 }, [30, 7, 60]);
    expect(r.rolls[2].target).toBe(60);
    expect(r.outcome).toBe('unconscious');
    expect(r.headDamage).toBe(1);
    expect(r.state).toEqual({ unconscious: true, rounds: 0 });
  });
  it('a failed resistance roll: the target stays up, still 1 point to the head', () => {
    const r = spot('knockout', { skill: 80, damage: '1D8+1', armour: 2, 'head-hp': 4 }, [30, 7, 61]);
    expect(r.outcome).toBe('resisted');
    expect(r.headDamage).toBe(1);
  });
  it('armour that stops all the damage: no roll, no effect', () => {
    const r = spot('knockout', { skill: 80, damage: '1D4', armour: 5 }, [30, 4]);
    expect(r.outcome).toBe('no-effect');
    expect(r.rolls).toHaveLength(2);
  });
  it('CON x1 each Bookkeeping Phase to wake', () => {
    const s = { unconscious: true, rounds: 0 };
    const a = spot('knockout', { action: 'recover', con: 13 }, [14], s);
    expect(a.outcome).toBe('unconscious');
    expect(a.rolls[0].target).toBe(13);
    const b = spot('knockout', { action: 'recover', con: 13 }, [13], a.state);
    expect(b.outcome).toBe('awake');
    expect(b.state).toEqual({ unconscious: false, rounds: 2 });
  });
});
