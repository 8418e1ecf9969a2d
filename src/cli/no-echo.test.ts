// Bad input to every command is refused in one line that names the flag or field and what it takes, and never
// repeats what was typed: a marker fed as the bad value, in every place a command reads one, must not come back.
// Each case runs through `main` (exit code 2, one line on stderr) and through the command itself, so the guard in
// `oneLine` (which hides words over 40 characters) cannot be what keeps the marker out.

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerRuleset } from '../core/registry';
import { sprint } from '../core/testkit/sprint';
import { finishRecord, play, startMatch } from '../core/replay';
import { SPOT_RULES } from '../spot/index';
import type { InputSpec, StateField } from '../spot/rule';
import { commands } from './commands/index';
import type { Io } from './command';
import { main } from './main';

const M = 'ZZ_MARKER_123';
const dir = mkdtempSync(join(tmpdir(), 'turnover-noecho-'));
const file = (name: string, text: string): string => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};

beforeAll(() => registerRuleset(sprint));

const noEcho = (text: string, forbid = [M]) => {
  for (const f of forbid) expect(text.toLowerCase()).not.toContain(f.toLowerCase());
};

/** A number typed where it is out of range is the user's value as much as a word is. */
const N = '999123';

async function refuses(argv: string[], forbid = [M]): Promise<void> {
  const out: string[] = [];
  const err: string[] = [];
  const io: Io = { out: (t) => out.push(t), err: (t) => err.push(t), isTTY: false };
  const code = await main(argv, io);
  expect(code).toBe(2);
  expect(err).toHaveLength(1);
  expect(err[0]).not.toContain('\n');
  noEcho(err[0], forbid);
  // The command's own error, before main's guard: the same promise.
  const entry = commands.find((c) => c.name === argv[0]);
  if (!entry) return;
  let thrown: unknown;
  try {
    await (await entry.load()).run(argv.slice(1), { out: () => {}, err: () => {}, isTTY: false });
  } catch (e) {
    thrown = e;
  }
  expect(thrown).toBeInstanceOf(Error);
  expect((thrown as Error).message).not.toContain('\n');
  noEcho((thrown as Error).message, forbid);
}

// A gridiron team file with the marker wherever a value is read: as a key, a roster, a count, a flag, a position, a
// skill, an injury, a characteristic's key and value, a shirt number and a player.
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

let records = 0;
const record = (change: (r: any) => void = () => {}) => {
  const m = startMatch('sprint', { seed: 'no-echo' });
  play(m, { type: 'run' });
  const r: any = finishRecord(m);
  change(r);
  return file(`record-${++records}.json`, JSON.stringify(r));
};

