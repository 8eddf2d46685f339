import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { ALEX, apiLogin, consoleFilterApplied, signInAdmin } from './support/auth.ts';
import { expect, test } from './support/test.ts';

const OFFERS_CSV_HEADER =
  'ID,Title,Category,Status,Price (BITS),Price type,City,Province,Seller ID,Seller name,Seller email,Photos,Reports,Open reports,Disabled because,Created,Published';
const REPORTS_CSV_HEADER =
  'ID,Reported,Status,Reason,Details,Offer ID,Offer,Offer status,Seller ID,Seller,Reporter ID,Reporter,Reporter email,Resolved,Resolution note';

const token = async (request: APIRequestContext, who: { email: string; password: string }) =>
  (await apiLogin(request, who)).token;
const auth = (t: string) => ({ Authorization: `Bearer ${t}` });

/** Alex lists an ACTIVE offer; a fresh, onboarded member reports it. Returns the offer's title. */
async function seedReportedOffer(request: APIRequestContext): Promise<{ id: string; title: string }> {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const title = `Moderation kayak ${stamp}`;
  const alex = await token(request, ALEX);
  const created = await request.post('/v1/offer', {
    headers: auth(alex),
    data: {
      category: 'Product',
      title,
      description: 'Two-seat touring kayak with paddles.',
      priceType: 'Fixed',
      priceCents: 45_000,
      details: { condition: 'GOOD', quantity: 1 },
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const id = ((await created.json()) as { data: { id: string } }).data.id;
  const published = await request.patch('/v1/offer', {
    headers: auth(alex),
    data: { offerId: id, status: 'ACTIVE', user: 'MEMBER' },
  });
  expect(published.ok(), await published.text()).toBe(true);

  const reporter = { email: `reporter.${stamp}@example.com`, password: 'Sandbox#Pass1' };
  const made = await request.post('/v1/testing/users', {
    data: { ...reporter, stage: 'COMPLETED', firstName: 'Riley', lastName: 'Reporter' },
  });
  expect(made.ok(), await made.text()).toBe(true);
  const reported = await request.post('/v1/offer/report', {
    headers: auth(await token(request, reporter)),
    data: { offerId: id, reason: 'ITS_SPAM', details: 'Posted five times today' },
  });
  expect(reported.ok(), await reported.text()).toBe(true);
  return { id, title };
}

test.describe('admin console: offers and reports', () => {
  test('the admin sees a report, opens the offer and disables it; the report is then actioned', async ({
    page,
    request,
  }) => {
    const offer = await seedReportedOffer(request);
    await signInAdmin(page);

    // The reports list: the new report is open, newest first.
    await page.getByRole('menuitem', { name: 'Offer reports' }).click();
    await expect(page).toHaveURL(/\/admin\/offer-reports/);
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Open' }).click();
    await consoleFilterApplied(page, 'status');
    const row = page.getByRole('row').filter({ hasText: offer.title });
    await expect(row).toBeVisible();
    await expect(row).toContainText("It's spam");
    await expect(row).toContainText('Posted five times today');
    await expect(row).toContainText('Riley Reporter');

    // Export: the CSV of the filtered list has readable columns.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    const lines = (await readFile(await (await downloading).path(), 'utf8')).split(/\r?\n/).filter(Boolean);
    expect(lines[0]).toBe(REPORTS_CSV_HEADER);
    expect(lines.some((l) => l.includes(offer.title) && l.includes(",Open,It's spam,"))).toBe(true);

    // The offer page: details, summary and the report.
    await row.getByRole('link', { name: offer.title }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/offers/${offer.id}/show$`));
    await expect(page.getByRole('heading', { name: offer.title, level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Product details' })).toContainText('Good');
    const summary = page.getByRole('region', { name: 'Action summary' });
    await expect(summary).toContainText('Open reports');
    const reports = page.getByRole('region', { name: 'Reports' });
    await expect(reports.getByRole('row').filter({ hasText: "It's spam" })).toContainText('Open');

    // Disable: the reason is required, and the dialog asks for confirmation.
    await page.getByRole('button', { name: 'Disable', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Disable this offer?' });
    await dialog.getByRole('button', { name: 'Disable offer' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Please give the reason for disabling this offer.');
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Spam: the same listing posted many times.');
    await dialog.getByRole('button', { name: 'Disable offer' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Offer disabled.')).toBeVisible();

    const header = page.getByRole('heading', { name: offer.title, level: 1 }).locator('xpath=../..');
    await expect(header).toContainText('Disabled');
    await expect(page.getByText('Disabled: Spam: the same listing posted many times.')).toBeVisible();
    await expect(reports.getByRole('row').filter({ hasText: "It's spam" })).toContainText('Actioned');
    await expect(page.getByRole('button', { name: 'Enable', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Dismiss reports' })).toBeDisabled();

    // The seller's page lists it under Disabled.
    await page.getByRole('link', { name: /Alex/ }).first().click();
    await expect(page).toHaveURL(/\/admin\/users\/[0-9a-f-]+\/show$/);
    const offers = page.getByRole('region', { name: 'Offers' });
    await offers.getByRole('combobox', { name: 'Offer status' }).click();
    await page.getByRole('option', { name: 'Disabled' }).click();
    await expect(offers.getByRole('row').filter({ hasText: offer.title })).toContainText('Disabled');
  });

  test('the admin dismisses the open reports of an offer that is fine', async ({ page, request }) => {
    const offer = await seedReportedOffer(request);
    await signInAdmin(page);
    await page.goto(`/admin/offers/${offer.id}/show`);
    const reports = page.getByRole('region', { name: 'Reports' });
    await expect(reports.getByRole('row').filter({ hasText: "It's spam" })).toContainText('Open');

    await page.getByRole('button', { name: 'Dismiss reports' }).click();
    const dialog = page.getByRole('dialog', { name: 'Dismiss the open reports?' });
    await dialog.getByRole('textbox', { name: 'Note (optional)' }).fill('Checked: a genuine listing.');
    await dialog.getByRole('button', { name: 'Dismiss reports' }).click();
    await expect(page.getByText('The reports of this offer have been dismissed.')).toBeVisible();
    await expect(reports.getByRole('row').filter({ hasText: "It's spam" })).toContainText('Dismissed');
    await expect(reports).toContainText('Checked: a genuine listing.');
    const header = page.getByRole('heading', { name: offer.title, level: 1 }).locator('xpath=../..');
    await expect(header).toContainText('Active');
  });

  test('the admin finds offers with open reports and exports the filtered list', async ({
    page,
    request,
  }) => {
    const offer = await seedReportedOffer(request);
    await signInAdmin(page);
    await page.getByRole('menuitem', { name: 'Offers', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/offers/);
    await page.getByRole('textbox', { name: /Search/ }).fill(offer.title);
    await consoleFilterApplied(page, 'q');
    const rows = page
      .getByRole('table')
      .getByRole('row')
      .filter({ has: page.getByRole('cell') });
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('450.00 BITS™');
    await expect(rows.first()).toContainText(ALEX.email);
    await expect(rows.first()).toContainText('Active');

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('offers.csv');
    const lines = (await readFile(await download.path(), 'utf8')).split(/\r?\n/).filter(Boolean);
    expect(lines[0]).toBe(OFFERS_CSV_HEADER);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${offer.id},${offer.title},Product,Active,450.00,Fixed,`);
    expect(lines[1]).toContain(`,${ALEX.email},0,1,1,,`);

    await rows.first().click();
    await expect(page).toHaveURL(new RegExp(`/admin/offers/${offer.id}/show$`));
    await expect(page.getByRole('region', { name: 'Action summary' })).toContainText('Favourites');
    await page.screenshot({ path: '/tmp/pw-engagement/offer-show.png', fullPage: true });
  });
});
