// The app's frame: a header with its places (matches, leagues, online play, the analysis board, spot rules) and the
// screen the hash names.

import { useRoute } from './router';
import { useYourTurns } from './your-turns';
import { JoinScreen, OnlineScreen } from './screens/Online';
import { OnlinePlayScreen } from './screens/OnlinePlay';
import { HomeScreen } from './screens/Home';
import { LeagueScreen, LeaguesScreen, TeamScreen } from './screens/Leagues';
import { LadderScreen } from './screens/Ladder';
import { PlayScreen } from './screens/Play';
import { ReplayScreen } from './screens/Replay';
import { SpotScreen } from './screens/Spot';
import { AnalysisScreen } from './screens/Analysis';

export function App() {
  const route = useRoute();
  const waiting = useYourTurns(route.name);
  return (
    <>
      <header class="top">
        <a href="#/" class="brand">
          <svg viewBox="0 0 24 16" width="26" height="18" aria-hidden="true">
            <ellipse cx="12" cy="8" rx="11" ry="7" fill="#a0522d" />
            <path d="M6 8h12M9 6v4M12 6v4M15 6v4" stroke="#fff" stroke-width="1.2" />
          </svg>
          <span class="brand-name">Turnover</span>
        </a>
        <nav>
          <a href="#/" class={route.name === 'home' ? 'on' : ''}>
            Matches
          </a>
          <a href="#/leagues" class={route.name === 'leagues' || route.name === 'league' || route.name === 'team' || route.name === 'ladder' ? 'on' : ''}>
            Leagues
          </a>
          <a href="#/online" class={route.name === 'online' || route.name === 'online-match' ? 'on' : ''} data-testid="online-nav">
            Online
            {waiting > 0 && (
              <span class="badge" data-testid="turn-badge" title={`${waiting} online match${waiting === 1 ? ' waits' : 'es wait'} for your move`}>
                {waiting}
              </span>
            )}
          </a>
          <a href="#/analysis" class={route.name === 'analysis' ? 'on' : ''}>
            Analysis
          </a>
          <a href="#/spot" class={route.name === 'spot' ? 'on' : ''}>
            Spot rules
          </a>
        </nav>
      </header>
      {route.name === 'home' && <HomeScreen />}
      {route.name === 'match' && <PlayScreen key={route.id} id={route.id} />}
      {route.name === 'replay' && <ReplayScreen key={route.id} id={route.id} />}
      {route.name === 'leagues' && <LeaguesScreen />}
      {route.name === 'league' && <LeagueScreen key={route.id} id={route.id} />}
      {route.name === 'ladder' && <LadderScreen key={route.ladder} name={route.ladder} />}
      {route.name === 'team' && <TeamScreen key={`${route.league}/${route.entry}`} league={route.league} entry={route.entry} player={route.player} />}
      {route.name === 'spot' && <SpotScreen rule={route.rule} />}
      {route.name === 'online' && <OnlineScreen />}
      {route.name === 'online-match' && <OnlinePlayScreen key={`${route.id}:${route.spectate ?? ''}`} id={route.id} spectate={route.spectate} />}
      {route.name === 'join' && <JoinScreen key={route.id} id={route.id} invite={route.invite} />}
      {route.name === 'analysis' && <AnalysisScreen code={route.code} />}
    </>
  );
}
