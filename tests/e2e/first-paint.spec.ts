/**
 * The first pages a visitor sees are prerendered at build time (member-app/scripts/prerender.mjs): their
 * content is in the HTML the server sends, so it paints before any script has run, and the app then
 * hydrates it (takes the same elements over) instead of drawing the page again.
 */
import type { Page } from '@playwright/test';
import { ADMIN, ALEX, signInMember } from './support/auth.ts';
import { expect, test } from './support/test.ts';

const PRERENDERED = [
  { path: '/sign-in', heading: 'Sign in', field: 'Email' },
  { path: '/sign-up', heading: 'Create an account', field: 'Email' },
  { path: '/forget-password', heading: 'Forgot your password?', field: 'Email' },
];

/** Errors the page reports (uncaught, or logged as errors), e.g. a hydration that did not match. */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  return errors;
}

/**
 * Remembers the first element matching `selector` the document ever holds (the prerendered one, parsed before
 * any script ran); the returned check tells whether the element on screen now is still that one.
 */
async function firstElementKept(page: Page, selector: string): Promise<() => Promise<boolean>> {
  await page.addInitScript((sel) => {
    new MutationObserver((_changes, observer) => {
      const found = document.querySelector(sel);
      if (found) {
        (window as unknown as { firstElement: Element }).firstElement = found;
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  }, selector);
  return () =>
    page.evaluate(
      (sel) => (window as unknown as { firstElement?: Element }).firstElement === document.querySelector(sel),
      selector,
    );
}

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, heading, field } of PRERENDERED) {
    test(`${path} shows its heading and form from the HTML alone, inert until the app runs`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('textbox', { name: field })).toBeVisible();
      // Sent by the browser itself, the form would put its fields (a password) in the address.
      await expect(page.locator('#root')).toHaveAttribute('inert');
    });
  }

  test("the console's login page shows its form from the HTML alone, inert until the console runs", async ({
    page,
  }) => {
    await page.goto('/admin/login');
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page.getByLabel(/^Password/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(page.locator('#root')).toHaveAttribute('inert');
  });
});

test('the console takes its prerendered login page over without redrawing it, and signing in works', async ({
  page,
}) => {
  const errors = errorsOf(page);
  const kept = await firstElementKept(page, 'input[name="email"]');
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  expect(await kept(), 'the field on screen is the prerendered element').toBe(true);
  await page.getByLabel(/^Password/).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Marketplace dashboard' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the app takes the prerendered sign-in page over without redrawing it, and it works', async ({
  page,
}) => {
  const errors = errorsOf(page);
  const kept = await firstElementKept(page, 'h1');
  await page.goto('/sign-in');
  // Taken over: the page is usable, with the e-mail field focused as the page asks.
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeFocused();
  // Interactive once hydrated: the eye button shows the password.
  const password = page.locator('input[name="password"]');
  await password.fill('BarterDemo#1');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(page.getByRole('button', { name: 'Hide password' })).toBeVisible();
  await expect(password).toHaveAttribute('type', 'text');
  expect(await kept(), 'the heading on screen is the prerendered element').toBe(true);
  await page.getByRole('textbox', { name: 'Email' }).fill(ALEX.email);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: /^Welcome back/ })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a member signed in on this browser who opens /sign-in is sent on, not shown the prerendered form', async ({
  page,
}) => {
  await signInMember(page, ALEX);
  await page.goto('/sign-in');
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('heading', { name: /^Welcome back/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toHaveCount(0);
});

test("the console's sign-in page loads no screen of the console; signing in then opens the dashboard", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto('/admin/');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  // The dashboard's page (with its charts) is what /admin/ shows once signed in: not before.
  expect(scripts.filter((s) => /\/DashboardPage-/.test(s))).toEqual([]);
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel(/^Password/).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Marketplace dashboard' })).toBeVisible();
  expect(scripts.filter((s) => /\/DashboardPage-/.test(s))).toHaveLength(1);
});

test('the wallet page keeps its layout while its balance and transactions load (no layout shift)', async ({
  page,
}) => {
  await signInMember(page, ALEX);
  await page.setViewportSize({ width: 412, height: 823 });
  // The wallet's figures arrive a second late, so the page is first drawn with their placeholders.
  await page.route('**/v1/wallet**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await page.addInitScript(() => {
    const w = window as unknown as { layoutShift: number };
    w.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!e.hadRecentInput) w.layoutShift += e.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/my-wallet');
  await expect(page.getByTestId('today-remaining')).toContainText('more today');
  await expect(page.getByRole('list', { name: 'Transactions' })).toBeVisible();
  await expect(page.getByTestId('summary-line').first()).toBeVisible();
  const shift = await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
  expect(shift, 'cumulative layout shift').toBeLessThanOrEqual(0.02);
});
