import { describe, expect, it } from 'vitest';
import { spot } from './test-util';

describe('opposed roll', () => {
  it('a success beats a failure', () => {
    expect(spot('opposed', { first: 50, second: 50 }, [30, 70]).outcome).toBe('first');
    expect(spot('opposed', { first: 50, second: 50 }, [70, 30]).outcome).toBe('second');
  });
  it('a better band beats a worse one', () => {
    expect(spot('opposed', { first: 50, second: 80 }, [8, 40]).outcome).toBe('first');
    expect(spot('opposed', { first: 50, second: 80 }, [40, 2]).outcome).toBe('second');
  });
  it('equal successes: the higher roll wins', () => {
    expect(spot('opposed', { first: 50, second: 80 }, [45, 30]).outcome).toBe('first');
  });
  it('both fail: neither', () => {
    expect(spot('opposed', { first: 20, second: 20 }, [50, 60]).outcome).toBe('neither');
  });
});
