// The benchmark's own tools, resolved from bench/node_modules (scripts/lib.mjs `ensureBenchTools` installs
// them). The bench scripts import them from here, never by bare name.
export { default as autocannon } from 'autocannon';
export * as chromeLauncher from 'chrome-launcher';
export { default as lighthouse } from 'lighthouse';
export { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
