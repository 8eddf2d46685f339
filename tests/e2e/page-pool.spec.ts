/**
 * The worker's page pool (support/test.ts): the next test gets the same page, and nothing the last test
 * left in it: no cookies, storage, IndexedDB, permissions, routes, emulated media, offline mode or
 * listeners.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';

// One after the other, in one worker: the second test gets the page the first one used.
test.describe.configure({ mode: 'serial' });

let first: Page | undefined;
const heard: string[] = [];

test('a test leaves cookies, storage, a permission, a route, media and a listener behind', async ({
  page,
  context,
  baseURL,
}) => {
  first = page;
  page.on('dialog', (d) => {
    heard.push(d.message());
    void d.dismiss();
  });
  await context.grantPermissions(['clipboard-read'], { origin: baseURL });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.route('**/v1/health', (route) => route.fulfill({ status: 503, body: 'routed' }));
  await page.goto('/sign-in');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.evaluate(async () => {
    localStorage.setItem('pool-check', 'left');
    sessionStorage.setItem('pool-check', 'left');
    await new Promise((done) => {
      const open = indexedDB.open('pool-check');
      open.onsuccess = () => {
        open.result.close();
        done(undefined);
      };
    });
  });
  await context.addCookies([{ name: 'pool-check', value: 'left', url: String(baseURL) }]);
  await page.evaluate(() => alert('heard in the first test'));
  expect((await page.request.get('/v1/health')).status()).toBe(200);
  expect(await page.evaluate(() => fetch('/v1/health').then((r) => r.status))).toBe(503);
  expect(heard).toEqual(['heard in the first test']);
});

test('the next test gets the same page, emptied', async ({ page, baseURL }) => {
  expect(page, 'the pool gave the first test’s page').toBe(first);
  await page.goto('/sign-in');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  const left = await page.evaluate(async () => ({
    local: localStorage.getItem('pool-check'),
    session: sessionStorage.getItem('pool-check'),
    cookie: document.cookie.includes('pool-check'),
    databases: (await indexedDB.databases()).map((d) => d.name),
    clipboard: (await navigator.permissions.query({ name: 'clipboard-read' as PermissionName })).state,
    reducedMotion: matchMedia('(prefers-reduced-motion: reduce)').matches,
    health: await fetch('/v1/health').then((r) => r.status),
  }));
  expect(left).toEqual({
    local: null,
    session: null,
    cookie: false,
    databases: [],
    clipboard: 'prompt',
    reducedMotion: false,
    health: 200,
  });
  expect(await page.context().cookies(baseURL)).toEqual([]);
  // The first test's listener is gone: it heard only its own dialog (this one is dismissed by Playwright).
  await page.evaluate(() => alert('heard in the second test'));
  expect(heard).toEqual(['heard in the first test']);
});
