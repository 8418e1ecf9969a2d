// Every `turnover` subcommand, in the order `turnover --help` lists them. Add a command by listing it here. Each is
// loaded only when it runs, so a spot query parses the spot rules and not every game and bot (a third of its start).

import type { Command } from '../command';

export interface CommandEntry {
  name: string;
  load(): Promise<Command>;
}

export const commands: CommandEntry[] = [
  { name: 'rulesets', load: async () => (await import('./rulesets')).rulesetsCommand },
  { name: 'play', load: async () => (await import('./play')).playCommand },
  { name: 'replay', load: async () => (await import('./replay')).replayCommand },
  { name: 'sim', load: async () => (await import('./sim')).simCommand },
  { name: 'ladder', load: async () => (await import('./ladder')).ladderCommand },
  { name: 'odds', load: async () => (await import('./odds')).oddsCommand },
  { name: 'luck', load: async () => (await import('./luck')).luckCommand },
  { name: 'spot', load: async () => (await import('./spot')).spotCommand },
];
