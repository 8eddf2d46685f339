/**
 * The tables in code (db/schema.ts and the modules' *.schema.ts) and the committed migrations agree:
 * drizzle-kit, run against a copy of the migrations folder, finds nothing to migrate. A table changed
 * without its migration, or a hand-written migration without its snapshot, fails here instead of in the
 * next change's generated migration.
 */
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const server = path.resolve(import.meta.dirname, '../..');
const drizzleKit = path.join(path.dirname(createRequire(import.meta.url).resolve('drizzle-kit')), 'bin.cjs');
const work = mkdtempSync(path.join(os.tmpdir(), 'bb-schema-drift-'));

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('tables and migrations', () => {
  it('drizzle-kit finds no change between the schema and the last migration snapshot', async () => {
    cpSync(path.join(server, 'drizzle'), path.join(work, 'drizzle'), { recursive: true });
    const before = readdirSync(path.join(work, 'drizzle')).sort();
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [
        drizzleKit,
        'generate',
        '--dialect',
        'postgresql',
        '--schema',
        path.join(server, 'src/db/schema.ts'),
        '--out',
        './drizzle',
      ],
      { cwd: work, timeout: 60_000 },
    );
    expect(readdirSync(path.join(work, 'drizzle')).sort()).toEqual(before);
    expect(stdout).toContain('No schema changes');
  }, 60_000);
});
