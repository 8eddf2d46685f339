// `npm test`: install what is missing, then typecheck, lint, unit, the production build, API integration
// (database) and Playwright e2e against the build. Prints each step's time with its five slowest test
// files, and one summary line at the end. `node scripts/test.mjs unit db` runs chosen steps.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { ensureBuilt, ensureInstalled, root } from './lib.mjs';

ensureInstalled();

const out = path.join(root, 'tests/test-results/summary');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

// `--shuffle`: the vitest steps run their files in a random order, and the unit suite also the tests within
// each file (a database file is written as the steps of one story and keeps its order); `--shuffle-files`:
// only the files. The seed is printed (TEST_SEED=<seed> repeats the order): a test that passes only after
// another is found this way.
const args = process.argv.slice(2);
const shuffleFiles = args.includes('--shuffle') || args.includes('--shuffle-files');
const shuffleTests = args.includes('--shuffle');
const only = args.filter((a) => !a.startsWith('--'));
const seed = Number(process.env.TEST_SEED ?? Date.now() % 1_000_000);
if (shuffleFiles)
  console.log(
    `Shuffled order (files${shuffleTests ? ', and the unit tests within files' : ''}), seed ${seed}: TEST_SEED=${seed} repeats it`,
  );

/**
 * `--engine-specific` (CI's second database run, on PostgreSQL after npm test's on PGlite): without the
 * files that test the HTTP layer and the adapters, whose outcome cannot depend on the engine (PGlite is
 * PostgreSQL's own code; these files' refusals happen before a query, or are PostgreSQL's own errors; the
 * bad-input suite's "a refused call moves no money" is about those refusals). Every file about the data
 * and money rules themselves, concurrency, locks, LISTEN/NOTIFY and several instances runs on both.
 */
const ENGINE_NEUTRAL = [
  'packages/server/test/db/bad-input-*.test.ts',
  'packages/server/test/db/compression.test.ts',
  'packages/server/test/db/mailer.test.ts',
  'packages/server/test/db/openapi.test.ts',
  'packages/server/test/db/outbox-proxy.test.ts',
  'packages/server/test/db/password-strength.test.ts',
  'packages/server/test/db/public-url.test.ts',
  'packages/server/test/db/safe-text.test.ts',
];
const engineSpecific = args.includes('--engine-specific')
  ? ENGINE_NEUTRAL.flatMap((glob) => ['--exclude', glob])
  : [];

/** The shuffle options of a vitest project: database files keep their tests' order. */
const shuffleOf = (project) =>
  shuffleFiles
    ? [
        '--sequence.shuffle.files',
        ...(shuffleTests && project === 'unit' ? ['--sequence.shuffle.tests'] : []),
        `--sequence.seed=${seed}`,
      ]
    : [];

