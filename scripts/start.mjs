// `npm start`: install what is missing (build tools included, whatever NODE_ENV says), build, then run
// the production server (it migrates, seeds demo data on first run, serves /v1, / and /admin, and prints
// the URLs and logins).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureBuilt, ensureInstalled, root } from './lib.mjs';

ensureInstalled();
await ensureBuilt();

const env = { NODE_ENV: 'production', ...process.env };
// Without a mail server, sign-up and password links only exist in the outbox: open its page (the
// server still answers it to this machine's own connections only). DEV_OUTBOX set by hand wins.
if (!env.SMTP_URL && !env.DEV_OUTBOX) {
  env.DEV_OUTBOX = 'true';
  console.log(
    '\nNo SMTP_URL: e-mails stay in the outbox page /v1/dev/outbox (DEV_OUTBOX=true), readable from this machine only.',
  );
}

const child = spawn(process.execPath, [path.join(root, 'packages/server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env,
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
