// POST /api/odds: the odds engine over the API. A match record (the plan starts where it ends) or a position (a
// ruleset and its options, a scenario setting up any position), and a plan: the game's own actions. The answer is
// the JSON `turnover odds --json` prints (src/core/odds-request.ts builds both). The work is bounded by the body's
// size, the plan's length and the number of runs of the rules the enumeration may make.

import type { FastifyInstance } from 'fastify';
import { DiceError } from '../core/dice';
import { IllegalAction } from '../core/engine';
import { OddsError } from '../core/odds';
import { builtPlan, OddsRequestError, oddsJson, planOf, positionOf, type PlanSpec } from '../core/odds-request';
import { OptionsError } from '../core/options';
import { UnknownRuleset } from '../core/registry';
import { parseRecord, replay, ReplayError } from '../core/replay';
import type { Action, MatchRecord } from '../index';
import { RECORD_OBJECT } from './api';
import { HttpError } from './http';

/** A request's body at most (a long gridiron record is a few hundred KB). */
export const ODDS_MAX_BODY = 1024 * 1024;
/** The plan's actions at most, and the runs of the rules one answer may take (a block plan takes a few thousand). */
export const ODDS_MAX_PLAN = 200;
export const ODDS_MAX_RUNS = 100_000;

const ACTION = { type: 'object', required: ['type'], properties: { type: { type: 'string', maxLength: 64 } } } as const;

const BODY = {
  type: 'object',
  required: ['plan'],
  additionalProperties: false,
  properties: {
    record: RECORD_OBJECT,
    position: {
      type: 'object',
      required: ['ruleset'],
      additionalProperties: false,
      properties: { ruleset: { type: 'string', maxLength: 64 }, options: { type: 'object' } },
    },
    // A list of actions, or one of the game's plans by name ({"build": "block", ...}: src/core/odds-builders.ts).
    plan: {
      anyOf: [
        { type: 'array', minItems: 1, maxItems: ODDS_MAX_PLAN, items: ACTION },
        { type: 'object', required: ['build'], maxProperties: 16, properties: { build: { type: 'string', maxLength: 64 } } },
      ],
    },
  },
  oneOf: [{ required: ['record'] }, { required: ['position'] }],
} as const;

interface OddsBody {
  record?: MatchRecord;
  position?: { ruleset: string; options?: Record<string, unknown> };
  plan: PlanSpec;
}

/** The errors that are the request's fault, each already one line that repeats nothing it was sent. */
const REFUSED = [OddsRequestError, OddsError, ReplayError, OptionsError, UnknownRuleset, IllegalAction, DiceError];

export function oddsRoutes(app: FastifyInstance): void {
  app.post<{ Body: OddsBody }>('/api/odds', { schema: { body: BODY }, bodyLimit: ODDS_MAX_BODY }, async (req) => {
    const { record, position, plan } = req.body;
    try {
      const game = record ? replay(parseRecord(record)).game : positionOf(position, '"position"');
      const built = builtPlan(game, planOf(plan, '"plan"'), '"plan"');
      return oddsJson(game, built.plan, { ...built.options, maxRuns: ODDS_MAX_RUNS });
    } catch (e) {
      if (REFUSED.some((k) => e instanceof k)) throw new HttpError(400, `no odds: ${(e as Error).message}`);
      // Anything else (a rules bug, EngineError) is the server's: a 500, its message kept to the log.
      throw e;
    }
  });
}
