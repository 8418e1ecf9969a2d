// Buying inducements before a match (LRB6): the team with the lower team value gets the difference to spend, on
// the price list in prices.ts. An order is checked whole, and every problem is named with its path and reason, as
// team files are; what passes becomes team fields and hired players in the match state.

import { OptionsError } from '../../../core/options';
import { CATEGORY_LETTERS, findSkill } from '../skills';
import type { Roster } from '../rosters/index';
import { newPlayer } from '../teams';
import { SIDES, type GState, type Player, type Side } from '../state';
import {
  COUNT_INDUCEMENTS,
  findStar,
  MAX_PLAYERS,
  MAX_STARS,
  MERCENARY_FEE,
  MERCENARY_SKILL_FEE,
  priceFor,
  type CountKey,
} from './prices';

export interface MercenaryOrder {
  position: string;
  /** One extra skill from the position's normal categories. */
  skill?: string;
  name?: string;
}

/** What a coach asks for, as the `inducements` option holds it per side. */
export interface InducementOrder extends Partial<Record<CountKey, number>> {
  mercenaries?: MercenaryOrder[];
  stars?: string[];
}

/** What the buying rules need to know of a side. */
export interface SideInfo {
  name: string;
  /** Absent for a scenario's made-up team: it has no roster to hire from. */
  roster?: Roster;
  /** The players fit to play, by shirt number. */
  players: Player[];
  /** Team value in gold pieces; absent for a scenario's made-up team (then no budget applies). */
  value?: number;
}

export interface Purchase {
  counts: Partial<Record<CountKey, number>>;
  hired: Player[];
  spent: number;
  budget: number | null;
  /** In words, one entry per line of the order. */
  words: string[];
}

export class InducementError extends OptionsError {
  override name = 'InducementError';
  constructor(readonly problems: { path: string; reason: string }[]) {
    super(problems.map((p) => `${p.path}: ${p.reason}`).join('; '));
  }
}

const ORDER_FIELDS = [...COUNT_INDUCEMENTS.map((i) => i.key), 'mercenaries', 'stars'];
const MERC_FIELDS = ['position', 'skill', 'name'];

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const gp = (n: number): string => n.toLocaleString('en-GB');

/**
 * Checks the `inducements` option against both teams and prices each side's order. Throws an InducementError naming
 * every problem. Only the team with the lower value may buy, up to the difference (when both values are known).
 */
export function readInducements(raw: unknown, info: Record<Side, SideInfo>): Record<Side, Purchase | null> {
  const out: Record<Side, Purchase | null> = { home: null, away: null };
  if (raw === null || raw === undefined) return out;
  const problems: { path: string; reason: string }[] = [];
  const bad = (path: string, reason: string) => problems.push({ path, reason });
  if (!isObject(raw)) throw new InducementError([{ path: 'inducements', reason: 'expected {home: {...}, away: {...}}' }]);
  // A key that is not a side is not named: its name is the user's words.
  if (Object.keys(raw).some((k) => k !== 'home' && k !== 'away')) bad('inducements', 'a key is not a side (home, away)');

  const { home, away } = info;
  const budgets: Record<Side, number | null> = { home: null, away: null };
  if (home.value !== undefined && away.value !== undefined) {
    budgets.home = Math.max(0, away.value - home.value);
    budgets.away = Math.max(0, home.value - away.value);
  }
  for (const side of SIDES) {
    const order = raw[side];
    if (order === undefined || order === null) continue;
    const at = `inducements.${side}`;
    if (!isObject(order)) {
      bad(at, 'expected an order object');
      continue;
    }
    const purchase = priceOrder(order, at, side, info[side], bad);
    const budget = budgets[side];
    purchase.budget = budget;
    if (budget !== null && purchase.spent > budget) {
      const them = info[side === 'home' ? 'away' : 'home'];
      bad(
        at,
        budget === 0
          ? `${info[side].name} (team value ${gp(info[side].value!)}) is not worth less than ${them.name} (${gp(them.value!)}): only the lower-value team buys inducements`
          : `costs ${gp(purchase.spent)} gold pieces; the team-value difference gives ${gp(budget)}`,
      );
    }
    out[side] = purchase;
  }
  if (problems.length > 0) throw new InducementError(problems);
  return out;
}

