import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { apiLogin as login, newPage, DEMO_PASSWORD as PASSWORD, signInMember } from './support/auth.ts';
import { expectPhoneFriendly } from './support/page-checks.ts';
import { expect, test } from './support/test.ts';

/**
 * Finding and managing offers in the member app: search by a misspelt word within the radius (and
 * not beyond it), the details page, favourites, reports, and the owner's view with its counts and
 * status actions. Offers are seeded through the API as Sam (Vancouver); Alex (Toronto) searches.
 */
const SAM = 'sam@demo.barterbits.ca';
const ALEX = 'alex@demo.barterbits.ca';
const TORONTO = { city: 'Toronto', province: 'ON', latitude: 43.6629, longitude: -79.3957 };
const VANCOUVER = { city: 'Vancouver', province: 'BC', latitude: 49.2827, longitude: -123.1207 };

const apiLogin = async (request: APIRequestContext, email: string) =>
  (await login(request, { email, password: PASSWORD })).headers;

/** Creates a draft as the member and publishes it; returns its id. */
const seedOffer = async (
  request: APIRequestContext,
  headers: Record<string, string>,
  offer: Record<string, unknown>,
): Promise<string> => {
  const created = await request.post('/v1/offer', { headers, data: offer });
  expect(created.ok(), await created.text()).toBeTruthy();
  const id: string = (await created.json()).data.id;
  const published = await request.patch('/v1/offer', {
    headers,
    data: { offerId: id, status: 'ACTIVE', user: 'MEMBER' },
  });
  expect(published.ok(), await published.text()).toBeTruthy();
  return id;
};

const signIn = (page: Page, email: string) => signInMember(page, { email, password: PASSWORD });

const newMemberPage = async (email: string) => {
  const page = await newPage();
  await signIn(page, email);
  return page;
};

const card = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });

