import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { consoleFilterApplied } from './support/auth.ts';
import { expect, test } from './support/test.ts';

/** Seeded accounts (packages/server/src/seed.ts). */
const ADMIN = { email: 'admin@barterbits.ca', password: 'BarterAdmin#1', name: 'Avery Stone' };
const MEMBER_PASSWORD = 'BarterDemo#1';
const ALEX = 'alex@demo.barterbits.ca';
const MAPLE = 'maple@demo.barterbits.ca';
const JORDAN = 'jordan@demo.barterbits.ca';
const INVALID_CREDENTIALS = 'Invalid credentials. Please try again.';
const CSV_HEADER =
  'ID,Email,First name,Last name,Username,Role,Member type,Business name,Status,Last login,Created';

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Number of members the API reports, read as the admin through the API (other specs may add users). */
async function memberCount(request: APIRequestContext): Promise<number> {
  const login = await request.post('/v1/user/login', { data: { ...ADMIN, portal: 'ADMIN' } });
  expect(login.ok()).toBe(true);
  const { data } = (await login.json()) as { data: { accessToken: string } };
  const list = await request.get('/v1/user?limit=1&role=MEMBER', {
    headers: { Authorization: `Bearer ${data.accessToken}` },
  });
  expect(list.ok()).toBe(true);
  return ((await list.json()) as { meta: { total: number } }).meta.total;
}

/** Body rows of the users table. */
const userRows = (page: Page) =>
  page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });

test.describe('admin console: users', () => {
  test('an admin lists, searches, filters, opens and exports users, then signs out', async ({
    page,
    request,
  }) => {
    const total = await memberCount(request);

    await signIn(page, ADMIN.email, ADMIN.password);
    // The console opens on its dashboard; the users list is in the menu.
    await expect(page.getByRole('heading', { level: 1, name: 'Marketplace dashboard' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Profile' })).toContainText(ADMIN.name);
    await page.getByRole('menuitem', { name: 'Users' }).click();
    await expect(page).toHaveURL(/\/admin\/users/);

    // The list: the members (staff accounts are not members), and the total of the whole list.
    for (const email of [ALEX, MAPLE, 'sam@demo.barterbits.ca', JORDAN]) {
      await expect(page.getByRole('cell', { name: email })).toBeVisible();
    }
    await expect(page.getByText(`1-${Math.min(total, 25)} of ${total}`)).toBeVisible();
    await expect(page.getByRole('cell', { name: ADMIN.email })).toHaveCount(0);
    await expect(userRows(page).filter({ hasText: MAPLE })).toContainText('Business');

    // Role "Admin" lists the staff accounts, named as such rather than with a blank member type.
    await page.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Admin' }).click();
    // The demo staff: the super admin, a moderator and a support admin, and any admin another
    // spec invited; every row is staff, no member among them.
    for (const email of [ADMIN.email, 'moderator@barterbits.ca', 'helpdesk@barterbits.ca']) {
      await expect(userRows(page).filter({ hasText: email })).toContainText('Staff');
    }
    await expect(userRows(page).filter({ hasNotText: 'Staff' })).toHaveCount(0);
    await expect(userRows(page).filter({ hasText: '@demo.barterbits.ca' })).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Member' }).click();
    await expect(page.getByText(`1-${Math.min(total, 25)} of ${total}`)).toBeVisible();

    // Search: only the bakery's owner is left.
    const search = page.getByRole('textbox', { name: /Search/ });
    await search.fill('maple');
    await consoleFilterApplied(page, 'q');
    await expect(userRows(page)).toHaveCount(1);
    await expect(userRows(page).first()).toContainText(MAPLE);
    await expect(page.getByText('1-1 of 1')).toBeVisible();

    // The show page, with the business section.
    await userRows(page).first().click();
    await expect(page).toHaveURL(/\/admin\/users\/[0-9a-f-]+\/show$/);
    await expect(page.getByRole('heading', { name: 'Mia Tremblay', level: 1 })).toBeVisible();
    const business = page.getByRole('region', { name: 'Business' });
    await expect(business).toContainText('Maple Leaf Bakery');
    await expect(business).toContainText('https://mapleleafbakery.example.ca');
    await expect(page.getByRole('region', { name: 'Profile' })).toContainText('mapleleaf1');

    // Back to the list; status filter Suspended leaves jordan only.
    await page.goBack();
    await expect(page).toHaveURL(/\/admin\/users(\?|$)/);
    await search.fill('');
    await expect(page.getByText(`1-${Math.min(total, 25)} of ${total}`)).toBeVisible();
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Suspended' }).click();
    await expect(userRows(page)).toHaveCount(1);
    await expect(userRows(page).first()).toContainText(JORDAN);
    await expect(userRows(page).first()).toContainText('Suspended');

    // Export: the CSV of the filtered list.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('users.csv');
    const lines = (await readFile(await download.path(), 'utf8'))
      .split(/\r?\n/)
      .filter((line) => line !== '');
    expect(lines[0]).toBe(CSV_HEADER);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`,${JORDAN},Jordan,Lee,jordanl9,Member,Personal,,Suspended,`);

    // Sign out.
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await page.goto('/admin/users');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('the admin edits their own profile from the user menu', async ({ page }) => {
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitem', { name: 'My profile' }).click();
    await expect(page).toHaveURL(/\/admin\/profile$/);
    const firstName = page.getByRole('textbox', { name: 'First name' });
    const mobile = page.getByRole('textbox', { name: 'Mobile number' });
    await expect(firstName).toHaveValue('Avery');
    await expect(page.getByRole('textbox', { name: 'Last name' })).toHaveValue('Stone');
    await expect(mobile).toHaveValue('6135550100');

    // The contracts rules apply before anything is sent.
    await mobile.fill('12345');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Mobile number must be 10 digits.')).toBeVisible();

    // A valid change is saved and shows in the user menu; then the seeded name is put back.
    await mobile.fill('6135550100');
    await firstName.fill('Averie');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Your profile has been updated.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Profile' })).toContainText('Averie Stone');
    await page.reload();
    await expect(firstName).toHaveValue('Averie');
    await firstName.fill('Avery');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('button', { name: 'Profile' })).toContainText(ADMIN.name);
  });

  test('a wrong password shows the error and stays on the login page', async ({ page }) => {
    await signIn(page, ADMIN.email, 'Not-the-password1!');
    await expect(page.getByText(INVALID_CREDENTIALS)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('a member account cannot sign in to the console', async ({ page }) => {
    await signIn(page, ALEX, MEMBER_PASSWORD);
    await expect(page.getByText(INVALID_CREDENTIALS)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });

  test("a member's session cannot use the console", async ({ page, context, request, baseURL }) => {
    const login = await request.post('/v1/user/login', { data: { email: ALEX, password: MEMBER_PASSWORD } });
    expect(login.ok()).toBe(true);
    const { data } = (await login.json()) as { data: { accessToken: string; refreshToken: string } };
    const url = baseURL ?? 'http://127.0.0.1:4173';
    // A member's tokens planted in the console's own cookies: the server refuses them on admin routes.
    await context.addCookies([
      { name: 'admin_accessToken', value: data.accessToken, url, sameSite: 'Strict' },
      { name: 'admin_refreshToken', value: data.refreshToken, url, sameSite: 'Strict' },
    ]);

    await page.goto('/admin/users');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
  });
});
