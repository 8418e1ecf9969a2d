// The app's frame: a header with its places (matches, leagues, the analysis board, spot rules) and the screen the hash names.

import { useRoute } from './router';
import { HomeScreen } from './screens/Home';
import { LeagueScreen, LeaguesScreen } from './screens/Leagues';
import { PlayScreen } from './screens/Play';
import { ReplayScreen } from './screens/Replay';
import { SpotScreen } from './screens/Spot';
import { AnalysisScreen } from './screens/Analysis';

export function App() {
  const route = useRoute();
  return (
    <>
      <header class="top">
        <a href="#/" class="brand">
          <svg viewBox="0 0 24 16" width="26" height="18" aria-hidden="true">
            <ellipse cx="12" cy="8" rx="11" ry="7" fill="#a0522d" />
            <path d="M6 8h12M9 6v4M12 6v4M15 6v4" stroke="#fff" stroke-width="1.2" />
          </svg>
          Turnover
        </a>
        <nav>
          <a href="#/" class={route.name === 'home' ? 'on' : ''}>
            Matches
          </a>
          <a href="#/leagues" class={route.name === 'leagues' || route.name === 'league' ? 'on' : ''}>
            Leagues
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
      {route.name === 'spot' && <SpotScreen rule={route.rule} />}
      {route.name === 'analysis' && <AnalysisScreen code={route.code} />}
    </>
  );
}
