// Which errors name bad input, so their message may go back to the client (it names the problem, never the value).

import { DiceError, IllegalAction, OptionsError, ReplayError, UnknownRuleset } from '../index';

/** An error that names bad input, and whose message therefore goes back to the client; any other is our bug. */
export function isInputError(e: unknown): e is Error {
  return e instanceof ReplayError || e instanceof OptionsError || e instanceof UnknownRuleset || e instanceof IllegalAction || e instanceof DiceError;
}
