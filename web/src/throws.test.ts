import { describe, expect, it } from 'vitest';
import { bandOf, bandOrder, isThrow, throwCells, throwerOf } from './throws';

describe('throws on the board', () => {
  it("reads a throw's band from its own words, less the place and the score", () => {
    expect(bandOf({ type: 'throw', x: 1, y: 1, hint: 'Short Pass 4+' })).toBe('Short Pass');
    expect(bandOf({ type: 'throw', x: -1, y: 1, hint: 'Into the crowd: Long Bomb 6+' })).toBe('Long Bomb');
    expect(bandOf({ type: 'throw-at', x: 1, y: 1, label: 'Strike: throw at the Strike hex, 5 hexes' })).toBeNull();
    expect(isThrow({ type: 'move', x: 1, y: 1 })).toBe(false);
  });

  it('puts square throws and player throws on their cells, off-pitch ones nowhere', () => {
    const at = (id: string) => (id === 'p2' ? ([4, 4] as [number, number]) : null);
    const cells = throwCells(
      [
        { type: 'throw', x: 2, y: 3, hint: 'Quick Pass 2+' },
        { type: 'throw', x: -1, y: 3, hint: 'Into the crowd: Short Pass 3+' },
        { type: 'handoff', to: 'p2', hint: 'Catch 3+' },
        { type: 'move', x: 2, y: 3 },
      ],
      at,
    );
    expect([...cells.keys()].sort()).toEqual(['2,3', '4,4']);
    expect(cells.get('4,4')!.actions[0].type).toBe('handoff');
  });

  it('orders the bands nearest the thrower first, whatever they are called', () => {
    const cells = throwCells(
      [
        { type: 'throw', x: 9, y: 0, hint: 'Far 5+' },
        { type: 'throw', x: 1, y: 0, hint: 'Near 2+' },
        { type: 'throw', x: 5, y: 0, hint: 'Middle 3+' },
        { type: 'throw', x: 0, y: 2, hint: 'Near 2+' },
      ],
      () => null,
    );
    expect(bandOrder(cells.values(), [0, 0])).toEqual(['Near', 'Middle', 'Far']);
  });

  it('takes the acting player as the thrower, else the ball carrier', () => {
    const on = (id: string) => id !== 'gone';
    expect(throwerOf('a', 'b', on)).toBe('a');
    expect(throwerOf(null, 'b', on)).toBe('b');
    expect(throwerOf('gone', 'b', on)).toBe('b');
  });
});

describe('cells past the grid', () => {
  it('are no board cells (the crowd past the far edges): their actions are left to a list', async () => {
    const { withinGrid } = await import('./actions');
    const cells = new Map([['25,14', 1], ['26,3', 2], ['3,15', 3]]);
    expect([...withinGrid(cells, 26, 15).keys()]).toEqual(['25,14']);
  });
});
