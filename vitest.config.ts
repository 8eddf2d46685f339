import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import LongestFirstSequencer from './scripts/vitest-sequencer.ts';

const cores = availableParallelism();

/** A run that shuffles its files (`--sequence.shuffle`, `--sequence.shuffle.files`) keeps vitest's random order. */
const shufflesFiles = process.argv.some((a) => /^--sequence\.shuffle(\.files)?(=true)?$/.test(a));

/**
 * Two projects: `unit` (pure code, fast) and `db` (server integration through app.inject on a real
 * database: a copy of a template migrated once per run, on PGlite by default and on PostgreSQL when
 * DATABASE_URL is set; see packages/server/test/db-templates.ts).
 */
export default defineConfig({
  test: {
    // The longest files first, also on a fresh clone (scripts/vitest-sequencer.ts).
    ...(shufflesFiles ? {} : { sequence: { sequencer: LongestFirstSequencer } }),
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/test/unit/**/*.test.ts',
            'member-app/src/**/*.test.{ts,tsx}',
            'admin-app/src/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
          ],
          environment: 'node',
          // The files spend most of their time importing: workers are shared between files, so that
          // React, MUI and the contracts load once per worker, and there are as many as cores.
          isolate: false,
          maxWorkers: cores,
        },
      },
      {
        test: {
          name: 'db',
          include: ['packages/*/test/db/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['packages/server/test/db-templates.ts'],
          setupFiles: ['packages/server/test/db-file-setup.ts'],
          // Files share worker processes, so the server's modules are imported once per worker instead
          // of once per file (about 3 s each); every file still has its own app and database.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file gets its own database; files run in parallel up to the core count.
          fileParallelism: true,
          maxWorkers: cores,
        },
      },
    ],
  },
});
