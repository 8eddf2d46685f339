import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const SCRIPT = path.join(import.meta.dirname, 'page-budgets.mjs');
const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/**
 * A built app: an entry importing a shared chunk, and a lazily loaded page importing it too. Random
 * bytes do not compress, so each file's brotli size is about its size.
 */
function builtApp(limits: { entry: number; page: number }) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bb-budgets-'));
  dirs.push(dir);
  mkdirSync(path.join(dir, 'dist/.vite'), { recursive: true });
  mkdirSync(path.join(dir, 'dist/assets'));
  const file = (name: string, kb: number) =>
    writeFileSync(path.join(dir, 'dist/assets', name), randomBytes(kb * 1024));
  file('index.js', 10);
  file('shared.js', 30);
  file('page.js', 20);
  writeFileSync(
    path.join(dir, 'dist/.vite/manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index.js', imports: ['_shared.js'] },
      '_shared.js': { file: 'assets/shared.js' },
      'src/page.tsx': { file: 'assets/page.js', imports: ['_shared.js'], isDynamicEntry: true },
    }),
  );
  writeFileSync(
    path.join(dir, 'page-budgets.json'),
    JSON.stringify({
      pages: [
        { page: '/entry', modules: ['index.html'], target: 5, limit: limits.entry },
        { page: '/page', modules: ['index.html', 'src/page.tsx'], target: 5, limit: limits.page },
      ],
    }),
  );
  return dir;
}

const run = (dir: string) => spawnSync(process.execPath, [SCRIPT, dir], { encoding: 'utf8' });

describe('page budgets', () => {
  it("counts each page's scripts once, static imports included, and passes pages within their limits", () => {
    // The entry: 10 + 30 KB; the page: 10 + 30 + 20 KB (the shared chunk once).
    const result = run(builtApp({ entry: 41, page: 61 }));
    expect(result.status, result.stderr).toBe(0);
    const line = (page: string) => result.stdout.split('\n').find((l) => l.includes(page)) ?? '';
    expect(line('/entry')).toMatch(/✓ \/entry\s+40\.\d KB in {2}2 files/);
    expect(line('/page')).toMatch(/✓ \/page\s+60\.\d KB in {2}3 files/);
  });

  it('fails the build when a page passes its limit, naming it', () => {
    const result = run(builtApp({ entry: 41, page: 59 }));
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(/✗ \/page/);
    expect(result.stderr).toContain('1 page(s) passed their limit');
  });

  it('fails when a listed module is no longer in the build', () => {
    const dir = builtApp({ entry: 41, page: 61 });
    writeFileSync(
      path.join(dir, 'page-budgets.json'),
      JSON.stringify({ pages: [{ page: '/gone', modules: ['src/gone.tsx'], target: 5, limit: 5 }] }),
    );
    const result = run(dir);
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain('src/gone.tsx is not in the build');
  });
});
