// The board reads every registered game's view: players on their seats, on or off the board, and the ball.

import { describe, expect, it } from 'vitest';
import { makeBot } from '../../src/bots/index';
import { play, rulesets, startMatch, view } from '../../src/index';
import { readActing, readBall, readClock, readNames, readPieces, readSeats, readTrack } from './view-model';
import { decorFor, featuresOf } from './board/decor';

describe('reading views', () => {
  for (const r of rulesets()) {
    it(`${r.id}: pieces, seats, ball and markings through a random game`, () => {
      const m = startMatch(r.id, { seed: 11 });
      const bot = makeBot('random', 5);
      let onBoardSeen = 0;
      for (let i = 0; i < 300 && m.game.pending; i++) {
        const v = view(m.game) as Record<string, unknown>;
        const pieces = readPieces(v, r.seats);
        expect(pieces.length).toBe((v.players as unknown[]).length);
        const cells = new Set<string>();
        for (const p of pieces) {
          expect(p.seat).toBeGreaterThanOrEqual(0);
          expect(p.seat).toBeLessThan(r.seats.length);
          if (!p.onBoard) continue;
          onBoardSeen++;
          expect(p.x).toBeLessThan(r.grid.width);
          expect(p.y).toBeLessThan(r.grid.height);
          // Never two pieces drawn on one cell.
          expect(cells.has(`${p.x},${p.y}`)).toBe(false);
          cells.add(`${p.x},${p.y}`);
        }
        const ball = readBall(v);
        if (ball?.carrier) expect(pieces.some((p) => p.id === ball.carrier)).toBe(true);
        const acting = readActing(v);
        if (acting) expect(pieces.some((p) => p.id === acting)).toBe(true);
        expect(readSeats(v, r.seats).map((s) => s.seat)).toEqual(r.seats);
        expect(Object.keys(readNames(v)).length).toBe(pieces.length);
        readClock(v);
        play(m, bot.choose(m.game, m.game.pending));
      }
      expect(onBoardSeen).toBeGreaterThan(0);
      const v = view(m.game) as Record<string, unknown>;
      const decor = decorFor(r.id, r.grid.width, r.grid.height, v);
      // End zones (or a rush pitch's strike zones, which stop short of the first row): somewhere on the board.
      const filled = Array.from({ length: r.grid.width * r.grid.height }, (_, i) => decor.fill(i % r.grid.width, Math.floor(i / r.grid.width))).filter(Boolean);
      expect(filled.length, 'end zones are drawn').toBeGreaterThan(0);
    });
  }

  it("shows the weather only where the view has it: gridiron's, not the dungeon's, which lists its shut chests instead", () => {
    const g = view(startMatch('gridiron', { seed: 3 }).game) as Record<string, unknown>;
    const d = view(startMatch('dungeon', { seed: 3 }).game) as Record<string, unknown>;
    expect(typeof g.weather).toBe('string');
    expect(readClock(g)).toContain(String(g.weather).replace(/-/g, ' '));
    expect('weather' in d).toBe(false);
    const numbers = (d.chests as { number: number }[]).map((c) => c.number);
    expect(numbers.length).toBeGreaterThan(0);
    expect(readClock(d)).toEqual([`chests ${numbers.join(', ')} shut`]);
    expect(readClock({ ...d, chests: [{ number: 4, x: 1, y: 1 }] })).toEqual(['chest 4 shut']);
    expect(readClock({ ...d, chests: [] })).toEqual(['every chest open']);
    // Each coach's turn stays on his score line.
    expect(readSeats(d, ['home', 'away']).every((l) => l.facts.some((f) => /^turn \d+$/.test(f)))).toBe(true);
  });

  it('takes text or numbered ids and several shapes of place and stance', () => {
    const pieces = readPieces(
      {
        players: [
          { id: 'home-1', side: 'home', number: 1, x: 3, y: 4, place: 'pitch', stance: 'stunned' },
          { id: 7, team: 'away', number: 2, x: -1, y: -1, status: 'bench', prone: false },
          { id: 8, team: 'away', number: 3, x: 5, y: 5, status: 'field', prone: true, facing: 4 },
        ],
        ball: { x: 5, y: 5, state: 'held', carrier: 8 },
      },
      ['home', 'away'],
    );
    expect(pieces.map((p) => [p.id, p.seat, p.onBoard, p.stance, p.hasBall])).toEqual([
      ['home-1', 0, true, 'stunned', false],
      ['7', 1, false, 'standing', false],
      ['8', 1, true, 'prone', true],
    ]);
    expect(pieces[2].facing).toBe(4);
  });
});