describe('no command repeats a bad value', () => {
  it.each([
    ['an unknown command', () => [M]],
    ['rulesets: an argument', () => ['rulesets', M]],
    ['rulesets: an unknown option', () => ['rulesets', `--${M}`]],
    ['play: the ruleset', () => ['play', M]],
    ['play: an extra argument', () => ['play', 'sprint', M]],
    ['play: an unknown option', () => ['play', 'sprint', `--${M}`, '1']],
    ['play: --bots', () => ['play', 'sprint', '--bots', M]],
    ['play: --max-actions', () => ['play', 'sprint', '--max-actions', M]],
    ['play: --option without =', () => ['play', 'sprint', '--option', M]],
    ['play: --option naming no option', () => ['play', 'sprint', '--option', `${M}=1`]],
    ['play: --option with a bad number', () => ['play', 'sprint', '--option', `length=${M}`]],
    ['play: --option with bad JSON', () => ['play', 'sprint', '--option', `scenario={${M}`]],
    ['play: a scripted die', () => ['play', 'sprint', '--option', `scenario={"dice":["${M}"]}`]],
    ['play: a roster id', () => ['play', 'gridiron', '--home', M]],
    ['play: a team file that is not there', () => ['play', 'gridiron', '--home', join(dir, `${M}.json`)]],
    ['play: a team file that is not JSON', () => ['play', 'gridiron', '--home', file('bad.json', `{"${M}": ${M}`)]],
    ['play: a gridiron team file', () => ['play', 'gridiron', '--home', file('g1.json', JSON.stringify(gridironTeam(M)))]],
    ['play: a gridiron team file of a roster', () => ['play', 'gridiron', '--home', file('g2.json', JSON.stringify(gridironTeam('orc')))]],
    ['play: a runeball team file', () => ['play', 'runeball', '--away', file('r.json', JSON.stringify({ format: M, id: 'x', name: 'X', players: [] }))]],
    ['play: a runeball roster id', () => ['play', 'runeball', '--away', M]],
    ['play: gridiron inducements', () => ['play', 'gridiron', '--home', 'human', '--away', 'orc', '--option',
      `inducements=${JSON.stringify({ [M]: {}, home: { [M]: 1, bribes: M, mercenaries: [{ position: M, skill: M, [M]: 1 }, M], stars: [M] } })}`]],
    ['play: a gridiron scenario side', () => ['play', 'gridiron', '--option', `scenario={"players":[{"side":"${M}"}]}`]],
    ['play: a gridiron scenario skill', () => ['play', 'gridiron', '--option',
      `scenario={"players":[{"side":"home","number":1,"ma":6,"st":3,"ag":3,"av":8,"x":3,"y":1,"skills":["${M}"]}]}`]],
    ['play: a gridiron scenario carrier', () => ['play', 'gridiron', '--option',
      `scenario={"players":[{"side":"home","number":1,"ma":6,"st":3,"ag":3,"av":8,"x":3,"y":1}],"ball":{"carrier":"${M}"}}`]],
    ['play: a gridiron scenario weather', () => ['play', 'gridiron', '--option', `scenario={"players":[],"weather":"${M}"}`]],
    ['play: a runeball scenario team', () => ['play', 'runeball', '--option', `scenario={"players":[{"team":"${M}","number":1,"x":4,"y":0}]}`]],
    ['replay: an extra argument', () => ['replay', record(), M]],
    ['replay: a file that is not there', () => ['replay', join(dir, `${M}.json`)]],
    ['replay: a file that is not JSON', () => ['replay', file('junk.json', `{"format": "${M}`)]],
    ['replay: the format', () => ['replay', record((r) => (r.format = M))]],
    ['replay: the ruleset', () => ['replay', record((r) => (r.ruleset = M))]],
    ['replay: the seed', () => ['replay', record((r) => (r.seed = { [M]: 1 }))]],
    ['replay: an option', () => ['replay', record((r) => (r.options = { [M]: 1 }))]],
    ['replay: an action type', () => ['replay', record((r) => (r.actions[0] = { type: M }))]],
    ['replay: an action field', () => ['replay', record((r) => (r.actions[0] = { type: 'run', [M]: M }))]],
    ['replay: an action that is no object', () => ['replay', record((r) => (r.actions[0] = M))]],
    ['replay: the final hash', () => ['replay', record((r) => (r.final.hash = M))]],
    ['replay: the final step', () => ['replay', record((r) => (r.final.step = M))]],
    ['sim: the ruleset', () => ['sim', '--ruleset', M]],
    ['sim: --bots', () => ['sim', '--ruleset', 'sprint', '--workers', '0', '--bots', M]],
    ['sim: --games', () => ['sim', '--ruleset', 'sprint', '--workers', '0', '--games', M]],
    ['sim: --workers', () => ['sim', '--ruleset', 'sprint', '--workers', M]],
    ['sim: --option with bad JSON', () => ['sim', '--ruleset', 'sprint', '--workers', '0', '--option', `scenario=[${M}`]],
    ['sim: --option naming no option', () => ['sim', '--ruleset', 'sprint', '--workers', '0', '--option', `${M}=1`]],
    ['sim: a team file', () => ['sim', '--ruleset', 'gridiron', '--workers', '0', '--home', file('g3.json', JSON.stringify(gridironTeam('orc')))]],
    ['sim: a team file that is not JSON', () => ['sim', '--ruleset', 'gridiron', '--workers', '0', '--home', file('bad2.json', M)]],
    ['sim: an --out it cannot write', () => ['sim', '--ruleset', 'sprint', '--workers', '0', '--games', '1', '--out', join(dir, M, 'x.csv')]],
    ['ladder: --ladder', () => ['ladder', '--db', join(dir, 'l.sqlite'), '--ladder', M]],
    ['ladder: --matches', () => ['ladder', '--db', join(dir, 'l.sqlite'), '--matches', M]],
    ['ladder: an entries file that is not there', () => ['ladder', '--db', join(dir, 'l.sqlite'), '--entries', join(dir, `${M}.json`)]],
    ['ladder: an entries file that is not JSON', () => ['ladder', '--db', join(dir, 'l.sqlite'), '--entries', file('e1.json', `[${M}`)]],
    ['ladder: an entry\'s bot', () => ['ladder', '--db', join(dir, 'l.sqlite'), '--entries', file('e2.json', JSON.stringify([{ name: 'a', bot: M }, { name: 'b', bot: 'random' }]))]],
    ['ladder: an entry\'s name twice', () => ['ladder', '--db', join(dir, 'l.sqlite'), '--entries', file('e3.json', JSON.stringify([{ name: M, bot: 'random' }, { name: M, bot: 'random' }]))]],
    ['ladder: an entry\'s setting', () => ['ladder', '--db', join(dir, 'l.sqlite'), '--entries', file('e4.json', JSON.stringify([{ name: 'a', bot: 'search', settings: { [M]: 1 } }, { name: 'b', bot: 'random' }]))]],
    ['ladder: an entry\'s url', () => ['ladder', '--db', join(dir, 'l.sqlite'), '--entries', file('e6.json', JSON.stringify([{ name: 'a', url: `http://${M}/` }, { name: 'b', bot: 'random' }]))]],
    ['ladder: --ruleset', () => ['ladder', '--db', join(dir, 'l.sqlite'), '--ruleset', M, '--entries', file('e5.json', JSON.stringify([{ name: 'a', bot: 'random' }, { name: 'b', bot: 'random' }]))]],
    ['spot: the rule', () => ['spot', M]],
    ['spot: an argument', () => ['spot', 'ability', M]],
    ['spot: an unknown option with a value', () => ['spot', 'ability', '--skill', '50', `--${M}`, '1']],
    ['spot: an unknown option alone', () => ['spot', 'ability', `--${M}`]],
    ['spot: an unknown option with =', () => ['spot', 'ability', `--${M}=${M}`]],
    ['spot: --dice', () => ['spot', 'ability', '--skill', '50', '--dice', M]],

    ['spot: --state that is not JSON', () => ['spot', 'drowning', '--con', '12', '--state', M]],
    ['spot: --state on a rule without one', () => ['spot', 'ability', '--skill', '50', '--state', `{"${M}":1}`]],
    ['spot: a boolean', () => ['spot', 'drowning', '--con', '12', `--surprise=${M}`]],
    ['spot: a list', () => ['spot', 'skills-over-100', '--use', 'split', '--skill', '101', '--parts', M]],
  ])('%s', async (_what, argv) => {
    await refuses(argv());
  });

  it.each([
    ['play: a number option out of range', () => ['play', 'sprint', '--option', `length=${N}`]],
    ['replay: the version', () => ['replay', record((r) => (r.version = Number(N)))]],
    ['replay: the final step', () => ['replay', record((r) => (r.final.step = Number(N)))]],
    ['sim: --workers out of range', () => ['sim', '--ruleset', 'sprint', '--workers', N]],
    ['spot: a number out of range', () => ['spot', 'ability', '--skill', N]],
    ['spot: a scripted die out of range', () => ['spot', 'ability', '--skill', '50', '--dice', N]],
  ])('%s, a number', async (_what, argv) => {
    await refuses(argv(), [N]);
  });

  it('skills-over-100: neither the skill nor a part under the minimum comes back, only the legal splits', async () => {
    await refuses(['spot', 'skills-over-100', '--use', 'split', '--skill', '160', '--parts', '49,111'], ['49', '111', '160']);
  });
});

