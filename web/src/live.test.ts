// A tab following a match live: which pushed steps are its own echo, which it plays, and when it went another way.

import { describe, expect, it } from 'vitest';
import { judge, sameAction } from './live';

const toss = { type: 'call-toss', call: 'heads' };
const form = (name: string) => ({ type: 'setup-formation', name });

describe('following a match live', () => {
  it('knows an action whatever its field order and words', () => {
    expect(sameAction({ type: 'move', x: 1, y: 2 }, { y: 2, x: 1, type: 'move', hint: 'dodge 3+' })).toBe(true);
    expect(sameAction({ type: 'move', x: 1, y: 2 }, { type: 'move', x: 1, y: 3 })).toBe(false);
  });

  it('plays the next step, passes over its own, and says when it went another way or missed steps', () => {
    const record = [toss, form('a')];
    expect(judge(record, 3, form('b'))).toBe('play');
    expect(judge(record, 2, { ...form('a') })).toBe('mine');
    expect(judge(record, 2, form('b'))).toBe('diverged');
    expect(judge(record, 4, form('b'))).toBe('diverged');
  });
});
