// The engine as the app sees it: the facade, the bots, the plain-words log and the spot rules, all running here in
// the browser. The server only stores records.

export * from '../../src/index';
export { describeEvent, describeRoll } from '../../src/core/describe';
export { botNames, makeBot, type Bot } from '../../src/bots/index';
export { SPOT_RULES, resolveSpot, spotRule, type SpotResult, type SpotRule, type InputSpec } from '../../src/spot/index';
export { luck, type LuckReport, type RatedRoll } from '../../src/core/luck';