/** A value each input takes, for the inputs around the one given the marker. */
function sample(s: InputSpec): string {
  switch (s.type) {
    case 'int':
    case 'number':
      return String(Math.min(Math.max(12, s.min ?? 12), s.max ?? 12));
    case 'choice':
      return s.choices![0];
    case 'bool':
      return 'no';
    case 'dice':
      return '1D6';
    case 'ints':
      return '';
    case 'text':
      return 'chest';
  }
}

describe('no spot rule repeats a bad input or a bad state', () => {
  const cases = SPOT_RULES.flatMap((rule) => rule.inputs.filter((s) => s.type !== 'text').map((s) => [rule.name, s.name] as const));
  it.each(cases)('%s --%s', async (name, input) => {
    const rule = SPOT_RULES.find((r) => r.name === name)!;
    const args = rule.inputs.filter((s) => s.default === undefined && s.name !== input).flatMap((s) => [`--${s.name}`, sample(s)]);
    await refuses(['spot', name, ...args, `--${input}`, M]);
  });

  const stateful = SPOT_RULES.filter((r) => r.stateShape).flatMap((rule) => Object.keys(rule.stateShape!).map((k) => [rule.name, k] as const));
  it.each(stateful)('%s --state field %s', async (name, field) => {
    const rule = SPOT_RULES.find((r) => r.name === name)!;
    const inputs = Object.fromEntries(rule.inputs.filter((s) => s.default === undefined).map((s) => [s.name, sample(s)]));
    // A state of the rule's shape with only this field spoilt, so the fields checked before it pass.
    const fine = (kind: StateField): unknown => (Array.isArray(kind) ? kind[0] : { number: 0, boolean: false, object: {}, locations: [], doses: [] }[kind as string]);
    const state = Object.fromEntries(Object.entries(rule.stateShape!).map(([k, kind]) => [k, fine(kind)]));
    const args = Object.entries(inputs).flatMap(([k, v]) => [`--${k}`, v]);
    await refuses(['spot', name, ...args, '--state', JSON.stringify({ ...state, [field]: M })]);
  });

  it.each(SPOT_RULES.flatMap((rule) => rule.inputs.filter((s) => s.type === 'text').map((s) => [rule.name, s.name] as const)))(
    '%s --%s, a location or a word, is refused or used, never repeated in an error',
    async (name, input) => {
      const rule = SPOT_RULES.find((r) => r.name === name)!;
      const args = rule.inputs.filter((s) => s.default === undefined && s.name !== input).flatMap((s) => [`--${s.name}`, sample(s)]);
      // Where a text input is read only in some situations, each situation is tried.
      const actions = rule.inputs.find((s) => s.name === 'action')?.choices ?? [undefined];
      let refused = 0;
      for (const action of actions) {
        const argv = ['spot', name, ...args, ...(action ? ['--action', action] : []), `--${input}`, M];
        const err: string[] = [];
        const code = await main(argv, { out: () => {}, err: (t) => err.push(t), isTTY: false });
        if (code === 0) continue;
        refused++;
        expect(code).toBe(2);
        expect(err).toHaveLength(1);
        noEcho(err[0]);
      }
      expect(refused).toBeGreaterThan(0);
    },
  );
});
