/**
 * The migrated PGlite database the build makes (dist/pglite-base): a first start copies it instead of
 * running initdb, a data directory that has a database keeps it, and a base another PGlite version made is
 * not used. PGlite only (skipped with DATABASE_URL).
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { connectDatabase, type Db, migrationsFolder } from '../../src/db/client.ts';
import { makePgliteBase } from '../../src/db/make-pglite-base.ts';
import {
  copyPgliteBase,
  installedPgliteVersion,
  migrationsDigest,
  usablePgliteBase,
} from '../../src/db/pglite-base.ts';
import { databaseCopy, usingPostgres } from '../helper.ts';

/** initdb gives every new database a random system identifier; a copy keeps its original's. */
async function systemIdentifier(db: Db): Promise<string> {
  const rows = await db.execute<{ id: string }>(
    sql`select system_identifier::text as id from pg_control_system()`,
  );
  return (rows as unknown as { rows: { id: string }[] }).rows[0]!.id;
}

describe.skipIf(usingPostgres)('the PGlite base a first start copies', () => {
  let root = '';
  let base = '';
  let baseId = '';

  beforeAll(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'barterbits-pglite-base-'));
    base = path.join(root, 'base');
    // The run's migrated template stands in for initdb: the base is made as the build makes it.
    const { build } = await databaseCopy('migrated');
    await makePgliteBase(base, build.loadDataDir ? { loadDataDir: build.loadDataDir } : {});
    const opened = await connectDatabase({ dataDir: base });
    baseId = await systemIdentifier(opened.db);
    await opened.close();
  }, 60_000);

  afterAll(() => {
    if (root) rmSync(root, { recursive: true, force: true });
  });

  const start = (dataDir: string) =>
    buildApp({
      logger: false,
      databaseUrl: '',
      dataDir,
      pgliteBase: base,
      config: { env: 'test', logLevel: 'silent' },
    });

  it('is stamped with the PGlite version and the migrations that made it, and usable only by that version', () => {
    expect(usablePgliteBase(base)).toBe(true);
    expect(usablePgliteBase(base, { version: installedPgliteVersion() })).toBe(true);
    expect(usablePgliteBase(base, { version: '0.0.1' })).toBe(false);
    expect(usablePgliteBase(path.join(root, 'nowhere'))).toBe(false);
    // The test suites' check: made from exactly today's migrations.
    expect(usablePgliteBase(base, { migrations: migrationsDigest(migrationsFolder()) })).toBe(true);
    expect(usablePgliteBase(base, { migrations: 'another' })).toBe(false);
  });

  it('a data directory without a database starts from a copy of it, and one with a database keeps its own', async () => {
    const dataDir = path.join(root, 'first-start');
    const app = await start(dataDir);
    try {
      expect(await systemIdentifier(app.database.db)).toBe(baseId);
      expect((await app.inject({ method: 'GET', url: '/v1/health' })).statusCode).toBe(200);
      await app.database.db.execute(sql`create table kept_by_the_member (note text)`);
    } finally {
      await app.close();
    }

    const again = await start(dataDir);
    try {
      const rows = await again.database.db.execute(sql`select to_regclass('kept_by_the_member')::text as t`);
      expect((rows as unknown as { rows: { t: string | null }[] }).rows[0]!.t).toBe('kept_by_the_member');
    } finally {
      await again.close();
    }
  });

  it('a base made by another PGlite version is not copied; a copy cut off half-way is made again', () => {
    const other = path.join(root, 'other-version');
    cpSync(base, other, { recursive: true });
    writeFileSync(path.join(other, 'barterbits-base.json'), JSON.stringify({ pglite: '0.0.1' }));
    const untouched = path.join(root, 'untouched');
    expect(copyPgliteBase(other, untouched)).toBe(false);
    expect(existsSync(path.join(untouched, 'pglite'))).toBe(false);

    const cutOff = path.join(root, 'cut-off');
    mkdirSync(path.join(cutOff, 'pglite.copying'), { recursive: true });
    writeFileSync(path.join(cutOff, 'pglite.copying', 'half'), '');
    mkdirSync(path.join(cutOff, 'pglite'));
    expect(copyPgliteBase(base, cutOff)).toBe(true);
    expect(existsSync(path.join(cutOff, 'pglite', 'PG_VERSION'))).toBe(true);
    expect(existsSync(path.join(cutOff, 'pglite.copying'))).toBe(false);
  });
});
