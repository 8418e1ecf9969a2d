// The match: Keshat, the first choice (kick or receive), drives of kick-off and combat rounds, stoppages after
// scores, halftime with the second choice, and the final whistle after the last round of the second half. A match has
// a fixed length (`roundsPerHalf` rounds per half), so every match ends.

import { worded } from './words';
import { emit, pop, push } from '../../core/engine';
import type { Action, Decision, Frame } from '../../core/types';
import { HALVES, ROUNDS_PER_HALF } from './config';
import { experienceReport } from './experience';
import { type Team } from './field';
import { opt, seatOf, SEATS, type RCtx } from './state';

export interface MatchFrame extends Frame {
  p: 'match';
  stage: 'start' | 'choose' | 'kickoff' | 'play' | 'after-score' | 'halftime' | 'second-choice';
}

function chooseDecision(t: Team, when: string): Decision {
  return { seat: seatOf(t), kind: 'kick-or-receive', prompt: `${when}: kick or receive?`, actions: [worded({ type: 'kick' }), worded({ type: 'receive' })] };
}

export const match = {
  run(ctx: RCtx, f: MatchFrame): Decision | void {
    const s = ctx.state;
    const rounds = opt(s, 'roundsPerHalf', ROUNDS_PER_HALF);
    switch (f.stage) {
      case 'start':
        f.stage = 'choose';
        push(ctx, { p: 'keshat' });
        return;
      case 'choose':
        return chooseDecision(s.choice!.first, 'first choice (Keshat)');
      case 'second-choice':
        return chooseDecision(s.choice!.second, 'second half');
      case 'kickoff':
        f.stage = 'play';
        push(ctx, { p: 'kickoff', kicking: s.kicking });
        return;
      case 'after-score':
        f.stage = s.round >= rounds ? 'play' : 'kickoff';
        return;
      case 'halftime':
        f.stage = 'second-choice';
        return;
      case 'play':
        if (s.stop === 'score') {
          f.stage = 'after-score';
          push(ctx, { p: 'stoppage', why: 'score' });
          return;
        }
        if (s.round >= rounds) {
          if (s.half < HALVES) {
            s.half++;
            s.round = 0;
            emit(ctx, { type: 'halftime', score: [s.score[0], s.score[1]] });
            f.stage = 'halftime';
            push(ctx, { p: 'stoppage', why: 'halftime' });
            return;
          }
          const [h, a] = s.score;
          s.result = {
            winner: h === a ? null : h > a ? SEATS[0] : SEATS[1],
            score: { [SEATS[0]]: h, [SEATS[1]]: a },
            reason: 'full time',
          };
          emit(ctx, { type: 'full-time', score: [h, a], experience: experienceReport(s) });
          pop(ctx);
          return;
        }
        s.round++;
        push(ctx, { p: 'round' });
        return;
    }
  },
  act(ctx: RCtx, f: MatchFrame, a: Action): void {
    const s = ctx.state;
    const t = f.stage === 'choose' ? s.choice!.first : s.choice!.second;
    s.kicking = a.type === 'kick' ? t : ((1 - t) as Team);
    emit(ctx, { type: 'choice', team: t, choice: a.type });
    f.stage = 'kickoff';
  },
};
