// Helpers shared by the top-level scripts (start, test, bench). Plain Node: they run before install.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Runs a command in the repo root, streaming output; exits the process on failure. */
export function run(cmd, args, opts = {}) {
  const label = [cmd, ...args].join(' ');
  console.log(`\n> ${label}`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...opts.env } });
  if (r.status !== 0) {
    console.error(`\n✖ ${label} failed (exit ${r.status ?? r.signal})`);
    process.exit(r.status ?? 1);
  }
}

/** Tools the build and the test steps run: devDependencies, so npm omits them under NODE_ENV=production. */
const BUILD_TOOLS = ['esbuild', 'vite', 'typescript', 'vitest', '@biomejs/biome'];

/**
 * Installs dependencies when node_modules is missing, older than the lockfile, or lacks the build
 * tools. Dev dependencies are always included: `npm start` builds before it serves, and npm would
 * otherwise leave them out whenever NODE_ENV=production (as on most hosts).
 */
export function ensureInstalled() {
  const marker = path.join(root, 'node_modules/.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  const fresh =
    existsSync(marker) &&
    statSync(marker).mtimeMs >= statSync(lock).mtimeMs &&
    BUILD_TOOLS.every((p) => existsSync(path.join(root, 'node_modules', p, 'package.json')));
  if (fresh) return;
  // `npm install`, not `npm ci`: npm 11 leaves other platforms' optional packages (biome, esbuild)
  // out of the lockfile and `npm ci` then refuses it. The lockfile still pins every version.
  run('npm', ['install', '--include=dev', '--no-audit', '--no-fund']);
}

/** Builds what is missing or older than its sources (force = always). */
export function ensureBuilt({ force = false } = {}) {
  const newest = (dir) => {
    let t = 0;
    const walk = (d) => {
      for (const name of safeReaddir(d)) {
        if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
        const p = path.join(d, name);
        const s = statSync(p);
        if (s.isDirectory()) walk(p);
        else t = Math.max(t, s.mtimeMs);
      }
    };
    walk(dir);
    return t;
  };
  const shared = Math.max(
    newest(path.join(root, 'packages/contracts')),
    newest(path.join(root, 'packages/api-client')),
  );
  const targets = [
    ['packages/server', 'packages/server/dist/main.js', newest(path.join(root, 'packages/server'))],
    ['member-app', 'member-app/dist/index.html', newest(path.join(root, 'member-app'))],
    ['admin-app', 'admin-app/dist/index.html', newest(path.join(root, 'admin-app'))],
  ];
  for (const [ws, out, src] of targets) {
    const outPath = path.join(root, out);
    if (force || !existsSync(outPath) || statSync(outPath).mtimeMs < Math.max(src, shared)) {
      run('npm', ['run', 'build', '-w', ws]);
    }
  }
}

function safeReaddir(d) {
  try {
    return readdirSync(d);
  } catch {
    return [];
  }
}

export const pkg = () => JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
