import type { Page } from '@playwright/test';
import { ADMIN, ALEX, newPage, SAM, signInAdmin, signInMember } from './support/auth.ts';
import { png } from './support/png.ts';
import { expect, test } from './support/test.ts';

/**
 * The offers journey, end to end through both apps: a member creates a Vacation Rental
 * with photos and calendar, publishes, pauses and reactivates it; another member near it finds it
 * by a misspelt word (a member far away does not), favourites and reports it; the admin sees the
 * report and disables the offer, after which it vanishes from search.
 */

/** Searches from /search-product by pressing Enter in the search box. */
const search = async (page: Page, text: string) => {
  await page.goto('/search-product');
  const box = page.getByRole('combobox', { name: 'Search offers' });
  await box.fill(text);
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/search-product\\?q=${text}$`));
};

const card = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });

test('an offer goes from creation to search, favourite, report and admin moderation', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const stamp = Date.now().toString(36);
  const title = `Thistledown chalet ${stamp}`;

  // A member who lives in Toronto near Alex (the seeded Sam lives in Vancouver, far away).
  const riley = { email: `riley.${stamp}@example.com`, password: 'Sandbox#Pass1' };
  const made = await request.post('/v1/testing/users', {
    data: {
      ...riley,
      stage: 'COMPLETED',
      firstName: 'Riley',
      lastName: 'Near',
      location: { city: 'Toronto', province: 'ON', latitude: 43.6532, longitude: -79.3832 },
    },
  });
  expect(made.ok(), await made.text()).toBe(true);

  // 1. Alex creates a Vacation Rental through the stepper, with two photos and a blocked day.
  await signInMember(page, ALEX);
  await page.goto('/create-offer');
  await page.getByRole('radio', { name: /Vacation Rentals/ }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page
    .getByRole('textbox', { name: 'Description' })
    .fill('Ski-in chalet with a wood stove, sleeps eight.');
  await page.getByRole('textbox', { name: 'Guests' }).fill('8');
  await page.getByRole('textbox', { name: 'Bedrooms' }).fill('4');
  await page.getByRole('textbox', { name: 'Bathrooms' }).fill('2');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('radio', { name: 'Fixed' }).check();
  await page.getByRole('textbox', { name: 'Price' }).fill('275');
  await expect(page.getByRole('radio', { name: 'My general location' })).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/step=4$/);
  const fileInput = page.getByLabel('Photo file');
  await fileInput.setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: png(90, 40, 20, 40) });
  await expect(page.getByRole('listitem', { name: 'Photo 1 of 1 (cover)' })).toBeVisible();
  await fileInput.setInputFiles({ name: 'stove.png', mimeType: 'image/png', buffer: png(20, 90, 40, 40) });
  await expect(page.getByRole('listitem', { name: 'Photo 2 of 2' })).toBeVisible();

  await page.getByRole('link', { name: 'Edit availability calendar' }).click();
  await page.getByRole('button', { name: 'Next month' }).click();
  const now = new Date();
  const next = new Date(now.getFullYear(), now.getMonth() + 1, 15);
  const day = `${next.getFullYear()}-${String(next.getMonth() + 1).padStart(2, '0')}-15`;
  await page.locator(`button[data-day="${day}"]`).click();
  await page.getByRole('button', { name: 'Save (1)' }).click();
  await expect(page.getByText('The calendar has been saved.')).toBeVisible();
  await page.getByRole('link', { name: 'Done' }).click();

  await page.getByRole('button', { name: 'Review offer' }).click();
  await expect(page.getByTestId('offer-price')).toHaveText('275.00 BITS™');
  await page.getByRole('link', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Publish offer' }).click();
  await expect(page.getByRole('status')).toHaveText(`“${title}” is now live.`);

  // 2. Alex pauses and reactivates it on the owner's page.
  await page.getByRole('link', { name: 'View offer' }).click();
  await expect(page).toHaveURL(/\/my-offer\/[0-9a-f-]{36}$/);
  const offerId = page.url().split('/').pop() ?? '';
  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByText('Your offer is paused. Others no longer see it.')).toBeVisible();
  await page.getByRole('button', { name: 'Activate' }).click();
  await expect(page.getByText('Your offer is live.')).toBeVisible();

  // 3. Riley, near it, finds it by a misspelt word; Sam, in Vancouver, does not (20 km radius).
  const rileyPage = await newPage();
  await signInMember(rileyPage, riley);
  await search(rileyPage, 'thistledawn');
  const results = rileyPage.getByRole('list', { name: 'Search results' });
  await expect(results.getByRole('article', { name: title })).toBeVisible();
  await expect(results.getByText('275.00 BITS™')).toBeVisible();

  const samPage = await newPage();
  await signInMember(samPage, SAM);
  await search(samPage, 'thistledawn');
  await expect(samPage.getByRole('status').getByText('No offers match "thistledawn"')).toBeVisible();
  await samPage.context().close();

  // 4. Riley opens it (photos, calendar), favourites and reports it.
  await card(rileyPage, title).getByRole('link').click();
  await expect(rileyPage).toHaveURL(new RegExp(`/offers\\?offerId=${offerId}$`));
  await expect(rileyPage.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(rileyPage.getByRole('button', { name: /Show photo/ })).toHaveCount(2);
  await expect(rileyPage.getByRole('region', { name: 'Availability' })).toBeVisible();
  await rileyPage.getByRole('button', { name: `Add ${title} to favourites` }).click();
  await expect(rileyPage.getByText('Added to your favourites.')).toBeVisible();
  await rileyPage.getByRole('link', { name: 'Report offer' }).click();
  await rileyPage.getByRole('radio', { name: 'False information' }).check();
  await rileyPage
    .getByRole('textbox', { name: 'Tell us more' })
    .fill('The photos are just coloured squares.');
  await rileyPage.getByRole('button', { name: 'Submit report' }).click();
  await expect(rileyPage.getByText('Thanks, we received your report.')).toBeVisible();

  // 5. The admin sees the report in the console and disables the offer.
  const adminPage = await newPage();
  await signInAdmin(adminPage, ADMIN);
  await adminPage.getByRole('menuitem', { name: 'Offer reports' }).click();
  const row = adminPage.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('False information');
  await expect(row).toContainText('Riley Near');
  await row.getByRole('link', { name: title }).click();
  await expect(adminPage).toHaveURL(new RegExp(`/admin/offers/${offerId}/show$`));
  await adminPage.getByRole('button', { name: 'Disable', exact: true }).click();
  const dialog = adminPage.getByRole('dialog', { name: 'Disable this offer?' });
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Misleading photos.');
  await dialog.getByRole('button', { name: 'Disable offer' }).click();
  await expect(adminPage.getByText('Offer disabled.')).toBeVisible();
  await expect(
    adminPage
      .getByRole('region', { name: 'Reports' })
      .getByRole('row')
      .filter({ hasText: 'False information' }),
  ).toContainText('Actioned');
  await adminPage.context().close();

  // 6. The offer has vanished from search; Riley's favourite shows it as no longer available.
  await search(rileyPage, 'thistledawn');
  await expect(rileyPage.getByRole('status').getByText('No offers match "thistledawn"')).toBeVisible();
  await rileyPage.goto('/my-favourite');
  await expect(rileyPage.getByRole('article', { name: `${title} (no longer available)` })).toBeVisible();
  await rileyPage.context().close();

  // The owner sees it as disabled.
  await page.reload();
  await expect(page.getByText('Disabled', { exact: true }).first()).toBeVisible();
});
