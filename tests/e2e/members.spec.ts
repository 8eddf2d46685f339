import type { Page } from '@playwright/test';
import { ALEX, apiLogin, signInMember } from './support/auth.ts';
import { expectPhoneFriendly, settled } from './support/page-checks.ts';
import { expect, test } from './support/test.ts';

/**
 * Find Members and member profiles on the demo community of `npm start`:
 * alex (Toronto) has the neighbours Priya S. (~2 km), Riverdale Bike Works (Omar's business, ~3 km)
 * and Lina N. (~3 km). Priya has two reviews (5 and 4 hearts) and two ACTIVE offers; alex bought
 * Omar's "Full bike tune-up" and has not reviewed it yet (packages/server/src/seed-community.ts).
 */
const PRIYA = 'Priya S.';
const LINA = 'Lina N.';
const RIVERDALE = 'Riverdale Bike Works';
/** What no answer or page may show of another member: coordinates, street, postal code, e-mail. */
const PRIVATE = /latitude|longitude|postalCode|addressLine|M5R 1X8|M4K 1N2|M6K 3P6|@demo\.barterbits\.ca/i;

const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
const memberCard = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

/** Types a name into the banner's search box; the list follows once typing settles (debounced). */
async function searchFor(page: Page, label: string, text: string) {
  await page.getByRole('textbox', { name: label }).fill(text);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(text)}`));
}

test.describe('find members and member profiles', () => {
  test('alex finds his neighbours with rounded distances, opens their profiles, and may review the bike shop', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signInMember(page, ALEX);

    // Find Members from the navigation: banner title, the default radius, and no private data in the answer.
    const firstAnswer = page.waitForResponse((r) => r.url().includes('/v1/user/find-members/'));
    await mainNavigation(page).getByRole('link', { name: 'Find Members' }).click();
    await expect(page).toHaveURL(/\/find-members$/);
    await expect(
      page.getByRole('heading', { name: 'Find new friends who want to barter', level: 1 }),
    ).toBeVisible();
    const answer = await firstAnswer;
    expect(answer.ok()).toBe(true);
    expect(await answer.text()).not.toMatch(PRIVATE);
    await expect(page.getByRole('combobox', { name: 'Distance' })).toHaveText('Within 20 km');
    await expect(page.getByRole('status').filter({ hasText: /members? within 20 km/ })).toBeVisible();

    // Personal members, found by name (other test runs may add members closer than the demo ones).
    await searchFor(page, 'Search members', 'Priya');
    const priya = memberCard(page, PRIYA);
    await expect(priya).toBeVisible();
    await expect(priya).toContainText('Toronto, Ontario · 2 km away');
    await expect(priya).toContainText('4.5 · 2 reviews');
    await expect(priya.getByRole('img', { name: 'Rated 4.5 out of 5 hearts from 2 reviews' })).toBeVisible();
    await expect(priya).toContainText(/Active (today|this week|this month|over a month ago)/);
    await searchFor(page, 'Search members', 'Lina');
    const lina = memberCard(page, LINA);
    await expect(lina).toContainText('3 km away');
    await expect(lina).toContainText('No reviews yet');
    await expect(memberCard(page, PRIYA)).toHaveCount(0);
    // A business is not listed among personal members.
    await searchFor(page, 'Search members', 'Riverdale');
    await expect(page.getByText('No members match your search within 20 km')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Invite a friend' })).toHaveAttribute(
      'href',
      '/invite-a-friend',
    );

    // Businesses: the toggle keeps the search and asks the business call.
    const businessAnswer = page.waitForResponse((r) => r.url().includes('/v1/user/business/find-member'));
    await page.getByRole('button', { name: 'Business', exact: true }).click();
    await expect(page).toHaveURL(/type=business/);
    expect(await (await businessAnswer).text()).not.toMatch(PRIVATE);
    const shop = memberCard(page, RIVERDALE);
    await expect(shop).toContainText('3 km away');
    await expect(shop).toContainText('Business');
    await expect(page.getByRole('combobox', { name: 'Business category' })).toBeVisible();
    await expect(page.getByRole('main').getByText(PRIVATE)).toHaveCount(0);

    // Priya's profile from her card: rating with its breakdown, her ACTIVE offers, no "Write a review"
    // (alex has already reviewed their trade).
    await page.getByRole('button', { name: 'Personal', exact: true }).click();
    await searchFor(page, 'Search members', 'Priya');
    await memberCard(page, PRIYA).getByRole('link').click();
    await expect(page).toHaveURL(/\/member-profile\/[0-9a-f-]{36}$/);
    const priyaId = new URL(page.url()).pathname.split('/').pop()!;
    await expect(page.getByRole('heading', { name: PRIYA, level: 1 })).toBeVisible();
    await expect(page.getByText(/Member since/)).toBeVisible();
    const reviews = page.getByRole('region', { name: 'Reviews' });
    await expect(
      reviews.getByRole('img', { name: 'Rated 4.5 out of 5 hearts from 2 reviews' }),
    ).toBeVisible();
    await expect(reviews.getByRole('listitem', { name: '5 Hearts: 1 review' })).toBeVisible();
    await expect(reviews.getByRole('listitem', { name: '4 Hearts: 1 review' })).toBeVisible();
    await expect(reviews.getByRole('link', { name: 'See all 2 reviews' })).toHaveAttribute(
      'href',
      `/member-profile/${priyaId}/member-review`,
    );
    const offers = page.getByRole('list', { name: `Offers by ${PRIYA}` });
    await expect(offers.getByRole('article', { name: 'Home-cooked Indian dinner for four' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Active offers \(\d+\)$/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Write a review' })).toHaveCount(0);
    await expect(page.getByRole('main').getByText(PRIVATE)).toHaveCount(0);

    // Riverdale Bike Works: from its offer's seller link, with its categories, website and "Write a review".
    await page.goto('/find-members?type=business&q=Riverdale');
    await memberCard(page, RIVERDALE).getByRole('link').click();
    await page
      .getByRole('list', { name: `Offers by ${RIVERDALE}` })
      .getByRole('article', { name: 'Full bike tune-up' })
      .getByRole('link')
      .first()
      .click();
    await expect(page).toHaveURL(/\/offers\?offerId=/);
    await page.getByRole('region', { name: 'Offered by' }).getByRole('link', { name: RIVERDALE }).click();
    await expect(page).toHaveURL(/\/member-profile\/[0-9a-f-]{36}$/);
    const shopId = new URL(page.url()).pathname.split('/').pop()!;
    await expect(page.getByRole('heading', { name: RIVERDALE, level: 1 })).toBeVisible();
    await expect(page.getByText('Business member')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Business categories' })).toContainText(
      'Parts & Accessories',
    );
    const website = page.getByRole('link', { name: /^Website/ });
    await expect(website).toHaveAttribute('href', 'https://riverdalebikeworks.example.ca');
    await expect(website).toHaveAttribute('target', '_blank');
    await expect(website).toHaveAttribute('rel', /noopener/);
    const write = page.getByRole('link', { name: 'Write a review' });
    await expect(write).toBeVisible();
    await expect(write).toHaveAttribute('href', `/member-profile/${shopId}/post-review`);
  });

  test('the own profile is shown as others see it; an unknown member is not available', async ({
    page,
    request,
  }) => {
    const me = await apiLogin(request, ALEX);
    await signInMember(page, ALEX);
    await page.goto(`/member-profile/${me.id}`);
    await expect(page.getByText('This is how others see you')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Alex M.', level: 1 })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Reviews' }).getByRole('link', { name: /^See all \d+ reviews$/ }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Write a review' })).toHaveCount(0);

    await page.goto('/member-profile/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { name: 'This member is not available' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Find members', exact: true })).toHaveAttribute(
      'href',
      '/find-members',
    );
  });

  test.describe('at 375 px', () => {
    test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

    test('Find Members and a profile fit the phone', async ({ page }) => {
      await signInMember(page, ALEX);
      for (const path of ['/find-members', '/find-members?type=business']) {
        await page.goto(path);
        await settled(page);
        await expect(page.getByRole('article').first()).toBeVisible();
        await expectPhoneFriendly(page, path);
      }

      await page.goto('/find-members?q=Priya');
      await memberCard(page, PRIYA).getByRole('link').click();
      await expect(page.getByRole('heading', { name: PRIYA, level: 1 })).toBeVisible();
      await settled(page);
      await expect(page.getByRole('list', { name: `Offers by ${PRIYA}` })).toBeVisible();
      await expectPhoneFriendly(page, 'member profile');
    });
  });
});
