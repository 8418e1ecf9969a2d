import { rulesets } from '../../index';
import { parse } from '../args';
import type { Command } from '../command';

export const rulesetsCommand: Command = {
  name: 'rulesets',
  summary: 'list the games Turnover plays, with their options and rosters',
  help: `usage: turnover rulesets [--json]

Lists every ruleset: its id (what other commands take), name, grid, seats, rosters and options.
  --json   the full list as JSON, options schema included`,
  run(args, io) {
    const { values } = parse(args, { json: { type: 'boolean' } });
    const list = rulesets();
    if (values.json) {
      io.out(JSON.stringify(list, null, 2));
      return 0;
    }
    for (const rs of list) {
      const grid = rs.grid.kind === 'none' ? 'no board' : `${rs.grid.width}x${rs.grid.height} ${rs.grid.kind} grid`;
      io.out(`${rs.id}  ${rs.name} (${grid}; seats ${rs.seats.join(', ')})`);
      if (rs.rosters.length) io.out(`    rosters: ${rs.rosters.map((r) => r.id).join(', ')}`);
      for (const [name, spec] of Object.entries(rs.options)) {
        const values = spec.type === 'enum' ? ` (${spec.values.join('|')})` : '';
        io.out(`    --option ${name}=${spec.type}${values}, default ${JSON.stringify(spec.default)}: ${spec.description}`);
      }
    }
    return 0;
  },
};
