import { defineConfig } from 'vitest/config';

/**
 * Two projects: `unit` (pure code, fast) and `db` (server integration through app.inject on a real
 * database: a fresh PGlite per file by default, PostgreSQL when DATABASE_URL is set).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/test/unit/**/*.test.ts',
            'member-app/src/**/*.test.{ts,tsx}',
            'admin-app/src/**/*.test.{ts,tsx}',
          ],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'db',
          include: ['packages/*/test/db/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file gets its own database; files run in parallel up to the core count.
          fileParallelism: true,
        },
      },
    ],
  },
});
