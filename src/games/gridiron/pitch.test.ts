// The pitch is a board value (boards/pitch.json) and gridiron's rules read it off the board: facts.md §2.1.

import { describe, expect, it } from 'vitest';
import { areaCells, inArea, loadBoard } from '../../core/board';
import pitchData from './boards/pitch.json';
import { GRIDIRON_BOARDS, inHalf, inScoringEndZone, inWideZone, pitchOfBoard } from './pitch';

const pitch = pitchOfBoard(GRIDIRON_BOARDS.byId.pitch);
const columns = (area: string) => [...new Set(areaCells(pitch.board, area).map((c) => c.x))];
const rows = (area: string) => [...new Set(areaCells(pitch.board, area).map((c) => c.y))];

describe('the gridiron pitch as a board (facts.md §2.1)', () => {
  it('is 26 x 15 squares, all floor, with the crowd beyond its edges', () => {
    expect([pitch.width, pitch.height, pitch.board.open, pitch.board.outside]).toEqual([26, 15, true, 'crowd']);
  });
  it('"End zones: the last column at each end"; each team scores in the other one', () => {
    expect(columns('end-zone:home')).toEqual([0]);
    expect(columns('end-zone:away')).toEqual([25]);
    expect(inScoringEndZone(pitch, 'home', 25, 7)).toBe(true);
    expect(inScoringEndZone(pitch, 'home', 0, 7)).toBe(false);
    expect(inScoringEndZone(pitch, 'away', 0, 14)).toBe(true);
  });
  it('"Halves of the pitch: 13 squares long each"; the line of scrimmage is x = 12 (home) and 13 (away)', () => {
    expect(columns('half:home')).toHaveLength(13);
    expect(columns('half:away')).toHaveLength(13);
    expect(pitch.losX).toEqual({ home: 12, away: 13 });
    expect(pitch.back).toEqual({ home: -1, away: 1 });
    expect([inHalf(pitch, 'home', 12, 0), inHalf(pitch, 'home', 13, 0), inHalf(pitch, 'away', 13, 0)]).toEqual([true, false, true]);
  });
  it('"Wide zones: 4 rows at the top and 4 at the bottom; the centre field is 7 rows"', () => {
    expect(rows('wide-zone:top')).toEqual([0, 1, 2, 3]);
    expect(rows('wide-zone:bottom')).toEqual([11, 12, 13, 14]);
    const centre = [...Array(15).keys()].filter((y) => !inWideZone(pitch, 5, y));
    expect(centre).toEqual([4, 5, 6, 7, 8, 9, 10]);
  });
  it('the fast arrays say what the board data says, cell by cell', () => {
    const b = pitch.board;
    for (let y = 0; y < 15; y++) {
      for (let x = 0; x < 26; x++) {
        expect(inWideZone(pitch, x, y)).toBe(inArea(b, 'wide-zone:top', x, y) || inArea(b, 'wide-zone:bottom', x, y));
        expect(inHalf(pitch, 'away', x, y)).toBe(inArea(b, 'half:away', x, y));
        expect(inScoringEndZone(pitch, 'away', x, y)).toBe(inArea(b, 'end-zone:home', x, y));
      }
    }
  });
  it('a board without an area gridiron needs is refused by name', () => {
    const { ['wide-zone:top']: _gone, ...areas } = pitchData.areas;
    const board = loadBoard({ ...pitchData, id: 'no-wings', areas });
    expect(() => pitchOfBoard(board)).toThrow('board: areas: gridiron\'s set-up and kick-off need an area "wide-zone:top"');
    const legend = { '.': { terrain: 'floor' }, H: { terrain: 'floor' }, A: { terrain: 'floor' } };
    expect(() => pitchOfBoard(loadBoard({ ...pitchData, id: 'no-ends', legend, areas: {} }))).toThrow('board: areas: gridiron\'s rules need an area "end-zone:home"');
  });
});
