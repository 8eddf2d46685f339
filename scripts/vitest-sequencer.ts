// Vitest's file order for `npm test`: the longest files first, so that the run does not end with one core
// busy on a long file that started last while the other has nothing left to do.
//
// Vitest orders files by their durations in its own cache (node_modules/.vite/vitest), which a fresh clone
// does not have; it then starts the largest files first, and the slowest database files are among the
// smallest (a four-line file running a generated suite, a file driving a child process). Here a file with
// no duration in the cache takes its duration from tests/file-times.json: the per-file times of a recorded
// run (`node scripts/test.mjs unit db --record-times`). A file found in neither starts first, as in vitest.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const RECORDED = path.join(path.dirname(fileURLToPath(import.meta.url)), '../tests/file-times.json');

/** { "<project>:<file relative to the root>": seconds } of the recorded run; empty when there is none. */
function recordedTimes(): Record<string, unknown> {
  try {
    return JSON.parse(readFileSync(RECORDED, 'utf8'));
  } catch {
    return {};
  }
}

export default class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const recorded = recordedTimes();
    const root = this.ctx.config.root;
    const keyOf = (f: TestSpecification) => `${f.project.name}:${path.relative(root, f.moduleId)}`;
    /** Milliseconds the file is expected to take, or Infinity when nothing is known of it (it starts first). */
    const expected = (f: TestSpecification) => {
      const cached = this.ctx.cache.getFileTestResults(keyOf(f));
      if (cached) return cached.failed ? Number.POSITIVE_INFINITY : cached.duration;
      const seconds = recorded[keyOf(f)];
      return typeof seconds === 'number' ? seconds * 1000 : Number.POSITIVE_INFINITY;
    };
    // As vitest: projects one after another; within one, files that failed last time and unknown files
    // first, then the longest first.
    return [...files].sort((a, b) => {
      if (a.project.name !== b.project.name) return a.project.name < b.project.name ? -1 : 1;
      const ea = expected(a);
      const eb = expected(b);
      return ea === eb ? 0 : eb > ea ? 1 : -1;
    });
  }
}
