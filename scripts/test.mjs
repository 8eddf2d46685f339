// `npm test`: install what is missing, then typecheck, lint, unit, API integration (database)
// and Playwright e2e against the production build. Prints one summary line at the end.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureBuilt, ensureInstalled, root } from './lib.mjs';

ensureInstalled();

const out = path.join(root, 'tests/test-results/summary');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const only = process.argv.slice(2);
const steps = [
  { name: 'typecheck', cmd: ['npx', 'tsc', '-p', 'tsconfig.json'] },
  { name: 'lint', cmd: ['npx', 'biome', 'check', '.'] },
  {
    name: 'unit',
    cmd: [
      'npx',
      'vitest',
      'run',
      '--project',
      'unit',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${out}/unit.json`,
    ],
    vitest: 'unit.json',
  },
  {
    name: 'db',
    cmd: [
      'npx',
      'vitest',
      'run',
      '--project',
      'db',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${out}/db.json`,
    ],
    vitest: 'db.json',
  },
  { name: 'build', fn: () => ensureBuilt({ force: true }) },
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
    step.fn();
    ok = true;
  } else {
    const [cmd, ...args] = step.cmd;
    const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...step.env } });
    ok = r.status === 0;
  }
  const counts = countTests(step);
  passed += counts.passed;
  failed += counts.failed;
  results.push({ name: step.name, ok, seconds: Math.round((Date.now() - started) / 1000), ...counts });
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

console.log('\n━━ summary ━━');
for (const r of results) {
  const tests = r.passed + r.failed ? `  ${r.passed} passed, ${r.failed} failed` : '';
  console.log(`${r.ok ? '✔' : '✖'} ${r.name.padEnd(10)} ${String(r.seconds).padStart(4)}s${tests}`);
}
const stepFailures = results.filter((r) => !r.ok).length;
// A failed step that runs no tests of its own (typecheck, lint, build) counts as one failure.
const untested = results.filter((r) => !r.ok && r.passed + r.failed === 0).length;
console.log(`\nTests: ${passed} passed, ${failed + untested} failed`);
process.exit(stepFailures ? 1 : 0);
