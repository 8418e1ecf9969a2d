import { describe, expect, it } from 'vitest';
import { BoundedCache } from './bounded-cache';

describe('BoundedCache', () => {
  it('keeps what it is given, up to its limit', () => {
    const c = new BoundedCache<string, number>(3);
    c.set('a', 1);
    c.set('b', 2);
    c.set('a', 3);
    expect(c.get('a')).toBe(3);
    expect(c.get('b')).toBe(2);
    expect(c.size).toBe(2);
  });

  it('never holds more than its limit, however many keys arrive', () => {
    const c = new BoundedCache<number, number>(10);
    for (let i = 0; i < 1000; i++) {
      c.set(i, i * i);
      expect(c.size).toBeLessThanOrEqual(10);
      expect(c.get(i)).toBe(i * i);
    }
  });

  it('refuses a limit below one', () => {
    expect(() => new BoundedCache(0)).toThrow(/at least 1/);
  });
});
