// Every word a person reads in the app, from seeded random matches of each game: the decision's prompt, each
// button and each log line. None may be a rule id ("gridiron.dodge"), the catch-all "type: field value" wording, or
// a hole ("undefined").

import { describe, expect, it } from 'vitest';
import { makeBot } from '../../src/bots/index';
import { act, start, view, type Event } from '../../src/index';
import { actionText, hasOwnWords } from './actions';
import { logLines, plainWords, rollTitle, withWords } from './log';
import { readNames, readSeats } from './view-model';
import { promptLine } from './prompt';
import { rulesets } from '../../src/index';

const SEEDS = (process.env.WORDS_SEEDS ?? '1,2,3').split(",").map(Number);
const SCRIPTED_SEEDS = (process.env.WORDS_SCRIPTED_SEEDS ?? '1').split(",").map(Number);
const RULE_ID = /\b(gridiron|rush|dungeon|runeball)\.[a-z]/;
const HOLE = /undefined|NaN|\[object|=/;

/** Plays one seeded match (home coached by `bot`, away at random) and returns every text a person would read, with where it came from. */
function wordsOf(ruleset: string, seed: number, bot = 'random', limit = 20_000): { bad: string[]; kinds: Set<string> } {
  const bad: string[] = [];
  const kinds = new Set<string>();
  const { game, events } = start(ruleset, { seed });
  const bots = new Map<string, ReturnType<typeof makeBot>>();
  const seats = rulesets().find((r) => r.id === ruleset)!.seats;
  const readLog = (ev: Event[]) => {
    const lines = logLines(ruleset, game.step, ev, game);
    ev.forEach((e, i) => {
      const l = lines[i];
      if (l.kind !== 'event') return;
      if (RULE_ID.test(l.text) || HOLE.test(l.text) || (l.text === plainWords(e) && Object.keys(e).length > 1)) bad.push(`log ${e.type}: ${l.text}`);
    });
  };
  readLog(events);
  for (let i = 0; game.pending && i < limit; i++) {
    const d = game.pending;
    kinds.add(d.kind);
    const names = readNames(view(game, d.seat) as Record<string, unknown>);
    if (RULE_ID.test(d.prompt) || HOLE.test(d.prompt)) bad.push(`prompt ${d.kind}: ${d.prompt}`);
    // The line as shown says the team's name once ("Altdorf Griffons: Altdorf Griffons: set up..." is a stutter).
    const team = readSeats(view(game) as Record<string, unknown>, seats).find((l) => l.seat === d.seat)?.name ?? d.seat;
    const line = promptLine(team, d.prompt, seats.length);
    if (line.split(team).length - 1 !== 1) bad.push(`prompt-team ${d.kind}: ${line}`);
    for (const a of d.actions) {
      const text = actionText(a, names);
      if (RULE_ID.test(text) || HOLE.test(text) || !hasOwnWords(a) && !isBoardClick(a)) bad.push(`button ${a.type}: ${text} ${JSON.stringify(a)}`);
    }
    // The scripted coach (where a game has one) reaches what random play seldom does: passes, scores, steals.
    if (!bots.has(d.seat)) bots.set(d.seat, makeBot(d.seat === 'home' ? bot : 'random', `${seed}:${d.seat}`));
    readLog(act(game, bots.get(d.seat)!.choose(game, d)));
  }
  // One example of each kind of fault: the same words repeat all match long.
  const byKind = new Map<string, string>();
  for (const b of bad) if (!byKind.has(b.split(':')[0])) byKind.set(b.split(':')[0], b);
  return { bad: [...byKind.values()], kinds };
}

/** A click on a square or a player needs no words of its own: the board is its label (its hint says the odds). */
function isBoardClick(a: Record<string, unknown>): boolean {
  const cell = typeof a.x === 'number' && typeof a.y === 'number' && a.x >= 0 && a.y >= 0;
  return cell || ['player', 'target', 'to'].some((k) => a[k] !== undefined);
}

describe('the words a person reads, in every game', () => {
  for (const ruleset of ['gridiron', 'dungeon', 'runeball', 'rush']) {
    it(`${ruleset}: prompts, buttons and log lines of seeded random matches have their own words`, () => {
      const bad: string[] = [];
      for (const seed of SEEDS) bad.push(...wordsOf(ruleset, seed).bad);
      for (const seed of SCRIPTED_SEEDS) bad.push(...wordsOf(ruleset, seed, 'scripted').bad);
      const one = new Map(bad.map((b) => [b.split(':')[0], b]));
      expect([...one.values()]).toEqual([]);
    }, 60_000);
  }
});

describe('a roll\'s tooltip', () => {
  it('names the roll and the player in words, not by rule id', () => {
    const roll = { type: 'roll', rule: 'gridiron.dodge', who: 'home-3', dice: [4], modifiers: [{ source: 'dodge', value: 1 }], total: 5, target: 4, outcome: 'success' } as never;
    expect(rollTitle(roll, { 'home-3': 'Grim (#3)' })).toBe('Dodge (Grim (#3)): rolled 4 +1 dodge = 5, needs 4: success');
  });
});

describe('a resumed match\'s log', () => {
  it('words a recorded action (its label stripped) as the button that sent it did', () => {
    const offered = [{ type: 'reroll', use: 'team', label: 'Use a team re-roll (2 left)' }, { type: 'decline-reroll', label: 'No re-roll' }];
    expect(actionText(withWords({ type: 'reroll', use: 'team' }, offered))).toBe('Use a team re-roll (2 left)');
    // an action the decision did not offer keeps its own fields' words
    expect(actionText(withWords({ type: 'reroll', use: 'Pro' }, offered))).toBe('re-roll (Pro)');
  });
});
