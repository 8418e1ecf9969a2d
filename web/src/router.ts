// Routing by the URL hash: #/ home, #/match/12 play, #/replay/12, #/leagues, #/league/3, #/league/3/team/7 (a team's
// page), #/league/3/team/7/p2 (a player's), #/ladder/<name> (a bot ladder), #/spot, #/analysis/<position
// link code>; online play: #/online (account, new match, your matches), #/online/12 the match, #/join/12/<invite>,
// #/watch/12/<spectator token>. A reload lands on the same screen.

import { useEffect, useState } from 'preact/hooks';

export type Route =
  | { name: 'home' }
  | { name: 'match'; id: number }
  | { name: 'replay'; id: number }
  | { name: 'leagues' }
  | { name: 'league'; id: number }
  | { name: 'ladder'; ladder: string }
  | { name: 'team'; league: number; entry: number; player?: string }
  | { name: 'spot'; rule?: string }
  | { name: 'online' }
  | { name: 'online-match'; id: number; spectate?: string }
  | { name: 'join'; id: number; invite: string }
  | { name: 'analysis'; code?: string };

export function parseHash(hash: string): Route {
  const parts = hash.replace(/^#\/?/, '').split('/').filter(Boolean);
  const id = Number(parts[1]);
  if (parts[0] === 'match' && Number.isInteger(id)) return { name: 'match', id };
  if (parts[0] === 'replay' && Number.isInteger(id)) return { name: 'replay', id };
  if (parts[0] === 'leagues') return { name: 'leagues' };
  if (parts[0] === 'league' && Number.isInteger(id) && parts[2] === 'team' && Number.isInteger(Number(parts[3]))) {
    return { name: 'team', league: id, entry: Number(parts[3]), ...(parts[4] ? { player: parts[4] } : {}) };
  }
  if (parts[0] === 'league' && Number.isInteger(id)) return { name: 'league', id };
  if (parts[0] === 'ladder' && parts[1]) return { name: 'ladder', ladder: decodeURIComponent(parts[1]) };
  if (parts[0] === 'spot') return { name: 'spot', rule: parts[1] };
  if (parts[0] === 'online' && Number.isInteger(id)) return { name: 'online-match', id };
  if (parts[0] === 'online') return { name: 'online' };
  if (parts[0] === 'watch' && Number.isInteger(id) && parts[2]) return { name: 'online-match', id, spectate: parts[2] };
  if (parts[0] === 'join' && Number.isInteger(id) && parts[2]) return { name: 'join', id, invite: parts[2] };
  if (parts[0] === 'analysis') return { name: 'analysis', code: parts[1] };
  return { name: 'home' };
}

export function go(path: string): void {
  location.hash = path;
}

export function useRoute(): Route {
  const [route, setRoute] = useState(() => parseHash(location.hash));
  useEffect(() => {
    const on = () => setRoute(parseHash(location.hash));
    addEventListener('hashchange', on);
    // Effects run after the first paint: a hash changed before then fired no event we heard.
    on();
    return () => removeEventListener('hashchange', on);
  }, []);
  return route;
}
