import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { signInMember } from './support/auth.ts';
import { auth, makeMember, ok, publishedOffer, signedIn } from './support/members.ts';
import { expect, test } from './support/test.ts';

/**
 * Wants, end to end: a member posts a want from the form; a neighbour publishes a matching offer; the
 * member is told (the matching runs after the offer's commit, so the notice is waited for, not slept on)
 * and opens the offer from it, while the seller learns a neighbour wants something like it. Another
 * member finds a want in "Wanted near you", opens it and reports it. Members of the spec's own, in Halifax.
 */

const PASSWORD = 'Sandbox#Pass1';

/** A word no other test uses, so the want and the offer match each other only. */
const uniqueWord = () =>
  `zz${randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 8)}`;

/** Waits for a notice on /notification (reloading: the matching job runs just after the commit). */
async function openNotice(page: Page, text: string) {
  const row = page.getByTestId('notification-row').filter({ hasText: text }).first();
  await expect(async () => {
    await page.goto('/notification');
    await expect(row).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await row.getByRole('button').first().click();
}

test.describe('wants', () => {
  test('a member posts a want, a neighbour publishes a matching offer, and the member is told and opens it', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const word = uniqueWord();
    const title = `Kayak repair ${word}`;
    const buyer = await makeMember(request, 'Wanda', 'Wants', { prefix: 'e2e.wants', password: PASSWORD });
    const seller = await makeMember(request, 'Neil', 'Neighbour', {
      prefix: 'e2e.wants',
      password: PASSWORD,
    });

    // No want yet: the page says what a want is.
    await signInMember(page, buyer);
    await page.goto('/wants');
    await expect(page.getByRole('heading', { name: 'My wants', level: 1 })).toBeVisible();
    await expect(page.getByText('You have no wants yet')).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Post a want' }).first().click();

    // The form checks as the server does: a title and a category are needed.
    await expect(page).toHaveURL(/\/wants\/new$/);
    await page.getByRole('button', { name: 'Post the want' }).click();
    await expect(page.getByText('The title must be at least 3 characters.')).toBeVisible();
    await page.getByRole('textbox', { name: 'What are you looking for?' }).fill(title);
    await page.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Services' }).click();
    await page.getByRole('textbox', { name: 'Most I would pay (BITS, optional)' }).fill('50');
    await page.getByRole('radio', { name: 'At once' }).check();
    await page.getByRole('button', { name: 'Post the want' }).click();

    // Its page: the want, active, with no match yet.
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/\/wants\/[0-9a-f-]{36}$/);
    const wantUrl = page.url();
    await expect(page.getByText('Active', { exact: true })).toBeVisible();
    await expect(page.getByText('No offer matches yet.', { exact: false })).toBeVisible();

    // The neighbour publishes an offer that matches it.
    const offerTitle = `Kayak repair ${word} at the harbour`;
    const offerId = await publishedOffer(request, seller, offerTitle);

    // The member is told, and the notice opens the want with the offer marked new.
    await openNotice(page, `A new offer matches “${title}”`);
    await expect(page).toHaveURL(wantUrl);
    const matches = page.getByRole('region', { name: 'Offers that match' });
    await expect(matches.getByRole('article', { name: offerTitle })).toBeVisible();
    await expect(matches.getByText('New', { exact: true })).toBeVisible();
    await matches.getByRole('article', { name: offerTitle }).getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`/offers\\?offerId=${offerId}$`));
    await expect(page.getByRole('heading', { name: offerTitle, level: 1 })).toBeVisible();

    // My wants lists it with its match.
    await page.goto('/wants');
    const item = page.getByRole('article', { name: title });
    await expect(item.getByText('1 match')).toBeVisible();

    // The seller learns that a neighbour wants something like their offer, and sees the want from the notice.
    const sellerPage = await signedIn(seller);
    await openNotice(sellerPage, 'A member near you wants something like this');
    await expect(sellerPage).toHaveURL(new RegExp(`/wanted\\?offerId=${offerId}$`));
    await expect(sellerPage.getByRole('heading', { name: 'Wants your offer matches' })).toBeVisible();
    await expect(sellerPage.getByRole('article', { name: title })).toBeVisible();
    await expect(
      sellerPage.getByRole('article', { name: title }).getByRole('link', { name: buyer.name }),
    ).toBeVisible();
  });

  test('Wanted near you shows a neighbour’s want, which a member opens and reports', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const word = uniqueWord();
    const title = `Snow tires ${word}`;
    const poster = await makeMember(request, 'Polly', 'Poster', { prefix: 'e2e.wanted', password: PASSWORD });
    const viewer = await makeMember(request, 'Victor', 'Viewer', {
      prefix: 'e2e.wanted',
      password: PASSWORD,
    });
    await ok(
      await request.post('/v1/want', {
        headers: auth(poster.token),
        data: { title, category: 'Product', maxPrice: '25', radiusKm: 20 },
      }),
    );

    await signInMember(page, viewer);
    // From the member's wants page, which leads to what members near them want.
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Wants' })
      .click();
    await page.getByRole('link', { name: 'See what members near you want' }).click();
    await expect(page.getByRole('heading', { name: 'Wanted near you', level: 1 })).toBeVisible();
    const searchBox = page.getByRole('searchbox', { name: 'Search wants' });
    await searchBox.fill(word);
    await searchBox.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/wanted\\?q=${word}$`));
    const card = page.getByRole('article', { name: title });
    await expect(card).toBeVisible();
    await expect(card.getByText('Up to 25.00 BITS™')).toBeVisible();
    await expect(card.getByText('Halifax', { exact: false })).toBeVisible();
    await expect(card.getByRole('link', { name: poster.name })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Message' })).toBeVisible();

    // The want's page for another member: who wants it, Message and Report.
    await card.getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: poster.name })).toHaveAttribute(
      'href',
      `/member-profile/${poster.id}`,
    );
    await page.getByRole('button', { name: 'Report' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report this want' });
    await dialog.getByRole('button', { name: 'Report' }).click();
    await expect(dialog.getByText('Please choose a reason.')).toBeVisible();
    await dialog.getByRole('radio', { name: "It's spam" }).check();
    await dialog.getByRole('button', { name: 'Report' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Thank you. We will review this want.')).toBeVisible();

    // The poster's profile lists what they are looking for.
    await page.goto(`/member-profile/${poster.id}`);
    const wants = page.getByRole('region', { name: `${poster.name} is looking for` });
    await expect(wants.getByRole('link', { name: title })).toBeVisible();
  });
  test('a member edits, pauses, resumes and deletes a want from My wants', async ({ page, request }) => {
    test.setTimeout(90_000);
    const word = uniqueWord();
    const title = `Piano lessons ${word}`;
    const member = await makeMember(request, 'Mona', 'Manager', { prefix: 'e2e.wants', password: PASSWORD });
    await ok(
      await request.post('/v1/want', {
        headers: auth(member.token),
        data: { title, category: 'Services', radiusKm: 20 },
      }),
    );
    await signInMember(page, member);
    await page.goto('/wants');
    const item = page.getByRole('article', { name: title });
    await expect(item.getByText('Active', { exact: true })).toBeVisible();
    await expect(item.getByText('No price limit', { exact: false })).toBeVisible();

    // Edit: the form holds the want as stored; a new limit and radius are saved.
    await item.getByRole('link', { name: `Edit – ${title}` }).click();
    await expect(page.getByRole('heading', { name: 'Edit your want' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'What are you looking for?' })).toHaveValue(title);
    await page.getByRole('textbox', { name: 'Most I would pay (BITS, optional)' }).fill('30');
    const radius = page.getByRole('textbox', { name: 'How far (km)' });
    await radius.fill('');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('The radius must be a whole number of km from 1 to 500.')).toBeVisible();
    await radius.fill('35');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(page.getByText('Up to 30.00 BITS™')).toBeVisible();
    await expect(page.getByText('Within 35 km', { exact: false })).toBeVisible();

    // Pause and resume from the list.
    await page.goto('/wants');
    await item.getByRole('button', { name: `Pause – ${title}` }).click();
    await expect(item.getByText('Paused', { exact: true })).toBeVisible();
    await page.getByRole('tab', { name: 'Paused' }).click();
    await expect(item).toBeVisible();
    await item.getByRole('button', { name: `Resume – ${title}` }).click();
    await expect(page.getByText('None of your wants is in this list.')).toBeVisible();
    await page.getByRole('tab', { name: 'All' }).click();
    await expect(item.getByText('Active', { exact: true })).toBeVisible();

    // Delete asks first; kept, then deleted.
    await item.getByRole('button', { name: `Delete – ${title}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this want?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(item).toBeVisible();
    await item.getByRole('button', { name: `Delete – ${title}` }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(item).toBeHidden();
    await expect(page.getByText('You have no wants yet')).toBeVisible();
  });
});
