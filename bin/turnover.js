#!/usr/bin/env node
// Runs the TypeScript sources through tsx, so `npx turnover` works straight after `npm install`.
import { register } from 'tsx/esm/api';

register();
const { main, processIo } = await import('../src/cli/main.ts');
process.exitCode = await main(process.argv.slice(2), processIo);
