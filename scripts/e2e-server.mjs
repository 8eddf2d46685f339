// The server Playwright runs against: the production build on a fresh, seeded PGlite database.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from './lib.mjs';

const main = path.join(root, 'packages/server/dist/main.js');
for (const f of [main, 'member-app/dist/index.html', 'admin-app/dist/index.html']) {
  if (!existsSync(path.resolve(root, f))) {
    console.error(`Missing build output ${f}: run "npm run build" first.`);
    process.exit(1);
  }
}
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'barterbits-e2e-'));
const child = spawn(process.execPath, [main], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    HOST: '127.0.0.1',
    PORT: process.env.PORT ?? '4173',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    ENABLE_TEST_API: 'true',
    PUBLIC_URL: `http://127.0.0.1:${process.env.PORT ?? '4173'}`,
  },
});
const stop = (sig) => child.kill(sig);
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
child.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
