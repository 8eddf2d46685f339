import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  test as base,
  expect,
  type Page,
  type TestInfo,
} from '@playwright/test';

/**
 * The `test` of every spec: Playwright's, with a server of its own for each worker, and browser pages
 * that are emptied and used again by the worker's next test instead of a new browser context each time.
 *
 * Each worker starts the production build on a fresh, seeded PGlite database (scripts/e2e-server.mjs) on
 * a free port, and its tests run against it (`baseURL`), so workers never see each other's data. Within
 * a worker the files run one after another on the same server.
 *
 * `page` and `context` (and `newPage` in auth.ts, for a second person) come from the worker's pool: see
 * {@link pooledPage}.
 */
export const test = base.extend<
  { context: BrowserContext; page: Page; pagePool: undefined },
  { server: { url: string }; serverEnv: Record<string, string> }
>({
  // More environment for the worker's server (e.g. another payments processor); a spec that sets it gets
  // workers of its own, so the other specs' servers stay as they are.
  serverEnv: [{}, { scope: 'worker', option: true }],
  server: [
    async ({ serverEnv }, use, workerInfo) => {
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      const child = spawn(process.execPath, [SERVER_SCRIPT], {
        env: { ...process.env, ...serverEnv, PORT: String(port) },
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
  // Every test: what it borrows from the pool goes back, emptied, at its end (see pooledPage).
  pagePool: [
    // `_combinedContextOptions` is Playwright's own fixture: the browser context options of this test
    // (the project's device, the file's `test.use`), as Playwright would pass them to a new context.
    (async ({ browser, _combinedContextOptions }: PoolDeps, use: () => Promise<void>, testInfo: TestInfo) => {
      current = { browser, options: _combinedContextOptions, testInfo, borrowed: [] };
      try {
        await use();
      } finally {
        const { borrowed } = current;
        current = undefined;
        await Promise.all(borrowed.map((entry) => giveBack(entry, testInfo)));
      }
      // Typed by hand: Playwright's typings do not list its own `_combinedContextOptions`.
    }) as never,
    { auto: true },
  ],
  context: async ({ pagePool: _ }, use) => use((await pooledPage()).context()),
  page: async ({ context }, use) => use(context.pages()[0] ?? (await context.newPage())),
});

/** What the pool fixture needs: the browser, and Playwright's context options for this test. */
interface PoolDeps {
  browser: Browser;
  _combinedContextOptions: BrowserContextOptions;
}

/** A page (one per browser context) the worker keeps between tests. */
interface PooledPage {
  page: Page;
  /** The context options it was made with, as JSON (a test takes one made with its own). */
  key: string;
  options: BrowserContextOptions;
  busy: boolean;
  /** The page's event listeners when it was made: those a test adds are removed when it is given back. */
  listeners: Map<string, unknown[]>;
}

const pool: PooledPage[] = [];
let current:
  | { browser: Browser; options: BrowserContextOptions; testInfo: TestInfo; borrowed: PooledPage[] }
  | undefined;

/** A page as the event emitter it is (Playwright's typings show only `on` and `off` per event). */
const emitter = (page: Page) =>
  page as unknown as { listeners(e: string): unknown[]; off(e: string, l: unknown): void };

/** Events a test may listen to on a page (`page.on('console', …)`). */
const PAGE_EVENTS = [
  'console',
  'dialog',
  'download',
  'filechooser',
  'frameattached',
  'framenavigated',
  'load',
  'domcontentloaded',
  'pageerror',
  'popup',
  'request',
  'requestfailed',
  'requestfinished',
  'response',
  'websocket',
  'worker',
];

/**
 * A page of a browser context of its own, with this test's context options (a second person in the test
 * gets a second one). A browser context costs the browser a new renderer
 * process and a cold start of the app: about 1.2 s of CPU here, a tenth of an average test. So a page
 * the worker's earlier test used is taken when one with the same options is free; it was emptied when
 * given back (giveBack), so the test starts as in a new context: no cookies, no storage, no permissions,
 * no routes, and no page of the app loaded. A retried test (which records a trace) and the full-browser
 * project get new contexts, as does everything when E2E_FRESH_CONTEXTS=1.
 */
export async function pooledPage(): Promise<Page> {
  if (!current) throw new Error('pooledPage is for use inside a test');
  const { browser, options, testInfo, borrowed } = current;
  const key = stableJson(options);
  const pooling =
    testInfo.retry === 0 &&
    testInfo.project.name !== 'desktop-full-browser' &&
    !process.env.E2E_FRESH_CONTEXTS;
  let entry = pooling ? pool.find((p) => !p.busy && p.key === key) : undefined;
  if (!entry) {
    const context = await browser.newContext(options);
    const page = await context.newPage();
    entry = {
      page,
      key,
      options,
      busy: true,
      listeners: new Map(PAGE_EVENTS.map((e) => [e, emitter(page).listeners(e)])),
    };
    if (pooling) pool.push(entry);
  } else entry.busy = true;
  borrowed.push(entry);
  return entry.page;
}

/** JSON with every object's keys in order, so that equal options give equal text. */
const stableJson = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );

/**
 * Ends a test's use of a pooled page. After a passed test it is emptied for the next one: other pages of
 * its context closed, routes, permissions, offline mode, emulated media and the test's listeners
 * removed, the app left for a plain API address of the same site (the browser keeps the renderer process
 * for the site, which is what saves the time), local and session storage, IndexedDB, Cache Storage and
 * service workers of the site cleared, and cookies deleted. After a failed test (its worker is replaced
 * anyway), or when emptying fails, the context is closed and leaves the pool.
 */
async function giveBack(entry: PooledPage, testInfo: TestInfo): Promise<void> {
  const { page } = entry;
  const context = page.context();
  const drop = async () => {
    const at = pool.indexOf(entry);
    if (at >= 0) pool.splice(at, 1);
    await context.close().catch(() => undefined);
  };
  // Not in the pool (a context of its own for this test), a failed test, or a page the test closed.
  if (!pool.includes(entry) || testInfo.status !== testInfo.expectedStatus || page.isClosed()) return drop();
  try {
    for (const other of context.pages()) if (other !== page) await other.close();
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await context.setOffline(false);
    await context.clearPermissions();
    await page.emulateMedia({ media: null, colorScheme: null, reducedMotion: null, forcedColors: null });
    if (entry.options.viewport) await page.setViewportSize(entry.options.viewport);
    for (const [event, kept] of entry.listeners)
      for (const listener of emitter(page).listeners(event))
        if (!kept.includes(listener)) emitter(page).off(event, listener);
    const origin = new URL(String(entry.options.baseURL)).origin;
    await page.goto(`${origin}/v1/health`);
    await page.evaluate(async () => {
      localStorage.clear();
      sessionStorage.clear();
      for (const db of await indexedDB.databases())
        if (db.name)
          await new Promise((done) => {
            const req = indexedDB.deleteDatabase(db.name as string);
            req.onsuccess = req.onerror = req.onblocked = done;
          });
      for (const name of await caches.keys()) await caches.delete(name);
      for (const reg of (await navigator.serviceWorker?.getRegistrations()) ?? []) await reg.unregister();
    });
    await context.clearCookies();
    entry.busy = false;
  } catch {
    await drop();
  }
}

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
