import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';

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

/** Signs a member in through the member app's sign-in form; ends on the home page. */
export async function signInMember(page: Page, who: Credentials) {
  await page.goto('/sign-in');
  await page.getByRole('textbox', { name: 'Email' }).fill(who.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** Signs the admin in through the console's login page; ends on the users list. */
export async function signInAdmin(page: Page, who: Credentials = ADMIN) {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel(/^Password/).fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The console opens on its dashboard (issue 15).
  await expect(page.getByRole('heading', { level: 1, name: 'Marketplace dashboard' })).toBeVisible();
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

/** A page in a new browser context (another signed-in person). */
export const newPage = async (browser: Browser, baseURL?: string) =>
  (await browser.newContext(baseURL ? { baseURL } : {})).newPage();

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
