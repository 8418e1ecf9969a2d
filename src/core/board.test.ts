import { describe, expect, it } from 'vitest';
import { areaCells, boardSet, BoardError, inArea, loadBoard, NOT_REACHED, obstacleAt, onBoard, resolveBoard, stepBlocked, terrainAt, walk } from './board';

/** A small walled room: rock all round, a pit, a teleporter, an end zone drawn in the rows and a rectangle area. */
const room = () => ({
  id: 'room',
  name: 'A small room',
  grid: 'square',
  width: 5,
  height: 4,
  rows: ['#####', '#.P1#', '#EE.#', '#####'],
  legend: {
    '#': { terrain: 'wall' },
    '.': { terrain: 'floor' },
    P: { terrain: 'pit' },
    '1': { terrain: 'floor', feature: { kind: 'teleporter', number: 1 } },
    E: { terrain: 'floor', areas: ['end-zone:home'] },
  },
  areas: { middle: [[1, 1, 3, 2]] },
  walls: [[1, 1, 2, 1]],
  outside: 'wall',
});

const errorOf = (data: unknown) => {
  try {
    loadBoard(data);
  } catch (e) {
    expect(e).toBeInstanceOf(BoardError);
    return (e as Error).message;
  }
  throw new Error('expected the board to be refused');
};

