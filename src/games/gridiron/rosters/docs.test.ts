// docs/gridiron-teams.md stays true: its example file loads, its error listing is what the loader says, and its
// tables are the data.

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SKILLS } from '../skills';
import { readInducements, STAR_PLAYERS } from '../inducements/index';
import { getRoster, loadTeam, ROSTERS, TeamFileError } from './index';

const doc = readFileSync(fileURLToPath(new URL('../../../../docs/gridiron-teams.md', import.meta.url)), 'utf8');

/** The fenced blocks of one language, in page order. */
const blocks = (lang: string): string[] => [...doc.matchAll(new RegExp('```' + lang + '\\n([\\s\\S]*?)```', 'g'))].map((m) => m[1]);

describe('docs/gridiron-teams.md', () => {
  it('the full example team file loads', () => {
    const { team, players, absent } = loadTeam(JSON.parse(blocks('json')[0]), 'home');
    expect(team.name).toBe('Grimtusk Maulers');
    expect(players).toHaveLength(11);
    expect(absent.map((a) => a.name)).toEqual(['Ruk']);
    expect(players.find((p) => p.name === 'Durgash')!.ma).toBe(3);
    expect(players.find((p) => p.name === 'Bolgrot')!.niggling).toBe(1);
  });

  it('the bad file gets exactly the errors shown, one a line, and as one line in the message', () => {
    let lines = '';
    try {
      loadTeam(JSON.parse(blocks('json')[1]), 'home');
    } catch (e) {
      expect(e).toBeInstanceOf(TeamFileError);
      const problems = (e as TeamFileError).problems.map((p) => `${p.path}: ${p.reason}`);
      lines = problems.join('\n');
      expect((e as Error).message).toBe(problems.join('; '));
    }
    expect(lines).toBe(blocks('text')[0].trimEnd());
  });

  it('every position row matches the roster data', () => {
    for (const r of ROSTERS) {
      for (const p of r.positions) {
        const row = `| ${p.name} | ${p.max} | ${p.cost / 1000}k | ${p.ma} | ${p.st} | ${p.ag} | ${p.av} | ${p.skills.join(', ') || '–'} | ${p.normal} | ${p.double} |`;
        expect(doc, `${r.id} ${p.name}`).toContain(row);
      }
    }
  });

  it('the inducement order example is a valid order, and every star player row is the data', () => {
    const human = { name: 'H', roster: getRoster('human'), players: [] };
    const bought = readInducements(JSON.parse(blocks('json')[2]), { home: human, away: human });
    expect(bought.home!.words).toEqual([
      '2 Bloodweiser Babes', 'Bribes', 'Extra Training', 'Halfling Master Chef', 'Wandering Apothecaries', 'Wizard', 'Mercenary Blitzer with Tackle', 'Star Player Griff Oberwald',
    ]);
    for (const s of STAR_PLAYERS) {
      const row = `| ${s.name} | ${s.cost / 1000}k | ${s.ma} | ${s.st} | ${s.ag} | ${s.av} | ${s.skills.join(', ')} | ${s.teams.join(', ')} |`;
      expect(doc, s.name).toContain(row);
    }
  });

  it('the skill table lists each skill with its category', () => {
    for (const s of SKILLS) {
      expect(doc, s.name).toContain(`| ${s.name} | ${s.category} | ${s.description} |`);
    }
  });
});
