import { describe, expect, it } from 'vitest';
import { parseEntries } from './entry';

describe('ladder entries', () => {
  it('takes built-in bots with settings and external programs', () => {
    const e = parseEntries([
      { name: 's8', bot: 'search', settings: { iterations: 8 } },
      { name: 'py', command: ['python3', 'bot.py'], timeoutMs: 500 },
      { name: 'ws', url: 'ws://127.0.0.1:8765' },
    ]);
    expect(e).toEqual([
      { name: 's8', bot: 'search', settings: { iterations: 8 } },
      { name: 'py', command: ['python3', 'bot.py'], timeoutMs: 500 },
      { name: 'ws', url: 'ws://127.0.0.1:8765' },
    ]);
  });

  const bad: [unknown, RegExp][] = [
    [{ name: 'a', bot: 'random' }, /^entries: expected a list of at least two entries$/],
    [[{ name: 'a', bot: 'random' }, { name: 'a', bot: 'random' }], /^entries: entry 2: "name" is the name of an earlier entry$/],
    [[{ name: 'a b', bot: 'random' }, { name: 'c', bot: 'random' }], /^entries: entry 1: "name" must be/],
    [[{ name: 'a', bot: 'random' }, { name: 'c' }], /^entries: entry 2 needs "bot" \(a built-in bot\), "command" \(a program\) or "url" \(a WebSocket bot\)$/],
    [[{ name: 'a', bot: 'search', settings: { depth: 3 } }, { name: 'c', bot: 'random' }], /^entries: entry 1: "settings" holds a field that is not a setting/],
    [[{ name: 'a', bot: 'search', settings: { iterations: 0 } }, { name: 'c', bot: 'random' }], /^entries: entry 1: "settings.iterations" must be a whole number/],
    [[{ name: 'a', bot: 'random' }, { name: 'c', command: [] }], /^entries: entry 2: "command" must be a list of words/],
    [[{ name: 'a', bot: 'random' }, { name: 'c', url: 'http://127.0.0.1:8765' }], /^entries: entry 2: "url" must be a ws:\/\/ or wss:\/\/ address$/],
    [[{ name: 'a', bot: 'random' }, { name: 'c', url: 'ws://' }], /^entries: entry 2: "url" must be/],
    [[{ name: 'a', bot: 'random' }, { name: 'c', url: 'ws://127.0.0.1:1', timeoutMs: 0 }], /^entries: entry 2: "timeoutMs" must be/],
    [[{ name: 'a', bot: 'random' }, { name: 'c', command: ['x'], timeoutMs: -1 }], /^entries: entry 2: "timeoutMs" must be/],
  ];
  it.each(bad)('refuses %j in one line that names the field', (value, message) => {
    expect(() => parseEntries(value)).toThrow(message);
  });
});
