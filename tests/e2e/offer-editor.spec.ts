import { ALEX, apiLogin, signInMember } from './support/auth.ts';
import { png } from './support/png.ts';
import { expect, test } from './support/test.ts';

/**
 * Creating an offer in the member app: a demo member creates a Vacation Rental through the
 * four-step stepper with two photos, reloads mid-way and finds the draft intact, blocks days on
 * its availability calendar, reviews and publishes it.
 */
/** The first day of next month and its 10th and 11th (always in the future and editable). */
const nextMonthDays = () => {
  const now = new Date();
  const d = new Date(now.getFullYear(), now.getMonth() + 1, 1);
  const ym = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
  return [`${ym}-10`, `${ym}-11`];
};

test('a member creates a Vacation Rental with photos and a calendar, and publishes it', async ({
  page,
  request,
}) => {
  const title = `Lakeside cottage ${Date.now().toString(36)}`;
  await signInMember(page, ALEX);

  // Step 1: category. The stepper opens at step 1; later steps are not reachable yet.
  await page.goto('/create-offer');
  await expect(page).toHaveURL(/\/create-offer\?step=1$/);
  await expect(page.getByRole('heading', { name: 'Create an offer' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu' })).toHaveCount(0); // navbar hidden
  await expect(page.getByRole('tab', { name: /Step 3: Price & location/ })).toBeDisabled();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Please choose a category')).toBeVisible();
  await page.getByRole('radio', { name: /Vacation Rentals/ }).check();
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 2: details, with the description counter; a reload keeps what was typed.
  await expect(page).toHaveURL(/step=2$/);
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('textbox', { name: 'Description' }).fill('Cosy cottage on the lake, sleeps six.');
  await expect(page.getByText('37/2000')).toBeVisible();
  await page.getByRole('textbox', { name: 'Guests' }).fill('6');
  await page.getByRole('textbox', { name: 'Bedrooms' }).fill('3');
  await page.getByRole('textbox', { name: 'Bathrooms' }).fill('1x');
  await expect(page.getByRole('textbox', { name: 'Bathrooms' })).toHaveValue('1');
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue(title);
  await expect(page.getByRole('textbox', { name: 'Guests' })).toHaveValue('6');
  await expect(page.getByRole('textbox', { name: 'Bathrooms' })).toHaveValue('1');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 3: price in BITS (money input: digits and one point, two decimals) and location.
  await expect(page).toHaveURL(/step=3$/);
  await page.getByRole('radio', { name: 'Fixed' }).check();
  const price = page.getByRole('textbox', { name: 'Price' });
  await price.fill('150.505abc');
  await expect(price).toHaveValue('150.50');
  await expect(page.getByRole('radio', { name: 'My general location' })).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 4: photos one at a time (the draft is saved on the server now), then the calendar.
  await expect(page).toHaveURL(/step=4$/);
  const fileInput = page.getByLabel('Photo file');
  await fileInput.setInputFiles({ name: 'lake.png', mimeType: 'image/png', buffer: png(30, 120, 200, 48) });
  await expect(page.getByRole('listitem', { name: 'Photo 1 of 1 (cover)' })).toBeVisible();
  await fileInput.setInputFiles({ name: 'dock.png', mimeType: 'image/png', buffer: png(200, 160, 40, 48) });
  await expect(page.getByRole('listitem', { name: 'Photo 2 of 2' })).toBeVisible();
  // The same picture again is refused before uploading.
  await fileInput.setInputFiles({ name: 'again.png', mimeType: 'image/png', buffer: png(30, 120, 200, 48) });
  await expect(page.getByRole('alert')).toHaveText('This file has already been added.');

  await page.getByRole('link', { name: 'Edit availability calendar' }).click();
  await expect(page).toHaveURL(/\/edit-calender\?offerId=/);
  await expect(page.getByRole('heading', { name: 'Availability calendar' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Next month' }).click();
  const days = nextMonthDays();
  await expect(page.getByText(/every day is available/)).toBeVisible();
  for (const day of days) await page.locator(`button[data-day="${day}"]`).click();
  await expect(page.locator(`button[data-day="${days[0]}"]`)).toHaveAttribute(
    'aria-label',
    /Blocked \(not saved\)/,
  );
  await page.getByRole('button', { name: 'Save (2)' }).click();
  await expect(page.getByText('The calendar has been saved.')).toBeVisible();
  await expect(page.locator(`button[data-day="${days[1]}"]`)).toHaveAttribute('aria-label', /: Blocked$/);
  await page.getByRole('link', { name: 'Done' }).click();

  // Back on step 4 after a reload: both photos are still there.
  await expect(page).toHaveURL(/\/create-offer\?step=4$/);
  await page.reload();
  await expect(page.getByRole('listitem', { name: /^Photo \d of 2/ })).toHaveCount(2);
  await page.getByRole('button', { name: 'Review offer' }).click();

  // Review: the offer as others will see it, with Edit links back to the steps.
  await expect(page).toHaveURL(/\/review-offer$/);
  await expect(page.getByText(title)).toBeVisible();
  await expect(page.getByTestId('offer-price')).toHaveText('150.50 BITS™');
  await expect(page.getByRole('button', { name: /Show photo/ })).toHaveCount(2);
  await expect(page.getByRole('link', { name: 'Edit Price and location' })).toHaveAttribute(
    'href',
    '/create-offer?step=3',
  );
  await page.getByRole('link', { name: 'Continue' }).click();

  // Publish, then the confirmation with links to the offer and to create another.
  await expect(page).toHaveURL(/\/review-submit$/);
  await page.getByRole('button', { name: 'Publish offer' }).click();
  await expect(page.getByRole('status')).toHaveText(`“${title}” is now live.`);
  const view = page.getByRole('link', { name: 'View offer' });
  const href = await view.getAttribute('href');
  const offerId = href?.split('/').pop() ?? '';
  expect(href).toMatch(/^\/my-offer\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('link', { name: 'Create another offer' })).toHaveAttribute(
    'href',
    '/create-offer',
  );

  // On the server: ACTIVE with two photos and the two blocked days.
  const headers = (await apiLogin(request, ALEX)).headers;
  const mine = await request.get('/v1/offer/my-offers?status=ACTIVE&limit=100', { headers });
  const offer = (await mine.json()).data.find((o: { id: string }) => o.id === offerId);
  expect(offer).toMatchObject({ title, status: 'ACTIVE', category: 'Vacation Rentals', priceCents: 15_050 });
  expect(offer.photos).toHaveLength(2);
  const calendar = await request.get(`/v1/offer/${offerId}/calendar?from=${days[0]}&to=${days[1]}`, {
    headers,
  });
  expect(
    (await calendar.json()).data.days.map((d: { day: string; status: string }) => [d.day, d.status]),
  ).toEqual(days.map((d) => [d, 'BLOCKED']));
  const photo = await request.get(offer.photos[0].thumbUrl);
  expect(photo.headers()['content-type']).toBe('image/webp');

  // The local draft is gone: a new offer starts empty.
  await page.getByRole('link', { name: 'Create another offer' }).click();
  await expect(page).toHaveURL(/\/create-offer\?step=1$/);
  await expect(page.getByRole('radio', { name: /Vacation Rentals/ })).not.toBeChecked();
});

test('a member edits a draft at /edit-offer/:id; a deleted offer cannot be edited', async ({
  page,
  request,
}) => {
  const headers = (await apiLogin(request, ALEX)).headers;
  const created = await request.post('/v1/offer', {
    headers,
    data: { category: 'Product', title: 'Old bicycle', details: {} },
  });
  const id = (await created.json()).data.id as string;
  await signInMember(page, ALEX);
  await page.goto(`/edit-offer/${id}`);
  await expect(page).toHaveURL(new RegExp(`/edit-offer/${id}\\?step=1$`));
  await page.getByRole('tab', { name: /Step 2: Details/ }).click();
  await page.getByRole('textbox', { name: 'Title' }).fill('Old city bicycle');
  await page.getByRole('textbox', { name: 'Description' }).fill('Sturdy city bicycle with a basket.');
  await page.getByRole('combobox', { name: 'Condition' }).click();
  await page.getByRole('option', { name: 'Fair' }).click();
  await page.getByRole('textbox', { name: 'Quantity' }).fill('1');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your changes have been saved.')).toBeVisible();
  const saved = await request.get(`/v1/offer/my-offers?status=DRAFT&limit=100`, { headers });
  expect((await saved.json()).data.find((o: { id: string }) => o.id === id)).toMatchObject({
    title: 'Old city bicycle',
    details: { condition: 'FAIR', quantity: 1 },
  });

  // A deleted offer is gone for good.
  await request.patch('/v1/offer', { headers, data: { offerId: id, status: 'DELETE', user: 'MEMBER' } });
  await page.goto(`/edit-offer/${id}`);
  // (The "saved" banner of the edit above may still be showing.)
  await expect(
    page.getByRole('alert').filter({ hasText: 'We could not find what you were looking for.' }),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveCount(0);
});
