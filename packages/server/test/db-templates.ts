/**
 * Global setup of the database suites: the migrations run once per run, not once per test file.
 *
 * Two templates are made before any file starts: `migrated` (every migration applied) and `seeded` (that
 * plus the demo accounts of a test start, `seedDemoData` with env `test`). Each test app then starts
 * from a copy of one of them (test/helper.ts):
 * - on PGlite, a dump of the template's data directory, loaded by each new PGlite (`loadDataDir`);
 * - on PostgreSQL (DATABASE_URL), two template databases, copied by `CREATE DATABASE … TEMPLATE …`.
 * Every copy is its own database, so test files stay as independent as they were.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../src/app.ts';
import { migrationsFolder } from '../src/db/client.ts';
import { migrationsDigest, usablePgliteBase } from '../src/db/pglite-base.ts';
import { seedDemoData } from '../src/seed.ts';

/** Where each template is: dump files (PGlite) or database names (PostgreSQL). */
export interface DbTemplates {
  kind: 'pglite' | 'postgres';
  migrated: string;
  seeded: string;
  /**
   * PGlite: the server build's base (dist/pglite-base) when it holds exactly today's migrations, for the
   * tests that start a real server process on a new data directory (PGLITE_BASE); '' when there is none.
   */
  pgliteBase: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplates: DbTemplates;
  }
}

const TEST_CONFIG = { env: 'test', logLevel: 'silent' } as const;

/** Runs `sql` on the server of DATABASE_URL, through its default database. */
async function onServer(sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/** `base` (DATABASE_URL) with its database name replaced by `name`. */
export function databaseUrlFor(name: string): string {
  const url = new URL(process.env.DATABASE_URL as string);
  url.pathname = `/${name}`;
  return url.toString();
}

async function postgresTemplates(): Promise<{ templates: DbTemplates; drop: () => Promise<void> }> {
  const tag = randomBytes(5).toString('hex');
  const migrated = `bb_tpl_${tag}_migrated`;
  const seeded = `bb_tpl_${tag}_seeded`;
  await onServer(`CREATE DATABASE ${migrated}`);
  const drop = async () => {
    for (const name of [seeded, migrated]) await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  };
  try {
    // buildApp migrates; closing it ends every connection, so the database can serve as a template.
    await (
      await buildApp({ logger: false, databaseUrl: databaseUrlFor(migrated), config: TEST_CONFIG })
    ).close();
    await onServer(`CREATE DATABASE ${seeded} TEMPLATE ${migrated}`);
    const app = await buildApp({ logger: false, databaseUrl: databaseUrlFor(seeded), config: TEST_CONFIG });
    try {
      await seedDemoData(app);
    } finally {
      await app.close();
    }
  } catch (e) {
    await drop();
    throw e;
  }
  return { templates: { kind: 'postgres', migrated, seeded, pgliteBase: '' }, drop };
}

/** The server build's PGlite base (db/pglite-base.ts) when it holds exactly today's migrations. */
function buildBase(): string | undefined {
  const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist/pglite-base');
  return usablePgliteBase(dir, { migrations: migrationsDigest(migrationsFolder()) }) ? dir : undefined;
}

async function pgliteTemplates(): Promise<{ templates: DbTemplates; drop: () => Promise<void> }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'barterbits-db-templates-'));
  const drop = async () => rmSync(dir, { recursive: true, force: true });
  const save = async (name: string, dump: Blob) => {
    const file = path.join(dir, `${name}.tar`);
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    return file;
  };
  try {
    // From the build's migrated database when it is current (npm test builds first): a copy opens in about
    // a second where initdb and the migrations take seven.
    const base = buildBase();
    const app = await buildApp({
      logger: false,
      databaseUrl: '',
      config: TEST_CONFIG,
      ...(base
        ? { dataDir: path.join(dir, 'data'), pgliteBase: base, sharedBuffers: '16MB' }
        : { dataDir: 'memory://' }),
    });
    try {
      const dump = () => app.database.dumpDataDir?.() as Promise<Blob>;
      const migrated = await save('migrated', await dump());
      await seedDemoData(app);
      const seeded = await save('seeded', await dump());
      return { templates: { kind: 'pglite', migrated, seeded, pgliteBase: base ?? '' }, drop };
    } finally {
      await app.close();
    }
  } catch (e) {
    await drop();
    throw e;
  }
}

export default async function setup(project: TestProject) {
  const started = Date.now();
  const { templates, drop } = process.env.DATABASE_URL ? await postgresTemplates() : await pgliteTemplates();
  project.provide('dbTemplates', templates);
  console.log(
    `database templates (${templates.kind}) ready in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return drop;
}
