// The bots' pace: how long a bot's move is held before it is played.

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Pacer, PACE_MS } from './pace';

const settled = async (p: Promise<void>) => {
  let done = false;
  void p.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
};

describe('pacer', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('fast plays at once; normal holds a move about 400 ms, even through repeated renders', async () => {
    const p = new Pacer();
    p.setMode('fast');
    expect(await settled(p.pause())).toBe(true);
    p.setMode('normal');
    const held = p.pause();
    p.setMode('normal');
    await vi.advanceTimersByTimeAsync(PACE_MS.normal - 50);
    expect(await settled(held)).toBe(false);
    await vi.advanceTimersByTimeAsync(60);
    expect(await settled(held)).toBe(true);
  });

  it('step holds a move until "next", and leaving step mode lets it go', async () => {
    const p = new Pacer();
    p.setMode('step');
    const held = p.pause();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await settled(held)).toBe(false);
    p.next();
    expect(await settled(held)).toBe(true);
    const again = p.pause();
    p.setMode('normal');
    expect(await settled(again)).toBe(true);
  });

  it('skip lets the held move go and the next ones too, until skipping stops', async () => {
    const p = new Pacer();
    p.setMode('step');
    const held = p.pause();
    p.skip();
    expect(await settled(held)).toBe(true);
    expect(await settled(p.pause())).toBe(true);
    p.skipping = false;
    expect(await settled(p.pause())).toBe(false);
  });
});
