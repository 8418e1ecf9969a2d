// The chance beside the hover line: of the shown path to the hovered cell, or of the block or Slam on the hovered
// target. Worked out after the pointer settles (the odds engine runs here, on the live position), "…" meanwhile;
// the answer is kept per position, so coming back to a cell shows it at once.

import { useEffect, useState } from 'preact/hooks';
import type { Action, Game } from '../engine';
import { asksTargetOdds, oddsReady, pathOdds, targetOdds, type Odds } from '../odds-ui';
import type { Reach } from '../path';
import type { BallMark } from '../view-model';

export function OddsHover({ game, far, target, mover, ball }: { game: Game; far?: Reach; target?: Action; mover?: string; ball: BallMark | null }) {
  const withBall = !!far && !!ball && ((!!mover && ball.carrier === mover) || (ball.state !== 'held' && far.path.some((s) => s.x === ball.x && s.y === ball.y)));
  const ask = (): Odds | null => (far ? pathOdds(game, far, withBall) : target ? targetOdds(game, target) : null);
  const key = far ? `path ${far.x},${far.y}` : target ? `${target.type} ${String(target.target)}` : '';
  const [shown, setShown] = useState<{ key: string; step: number; odds: Odds | null } | null>(null);
  const ready = key !== '' && oddsReady(game, key);
  useEffect(() => {
    if (!key || ready) return;
    // Let the "…" paint first: the engine's answer takes a few milliseconds to a few tens.
    const t = setTimeout(() => setShown({ key, step: game.step, odds: ask() }), 0);
    return () => clearTimeout(t);
  }, [key, game.step]);
  if (!key) return null;
  if (far && !far.path.some((s) => s.rolls > 0)) return null;
  if (target && !asksTargetOdds(game, target)) return null;
  const odds = ready ? ask() : shown && shown.key === key && shown.step === game.step ? shown.odds : undefined;
  if (odds === null) return null;
  return (
    <span class="odds" data-testid="odds" data-odds={odds ? odds.p : ''} data-odds-best={odds ? odds.best : ''}>
      {odds ? odds.text : '…'}
    </span>
  );
}
