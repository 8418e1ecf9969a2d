// The engine as the app sees it: the facade, the bots, the plain-words log and the spot rules, all running here in
// the browser. Hot seat and vs bot are refereed by the server: the game here is re-played from the dice it sends
// (refereed.ts).

export * from '../../src/index';
export { describeEvent, describeRoll } from '../../src/core/describe';
export { botNames, makeBot, type Bot } from '../../src/bots/index';
export { SPOT_RULES, resolveSpot, spotRule, type SpotResult, type SpotRule, type InputSpec } from '../../src/spot/index';
export { luck, type LuckReport, type RatedRoll } from '../../src/core/luck';
export { refereedAct, refereedStart } from '../../src/core/refereed';
export { RECORD_FORMAT } from '../../src/core/replay';
