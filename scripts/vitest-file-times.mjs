// A vitest reporter for `npm test`'s summary: each test file's whole time (environment, set-up, imports,
// tests and hooks), written as JSON { "<file>": seconds } to the path in VITEST_FILE_TIMES.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export default class FileTimesReporter {
  onInit(vitest) {
    this.root = vitest.config.root;
  }

  onTestRunEnd(testModules) {
    const out = process.env.VITEST_FILE_TIMES;
    if (!out) return;
    const times = {};
    for (const m of testModules) {
      const d = m.diagnostic();
      const ms =
        d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration + d.duration;
      times[path.relative(this.root, m.moduleId)] = Math.round(ms) / 1000;
    }
    // The folder may have been cleared meanwhile (a Playwright run empties tests/test-results).
    mkdirSync(path.dirname(out), { recursive: true });
    writeFileSync(out, JSON.stringify(times, null, 1));
  }
}
