// Written by `npx tsx src/sim/fit-gridiron-eval.ts --games 3000 --seed 1`: a logistic model of
// the chance to win (a draw counting half) from 84092 positions of scripted-vs-scripted matches. Do not edit by hand.
// Plain data, importing nothing: gridiron-eval.ts checks it names every feature.
export const EVAL_WEIGHTS = {
  tempo: -0.1078,
  lead: 0.8031,
  leadLate: 1.3564,
  leadEnd: 0.6220,
  ball: -0.3923,
  ballProgress: 1.2931,
  ballThreat: 0.4339,
  ballInTime: 0.5092,
  ballDanger: -0.6588,
  loose: 0.1221,
  standing: 0.1605,
  fit: 0.8870,
  rerolls: 0.1361,
};