function priceOrder(
  order: Record<string, unknown>,
  at: string,
  side: Side,
  team: SideInfo,
  bad: (path: string, reason: string) => void,
): Purchase {
  const p: Purchase = { counts: {}, hired: [], spent: 0, budget: null, words: [] };
  if (Object.keys(order).some((k) => !ORDER_FIELDS.includes(k))) bad(at, `a key is not an inducement (known: ${ORDER_FIELDS.join(', ')})`);
  const roster = team.roster;

  for (const item of COUNT_INDUCEMENTS) {
    const v = order[item.key];
    if (v === undefined || v === 0) continue;
    if (typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v > item.max) {
      bad(`${at}.${item.key}`, `expected a whole number from 0 to ${item.max} (${item.name} 0-${item.max})`);
      continue;
    }
    if (item.apothecaryTeams !== undefined && roster && roster.apothecary !== item.apothecaryTeams) {
      bad(`${at}.${item.key}`, `${item.name} only for teams that ${item.apothecaryTeams ? 'may' : 'may not'} hire an apothecary; ${roster.name} ${roster.apothecary ? 'may' : 'may not'}`);
      continue;
    }
    p.counts[item.key] = v;
    p.spent += v * priceFor(item, roster?.id ?? '');
    p.words.push(v === 1 || item.max === 1 ? item.name : `${v} ${item.name}`);
  }

  const hired: { name: string; position: string; stats: [number, number, number, number]; skills: string[]; kind: Player['hired'] }[] = [];
  const mercs = order.mercenaries;
  if (mercs !== undefined) {
    if (!Array.isArray(mercs)) bad(`${at}.mercenaries`, 'expected a list of {position, skill?, name?}');
    else if (!roster && mercs.length > 0) bad(`${at}.mercenaries`, 'a scenario team has no roster to hire mercenaries from');
    else if (roster) {
      const count = new Map<string, number>();
      for (const q of team.players) count.set(q.position, (count.get(q.position) ?? 0) + 1);
      mercs.forEach((m, i) => {
        const mat = `${at}.mercenaries[${i}]`;
        if (!isObject(m)) return bad(mat, 'expected {position, skill?, name?}');
        if (Object.keys(m).some((k) => !MERC_FIELDS.includes(k))) bad(mat, `a field is not one a mercenary has (known: ${MERC_FIELDS.join(', ')})`);
        const pos = typeof m.position === 'string' ? roster.positions.find((q) => q.name.toLowerCase() === (m.position as string).trim().toLowerCase()) : undefined;
        if (!pos) return bad(`${mat}.position`, `expected a position of the ${roster.name} roster (${roster.positions.map((q) => q.name).join(', ')})`);
        const n = (count.get(pos.name) ?? 0) + 1;
        count.set(pos.name, n);
        if (n > pos.max) bad(`${mat}.position`, `the ${roster.name} roster allows 0-${pos.max} ${pos.name}, mercenaries included; this is number ${n}`);
        const skills = pos.skills.includes('Loner') ? pos.skills.slice() : [...pos.skills, 'Loner'];
        let cost = pos.cost + MERCENARY_FEE;
        let extra = '';
        if (m.skill !== undefined) {
          const skill = typeof m.skill === 'string' ? findSkill(m.skill) : undefined;
          const open = [...pos.normal].map((l) => CATEGORY_LETTERS[l]);
          if (!skill) bad(`${mat}.skill`, 'expected the name of an LRB6 skill in the catalogue');
          else if (skills.includes(skill.name)) bad(`${mat}.skill`, `a mercenary ${pos.name} already has ${skill.name}`);
          else if (!open.includes(skill.category)) bad(`${mat}.skill`, `${skill.name} is a ${skill.category} skill; a ${pos.name} takes ${open.join(', ')} skills (normal access)`);
          else {
            skills.push(skill.name);
            extra = ` with ${skill.name}`;
            cost += MERCENARY_SKILL_FEE;
          }
        }
        const name = typeof m.name === 'string' && m.name.trim() !== '' ? m.name.trim() : `Mercenary ${pos.name}`;
        hired.push({ name, position: pos.name, stats: [pos.ma, pos.st, pos.ag, pos.av], skills, kind: 'mercenary' });
        p.spent += cost;
        p.words.push(`Mercenary ${pos.name}${extra}`);
      });
    }
  }

  const stars = order.stars;
  if (stars !== undefined) {
    if (!Array.isArray(stars)) bad(`${at}.stars`, 'expected a list of star player names');
    else if (!roster && stars.length > 0) bad(`${at}.stars`, 'a scenario team has no roster to hire star players for');
    else if (roster) {
      if (stars.length > MAX_STARS) bad(`${at}.stars`, `${stars.length} star players; a team hires at most ${MAX_STARS}`);
      const seen = new Set<string>();
      stars.forEach((name, i) => {
        const sat = `${at}.stars[${i}]`;
        const star = typeof name === 'string' ? findStar(name) : undefined;
        if (!star) return bad(sat, 'expected the name of a star player on the list (inducements/stars.json)');
        if (seen.has(star.name)) return bad(sat, `${star.name} is listed twice`);
        seen.add(star.name);
        if (!star.teams.includes(roster.id)) return bad(sat, `${star.name} does not play for ${roster.name} teams`);
        hired.push({ name: star.name, position: 'Star Player', stats: [star.ma, star.st, star.ag, star.av], skills: star.skills.slice(), kind: 'star player' });
        p.spent += star.cost;
        p.words.push(`Star Player ${star.name}`);
      });
    }
  }

  if (team.players.length + hired.length > MAX_PLAYERS) {
    bad(at, `${team.players.length} players and ${hired.length} hired make ${team.players.length + hired.length}; a team has at most ${MAX_PLAYERS}`);
  }
  let number = team.players.reduce((m, q) => Math.max(m, q.number), 0);
  for (const h of hired) {
    const [ma, st, ag, av] = h.stats;
    const q = newPlayer(side, ++number, { name: h.name, position: h.position, ma, st, ag, av, skills: h.skills });
    q.hired = h.kind;
    p.hired.push(q);
  }
  return p;
}

/** Puts a side's purchase into the match: team fields, and the hired players after the team's own. */
export function applyPurchase(s: GState, side: Side, p: Purchase): void {
  const t = s.teams[side];
  const c = p.counts;
  if (c.babes) t.babes = c.babes;
  if (c.bribes) t.bribes += c.bribes;
  if (c.extraTraining) {
    // Extra Training: a team re-roll for every half of this match.
    t.rerolls += c.extraTraining;
    t.rerollsBase += c.extraTraining;
  }
  if (c.masterChef) t.chefs = c.masterChef;
  if (c.igor) t.igor = true;
  if (c.wanderingApothecaries) t.wanderingApothecaries = c.wanderingApothecaries;
  if (c.wizard) t.wizard = true;
  if (p.words.length > 0) t.inducements = p.words.slice();
  if (p.hired.length > 0) {
    let last = -1;
    s.players.forEach((q, i) => {
      if (q.side === side) last = i;
    });
    s.players.splice(last + 1, 0, ...p.hired);
  }
}