describe('map features', () => {
  it('reads walls, chests and teleporters a view lists, wherever it lists them', () => {
    const v = {
      features: [{ x: 1, y: 2, kind: 'wall' }],
      board: { features: [{ x: 3, y: 3, type: 'chest', label: 'gold' }, { x: 'bad', y: 0, kind: 'wall' }] },
      pitch: { features: [{ x: 5, y: 1, kind: 'teleporter', label: 'A' }] },
    };
    expect(featuresOf(v)).toEqual([
      { x: 1, y: 2, kind: 'wall' },
      { x: 3, y: 3, kind: 'chest', label: 'gold' },
      { x: 5, y: 1, kind: 'teleporter', label: 'A' },
    ]);
    expect(decorFor('dungeon', 26, 15, v).marks.map((m) => m.kind)).toEqual(['wall', 'chest', 'teleporter']);
  });

  it('draws a dungeon from its board data: rock, end zones, platforms, and a thick wall where rock meets the floor', () => {
    const board = {
      grid: 'square',
      width: 4,
      height: 3,
      outside: 'wall',
      rows: ['#..P', 'H..P', '####'],
      legend: { '#': { terrain: 'wall' }, '.': { terrain: 'floor' }, P: { terrain: 'platform', level: 2 }, H: { terrain: 'floor', areas: ['end-zone:home'] } },
      walls: [[1, 0, 2, 0]],
    };
    const d = decorFor('dungeon', 4, 3, { board, pitch: null, features: [{ x: 0, y: 0, kind: 'wall' }, { x: 2, y: 1, kind: 'chest', label: '1' }] });
    expect([d.fill(0, 0), d.fill(0, 1), d.fill(3, 0)]).toEqual(['rock', 'endzone dungeon', 'platform lvl-2']);
    const walls = d.lines.filter((l) => l.kind === 'wall');
    // Between (0,0) rock and (1,0) floor; the edge the data names between (1,0) and (2,0); the board's top edge above (1,0).
    expect(walls).toContainEqual({ x1: 1, y1: 0, x2: 1, y2: 1, kind: 'wall' });
    expect(walls).toContainEqual({ x1: 2, y1: 0, x2: 2, y2: 1, kind: 'wall' });
    expect(walls).toContainEqual({ x1: 1, y1: 0, x2: 2, y2: 0, kind: 'wall' });
    expect(walls).not.toContainEqual({ x1: 2, y1: 1, x2: 2, y2: 2, kind: 'wall' });
    // Rock is drawn as rock: the wall features are not marked again; the chest is.
    expect(d.marks.map((m) => m.kind)).toEqual(['chest']);
  });

  it('reads a rush view: role letters, threat hexes, lying models, the rush marker, tokens and the score track', () => {
    const m = startMatch('rush', { seed: 4 });
    play(m, m.game.pending!.actions.find((a) => a.type === 'formation')!);
    const v = view(m.game) as Record<string, unknown>;
    const home = readPieces(v, ['home', 'away']).filter((p) => p.seat === 0 && p.onBoard);
    expect(home).toHaveLength(6);
    for (const p of home) {
      expect(p.role).toMatch(/^[SJG]$/);
      // Facing the Visitor's end (up-right): the hexes up, up-right and down-right of it.
      expect(p.facing).toBe(2);
      expect(p.threat).toHaveLength(3);
    }
    const down = readPieces({ players: [{ id: 'a', team: 'home', x: 1, y: 1, down: true, facing: 3, role: 'guard', threat: [] }] }, ['home', 'away'])[0];
    expect([down.stance, down.role, down.threat]).toEqual(['prone', 'G', []]);
    expect(readClock({ rush: 3, rushes: 14, active: 'away', tokens: 1 }, { away: 'Greenmoon Smackers' })).toEqual(['rush 3 of 14', 'Greenmoon Smackers rushing', '1 token left']);
    expect(readClock({ rush: 2, rushes: 14, suddenDeath: true, active: 'home', tokens: 5 })).toEqual(['Sudden Death, rush 2', 'home rushing', '5 tokens left']);
    expect(readTrack({ track: -3, landslide: 7 })).toEqual({ value: -3, reach: 7 });
    expect(readTrack({ score: { home: 1 } })).toBeNull();
  });

  it('shades a hex board from its data: strike zones by the side scoring there, darker bands toward the Strike Hex', () => {
    const board = {
      grid: 'hex',
      width: 4,
      height: 2,
      rows: ['....', '....'],
      legend: { '.': { terrain: 'floor' } },
      areas: { 'strike-zone:home:1': [[2, 0, 3, 1]], 'band:1': [[3, 0, 3, 1]], 'band:2': [[2, 0, 2, 1]] },
    };
    const d = decorFor('rush', 4, 2, { board, features: [{ x: 3, y: 0, kind: 'strike', label: '1', side: 'home' }] });
    expect([d.fill(0, 0), d.fill(2, 1), d.fill(3, 0)]).toEqual([null, 'strike-zone zone-home band-2', 'strike-zone zone-home band-1']);
    expect(d.lines).toEqual([]);
    expect(d.marks).toEqual([{ x: 3, y: 0, kind: 'strike', label: '1', side: 'home' }]);
  });
});
