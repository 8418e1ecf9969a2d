// Registers the test-only Pig ruleset: imported by tests, and preloaded by the simulator's workers in those tests.
import { registerRuleset } from '../../core/registry';
import { pig } from './pig';

registerRuleset(pig);