describe('a board is data', () => {
  it('reads the kind of every cell, its features and its areas', () => {
    const b = loadBoard(room());
    expect([b.width, b.height, b.grid, b.open]).toEqual([5, 4, 'square', false]);
    expect(terrainAt(b, 0, 0)).toBe('wall');
    expect(terrainAt(b, 2, 1)).toBe('pit');
    expect(b.features).toEqual([{ x: 3, y: 1, kind: 'teleporter', number: 1 }]);
    expect(areaCells(b, 'end-zone:home')).toEqual([{ x: 1, y: 2 }, { x: 2, y: 2 }]);
    expect(inArea(b, 'middle', 3, 2)).toBe(true);
    expect(inArea(b, 'middle', 0, 0)).toBe(false);
    expect(inArea(b, 'no-such-area', 1, 1)).toBe(false);
    expect(onBoard(b, 1, 1)).toBe(true);
    expect(onBoard(b, 0, 1)).toBe(false);
  });

  it('walls and rock stop a step; a diagonal slips past a wall end unless both routes are stopped', () => {
    const b = loadBoard(room());
    expect(stepBlocked(b, 1, 1, 2, 1)).toBe(true); // the wall between them
    expect(stepBlocked(b, 2, 1, 1, 1)).toBe(true);
    expect(stepBlocked(b, 1, 2, 2, 2)).toBe(false);
    expect(stepBlocked(b, 1, 1, 0, 1)).toBe(true); // rock
    expect(stepBlocked(b, 1, 1, 2, 2)).toBe(false); // east is walled, but south then east is open
    const boxed = loadBoard({ ...room(), walls: [[1, 1, 2, 1], [1, 1, 1, 2]] });
    expect(stepBlocked(boxed, 1, 1, 2, 2)).toBe(true); // both corner routes cross a wall
    expect(stepBlocked(b, 3, 2, 4, 3)).toBe(true); // into rock
  });

  it('an obstacle fills a floor cell: it is a feature there, not rock, so a step or a ball still comes past it', () => {
    const b = loadBoard({ ...room(), rows: ['#####', '#.PR#', '#EE.#', '#####'], legend: { ...room().legend, R: { terrain: 'floor', feature: { kind: 'obstacle' } } } });
    expect(b.features).toEqual([{ x: 3, y: 1, kind: 'obstacle' }]);
    expect(obstacleAt(b, 3, 1)).toBe(true);
    expect(obstacleAt(b, 3, 2)).toBe(false);
    expect(obstacleAt(b, 9, 9)).toBe(false);
    expect(terrainAt(b, 3, 1)).toBe('floor');
    expect(stepBlocked(b, 2, 2, 3, 2)).toBe(false); // past its corner: an obstacle is no wall end
  });

  it('one walk for rules and bots: squares from the nearest start, round walls and rock, into the cells allowed', () => {
    const b = loadBoard(room());
    const at = (x: number, y: number) => y * b.width + x;
    const notPit = (i: number) => terrainAt(b, i % b.width, Math.floor(i / b.width)) !== 'pit';
    const from11 = walk(b, [at(1, 1)], notPit);
    // East of (1,1) is a wall and then the pit: round by the end zone, whose diagonal slips past the wall's end.
    expect([from11[at(1, 1)], from11[at(1, 2)], from11[at(2, 2)], from11[at(3, 2)], from11[at(3, 1)]]).toEqual([0, 1, 1, 2, 2]);
    expect([from11[at(2, 1)], from11[at(0, 0)], from11[at(4, 2)]]).toEqual([NOT_REACHED, NOT_REACHED, NOT_REACHED]);
    // With the pit allowed it is two squares away, not one: the wall stands between.
    expect(walk(b, [at(1, 1)], () => true)[at(2, 1)]).toBe(2);
    // Walled in on two sides, the corner square walks nowhere.
    const boxed = loadBoard({ ...room(), walls: [[1, 1, 2, 1], [1, 1, 1, 2]] });
    expect([...walk(boxed, [at(1, 1)], () => true)].filter((d) => d !== NOT_REACHED)).toEqual([0]);
    // From several starts, the nearest counts; the same walk both ways.
    const both = walk(b, [at(1, 1), at(3, 1)], notPit);
    expect([both[at(3, 2)], both[at(2, 2)], both[at(1, 2)]]).toEqual([1, 1, 1]);
    expect(walk(b, [at(3, 1)], notPit)[at(1, 1)]).toBe(from11[at(3, 1)]);
  });

  it('an open pitch blocks nothing and knows no rock', () => {
    const b = loadBoard({ id: 'open', name: 'Open', grid: 'square', width: 3, height: 2, rows: ['...', '...'], legend: { '.': { terrain: 'floor' } } });
    expect(b.open).toBe(true);
    expect(stepBlocked(b, 0, 0, 1, 1)).toBe(false);
    expect(onBoard(b, 3, 0)).toBe(false);
  });

  it('a wrong cell is named by its row, column and coordinates', () => {
    const bad = room();
    bad.rows[2] = '#EQ.#';
    expect(errorOf(bad)).toBe('board: rows[2][2] (cell 2,2): a character the legend has');
  });

  it('every field names itself when wrong, in one line that never repeats the value given', () => {
    const M = 'ZZ_MARKER';
    const cases: [(b: any) => void, string][] = [
      [(b) => (b.id = M), 'board: id: a lower-case word (letters, digits and -)'],
      [(b) => (b.width = 0), 'board: width: a whole number from 1 to 100'],
      [(b) => (b.rows = b.rows.slice(1)), 'board: rows: one string for each of the 4 rows'],
      [(b) => (b.rows[1] = '#.P1'), 'board: rows[1]: one character for each of the 5 cells'],
      [(b) => (b.legend.P.terrain = M), 'board: legend["P"].terrain: one of floor, wall, pit, chasm, lava, platform'],
      [(b) => (b.legend['1'].feature.number = 0), 'board: legend["1"].feature.number: a whole number from 1 to 99'],
      [(b) => (b.legend['1'].feature.kind = M), 'board: legend["1"].feature.kind: one of teleporter, chest, entrance, obstacle, strike, bonus, launch, bounce'],
      [(b) => (b.legend.R = { terrain: 'pit', feature: { kind: 'obstacle' } }), 'board: legend["R"].terrain: floor: an obstacle stands on the floor'],
      [(b) => (b.legend.R = { terrain: 'floor', feature: { kind: 'obstacle', number: 2 } }), 'board: legend["R"].feature.number: none: an obstacle has no number and belongs to no side'],
      [(b) => (b.legend.X = { terrain: 'platform' }), 'board: legend["X"].level: a platform needs a level of 1 or more'],
      [(b) => (b.legend[M] = { terrain: 'floor' }), 'board: legend: a key of more than one character (each is one character)'],
      [(b) => (b.areas[M] = [[1, 1, 5, 2]]), 'board: areas (area 2), rectangle 1: corners on the board (5 x 4)'],
      [(b) => (b.walls = [[1, 1, 2, 2]]), 'board: walls[0]: two cells side by side: a wall runs between orthogonal neighbours'],
      [(b) => (b.outside = M), 'board: outside: "crowd" or "wall"'],
      [(b) => (b[M] = 'red'), 'board: a field is not one a board has (known: id, name, grid, width, height, rows, legend, areas, walls, outside)'],
    ];
    for (const [spoil, message] of cases) {
      const b = room();
      spoil(b);
      expect(errorOf(b)).toBe(message);
      expect(errorOf(b)).not.toContain('\n');
      expect(errorOf(b)).not.toContain(M);
    }
  });

  it('a match picks a board by id or brings its own; an unknown id is named', () => {
    const set = boardSet([room(), { ...room(), id: 'other' }]);
    expect(resolveBoard(set, undefined).id).toBe('room');
    expect(resolveBoard(set, 'other').id).toBe('other');
    const mine = { ...room(), id: 'mine' };
    expect(resolveBoard(set, mine)).toBe(resolveBoard(set, mine));
    expect(() => resolveBoard(set, 'cave')).toThrow('option "board": one of this game\'s boards (room, other) or a board of your own');
  });
});
