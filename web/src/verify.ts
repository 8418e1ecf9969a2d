// The "verify" button's check of an online match, the browser's `turnover replay --verify`: the dice were fair if
// the revealed seed is the one the server committed to before the first roll, the whole match re-plays from it to
// the recorded end, and every roll this page was shown while it ran is the one the re-play makes.

import { replay, type Event, type MatchRecord } from './engine';
import { sha256 } from './online';

/** What the button says: "verified: ..." or "not verified: <why>". `seen`: each step's events as the live channel
 * sent them (secret dice as "?", which are not compared). */
export async function verifyRecord(record: MatchRecord & { commit?: string }, commit: string, seen: Map<number, Event[]>): Promise<string> {
  if (record.commit !== commit) return 'not verified: the record names another commitment than the one published at the start';
  if (!crypto.subtle) return 'cannot verify on this page (no secure context): use `turnover replay --verify`';
  if ((await sha256(String(record.seed))) !== commit) return 'not verified: the revealed seed is not the one the server committed to';
  let differs = 0;
  try {
    replay(record, (step, events) => {
      const shown = seen.get(step);
      if (!shown) return;
      const rolls = (es: Event[]) => es.filter((e) => e.type === 'roll').map((e) => (e as { dice?: unknown[] }).dice);
      const a = rolls(shown);
      const b = rolls(events);
      if (a.length !== b.length || a.some((d, i) => JSON.stringify(d) !== JSON.stringify(b[i]) && !JSON.stringify(d).includes('?'))) differs++;
    });
  } catch (e) {
    return `not verified: ${(e as Error).message}`;
  }
  if (differs) return `not verified: ${differs} step${differs === 1 ? '' : 's'} showed other dice than the seed gives`;
  return `verified: the seed matches its commitment and all ${record.actions.length} steps re-play, every roll as shown`;
}

