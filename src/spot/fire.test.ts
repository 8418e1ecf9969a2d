import { describe, expect, it } from 'vitest';
import { spot } from './test-util';

describe('Fire', () => {
  it('a torch as a weapon is a light club: 15%, 1D6', () => {
    const r = spot('fire', { action: 'torch-attack' }, [15, 6]);
    expect(r.rolls[0].target).toBe(15);
    expect(r.damage).toBe(6);
    expect(spot('fire', { action: 'torch-attack' }, [16]).outcome).toBe('failure');
  });
  it('held to a foe: 1D4 to that location at the end of the first round', () => {
    const r = spot('fire', { location: 'left arm' }, [3]);
    expect(r.outcome).toBe('burned');
    expect(r.state.damage).toEqual({ 'left arm': 3 });
  });
  it('warding off the flame: POW x5', () => {
    expect(spot('fire', { ward: true, pow: 12 }, [60]).outcome).toBe('warded');
    const r = spot('fire', { ward: true, pow: 12 }, [61, 4]);
    expect(r.outcome).toBe('burned');
    expect(r.damage).toBe(4);
  });
  it('Protection or Shield always protect', () => {
    const r = spot('fire', { protected: true }, []);
    expect(r.outcome).toBe('protected');
    expect(r.rolls).toHaveLength(0);
  });
  it('a flammable target keeps burning: 1D6 each round in that location', () => {
    const a = spot('fire', { location: 'head', flammable: true }, [2]);
    expect(a.state.burning).toEqual(['head']);
    const b = spot('fire', { action: 'burn' }, [5], a.state);
    expect(b.state.damage.head).toBe(7);
  });
  it('dousing: the fire damage against 1D6 for each burning location; the higher wins, each location separately', () => {
    const s = { round: 2, burning: ['head', 'chest'], damage: {} };
    const r = spot('fire', { action: 'douse' }, [2, 5, 4, 4], s);
    expect(r.state.burning).toEqual(['chest']);
    expect(r.state.damage).toEqual({ head: 2, chest: 4 });
    expect(r.outcome).toBe('burning');
    expect(spot('fire', { action: 'douse' }, [1, 6], { round: 1, burning: ['head'], damage: {} }).outcome).toBe('out');
  });
});