/** A vitest project as a step: its JSON report and each file's time for the summary. */
const vitestStep = (project) => ({
  name: project,
  cmd: [
    'npx',
    'vitest',
    'run',
    '--project',
    project,
    ...shuffleOf(project),
    ...(project === 'db' ? engineSpecific : []),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${out}/${project}.json`,
    '--reporter=./scripts/vitest-file-times.mjs',
  ],
  env: { VITEST_FILE_TIMES: `${out}/${project}-files.json` },
  vitest: `${project}.json`,
});

const steps = [
  // One type checker per core, at most four (tsc's default is four): each checker builds the shared types
  // (MUI's, the contracts') again, so on two cores two checkers take 14 s where four took 20.
  {
    name: 'typecheck',
    cmd: ['npx', 'tsc', '-p', 'tsconfig.json', '--checkers', String(Math.min(4, availableParallelism()))],
  },
  { name: 'lint', cmd: ['npx', 'biome', 'check', '.'] },
  vitestStep('unit'),
  // Before the database suites: their templates start from the build's migrated database (dist/pglite-base).
  { name: 'build', fn: () => ensureBuilt({ force: true }) },
  vitestStep('db'),
  {
    name: 'e2e',
    cmd: ['npx', 'playwright', 'test', '-c', 'tests/playwright.config.ts', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_FILE: `${out}/e2e.json` },
    playwright: 'e2e.json',
  },
].filter((s) => only.length === 0 || only.includes(s.name));

const results = [];
let passed = 0;
let failed = 0;
for (const step of steps) {
  console.log(`\n━━ ${step.name} ━━`);
  const started = Date.now();
  let ok;
  if (step.fn) {
    await step.fn();
    ok = true;
  } else {
    const [cmd, ...args] = step.cmd;
    const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...step.env } });
    ok = r.status === 0;
  }
  const counts = countTests(step);
  passed += counts.passed;
  failed += counts.failed;
  results.push({
    name: step.name,
    ok,
    seconds: Math.round((Date.now() - started) / 1000),
    slowest: slowestFiles(step),
    ...counts,
  });
}

function countTests(step) {
  const file = step.vitest ?? step.playwright;
  if (!file || !existsSync(path.join(out, file))) return { passed: 0, failed: 0 };
  const json = JSON.parse(readFileSync(path.join(out, file), 'utf8'));
  if (step.vitest) return { passed: json.numPassedTests ?? 0, failed: json.numFailedTests ?? 0 };
  // A test that passed on retry counts as passed; the list reporter above names it as flaky.
  return {
    passed: (json.stats?.expected ?? 0) + (json.stats?.flaky ?? 0),
    failed: json.stats?.unexpected ?? 0,
  };
}

/** The five test files of a step that took longest, as [file, seconds]. */
function slowestFiles(step) {
  let times = {};
  if (step.vitest) {
    const file = path.join(out, `${step.name}-files.json`);
    if (existsSync(file)) times = JSON.parse(readFileSync(file, 'utf8'));
  } else if (step.playwright && existsSync(path.join(out, step.playwright))) {
    // Playwright's report: a suite per spec file; every attempt of every test counts towards its file.
    const json = JSON.parse(readFileSync(path.join(out, step.playwright), 'utf8'));
    const walk = (suite, file) => {
      for (const spec of suite.specs ?? [])
        for (const t of spec.tests ?? [])
          for (const r of t.results ?? []) times[file] = (times[file] ?? 0) + (r.duration ?? 0) / 1000;
      for (const child of suite.suites ?? []) walk(child, file);
    };
    for (const suite of json.suites ?? []) walk(suite, suite.file ?? suite.title);
  }
  return Object.entries(times)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5);
}

// `--record-times`: the vitest steps' per-file times become tests/file-times.json, the order a run with no
// timings of its own (a fresh clone) starts its files in, longest first (scripts/vitest-sequencer.ts).
if (args.includes('--record-times')) {
  const file = path.join(root, 'tests/file-times.json');
  const times = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  for (const step of steps.filter((s) => s.vitest)) {
    const own = path.join(out, `${step.name}-files.json`);
    if (!results.find((r) => r.name === step.name)?.ok || !existsSync(own)) continue;
    for (const key of Object.keys(times)) if (key.startsWith(`${step.name}:`)) delete times[key];
    for (const [f, seconds] of Object.entries(JSON.parse(readFileSync(own, 'utf8'))))
      times[`${step.name}:${f}`] = Math.round(seconds * 10) / 10;
  }
  const sorted = Object.fromEntries(Object.entries(times).sort(([a], [b]) => (a < b ? -1 : 1)));
  writeFileSync(file, `${JSON.stringify(sorted, null, 2)}\n`);
  console.log(`\nRecorded the files' times in ${path.relative(root, file)}`);
}

console.log('\n━━ summary ━━');
for (const r of results) {
  const tests = r.passed + r.failed ? `  ${r.passed} passed, ${r.failed} failed` : '';
  console.log(`${r.ok ? '✔' : '✖'} ${r.name.padEnd(10)} ${String(r.seconds).padStart(4)}s${tests}`);
  for (const [file, seconds] of r.slowest)
    console.log(`${' '.repeat(18)}${seconds.toFixed(1).padStart(6)}s  ${file}`);
}
const total = results.reduce((s, r) => s + r.seconds, 0);
console.log(`  ${'total'.padEnd(10)} ${String(total).padStart(4)}s`);
const stepFailures = results.filter((r) => !r.ok).length;
// A failed step that runs no tests of its own (typecheck, lint, build) counts as one failure.
const untested = results.filter((r) => !r.ok && r.passed + r.failed === 0).length;
console.log(`\nTests: ${passed} passed, ${failed + untested} failed`);
process.exit(stepFailures ? 1 : 0);
