// Every `turnover` subcommand, in the order `turnover --help` lists them. Add a command by importing it here.

import type { Command } from '../command';
import { rulesetsCommand } from './rulesets';
import { replayCommand } from './replay';
import { playCommand } from './play';
import { simCommand } from './sim';
import { spotCommand } from './spot';

export const commands: Command[] = [rulesetsCommand, playCommand, replayCommand, simCommand, spotCommand];