test.describe('offers: find, favourite, report, manage', () => {
  test('a member finds a nearby offer by a misspelt word, favourites and reports it; the owner pauses and reactivates it', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const sam = await apiLogin(request, SAM);
    const near = {
      category: 'Vacation Rentals',
      title: 'Zephyrine lakeside cabin',
      description: 'A quiet two-bedroom cabin by the lake, canoe included. Sleeps four.',
      priceType: 'Fixed',
      priceCents: 12_050,
      ...TORONTO,
      details: { guests: 4, bedrooms: 2, bathrooms: 1 },
    };
    const far = {
      category: 'Product',
      title: 'Zephyrine paddle board',
      description: 'Inflatable paddle board with pump and leash, used twice.',
      priceType: 'Fixed',
      priceCents: 30_000,
      ...VANCOUVER,
      details: { condition: 'LIKE_NEW', quantity: 1 },
    };
    const nearId = await seedOffer(request, sam, near);
    await seedOffer(request, sam, far);

    // Alex (Toronto) searches with a typo: the Toronto cabin is found, the Vancouver board (3,000+ km) is not.
    await signIn(page, ALEX);
    await page.goto('/search-product');
    await expect(page.getByRole('heading', { name: 'Search offers' })).toBeVisible();
    const box = page.getByRole('combobox', { name: 'Search offers' });
    await box.fill('zephyrene');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search-product\?q=zephyrene$/);
    const results = page.getByRole('list', { name: 'Search results' });
    await expect(results.getByRole('article', { name: near.title })).toBeVisible();
    await expect(results.getByText('120.50 BITS™')).toBeVisible();
    await expect(results.getByRole('article', { name: far.title })).toHaveCount(0);

    // The search survives a reload (it lives in the URL); widening the distance brings in the far one.
    await page.reload();
    await expect(
      page.getByRole('list', { name: 'Search results' }).getByRole('article', { name: near.title }),
    ).toBeVisible();
    await page.getByRole('combobox', { name: 'Distance' }).click();
    await page.getByRole('option', { name: 'Anywhere' }).click();
    await expect(page).toHaveURL(/radius=anywhere/);
    await expect(card(page, far.title)).toBeVisible();
    // The filter panel counts what matches the words in each category (GET /offer/filter).
    await page.getByRole('combobox', { name: 'Category' }).click();
    await expect(page.getByRole('option', { name: `${near.category} (1)` })).toBeVisible();
    await expect(page.getByRole('option', { name: `${far.category} (1)` })).toBeVisible();
    await page.keyboard.press('Escape');

    // Opens it: details for others with seller, map link and the calendar of a rental.
    await page.goto('/search-product?q=zephyrene');
    await card(page, near.title).getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/offers\\?offerId=${nearId}$`));
    await expect(page.getByRole('heading', { name: near.title, level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Offered by' }).getByText('Sam C.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open in map' })).toHaveAttribute(
      'href',
      /openstreetmap\.org\/\?mlat=43\.66290&mlon=-79\.39570/,
    );
    await expect(page.getByRole('region', { name: 'Availability' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Vacation Rentals details' }).getByText('Bedrooms'),
    ).toBeVisible();

    // Favourites it: the heart turns on with a banner, and it is on /my-favourite.
    await page.getByRole('button', { name: `Add ${near.title} to favourites` }).click();
    await expect(page.getByText('Added to your favourites.')).toBeVisible();
    await expect(page.getByRole('button', { name: `Remove ${near.title} from favourites` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.goto('/my-favourite');
    await expect(card(page, near.title)).toBeVisible();

    // Reports it: OTHER needs a text; then the thanks banner and back to the offer.
    await card(page, near.title).getByRole('link').click();
    await page.getByRole('link', { name: 'Report offer' }).click();
    await expect(page).toHaveURL(new RegExp(`/report-offer\\?offerId=${nearId}$`));
    await page.getByRole('radio', { name: 'Other' }).check();
    await page.getByRole('button', { name: 'Submit report' }).click();
    await expect(page.getByText('Please tell us what is wrong with this offer.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Tell us more' }).fill('The photos are of a different cabin.');
    await expect(page.getByText('36/249')).toBeVisible();
    await page.getByRole('button', { name: 'Submit report' }).click();
    await expect(page.getByText('Thanks, we received your report.')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/offers\\?offerId=${nearId}$`));

    // A second report is refused with the server's message.
    await page.getByRole('link', { name: 'Report offer' }).click();
    await page.getByRole('radio', { name: "It's spam" }).check();
    await page.getByRole('button', { name: 'Submit report' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'You have already reported this offer.' }),
    ).toBeVisible();

    // The owner sees the counts and pauses it from /my-offer/:id.
    const owner = await newMemberPage(SAM);
    await owner.goto('/my-offers');
    await expect(owner.getByRole('heading', { name: 'My Offers' })).toBeVisible();
    await expect(owner.getByRole('tab', { name: /^Active \(\d+\)$/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await card(owner, near.title).getByRole('link').click();
    await expect(owner).toHaveURL(new RegExp(`/my-offer/${nearId}$`));
    const activity = owner.getByRole('region', { name: 'Activity' });
    await expect(activity.getByRole('group', { name: 'Favourites: 1' })).toBeVisible();
    await expect(activity.getByRole('group', { name: 'Reports: 1' })).toBeVisible();
    await expect(owner.getByRole('link', { name: 'Edit calendar' })).toHaveAttribute(
      'href',
      `/edit-calender?offerId=${nearId}`,
    );
    await owner.getByRole('button', { name: 'Pause' }).click();
    await expect(owner.getByText('Your offer is paused. Others no longer see it.')).toBeVisible();
    await expect(owner.getByRole('button', { name: 'Activate' })).toBeVisible();

    // Paused: the favourite shows as unavailable (not a broken card), and the offer page says so.
    await page.goto('/my-favourite');
    const gone = page.getByRole('article', { name: `${near.title} (no longer available)` });
    await expect(gone).toBeVisible();
    await expect(gone.getByText('No longer available')).toBeVisible();
    await page.goto(`/offers?offerId=${nearId}`);
    await expect(page.getByRole('heading', { name: 'This offer is not available' })).toBeVisible();
    await page.goto('/search-product?q=zephyrene');
    await expect(page.getByRole('status').getByText('No offers match "zephyrene"')).toBeVisible();

    // Reactivated: available again.
    await owner.getByRole('button', { name: 'Activate' }).click();
    await expect(owner.getByText('Your offer is live.')).toBeVisible();
    await page.goto('/my-favourite');
    await expect(card(page, near.title)).toBeVisible();

    // An unavailable favourite can be removed.
    await owner.getByRole('button', { name: 'Pause' }).click();
    await expect(owner.getByRole('button', { name: 'Activate' })).toBeVisible();
    await page.reload();
    await page.getByRole('button', { name: `Remove ${near.title} from favourites` }).click();
    await expect(page.getByText('Removed from your favourites.')).toBeVisible();
    await expect(page.getByRole('article', { name: new RegExp(near.title) })).toHaveCount(0);
    await owner.context().close();
  });

  test('home feed and browse list show nearby offers; suggestions by keyboard; phone width; the owner deletes after confirming', async ({
    page,
    request,
  }) => {
    const sam = await apiLogin(request, SAM);
    await seedOffer(request, sam, {
      category: 'Product',
      title: 'Marblewood chess set',
      description: 'Hand-carved chess set with a folding walnut board. All pieces present.',
      priceType: 'See Description',
      ...TORONTO,
      details: { condition: 'GOOD', quantity: 1 },
    });
    const alex = await apiLogin(request, ALEX);
    const id = await seedOffer(request, alex, {
      category: 'Services',
      title: 'Quillfeather bike tune-up',
      description: 'Full tune-up: gears, brakes, wheel truing. Bring your bike to my garage.',
      priceType: 'Hourly',
      priceCents: 4_000,
      ...TORONTO,
      details: { serviceArea: 'Downtown Toronto' },
    });

    await signIn(page, ALEX);
    // Home: the feed holds the nearby offer of another member (not the own one).
    await expect(card(page, 'Marblewood chess set').first()).toBeVisible();
    await expect(card(page, 'Marblewood chess set').first().getByText('See Description')).toBeVisible();
    await expect(card(page, 'Quillfeather bike tune-up')).toHaveCount(0);

    // The home search box suggests as you type (with a typo); arrows and Enter pick a suggestion.
    const box = page.getByRole('combobox', { name: 'Search offers' });
    await box.fill('marblewod');
    await expect(page.getByRole('option', { name: /marblewood/i }).first()).toBeVisible();
    await box.press('ArrowDown');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search-product\?q=[^&]*marblewood/i);
    // The URL changes before the lazy search page replaces home; scope to its results list.
    await expect(
      page
        .getByRole('list', { name: 'Search results' })
        .getByRole('article', { name: 'Marblewood chess set' }),
    ).toBeVisible();

    // /offers: newest near me.
    await page.goto('/offers');
    await expect(page.getByRole('heading', { name: 'Offers', exact: true })).toBeVisible();
    await expect(
      page
        .getByRole('list', { name: 'Offers near you' })
        .getByRole('article', { name: 'Marblewood chess set' }),
    ).toBeVisible();
    await page.goto('/explore-business');
    await expect(page.getByRole('heading', { name: 'Explore local businesses' })).toBeVisible();

    // Phone width: the search page fits without sideways scrolling.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/search-product?q=marblewood');
    await expect(card(page, 'Marblewood chess set')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // Its page shows what it is, what it costs, who offers it and the main action right under the photo,
    // before the description.
    await card(page, 'Marblewood chess set').getByRole('link').first().click();
    const title = page.getByRole('heading', { name: 'Marblewood chess set', level: 1 });
    await expect(title).toBeVisible();
    const boxOf = async (name: string, l: Locator) => {
      await expect(l, `${name} is on the page`).toBeVisible();
      return (await l.boundingBox())!;
    };
    const photo = await boxOf(
      'the photo',
      page.getByRole('main').getByRole('img', { name: 'Product (no photo)' }),
    );
    const heading = await boxOf('the title', title);
    const price = await boxOf('the price', page.getByText('See Description', { exact: true }).first());
    const seller = await boxOf('the seller', page.getByRole('region', { name: 'Offered by' }));
    const message = await boxOf('Message seller', page.getByRole('button', { name: 'Message seller' }));
    const description = await boxOf('the description', page.getByRole('region', { name: 'Description' }));
    expect(heading.y).toBeGreaterThanOrEqual(photo.y + photo.height);
    for (const [name, b] of [
      ['the title', heading],
      ['the price', price],
      ['the seller', seller],
      ['Message seller', message],
    ] as const)
      expect(b.y + b.height, `${name} comes before the description`).toBeLessThanOrEqual(description.y);
    // Like every page on a phone: no sideways scrolling, 44 px targets ("Open in map" too), no axe finding.
    await expectPhoneFriendly(page, 'the offer page at 390 px');
    await page.setViewportSize({ width: 1280, height: 800 });

    // The owner deletes the own offer, after a confirmation (Keep it first).
    await page.goto(`/my-offer/${id}`);
    await expect(page.getByRole('heading', { name: 'Quillfeather bike tune-up' })).toBeVisible();
    await expect(page.getByText('40.00 BITS™/hr')).toBeVisible();
    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this offer?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Keep it' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Delete' }).click();
    await dialog.getByRole('button', { name: 'Delete offer' }).click();
    await expect(page.getByText('Your offer has been deleted.')).toBeVisible();
    await expect(page).toHaveURL(/\/my-offers$/);
    await expect(card(page, 'Quillfeather bike tune-up')).toHaveCount(0);
    await page.goto(`/my-offer/${id}`);
    await expect(page.getByRole('heading', { name: 'This offer is not available' })).toBeVisible();
  });
});
