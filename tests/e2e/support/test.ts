import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base, expect } from '@playwright/test';

/**
 * The `test` of every spec: Playwright's, with a server of its own for each worker. Each worker starts
 * the production build on a fresh, seeded PGlite database (scripts/e2e-server.mjs) on a free port, and
 * its tests run against it (`baseURL`), so workers never see each other's data. Within a worker the
 * files run one after another on the same server, as they did on the one server before.
 */
export const test = base.extend<object, { server: { url: string } }>({
  server: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright's fixtures take their dependencies first.
    async ({}, use, workerInfo) => {
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      const child = spawn(process.execPath, [SERVER_SCRIPT], {
        env: { ...process.env, PORT: String(port) },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      // Warnings and errors of the server go to the run's output, named by worker.
      child.stderr?.on('data', (chunk: Buffer) => {
        for (const line of chunk.toString().split('\n').filter(Boolean))
          console.error(`[server ${workerInfo.workerIndex}] ${line}`);
      });
      try {
        await untilHealthy(url, child);
        await use({ url });
      } finally {
        await stop(child);
      }
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ server }, use) => use(server.url),
});

export { expect };

const SERVER_SCRIPT = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../scripts/e2e-server.mjs',
);

/** A port nobody listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/** Waits until the server answers /v1/health (migrated and seeded); fails if it exits first. */
async function untilHealthy(url: string, child: ChildProcess): Promise<void> {
  let exited: number | null | undefined;
  child.once('exit', (code) => {
    exited = code;
  });
  for (;;) {
    if (exited !== undefined) throw new Error(`the e2e server exited (${exited}) before serving ${url}`);
    const ok = await fetch(`${url}/v1/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Stops the server and waits for it to exit (it removes its data directory on the way out). */
async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  const killed = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(killed);
}
