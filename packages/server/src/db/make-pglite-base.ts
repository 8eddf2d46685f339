/**
 * The build's last step (build.mjs): `node dist/make-pglite-base.js <outDir>` makes the PGlite base that a
 * first start copies (db/pglite-base.ts): a new database with every migration, closed cleanly, stamped.
 */
import { rmSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { connectDatabase, migrationsFolder } from './client.ts';
import { stampPgliteBase } from './pglite-base.ts';

/** Makes the base in `outDir`, replacing one there; `loadDataDir` starts it from a dump instead of initdb. */
export async function makePgliteBase(outDir: string, opts: { loadDataDir?: Blob } = {}): Promise<void> {
  rmSync(outDir, { recursive: true, force: true });
  // A small page cache while it is made (initdb sets up every page at start): a third faster. The setting
  // is not kept in the database; whoever opens the copy runs with its own.
  const database = await connectDatabase({ dataDir: outDir, sharedBuffers: '16MB', ...opts });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  stampPgliteBase(outDir, migrationsFolder());
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const outDir = process.argv[2];
  if (!outDir) throw new Error('Usage: node dist/make-pglite-base.js <outDir>');
  await makePgliteBase(outDir);
}
