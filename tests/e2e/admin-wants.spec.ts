import type { APIRequestContext } from '@playwright/test';
import { ALEX, apiLogin, type Credentials, consoleFilterApplied, signInAdmin } from './support/auth.ts';
import { expect, test } from './support/test.ts';

/**
 * Wants in the console: a moderator finds a reported want under Wants (reported only), opens it, reads
 * the report and disables the want with a reason, which the page then reads DISABLED with its report
 * actioned, or dismisses the reports of a want that is fine; a support admin reads the same page without
 * any of the moderators' buttons.
 */
const MODERATOR: Credentials = { email: 'moderator@barterbits.ca', password: 'BarterAdmin#1' };
const HELPDESK: Credentials = { email: 'helpdesk@barterbits.ca', password: 'BarterAdmin#1' };

/** Alex posts a want; a fresh, onboarded member reports it. Returns the want's id and title. */
async function seedReportedWant(request: APIRequestContext): Promise<{ id: string; title: string }> {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const title = `Wanted canoe ${stamp}`;
  const alex = await apiLogin(request, ALEX);
  const created = await request.post('/v1/want', {
    headers: alex.headers,
    data: { title, description: 'A two-seat canoe for the summer.', category: 'Product', radiusKm: 25 },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const id = ((await created.json()) as { data: { id: string } }).data.id;

  const reporter = { email: `want.reporter.${stamp}@example.com`, password: 'Sandbox#Pass1' };
  const made = await request.post('/v1/testing/users', {
    data: { ...reporter, stage: 'COMPLETED', firstName: 'Riley', lastName: 'Reporter' },
  });
  expect(made.ok(), await made.text()).toBe(true);
  const reported = await request.post('/v1/want/report', {
    headers: (await apiLogin(request, reporter)).headers,
    data: { wantId: id, reason: 'ITS_SPAM', details: 'Posted five times today' },
  });
  expect(reported.ok(), await reported.text()).toBe(true);
  return { id, title };
}

test.describe('admin console: wants', () => {
  test('a moderator finds a reported want and disables it with a reason; it reads Disabled', async ({
    page,
    request,
  }) => {
    const want = await seedReportedWant(request);
    await signInAdmin(page, MODERATOR);

    // The list: reported only, searched by the title.
    await page.getByRole('menuitem', { name: 'Wants' }).click();
    await expect(page).toHaveURL(/\/admin\/wants/);
    await page.getByLabel('Reported only').check();
    await consoleFilterApplied(page, 'reported');
    await page.getByRole('textbox', { name: /Search/ }).fill(want.title);
    await consoleFilterApplied(page, 'q');
    const row = page.getByRole('row').filter({ hasText: want.title });
    await expect(row).toBeVisible();
    await expect(row).toContainText('Active');
    await expect(row).toContainText('Product');

    // The want's page: its member and the open report.
    await row.getByRole('cell', { name: want.title }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/wants/${want.id}/show$`));
    await expect(page.getByRole('heading', { name: want.title, level: 1 })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Want' }).getByRole('link', { name: /Alex/ }),
    ).toBeVisible();
    const reports = page.getByRole('region', { name: 'Reports' });
    const report = reports.getByRole('row').filter({ hasText: "It's spam" });
    await expect(report).toContainText('Posted five times today');
    await expect(report).toContainText('Open');

    // Disable: the reason is required, and the dialog asks for confirmation.
    await page.getByRole('button', { name: 'Disable', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Disable this want?' });
    await dialog.getByRole('button', { name: 'Disable', exact: true }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Give a reason: the member reads it.');
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Spam: the same want posted many times.');
    await dialog.getByRole('button', { name: 'Disable', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('The want is disabled.')).toBeVisible();

    const header = page.getByRole('heading', { name: want.title, level: 1 }).locator('xpath=../..');
    await expect(header).toContainText('Disabled');
    await expect(page.getByText('Disabled: Spam: the same want posted many times.')).toBeVisible();
    await expect(report).toContainText('Actioned');
    await expect(page.getByRole('button', { name: 'Enable', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Dismiss reports' })).toBeDisabled();

    // The server reads it DISABLED too.
    const admin = await apiLogin(request, MODERATOR, 'ADMIN');
    const read = await request.get(`/v1/admin/wants/${want.id}`, { headers: admin.headers });
    expect(((await read.json()) as { data: { status: string } }).data.status).toBe('DISABLED');
  });

  test('a moderator dismisses the open reports of a want that is fine; it stays active', async ({
    page,
    request,
  }) => {
    const want = await seedReportedWant(request);
    await signInAdmin(page, MODERATOR);
    await page.goto(`/admin/wants/${want.id}/show`);
    const report = page
      .getByRole('region', { name: 'Reports' })
      .getByRole('row')
      .filter({ hasText: "It's spam" });
    await expect(report).toContainText('Open');
    await page.getByRole('button', { name: 'Dismiss reports' }).click();
    const dialog = page.getByRole('dialog', { name: 'Dismiss the open reports?' });
    await expect(dialog).toContainText('The open report is marked dismissed');
    await dialog.getByRole('button', { name: 'Dismiss reports' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('The reports are dismissed.')).toBeVisible();
    await expect(report).toContainText('Dismissed');
    await expect(page.getByRole('button', { name: 'Dismiss reports' })).toBeDisabled();
    const header = page.getByRole('heading', { name: want.title, level: 1 }).locator('xpath=../..');
    await expect(header).toContainText('Active');
  });

  test('a support admin reads a reported want without the moderators’ buttons', async ({ page, request }) => {
    const want = await seedReportedWant(request);
    await signInAdmin(page, HELPDESK);
    await page.getByRole('menuitem', { name: 'Wants' }).click();
    await page.getByRole('textbox', { name: /Search/ }).fill(want.title);
    await consoleFilterApplied(page, 'q');
    await page
      .getByRole('row')
      .filter({ hasText: want.title })
      .getByRole('cell', { name: want.title })
      .click();
    await expect(page.getByRole('heading', { name: want.title, level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Reports' })).toContainText("It's spam");
    await expect(page.getByRole('button', { name: 'Disable', exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Enable', exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Dismiss reports' })).toHaveCount(0);
  });
});
