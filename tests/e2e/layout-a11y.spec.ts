/**
 * Every member page at phone width (375 px) and every console page at 1,280 px: no page wider than the
 * screen, touch targets of at least 44 px on the phone, and no serious or critical axe violation.
 * Pages that need a record get one of the demo member's own (read through the API).
 */
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN, ALEX, apiLogin, MAPLE, signInAdmin, signInMember } from './support/auth.ts';
import { auth, makeMember, reportAReviewOfAlex } from './support/members.ts';
import {
  expectNoHorizontalOverflow,
  expectPhoneFriendly,
  seriousAxeViolations,
  settled,
} from './support/page-checks.ts';
import { expect, test } from './support/test.ts';
import { DEMO_PIN, loadBits } from './support/wallet.ts';

// The tests of this file may run on any worker (each worker has its own server).
test.describe.configure({ mode: 'parallel' });

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 800 };

/** Pages a signed-out visitor sees. */
const GUEST_PAGES = [
  '/sign-in',
  '/sign-up',
  '/forget-password',
  '/email-sent',
  '/link-expire',
  '/change-email-link-expire',
  '/forgot-pin-link-expire',
  '/forgot-password-link-expire',
  '/password-success',
  '/password?email=alex@demo.barterbits.ca',
  '/faq',
  '/guest-feedback',
  '/web-restrictions',
  '/no-such-page',
];

/** Pages of a signed-in, onboarded member (the demo member Alex). */
const MEMBER_PAGES = [
  '/',
  '/faq',
  '/my-profile',
  '/my-profile/edit-personal-info',
  '/my-profile/edit-categories',
  '/my-profile/edit-socials',
  '/profile-email-change',
  '/current-password',
  '/add-card',
  '/manage-card',
  '/membership',
  '/member-subscription',
  '/cancel-membership',
  '/pin',
  '/current-pin',
  '/offers',
  '/my-offers',
  '/my-favourite',
  '/search-product',
  '/wants',
  '/wants/new',
  '/wanted',
  '/explore-business',
  '/create-offer',
  '/my-wallet',
  '/my-wallet/load-bits',
  '/my-wallet/bits-info',
  '/my-wallet/barter-record',
  '/my-wallet/process-barter',
  '/my-wallet/barter-requests',
  '/my-wallet/statement',
  '/notification',
  '/notification/settings',
  '/accept-bits',
  '/send-bits-gift',
  '/sent-gifts',
  '/donate',
  '/find-members',
  '/rating-review',
  '/chat',
  '/feedback',
  '/report-issue',
  '/report-problem',
  '/submit-successfully',
  '/invite-a-friend',
];

/** The member's newest wallet movement; loads 10 BITS with the sandbox card first when there is none. */
async function firstMovement(request: APIRequestContext, headers: Record<string, string>) {
  const newest = async () =>
    (
      (await (await request.get('/v1/wallet/transaction-history?limit=1', { headers })).json()) as {
        data: { id: string }[];
      }
    ).data[0]?.id;
  const id = await newest();
  if (id) return id;
  await loadBits(request, headers, 1_000);
  return newest();
}

