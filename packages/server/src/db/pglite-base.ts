/**
 * A PGlite data directory made once by the build, with every migration applied (`dist/pglite-base`, beside
 * the bundle). A server whose data directory holds no database yet starts from a copy of it instead of
 * running PostgreSQL's initdb and the migrations: about 1 s instead of 7 on a 2-core machine, at every first
 * start (a new install, each e2e worker). It is used only when the PGlite installed now is the one that made
 * it (its files are that version's), and the migrations still run after the copy, so a base older than the
 * sources is brought up to date.
 */
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** Written beside the database's files: which PGlite made them, from which migrations. */
const STAMP = 'barterbits-base.json';

/** The version of the PGlite package installed beside this code. */
export function installedPgliteVersion(): string {
  let dir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).version;
}

/**
 * A digest of the committed migrations (`folder`: every file, names and contents), stamped on a base: the
 * test suites use a base only when it holds exactly today's migrations (one edited since would not be
 * applied again by the migrator).
 */
export function migrationsDigest(folder: string): string {
  const hash = createHash('sha256');
  const walk = (dir: string, rel: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name < b.name ? -1 : 1,
    )) {
      const name = `${rel}${entry.name}`;
      if (entry.isDirectory()) walk(path.join(dir, entry.name), `${name}/`);
      else
        hash
          .update(name)
          .update('\0')
          .update(readFileSync(path.join(dir, entry.name)))
          .update('\0');
    }
  };
  walk(folder, '');
  return hash.digest('hex');
}

/**
 * Whether `baseDir` holds a base made by the PGlite `version` (by default the installed one) and, when
 * `migrations` is given, from migrations with that digest.
 */
export function usablePgliteBase(
  baseDir: string,
  { version = installedPgliteVersion(), migrations }: { version?: string; migrations?: string } = {},
): boolean {
  try {
    const stamp = JSON.parse(readFileSync(path.join(baseDir, STAMP), 'utf8'));
    return (
      stamp.pglite === version &&
      (migrations === undefined || stamp.migrations === migrations) &&
      existsSync(path.join(baseDir, 'pglite', 'PG_VERSION'))
    );
  } catch {
    return false;
  }
}

/**
 * Copies the base into `dataDir` when that has no database yet and the base is usable. Answers whether it
 * did; a data directory with a database is never touched.
 */
export function copyPgliteBase(baseDir: string, dataDir: string): boolean {
  const pgdata = path.join(dataDir, 'pglite');
  if (existsSync(path.join(pgdata, 'PG_VERSION')) || !usablePgliteBase(baseDir)) return false;
  mkdirSync(dataDir, { recursive: true });
  // Copied aside and renamed: a copy cut off half-way is never taken for a database.
  const partial = `${pgdata}.copying`;
  rmSync(partial, { recursive: true, force: true });
  cpSync(path.join(baseDir, 'pglite'), partial, { recursive: true });
  rmSync(pgdata, { recursive: true, force: true });
  renameSync(partial, pgdata);
  return true;
}

/**
 * Marks `outDir` as a base made by the installed PGlite from the migrations in `migrationsFolder` (after
 * its database was closed cleanly).
 */
export function stampPgliteBase(outDir: string, migrationsFolder: string): void {
  const stamp = { pglite: installedPgliteVersion(), migrations: migrationsDigest(migrationsFolder) };
  writeFileSync(path.join(outDir, STAMP), `${JSON.stringify(stamp)}\n`);
}
