import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiLogin, type Credentials, newPage, signInAdmin } from './support/auth.ts';
import { expect, test } from './support/test.ts';

/**
 * Admin roles: a support admin reads and exports lists but sees no edit buttons, and the server
 * refuses their changes without signing them out; a super admin invites a moderator who sets up the
 * account through the e-mailed link and lands in the console with the moderator's menu.
 */
const HELPDESK: Credentials = { email: 'helpdesk@barterbits.ca', password: 'BarterAdmin#1' };

async function latestLink(request: APIRequestContext, to: string): Promise<string> {
  const res = await request.get(`/v1/testing/outbox?to=${encodeURIComponent(to)}`);
  expect(res.ok(), await res.text()).toBe(true);
  const mails = ((await res.json()) as { data: { links: string[] }[] }).data;
  const link = mails.at(-1)?.links.find((l) => l.includes('/admin/onboarding?token='));
  expect(link, `an onboarding link to ${to}`).toBeTruthy();
  return link!;
}

/** Fills the invited admin's set-up form. */
async function fillOnboarding(page: Page) {
  await expect(page.getByRole('heading', { name: 'Set up your admin account' })).toBeVisible();
  await page.getByLabel(/^Password/).fill('Moderate#2026');
  await page.getByLabel(/^Confirm password/).fill('Moderate#2026');
  await page.getByRole('textbox', { name: 'First name' }).fill('Robin');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Reyes');
  await page
    .getByRole('textbox', { name: 'Mobile number' })
    .fill(`416555${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`);
}

test('a support admin exports lists, sees no edit buttons, and is refused by the server', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signInAdmin(page, HELPDESK);
  await page.getByRole('button', { name: 'Profile' }).click();
  await expect(page.getByText('Role: Support')).toBeVisible();
  await page.keyboard.press('Escape');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Admin accounts' })).toHaveCount(0);

  // Users: the list exports; a member's page has no status change.
  await page.getByRole('menuitem', { name: 'Users' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.csv$/);
  await page.getByRole('cell', { name: 'alex@demo.barterbits.ca' }).click();
  await expect(page.getByRole('heading', { name: /Alex/ }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Change status' })).toHaveCount(0);

  // Business categories: no create, edit or delete.
  await page.getByRole('menuitem', { name: 'Business categories' }).click();
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create' })).toHaveCount(0);

  // Admin accounts by URL: not allowed, and nothing is asked of the server.
  await page.goto('/admin/admin-accounts');
  await expect(page.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();

  // The server refuses the change whatever the console shows, naming the role; the session stays.
  const support = await apiLogin(request, HELPDESK, 'ADMIN');
  const alex = await apiLogin(request, { email: 'alex@demo.barterbits.ca', password: 'BarterDemo#1' });
  const refused = await request.post('/v1/user/change-status', {
    headers: support.headers,
    data: { userId: alex.id, status: 'SUSPENDED', reason: 'Testing the support role', token: 'x' },
  });
  expect(refused.status()).toBe(403);
  const body = (await refused.json()) as { code: string; message: string };
  expect(body.code).toBe('ROLE_FORBIDDEN');
  expect(body.message).toContain('Support');
  expect((await request.get('/v1/admin', { headers: support.headers })).status()).toBe(200);
});

test('a super admin invites a moderator, who sets up the account from the link', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const email = `mod.${randomUUID().slice(0, 8)}@admins.example.com`;
  await signInAdmin(page);
  await page.getByRole('menuitem', { name: 'Admin accounts' }).click();
  await page.getByRole('button', { name: 'Invite admin' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite an admin' });
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Moderator' }).click();
  await dialog.getByRole('textbox', { name: 'First name (optional)' }).fill('Robin');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText('Invitation sent.')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: email })).toContainText('Invited');

  // The invited admin opens the link in their own browser and sets up the account.
  const link = await latestLink(request, email);
  const invited = await newPage();
  await invited.goto(link);
  await expect(invited.getByRole('heading', { name: 'Set up your admin account' })).toBeVisible();
  await fillOnboarding(invited);
  await invited.getByRole('button', { name: 'Create my account' }).click();
  await expect(invited.getByRole('heading', { level: 1, name: 'Marketplace dashboard' })).toBeVisible();
  await invited.getByRole('button', { name: 'Profile' }).click();
  await expect(invited.getByText('Role: Moderator')).toBeVisible();
  await invited.keyboard.press('Escape');
  await expect(invited.getByRole('menuitem', { name: 'Admin accounts' })).toHaveCount(0);
  await expect(invited.getByRole('menuitem', { name: 'Users' })).toBeVisible();

  // The link works once.
  const again = await newPage();
  await again.goto(link);
  await fillOnboarding(again);
  await again.getByRole('button', { name: 'Create my account' }).click();
  await expect(again.getByRole('heading', { name: 'This invitation link no longer works' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: email })).toContainText('Active');
  await invited.context().close();
  await again.context().close();
});
