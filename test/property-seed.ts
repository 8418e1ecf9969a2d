// Every property test (fast-check) runs from one seed, so a run that fails fails again the same way, on CI and here:
// TURNOVER_PROPERTY_SEED picks another (a failure prints the seed and path to re-run it). A test's own seed wins.
import fc from 'fast-check';

fc.configureGlobal({ ...fc.readConfigureGlobal(), seed: Number(process.env.TURNOVER_PROPERTY_SEED ?? 20261122) });
