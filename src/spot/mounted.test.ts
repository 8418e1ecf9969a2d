import { describe, expect, it } from 'vitest';
import { spot } from './test-util';

describe('Mounted Combat', () => {
  it('skills are the lower of the ability and Ride', () => {
    const r = spot('mounted', { skill: 80, ride: 45 }, [46]);
    expect(r.chance).toBe(45);
    expect(r.outcome).toBe('failure');
  });
  it('no two-handed swinging weapon', () => {
    expect(spot('mounted', { skill: 80, ride: 45, 'two-handed-swinging': true }, []).outcome).toBe('not-allowed');
  });
  it('an untrained mount: Ride each round; a failure means calming it next round; failing that it bolts', () => {
    const a = spot('mounted', { action: 'untrained-mount', ride: 50 }, [60]);
    expect(a.outcome).toBe('must-calm');
    const b = spot('mounted', { action: 'untrained-mount', ride: 50 }, [70], a.state);
    expect(b.outcome).toBe('bolted');
    expect(b.state.bolted).toBe(true);
    const c = spot('mounted', { action: 'untrained-mount', ride: 50 }, [20], a.state);
    expect(c.outcome).toBe('calmed');
    expect(spot('mounted', { action: 'untrained-mount', ride: 50, calm: false }, [], a.state).outcome).toBe('bolted');
    expect(spot('mounted', { action: 'untrained-mount', ride: 50 }, [50]).outcome).toBe('in-control');
  });
  it('a trained mount needs no Ride roll', () => {
    expect(spot('mounted', { action: 'untrained-mount', ride: 50, 'trained-mount': true }, []).outcome).toBe('no-roll');
  });
  it('striking down rolls D10+10', () => {
    const r = spot('mounted', { action: 'strike-down' }, [10]);
    expect(r.location).toBe('head');
    expect(r.rolls[0].total).toBe(20);
  });
  it('striking up: a hit on the rider\'s far side strikes the mount', () => {
    expect(spot('mounted', { action: 'strike-up', 'rider-side': 'left' }, [2]).outcome).toBe('mount');
    expect(spot('mounted', { action: 'strike-up', 'rider-side': 'left' }, [6]).outcome).toBe('left-leg');
    expect(spot('mounted', { action: 'strike-up', 'rider-side': 'right' }, [17]).outcome).toBe('mount');
    expect(spot('mounted', { action: 'strike-up', 'rider-side': 'right' }, [12]).outcome).toBe('chest');
  });
  it('the charge needs 20 m and uses the mount\'s damage bonus', () => {
    const r = spot('mounted', { action: 'charge', 'weapon-damage': '1D10+1', 'mount-db': '2D6' }, [5, 3, 4]);
    expect(r.damage).toBe(6 + 7);
    expect(spot('mounted', { action: 'charge', space: 15 }, []).outcome).toBe('not-allowed');
  });
});
