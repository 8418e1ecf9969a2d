// The loaders and the facade refuse bad input with an error of their own kind, in one line that names the field or
// path and what it takes, and never repeat the value: a marker put wherever a value is read must not come back.
// (src/cli/no-echo.test.ts feeds the same through the command line, test/server/no-echo.test.ts through the API.)

import { describe, expect, it } from 'vitest';
import { act, DiceError, finishRecord, IllegalAction, newGame, OptionsError, parseRecord, play, replay, ReplayError, resolveSpot, startMatch, UnknownRuleset } from '../src/index';
import { die, parseDiceSum } from '../src/core/dice';
import { blockDice } from '../src/games/gridiron/block-dice';
import { seedRng } from '../src/core/rng';
import { registerRuleset } from '../src/core/registry';
import { sprint } from '../src/core/testkit/sprint';
import { loadTeam } from '../src/games/gridiron/rosters/index';
import { ROSTERS } from '../src/games/runeball/rosters';
import { parseTeam, validateTeam } from '../src/games/runeball/teamfile';
import { SpotInputError } from '../src/spot/rule';
import classic from '../src/games/dungeon/boards/classic.json';

registerRuleset(sprint);

const M = 'ZZ_MARKER_123';
const N = 999123;
const INPUT_ERRORS = [OptionsError, UnknownRuleset, IllegalAction, ReplayError, DiceError, SpotInputError];

function refuses(run: () => unknown, forbid = M): Error {
  let thrown: unknown;
  try {
    run();
  } catch (e) {
    thrown = e;
  }
  expect(thrown, 'no error').toBeInstanceOf(Error);
  const e = thrown as Error;
  expect(INPUT_ERRORS.some((k) => e instanceof k), `${e.name} is not an input error`).toBe(true);
  expect(e.message).not.toContain('\n');
  expect(e.message.toLowerCase()).not.toContain(forbid.toLowerCase());
  return e;
}

const gridironTeam = (roster: string) => ({
  name: 'Markers',
  roster,
  [M]: 1,
  rerolls: M,
  apothecary: M,
  players: [
    { number: M, name: 'A', position: M, skills: [M], injuries: [M], stats: { [M]: 1, st: M }, spp: M, [M]: 1 },
    { number: 1, name: M, position: 'Lineman' },
    { number: 1, name: 'B', position: 'Lineman' },
    M,
  ],
});

const runeballTeam = (spoil: (t: any) => void) => {
  const t = JSON.parse(JSON.stringify(ROSTERS[0]));
  spoil(t);
  return t;
};

describe('options and team files', () => {
  it.each<[string, () => unknown]>([
    ['an unknown ruleset', () => newGame(M)],
    ['an unknown option', () => newGame('sprint', { [M]: 1 })],
    ['a number option', () => newGame('sprint', { length: M })],
    ['a text option', () => newGame('sprint', { seed: { [M]: 1 } })],
    ['a gridiron roster id', () => newGame('gridiron', { home: M })],
    ['a gridiron team file', () => newGame('gridiron', { home: gridironTeam(M) })],
    ['a gridiron team file of a roster', () => newGame('gridiron', { home: gridironTeam('orc') })],
    ['a gridiron team, loaded', () => loadTeam(gridironTeam('orc'), 'home')],
    ['a gridiron team that is no object', () => loadTeam([M], 'home')],
    ['gridiron inducements', () => newGame('gridiron', { home: 'human', away: 'orc', inducements: { [M]: {}, home: { [M]: 1, bribes: M, mercenaries: [{ position: M, skill: M, [M]: 1 }, M], stars: [M] } } })],
    ['gridiron inducements that are no object', () => newGame('gridiron', { home: 'human', away: 'orc', inducements: [M] })],
    ['a runeball roster id', () => newGame('runeball', { home: M })],
    ['a dungeon board id', () => newGame('dungeon', { board: M })],
    ...(
      [
        ['its id', (b: any) => (b.id = M)],
        ['a field', (b: any) => (b[M] = 1)],
        ['a row', (b: any) => (b.rows[2] = M.padEnd(26, '.').slice(0, 26))],
        ['a legend key', (b: any) => (b.legend[M] = { terrain: 'floor' })],
        ['a terrain', (b: any) => (b.legend['.'].terrain = M)],
        ['a feature', (b: any) => (b.legend['1'].feature = { kind: M })],
        ['an area', (b: any) => (b.areas = { [M]: [[0, 0, M, 1]] })],
        ['a wall', (b: any) => (b.walls = [[0, 0, M, 0]])],
        ['the edge', (b: any) => (b.outside = M)],
      ] as const
    ).map(([what, spoil]): [string, () => unknown] => [`a dungeon board of your own: ${what}`, () => {
      const b = JSON.parse(JSON.stringify(classic));
      spoil(b);
      return newGame('dungeon', { board: b });
    }]),
    ['a runeball team that is not JSON', () => parseTeam(`{"${M}": ${M}`)],
    ...(
      [
        ['format', (t: any) => (t.format = M)],
        ['id', (t: any) => (t.id = M)],
        ['a shirt number', (t: any) => (t.players[0].number = M)],
        ['a shirt number twice', (t: any) => (t.players[1].number = t.players[0].number)],
        ['an attribute key', (t: any) => (t.players[0].attributes[M] = 10)],
        ['an attribute', (t: any) => (t.players[0].attributes.STR = M)],
        ['a skill key', (t: any) => (t.players[0].skills[M] = 1)],
        ['a skill level', (t: any) => (t.players[0].skills.block = M)],
        ['a maneuver', (t: any) => (t.players[0].maneuvers = [M])],
        ['the players', (t: any) => (t.players = M)],
      ] as const
    ).map(([what, spoil]): [string, () => unknown] => [`a runeball team file: ${what}`, () => validateTeam(runeballTeam(spoil))]),
  ])('%s', (_what, run) => {
    refuses(run);
  });

  it.each([
    ['a number option out of range', () => newGame('sprint', { length: N })],
    ['a runeball attribute out of range', () => validateTeam(runeballTeam((t) => (t.players[0].attributes.STR = N)))],
    ['a runeball skill out of range', () => validateTeam(runeballTeam((t) => (t.players[0].skills.block = N)))],
    ['a gridiron count out of range', () => loadTeam({ name: 'X', roster: 'orc', rerolls: N, players: [{ number: 1, name: 'A', position: 'Lineman' }] }, 'home')],
  ])('%s, a number', (_what, run) => {
    refuses(run, String(N));
  });
});

