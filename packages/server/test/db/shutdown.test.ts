import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createPgDatabase, MEMBER, usingPostgres } from '../helper.ts';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe('SIGTERM on the real server process', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bb-shutdown-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('lets requests already being handled finish, then exits cleanly', async () => {
    const db = usingPostgres ? await createPgDatabase() : undefined;
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        // Port 0: the system picks a free one, read back from the "Server listening at" line. A random
        // port could already be held by one of the machine's outgoing connections.
        PORT: '0',
        DATA_DIR: dataDir,
        DATABASE_URL: db?.url ?? '',
        // On PGlite, the build's migrated database when there is a current one (else initdb).
        PGLITE_BASE: inject('dbTemplates').pgliteBase,
        LOG_LEVEL: 'info',
        // The sign-ins below come "through a proxy" from ten clients: one client signing in ten times
        // at once would be slowed by the sign-in throttle.
        TRUST_PROXY: '127.0.0.1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // What the server printed on stderr, kept to say why it exited, when it does.
    let errors = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      errors = (errors + chunk.toString()).slice(-4000);
    });
    // The server logs "Server listening" once it takes requests, and "incoming request" (pino JSON) as it
    // starts handling each one.
    let received = 0;
    let onReceived: () => void = () => {};
    let onListening: (address: string) => void = () => {};
    const listening = new Promise<string>((resolve) => {
      onListening = resolve;
    });
    let buffered = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        const address = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line)?.[1];
        if (address) onListening(address);
        if (line.includes('"incoming request"') && line.includes('/v1/user/login')) {
          received++;
          onReceived();
        }
      }
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      // Started from source on a busy machine, the server may take a while: wait for it to say so (or
      // to exit, which fails the test at once).
      const base = await Promise.race([
        listening,
        exited.then((code) => {
          throw new Error(`the server exited (${code}) before it listened:\n${errors}`);
        }),
      ]);
      // Ten sign-ins at once: each hashes a password and writes a session in a transaction.
      const requests = Array.from({ length: 10 }, (_, i) =>
        fetch(`${base}/v1/user/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${i + 1}` },
          body: JSON.stringify(MEMBER),
        }).then(async (r) => ({ status: r.status, body: await r.json() })),
      );
      // Signal once the server is handling all ten, before most of them are answered.
      await new Promise<void>((resolve) => {
        onReceived = () => received >= 10 && resolve();
        onReceived();
      });
      child.kill('SIGTERM');
      const results = await Promise.all(requests);
      for (const r of results) {
        expect(r.status).toBe(200);
        expect(r.body.data.accessToken).toBeTypeOf('string');
      }
      expect(await exited).toBe(0);
    } finally {
      child.kill('SIGKILL');
      await db?.drop();
    }
  }, 120_000);
});
