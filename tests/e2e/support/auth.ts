import { COOKIE_ACCESS_TOKEN } from '@barterbits/contracts';
import { type APIRequestContext, type Cookie, expect, type Page } from '@playwright/test';
import { pooledPage } from './test.ts';

/** An account's sign-in. */
export interface Credentials {
  email: string;
  password: string;
}

/** Seeded accounts (packages/server/src/seed.ts). */
export const DEMO_PASSWORD = 'BarterDemo#1';
export const ALEX: Credentials = { email: 'alex@demo.barterbits.ca', password: DEMO_PASSWORD };
export const MAPLE: Credentials = { email: 'maple@demo.barterbits.ca', password: DEMO_PASSWORD };
export const SAM: Credentials = { email: 'sam@demo.barterbits.ca', password: DEMO_PASSWORD };
export const ADMIN: Credentials = { email: 'admin@barterbits.ca', password: 'BarterAdmin#1' };

/** Signs a member in; ends on the home page. See {@link signInOnce}. */
export async function signInMember(page: Page, who: Credentials) {
  await signInOnce(page, who, 'MEMBER', async () => {
    await page.goto('/sign-in');
    await page.getByRole('textbox', { name: 'Email' }).fill(who.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(who.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
}

/** Signs an admin in (the super admin by default); ends on the console's dashboard. See {@link signInOnce}. */
export async function signInAdmin(page: Page, who: Credentials = ADMIN) {
  const dashboard = page.getByRole('heading', { level: 1, name: 'Marketplace dashboard' });
  await signInOnce(
    page,
    who,
    'ADMIN',
    async () => {
      await page.goto('/admin');
      await expect(page).toHaveURL(/\/admin\/login$/);
      await page.getByLabel('Email').fill(who.email);
      await page.getByLabel(/^Password/).fill(who.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      // The console opens on its dashboard.
      await expect(dashboard).toBeVisible();
    },
    async () => {
      await page.goto('/admin');
      await expect(dashboard).toBeVisible();
    },
  );
}

/** What a sign-in left in the browser: its cookies and local storage entries, and its access token. */
interface SavedSignIn {
  cookies: Cookie[];
  localStorage: [string, string][];
  accessToken: string;
}

/** This worker's sign-ins, by portal, e-mail and password (a worker has one server for its life). */
const savedSignIns = new Map<string, SavedSignIn>();

/**
 * Signs `who` in through the form the first time in this worker (`withForm`), and from then on puts the
 * same signed-in state (cookies and local storage) into the page's browser context, as Playwright's
 * `storageState` does, and opens the app (`open`, by default the member app's home). The saved session is
 * checked with the server first: once it has ended (a test signed out, or changed the password), the form
 * is used again. Tests about signing in use the form directly, not this.
 */
async function signInOnce(
  page: Page,
  who: Credentials,
  portal: 'MEMBER' | 'ADMIN',
  withForm: () => Promise<void>,
  open: () => Promise<void> = async () => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/$/);
  },
) {
  const key = `${portal}\n${who.email}\n${who.password}`;
  const saved = savedSignIns.get(key);
  if (saved && (await sessionLives(page, portal, saved.accessToken))) {
    await page.context().addCookies(saved.cookies);
    // Local storage belongs to the origin: set it from a page of the app's origin, before the app starts.
    await page.goto('/v1/health');
    await page.evaluate((entries) => {
      for (const [k, v] of entries) localStorage.setItem(k, v);
    }, saved.localStorage);
    await open();
    return;
  }
  savedSignIns.delete(key);
  const cookiesBefore = new Map((await page.context().cookies()).map((c) => [c.name, c.value]));
  const storageBefore = await localStorageOf(page);
  await withForm();
  // Only what this sign-in set: the page may hold another account's session beside it.
  const cookies = (await page.context().cookies()).filter((c) => cookiesBefore.get(c.name) !== c.value);
  const storage = [...(await localStorageOf(page))].filter(([k, v]) => storageBefore.get(k) !== v);
  const accessToken = cookies.find((c) => c.name.endsWith(COOKIE_ACCESS_TOKEN))?.value;
  if (accessToken) savedSignIns.set(key, { cookies, localStorage: storage, accessToken });
}

/** The local storage entries of the page's origin (none before it has opened one). */
async function localStorageOf(page: Page): Promise<Map<string, string>> {
  if (!page.url().startsWith('http')) return new Map();
  return new Map(await page.evaluate(() => Object.entries(localStorage)));
}

/** Whether the session of this access token still answers: the member's profile, or the admin's. */
async function sessionLives(page: Page, portal: 'MEMBER' | 'ADMIN', accessToken: string): Promise<boolean> {
  const { sub } = JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString()) as {
    sub: string;
  };
  const res = await page.request.get(portal === 'ADMIN' ? '/v1/admin' : `/v1/user/${sub}`, {
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  return res.ok();
}

/** POST /v1/user/login: the access token, the user id and the Authorization header for API calls. */
export async function apiLogin(
  request: APIRequestContext,
  who: Credentials,
  portal: 'MEMBER' | 'ADMIN' = 'MEMBER',
) {
  const res = await request.post('/v1/user/login', { data: { ...who, portal } });
  expect(res.ok(), await res.text()).toBe(true);
  const { data } = (await res.json()) as { data: { accessToken: string; user: { id: string } } };
  return {
    token: data.accessToken,
    id: data.user.id,
    headers: { Authorization: `Bearer ${data.accessToken}` },
  };
}

/** A page in a browser context of its own (another signed-in person), from the worker's pool. */
export const newPage = () => pooledPage();

/**
 * Waits until a console list shows `key` in its filter in the address bar. react-admin writes a changed
 * filter to the URL after a short debounce; a click to a record before that write would be undone by it
 * (the write navigates to the list), so a test leaves the list only once the filter is in the URL, as a
 * user would see it there.
 */
export async function consoleFilterApplied(page: Page, key: string) {
  await expect
    .poll(() => {
      const raw = new URL(page.url()).searchParams.get('filter');
      return raw ? Object.keys(JSON.parse(raw) as object) : [];
    })
    .toContain(key);
}
