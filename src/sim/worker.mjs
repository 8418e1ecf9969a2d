// Worker threads cannot start from a .ts file even with tsx in execArgv (Node 20 loads the entry before the hooks),
// so this plain-JS entry registers tsx in the worker and then loads the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