/** Maple gives the demo member 12.50 BITS (loading them by card first); returns the gift's id and Maple's headers. */
async function giftToAlex(request: APIRequestContext) {
  const maple = await apiLogin(request, MAPLE);
  await loadBits(request, maple.headers, 1_250);
  const sent = await request.post('/v1/gift', {
    headers: { ...maple.headers, 'idempotency-key': `e2e-${randomUUID()}` },
    data: { recipientEmail: ALEX.email, amountCents: 1_250, pin: DEMO_PIN },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  const giftId = ((await sent.json()) as { data: { gift: { id: string } } }).data.gift.id;
  return { giftId, headers: maple.headers };
}

/** An open report on one of the demo member's offers, by a new member (the console's reports list needs one). */
async function reportAnOffer(request: APIRequestContext) {
  const me = await apiLogin(request, ALEX);
  const offers = await request.get('/v1/offer/my-offers?limit=1', { headers: me.headers });
  const offerId = ((await offers.json()) as { data: { id: string }[] }).data[0]?.id;
  expect(offerId, 'the demo member has an offer').toBeTruthy();
  const reporter = { email: `a11y.reporter.${randomUUID()}@example.com`, password: 'Sandbox#Pass1' };
  const made = await request.post('/v1/testing/users', {
    data: { ...reporter, stage: 'COMPLETED', firstName: 'Riley', lastName: 'Reporter' },
  });
  expect(made.ok(), await made.text()).toBe(true);
  const reported = await request.post('/v1/offer/report', {
    headers: (await apiLogin(request, reporter)).headers,
    data: { offerId, reason: 'ITS_SPAM', details: 'Posted five times today' },
  });
  expect(reported.ok(), await reported.text()).toBe(true);
}

async function checkPage(page: Page, path: string) {
  await page.goto(path);
  await settled(page);
  await expectPhoneFriendly(page, `${path} (at ${page.url().replace(/^https?:\/\/[^/]+/, '')})`);
}

test.describe('member pages at 375 px', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  for (const path of GUEST_PAGES) {
    test(`signed out: ${path}`, async ({ page }) => {
      await checkPage(page, path);
    });
  }

  // The pages in five groups, so that they spread over the workers without a sign-in per page.
  const pages = MEMBER_PAGES.filter((p) => p !== '/accept-bits');
  const size = Math.ceil(pages.length / 5);
  for (let i = 0; i < pages.length; i += size) {
    const group = pages.slice(i, i + size);
    test(`signed in: ${group[0]} to ${group.at(-1)}`, async ({ page }) => {
      await signInMember(page, ALEX);
      for (const path of group) await test.step(path, () => checkPage(page, path));
    });
  }

  test("signed in: one of the member's offers and its editor", async ({ page, request }) => {
    const me = await apiLogin(request, ALEX);
    const offers = await request.get('/v1/offer/my-offers?limit=1', { headers: me.headers });
    const offerId = ((await offers.json()) as { data: { id: string }[] }).data[0]?.id;
    expect(offerId, 'the demo member has an offer').toBeTruthy();
    await signInMember(page, ALEX);
    for (const path of [`/my-offer/${offerId}`, `/edit-offer/${offerId}`]) {
      await test.step(path, () => checkPage(page, path));
    }
  });

  test("signed in: one of the member's wants (with its matches), its editor and a saved search", async ({
    page,
    request,
  }) => {
    // The demo data gives the member a want and a saved search, each with a match.
    const me = await apiLogin(request, ALEX);
    const wants = await request.get('/v1/want/my-wants?limit=1', { headers: me.headers });
    const wantId = ((await wants.json()) as { data: { id: string }[] }).data[0]?.id;
    const searches = await request.get('/v1/saved-search', { headers: me.headers });
    const searchId = ((await searches.json()) as { data: { id: string }[] }).data[0]?.id;
    expect(wantId, 'the demo member has a want').toBeTruthy();
    expect(searchId, 'the demo member has a saved search').toBeTruthy();
    await signInMember(page, ALEX);
    for (const path of [`/wants/${wantId}`, `/wants/${wantId}/edit`, `/saved-searches/${searchId}`]) {
      await test.step(path, () => checkPage(page, path));
    }
  });

  test('signed in: a wallet movement', async ({ page, request }) => {
    const movementId = await firstMovement(request, (await apiLogin(request, ALEX)).headers);
    expect(movementId, 'the demo member has a wallet movement').toBeTruthy();
    await signInMember(page, ALEX);
    await checkPage(page, `/my-wallet/${movementId}`);
  });

  test('signed in: a one-to-one conversation and a group', async ({ page, request }) => {
    // The demo conversations: a one-to-one thread (an offer card, a link) and a group alex operates.
    const me = await apiLogin(request, ALEX);
    const channels = await request.get('/v1/chat/channels', { headers: me.headers });
    const threads = ((await channels.json()) as { data: { id: string; kind: string }[] }).data;
    const direct = threads.find((c) => c.kind === 'DIRECT')?.id;
    const group = threads.find((c) => c.kind === 'GROUP')?.id;
    expect(direct && group, 'alex has demo conversations').toBeTruthy();
    await signInMember(page, ALEX);
    for (const path of [`/chat?channel=${direct}`, `/chat?channel=${group}`]) {
      await test.step(path, () => checkPage(page, path));
    }
  });

  test('signed in: /accept-bits with a gift waiting; the Claim button covers none of its row', async ({
    page,
    request,
  }) => {
    // A gift waits for the member, so /accept-bits shows a row with its Claim button.
    const gift = await giftToAlex(request);
    await signInMember(page, ALEX);
    await checkPage(page, '/accept-bits');
    const row = page.getByTestId('gift-row').filter({ hasText: 'From Maple' }).first();
    const claim = row.getByRole('button', { name: /^Claim gift from/ });
    await expect(claim).toBeVisible();
    const button = (await claim.boundingBox())!;
    // Every text of the row (amount, status, sender and date) ends left of the button.
    for (const text of await row.getByRole('link').locator('.MuiListItemText-root > *').all()) {
      const box = (await text.boundingBox())!;
      expect
        .soft(box.x + box.width, `"${await text.textContent()}" ends before the Claim button`)
        .toBeLessThanOrEqual(button.x);
    }
    // The gift goes back to Maple: the member's received gifts are as they were.
    const cancelled = await request.post('/v1/gift/cancel', {
      headers: { ...gift.headers, 'idempotency-key': `e2e-${randomUUID()}` },
      data: { giftId: gift.giftId },
    });
    expect(cancelled.ok(), await cancelled.text()).toBe(true);
  });
});

/** Console pages (paths under /admin) reached by navigation, at 1,280 px. */
test.describe('console pages at 1,280 px', () => {
  test.use({ viewport: DESKTOP });

  test('the login page', async ({ page }) => {
    await page.goto('/admin/login');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expectNoHorizontalOverflow(page, '/admin/login');
    expect.soft(await seriousAxeViolations(page), '/admin/login').toEqual([]);
  });

  // A list's row opens its record; a report's row opens the reported offer. A reported message's and a
  // feedback's row are clicked on their first cell (their sender and reporter cells are links to users).
  for (const { resource, opens = resource, firstCell = false } of [
    { resource: 'users' },
    { resource: 'offers' },
    { resource: 'offer-reports', opens: 'offers' },
    { resource: 'wallet-transactions' },
    { resource: 'business-categories' },
    { resource: 'reviews' },
    { resource: 'reported-reviews' },
    { resource: 'referrals' },
    { resource: 'chat-reports', firstCell: true },
    { resource: 'feedback', firstCell: true },
  ]) {
    test(`the ${resource} list and a record`, async ({ page, request }) => {
      // Every list has a row: a wallet movement and an offer and a review report (the demo data has none).
      if (resource === 'wallet-transactions')
        await firstMovement(request, (await apiLogin(request, ALEX)).headers);
      if (resource === 'offer-reports') await reportAnOffer(request);
      if (resource === 'reported-reviews') await reportAReviewOfAlex(request);
      await signInAdmin(page);
      await page.goto(`/admin/${resource}`);
      const rows = page
        .getByRole('table')
        .getByRole('row')
        .filter({ has: page.getByRole('cell') });
      await expect(rows.first()).toBeVisible({ timeout: 20_000 });
      await expectNoHorizontalOverflow(page, `/admin/${resource}`);
      expect.soft(await seriousAxeViolations(page), `/admin/${resource}`).toEqual([]);
      await (firstCell ? rows.first().getByRole('cell').first() : rows.first()).click();
      await expect(page).toHaveURL(new RegExp(`/admin/${opens}/[^/]+(/show)?$`));
      await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 20_000 });
      await expectNoHorizontalOverflow(page, `${page.url()}`);
      expect.soft(await seriousAxeViolations(page), page.url()).toEqual([]);
    });
  }

  test('card loads and disputes, with a refund and a debt dialog open', async ({ page, request }) => {
    // A member of the test's own with two card loads and most of the BITS spent; the first load disputed
    // and lost (a debt left), so each list has a row and its row action.
    const member = await makeMember(request, 'Lane', 'Loader', {
      prefix: 'a11y-loads',
      password: 'Sandbox#Pass1',
      pin: DEMO_PIN,
    });
    await loadBits(request, auth(member.token), 1_000);
    await loadBits(request, auth(member.token), 1_000);
    const admin = await apiLogin(request, ADMIN, 'ADMIN');
    const spent = await request.post('/v1/wallet/transaction', {
      headers: { ...admin.headers, 'idempotency-key': `e2e-${randomUUID()}` },
      data: { userId: member.id, kind: 'DEBIT', amountCents: 1_500, reason: 'Spent in a trade' },
    });
    expect(spent.ok(), await spent.text()).toBe(true);
    const loads = await request.get(`/v1/admin/payments/loads?userId=${member.id}`, {
      headers: admin.headers,
    });
    const loadId = ((await loads.json()) as { data: { id: string }[] }).data[1]?.id;
    expect(loadId, 'the member has two card loads').toBeTruthy();
    const disputed = await request.post('/v1/testing/disputes', { data: { loadId, close: 'LOST' } });
    expect(disputed.ok(), await disputed.text()).toBe(true);
    await signInAdmin(page);
    for (const [path, action] of [
      [`/admin/card-loads?filter=${encodeURIComponent(JSON.stringify({ userId: member.id }))}`, 'Refund'],
      [
        `/admin/disputes?filter=${encodeURIComponent(JSON.stringify({ status: 'LOST', userId: member.id }))}`,
        'Settle debt',
      ],
    ] as const) {
      await page.goto(path);
      await expect(page.locator('tbody tr').first()).toBeVisible({ timeout: 20_000 });
      await expectNoHorizontalOverflow(page, path);
      expect.soft(await seriousAxeViolations(page), path).toEqual([]);
      await page.getByRole('button', { name: action, exact: true }).first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect.soft(await seriousAxeViolations(page), `${path} (${action})`).toEqual([]);
      await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    }
  });

  test('chat bans, the profile, the dashboard, maintenance and admin accounts', async ({ page }) => {
    await signInAdmin(page);
    // Chat bans: the list (empty or not) and its ban dialog.
    await page.goto('/admin/chat-bans');
    await expect(page.getByRole('button', { name: 'Ban a member' })).toBeVisible();
    await expectNoHorizontalOverflow(page, '/admin/chat-bans');
    expect.soft(await seriousAxeViolations(page), '/admin/chat-bans').toEqual([]);
    await page.goto('/admin/profile');
    await expect(page.getByRole('textbox', { name: 'First name' })).toBeVisible();
    await expectNoHorizontalOverflow(page, '/admin/profile');
    expect.soft(await seriousAxeViolations(page), '/admin/profile').toEqual([]);
    for (const [path, ready] of [
      ['/admin', page.getByRole('table', { name: 'Offers by status' })],
      ['/admin/maintenance', page.getByRole('textbox', { name: 'Note to members' })],
      ['/admin/admin-accounts', page.getByRole('button', { name: 'Invite admin' })],
    ] as const) {
      await page.goto(path);
      await expect(ready).toBeVisible({ timeout: 20_000 });
      await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 20_000 });
      await expectNoHorizontalOverflow(page, path);
      expect.soft(await seriousAxeViolations(page), path).toEqual([]);
    }
  });
});
