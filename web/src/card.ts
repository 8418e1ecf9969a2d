// A player's card from the view the board is drawn from: who he is, his numbers, his skills with their rule text
// (the game's glossary), SPP and injuries. The app knows no game: it reads the fields a game's view gives, and the
// view a seat gets already leaves out what that seat may not see.

type Obj = Record<string, unknown>;

export interface Card {
  id: string;
  side: string;
  name: string;
  number?: number;
  /** The position or role: "Blitzer", "Guard", "Captain". */
  what?: string;
  /** A role's rule text (rush), when the glossary has it. */
  whatText?: string;
  stats: [label: string, value: string][];
  skills: { name: string; text?: string }[];
  spp?: number;
  injuries: string[];
  /** Where he is and how he stands: "on the pitch, prone", "in the reserves". */
  state: string;
}

/** Gridiron's characteristics sit on the piece itself; other games give a `stats` record. */
const CHARACTERISTICS = ['ma', 'st', 'ag', 'av'] as const;
/** Match statistics, not characteristics: gridiron's `stats` holds these, and the card shows them as SPP. */
const MATCH_STATS = new Set(['comp', 'int', 'cas', 'td', 'mvp']);

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** A skill's rule text: by its name, or by its name without a level ("Block 12" reads "Block"). */
function textOf(glossary: Record<string, string>, name: string): string | undefined {
  return glossary[name] ?? glossary[name.replace(/\s+\d+\+?$/, '')];
}

export function readCard(p: Obj, glossary: Record<string, string>): Card {
  const stats: Card['stats'] = [];
  for (const k of CHARACTERISTICS) if (typeof p[k] === 'number') stats.push([k.toUpperCase(), String(p[k])]);
  const own = p.stats && typeof p.stats === 'object' ? (p.stats as Obj) : {};
  if (!stats.length) {
    for (const [k, v] of Object.entries(own)) if (typeof v === 'number' && !MATCH_STATS.has(k)) stats.push([k.length <= 3 ? k.toUpperCase() : cap(k), String(v)]);
  }
  if (typeof p.hits === 'number') stats.push(['Hits', typeof p.maxHits === 'number' ? `${p.hits}/${p.maxHits}` : String(p.hits)]);
  const role = typeof p.role === 'string' ? p.role : undefined;
  const what = typeof p.position === 'string' ? p.position : role ? cap(role) : undefined;
  const skills = (Array.isArray(p.skills) ? p.skills : []).filter((s): s is string => typeof s === 'string').map((name) => ({ name, text: textOf(glossary, name) }));
  const injuries = (Array.isArray(p.injuries) ? p.injuries : []).map(String);
  if (typeof p.woundPenalty === 'number' && p.woundPenalty > 0) injuries.push(`wounded: -${p.woundPenalty} to his skills`);
  return {
    id: String(p.id),
    side: String(p.side ?? p.team ?? ''),
    name: typeof p.name === 'string' ? p.name : String(p.id),
    ...(typeof p.number === 'number' ? { number: p.number } : {}),
    ...(what ? { what } : {}),
    ...(role && glossary[role] ? { whatText: glossary[role] } : {}),
    stats,
    skills,
    ...(typeof p.spp === 'number' ? { spp: p.spp } : {}),
    injuries,
    state: stateOf(p),
  };
}

const PLACES: Record<string, string> = {
  pitch: 'on the pitch', field: 'on the field', reserves: 'in the reserves', bench: "on the Subs' Bench", ko: "knocked out", kod: "knocked out",
  cas: 'a casualty', casualty: 'a casualty', out: 'out of play', 'sent-off': 'sent off', ejected: 'ejected', carried: 'being carried', dead: 'dead',
};

function stateOf(p: Obj): string {
  const place = typeof p.place === 'string' ? PLACES[p.place] ?? p.place.replace(/-/g, ' ') : '';
  const onIt = typeof p.x === 'number' && p.x >= 0;
  const stance = onIt && typeof p.stance === 'string' && p.stance !== 'standing' ? p.stance : '';
  return [place, stance].filter(Boolean).join(', ');
}

/** One side's players of the view, as cards, in the view's (roster) order. */
export function readRoster(view: Obj, side: string, glossary: Record<string, string>): Card[] {
  const list = Array.isArray(view.players) ? (view.players as Obj[]) : [];
  return list.map((p) => readCard(p, glossary)).filter((c) => c.side === side);
}
