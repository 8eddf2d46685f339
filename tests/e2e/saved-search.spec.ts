import { randomUUID } from 'node:crypto';
import { signInMember } from './support/auth.ts';
import { makeMember, publishedOffer } from './support/members.ts';
import { expect, test } from './support/test.ts';

/**
 * A saved search, end to end: a member searches offers, saves the search from the search page (the
 * wants page's dialog), and is told when a neighbour publishes an offer it finds; the notice opens
 * the search's matches. Members of the spec's own, in Halifax.
 */
test('a search saved from the search page tells its member of a new matching offer', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const word = `zz${randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 8)}`;
  const member = await makeMember(request, 'Sasha', 'Searcher', {
    prefix: 'e2e.saved',
    password: 'Sandbox#Pass1',
  });
  const seller = await makeMember(request, 'Sam', 'Seller', {
    prefix: 'e2e.saved',
    password: 'Sandbox#Pass1',
  });

  await signInMember(page, member);
  await page.goto('/search-product');
  const box = page.getByRole('combobox', { name: 'Search offers' });
  await box.fill(`lawn mowing ${word}`);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search-product\?q=/);

  // By keyboard: "Save search" opens the wants page's dialog with its name field focused, offering the
  // search's text as the name (at once is the alert by default), and Enter saves.
  await page.getByRole('link', { name: 'Save search' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Save this search' });
  const name = dialog.getByRole('textbox', { name: 'Name' });
  await expect(name).toBeFocused();
  await expect(name).toHaveValue(`lawn mowing ${word}`);
  await expect(dialog.getByRole('radio', { name: 'At once' })).toBeChecked();
  await page.keyboard.press('Enter');

  // Saved, the wants page lists it; "Open search" goes back to the same search.
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Search saved.' })).toBeVisible();
  await expect(page).toHaveURL(/\/wants$/);
  const item = page.getByRole('article', { name: `lawn mowing ${word}` });
  await expect(item.getByText('Instant alerts')).toBeVisible();
  await expect(item.getByText('0 matches')).toBeVisible();

  // A neighbour publishes an offer the search finds: the member is told, and the notice opens its matches.
  const offerTitle = `Lawn mowing ${word} on Saturdays`;
  await publishedOffer(request, seller, offerTitle);
  const row = page
    .getByTestId('notification-row')
    .filter({ hasText: `A new offer matches “lawn mowing ${word}”` });
  await expect(async () => {
    await page.goto('/notification');
    await expect(row.first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await row.first().getByRole('button').first().click();
  await expect(page).toHaveURL(/\/saved-searches\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: `lawn mowing ${word}`, level: 1 })).toBeVisible();
  await expect(page.getByRole('article', { name: offerTitle })).toBeVisible();

  // Open search: the search page with the saved text.
  await page.getByRole('link', { name: 'Open search' }).click();
  await expect(page).toHaveURL(/\/search-product\?q=lawn/);
  await expect(page.getByRole('combobox', { name: 'Search offers' })).toHaveValue(`lawn mowing ${word}`);
});
