import { describe as group, expect, it } from 'vitest';
import { describeBallEvent } from './describe';
import { stage } from './testkit';

group('ball events in plain words', () => {
  it('every event a pass sequence emits has a line', () => {
    const h = stage({
      players: [{ side: 'home', number: 1, x: 5, y: 1 }, { side: 'home', number: 2, x: 9, y: 1 }, { side: 'away', number: 1, x: 7, y: 1 }],
      ball: { carrier: 'home-1' }, dice: [3, 2, 2, 3, 1, 2, 5],
    });
    h.run({ p: 'gridiron.pass', thrower: 'home-1', x: 9, y: 1 });
    while (h.pending) h.act(h.pending.actions[h.pending.actions.length - 1]);
    const missing = h.events.filter((e) => e.type !== 'roll' && e.type !== 'turnover' && describeBallEvent(e) === undefined);
    expect(missing).toEqual([]);
    expect(describeBallEvent(h.events.find((e) => e.type === 'pass')!)).toBe('home-1 throws a Short Pass to 9,1');
  });
});
