// A scenario (DESIGN.md, "Scenarios"): any position to start from, in the middle of a rush. Players not listed wait
// on the Subs' Bench; the listed ones stand where they are put.
//
//   { players: [{ id: 'home-1', x: 5, y: 5, facing: 2, down?: true }], ball?: { x, y } | { carrier: 'home-1' },
//     active?: 'home' | 'away', rush?: 3, tokens?: 5, track?: 0, dice?: [4, 6, 1] }

import { OptionsError } from '../../core/options';
import type { Dir } from '../../core/grid/hex';
import { playerById, type RushState, type Side } from './state';

export interface ScenarioPlayer {
  id: string;
  x: number;
  y: number;
  facing?: number;
  down?: boolean;
}

export interface Scenario {
  players?: ScenarioPlayer[];
  ball?: { x: number; y: number } | { carrier: string };
  active?: 'home' | 'away';
  rush?: number;
  tokens?: number;
  track?: number;
  dice?: number[];
}

export function isPosition(sc: Scenario | null): sc is Scenario {
  return !!sc && (sc.players !== undefined || sc.ball !== undefined || sc.active !== undefined);
}

export function applyScenario(s: RushState, sc: Scenario): void {
  for (const sp of sc.players ?? []) {
    let p;
    try {
      p = playerById(s, sp.id);
    } catch {
      throw new OptionsError(`option "scenario": no player "${sp.id}" (ids are home-1, away-3, ...)`);
    }
    p.at = 'pitch';
    p.x = sp.x;
    p.y = sp.y;
    p.facing = (sp.facing ?? p.facing) as Dir;
    p.down = !!sp.down;
  }
  s.active = (sc.active === 'away' ? 1 : 0) as Side;
  s.rush = sc.rush ?? (s.active === 0 ? 1 : 2);
  s.tokens = sc.tokens ?? 5;
  s.track = sc.track ?? 0;
  if (sc.ball && 'carrier' in sc.ball) {
    const c = playerById(s, sc.ball.carrier);
    s.ball = { inPlay: true, x: c.x, y: c.y, carrier: c.id };
  } else if (sc.ball) {
    s.ball = { inPlay: true, x: sc.ball.x, y: sc.ball.y, carrier: null };
  }
}
