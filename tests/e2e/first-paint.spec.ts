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

  test("every other address shows the app's frame and a loading page from the HTML alone", async ({
    page,
  }) => {
    for (const path of ['/', '/my-wallet', '/search-product?q=bike', '/no/such/page']) {
      await page.goto(path);
      await expect(page.getByText('BarterBits', { exact: true }), path).toBeVisible();
      await expect(page.getByRole('progressbar', { name: 'Loading' }), path).toBeVisible();
      await expect(page.locator('#root'), path).toHaveAttribute('inert');
    }
  });

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

test("a member's page is drawn in place of the prerendered frame; a visitor without a session is sent to sign in", async ({
  page,
}) => {
  const errors = errorsOf(page);
  await page.goto('/my-wallet');
  await expect(page).toHaveURL(/\/sign-in/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await expect(page.getByRole('progressbar', { name: 'Loading' })).toHaveCount(0);

  await signInMember(page, ALEX);
  // Whether the window was ever left blank between the prerendered frame and the app's page: neither the frame
  // (moved aside, still painted) nor the app's page in the document.
  await page.addInitScript(() => {
    const w = window as unknown as { blank: boolean; framed: boolean; frameMark: number[] };
    w.blank = false;
    w.framed = false;
    new MutationObserver(() => {
      const root = document.getElementById('root');
      const aside = document.getElementById('prerendered-set-aside');
      if (!root) return;
      if (root.dataset.prerendered === 'app-shell' && !w.framed) {
        const mark = [...root.querySelectorAll('header span')].find((e) => e.textContent === 'BarterBits');
        if (!mark) return;
        w.framed = true;
        const box = mark.getBoundingClientRect();
        w.frameMark = [box.x, box.y, box.width, box.height];
      }
      if (w.framed && root.childElementCount === 0 && (aside?.childElementCount ?? 0) === 0) w.blank = true;
    }).observe(document, { childList: true, subtree: true, attributes: true });
  });
  await page.goto('/my-wallet');
  await expect(page.getByRole('heading', { level: 1, name: 'My Wallet' })).toBeVisible();
  const seen = await page.evaluate(() => {
    const { blank, framed, frameMark } = window as unknown as {
      blank: boolean;
      framed: boolean;
      frameMark: number[];
    };
    return { blank, framed, frameMark };
  });
  expect(seen.framed, 'the prerendered frame was sent').toBe(true);
  expect(seen.blank, 'the window was never blank').toBe(false);
  // The app's wordmark is where the frame drew it: nothing in the navbar moves when the page comes.
  const mark = await page.getByRole('link', { name: 'BarterBits' }).boundingBox();
  expect([mark?.x, mark?.y, mark?.width, mark?.height]).toEqual(seen.frameMark);
  await expect(page.locator('#prerendered-set-aside')).toHaveCount(0);
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
  // One navbar: the app's own, with the member's menu; the frame painted first is gone.
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expect(page.getByText('BarterBits', { exact: true })).toHaveCount(1);
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

test.describe("the console's login page", () => {
  /** The scripts the page has loaded, by address. */
  function scriptsOf(page: Page): string[] {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    return scripts;
  }

  async function signInAs(page: Page, who: { email: string; password: string }) {
    await page.getByLabel('Email').fill(who.email);
    await page.getByLabel(/^Password/).fill(who.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
  }

  const dashboard = (page: Page) => page.getByRole('heading', { level: 1, name: 'Marketplace dashboard' });

  test('loads no react-admin and no screen of the console; signing in then opens the dashboard', async ({
    page,
  }) => {
    const scripts = scriptsOf(page);
    await page.goto('/admin/');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByLabel('Email')).toBeFocused();
    // Usable: the eye button shows the password.
    await page.getByLabel(/^Password/).fill('typed');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(page.getByLabel(/^Password/)).toHaveAttribute('type', 'text');
    // react-admin's code names its parts "Ra…" (RaLayout, RaList): none of it is in what the page loaded.
    const loaded = [...scripts];
    expect(loaded.length).toBeGreaterThan(0);
    for (const url of loaded) {
      const code = await (await page.request.get(url)).text();
      expect(code, url).not.toContain('RaLayout');
      expect(code, url).not.toContain('RaDatagrid');
    }
    expect(loaded.filter((s) => /\/DashboardPage-/.test(s))).toEqual([]);

    await page.getByRole('button', { name: 'Hide password' }).click();
    await signInAs(page, ADMIN);
    await expect(dashboard(page)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/$/);
    expect(scripts.filter((s) => /\/DashboardPage-/.test(s))).toHaveLength(1);
  });

  test('says which field is empty and sends nothing', async ({ page }) => {
    let logins = 0;
    page.on('request', (r) => {
      if (r.url().includes('/v1/user/login')) logins += 1;
    });
    await page.goto('/admin/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Required field.')).toHaveCount(2);
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Required field.')).toHaveCount(1);
    await expect(page.getByLabel(/^Password/)).toHaveAttribute('aria-invalid', 'true');
    expect(logins).toBe(0);
  });

  test('a visitor who opened another address of the console is taken there once signed in', async ({
    page,
  }) => {
    await page.goto('/admin/users?filter=%7B%7D');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await signInAs(page, ADMIN);
    await expect(page).toHaveURL(/\/admin\/users/);
    await expect(page.getByRole('table')).toBeVisible();
  });

  test('a signed-in admin who opens it is sent to the dashboard; after signing out, signing in works again', async ({
    page,
  }) => {
    await page.goto('/admin/login');
    await signInAs(page, ADMIN);
    await expect(dashboard(page)).toBeVisible();
    await page.goto('/admin/login');
    await expect(page).toHaveURL(/\/admin\/$/);
    await expect(dashboard(page)).toBeVisible();
    await expect(page.locator('#root')).not.toHaveAttribute('inert');

    // Signed out from the console (react-admin's own sign-out): the same login page, and it signs in.
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await signInAs(page, { email: ADMIN.email, password: 'Not-the-password1!' });
    await expect(page.getByText('Invalid credentials. Please try again.')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(ADMIN.email);
    await signInAs(page, ADMIN);
    await expect(dashboard(page)).toBeVisible();
  });
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