describe('scenarios', () => {
  const pl = (extra: object = {}) => ({ side: 'home', number: 1, ma: 6, st: 3, ag: 3, av: 8, x: 3, y: 1, ...extra });
  it.each([
    ['a gridiron side', { players: [pl({ side: M })] }],
    ['a gridiron characteristic', { players: [pl({ ma: M })] }],
    ['a gridiron square', { players: [pl({ x: M })] }],
    ['a gridiron skill', { players: [pl({ skills: [M] })] }],
    ['a gridiron stance', { players: [pl({ stance: M })] }],
    ['a gridiron carrier', { players: [pl()], ball: { carrier: M } }],
    ['a gridiron ball square', { players: [pl()], ball: { x: M, y: 1 } }],
    ['the weather', { players: [], weather: M }],
    ['the start', { players: [], from: M }],
    ['a roster id', { players: [], rosters: { home: { [M]: 1 } } }],
  ])('%s', (_what, scenario) => {
    refuses(() => newGame('gridiron', { scenario }));
  });

  it.each([
    ['a runeball team', { players: [{ team: M, number: 1, x: 4, y: 0 }] }],
    ['a runeball player', { players: [{ team: 'home', number: N, x: 4, y: 0 }] }],
    ['a runeball hex', { players: [{ team: 'home', number: 1, x: N, y: 0 }] }],
    ['a runeball turn', { players: [], turn: { team: 'home', number: N } }],
    ['a runeball kicker', { players: [], kickoff: { kicking: 'home', kicker: N } }],
  ])('%s', (_what, scenario) => {
    refuses(() => newGame('runeball', { scenario }), JSON.stringify(scenario).includes(M) ? M : String(N));
  });

  it('a scripted die the roll cannot show, and a block face that is none', () => {
    const g = newGame('sprint', { scenario: { dice: [M] } });
    refuses(() => act(g, { type: 'run' }));
    const ctx = (script: (number | string)[]) => ({ state: { rng: seedRng(1), script }, events: [] });
    refuses(() => die(ctx([N]), 6, 'r'), String(N));
    refuses(() => blockDice(ctx([M]), { rule: 'r', count: 1 }));
    refuses(() => parseDiceSum(M));
  });
});

describe('actions and records', () => {
  const recorded = () => {
    const m = startMatch('sprint', { seed: 'no-echo' });
    play(m, { type: 'run' });
    return JSON.parse(JSON.stringify(finishRecord(m)));
  };

  it.each([
    ['an action of no legal type', { type: M }],
    ['an action of no legal fields', { type: 'run', [M]: M }],
    ['an action that is no object', M],
    ['an action whose type is no text', { type: { [M]: 1 } }],
  ])('%s', (_what, action) => {
    refuses(() => act(newGame('sprint', { seed: 1 }), action as never));
  });

  it.each([
    ['the format', (r: any) => (r.format = M)],
    ['the ruleset', (r: any) => (r.ruleset = M)],
    ['the options', (r: any) => (r.options = { [M]: M })],
    ['an action', (r: any) => (r.actions[0] = { type: M })],
    ['the final hash', (r: any) => (r.final.hash = M)],
    ['the final step', (r: any) => (r.final.step = M)],
  ])('a record: %s', (_what, spoil) => {
    const r = recorded();
    spoil(r);
    refuses(() => replay(parseRecord(r)));
  });

  it('a record of another version or length: the number is not repeated', () => {
    for (const spoil of [(r: any) => (r.version = N), (r: any) => (r.final.step = N)]) {
      const r = recorded();
      spoil(r);
      refuses(() => replay(parseRecord(r)), String(N));
    }
  });
});

describe('the spot rules, called as a library', () => {
  it.each([
    ['an unknown rule', () => resolveSpot(M, {})],
    ['an unknown input', () => resolveSpot('ability', { skill: 50, [M]: 1 })],
    ['a whole number', () => resolveSpot('ability', { skill: M })],
    ['a choice', () => resolveSpot('chase', { range: M })],
    ['a location', () => resolveSpot('aimed-blow', { skill: 50, location: M })],
    ['dice', () => resolveSpot('thrown', { str: 12, dex: 12, db: M })],
    ['a state field', () => resolveSpot('drowning', { con: 12 }, { state: { round: 1, drowning: M, damage: 0 } })],
  ])('%s', (_what, run) => {
    refuses(run);
  });
});
