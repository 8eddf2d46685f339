import { signInAdmin } from './support/auth.ts';
import { expect, test } from './support/test.ts';

/**
 * The console's home: the marketplace's figures for a range kept in the URL (demand too: wants and
 * their matches), charts that can be read as tables, and CSV of every table.
 */
test('the dashboard shows the figures for a chosen range, as charts and tables', async ({ page }) => {
  await signInAdmin(page);
  const members = page.getByRole('region', { name: 'Members', exact: true });
  // The demo community: at least the seven demo members.
  await expect(members).toContainText(/\d/);
  const total = Number((await members.locator('p').first().textContent())?.replace(/\D/g, '') ?? 0);
  expect(total).toBeGreaterThanOrEqual(7);

  // Demand: the matches made for wants and saved searches, and the wants per category beside the offers.
  await expect(page.getByRole('region', { name: 'Matches made' })).toContainText('Became barters');
  const supplyDemand = page.getByRole('region', { name: 'Supply and demand per category' });
  await supplyDemand.getByRole('button', { name: 'Show as table' }).click();
  await expect(supplyDemand.getByRole('columnheader', { name: 'Active wants' })).toBeVisible();
  await expect(supplyDemand.getByRole('columnheader', { name: 'Wants posted' })).toBeVisible();

  await page.getByRole('combobox', { name: 'Date range' }).click();
  await page.getByRole('option', { name: 'Last 7 days' }).click();
  await expect(page).toHaveURL(/range=last-7-days/);
  await expect(page.getByText(/\(7 days, America\/Toronto time\)/)).toBeVisible();

  const funnel = page.getByRole('region', { name: 'Funnel' });
  await funnel.getByRole('button', { name: 'Show as table' }).click();
  await expect(funnel.getByRole('table', { name: 'Funnel' })).toBeVisible();
  const download = page.waitForEvent('download');
  await funnel.getByRole('button', { name: 'Download CSV: Funnel' }).click();
  expect((await download).suggestedFilename()).toMatch(/^analytics-.*\.csv$/);

  // A shared link keeps its range.
  await page.reload();
  await expect(page.getByText(/\(7 days, America\/Toronto time\)/)).toBeVisible();
});
