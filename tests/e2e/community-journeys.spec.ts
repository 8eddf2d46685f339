import { randomUUID } from 'node:crypto';
import { REFERRAL_STATE_LABELS, REVIEW_MESSAGES } from '@barterbits/contracts';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiLogin, newPage, signInAdmin } from './support/auth.ts';
import { auth, type Member, makeMember, ok, publishedOffer } from './support/members.ts';
import { payMembership, setPinAndLocation, verifyEmail } from './support/onboarding.ts';
import { expect, test } from './support/test.ts';

/**
 * The community journeys (members, reviews, referrals), with members of their own (the demo community stays as the other
 * specs expect it):
 * - two members finish a barter and review each other; the reviewed one replies; a third member likes
 *   and reports the review; the admin disables it and it leaves the profile, the list and the average;
 * - a friend signs up through a member's invite link, completes onboarding and a first barter with
 *   someone else, and the reward shows in the referrer's wallet.
 */
const PASSWORD = 'Community#Pass1';
const PIN = '3829';

/** A member of this spec (with the wallet PIN, for barters). */
const member = (request: APIRequestContext, firstName: string, lastName: string) =>
  makeMember(request, firstName, lastName, { prefix: 'community', password: PASSWORD, pin: PIN });

/**
 * The buyer loads BITS by card, the seller requests payment for the offer, the buyer accepts with the PIN
 * and, the payment being held for the buyer's protection, confirms receiving it: the seller is paid, and
 * the barter counts for reviews and referrals.
 */
async function finishedBarter(request: APIRequestContext, seller: Member, buyer: Member, offerId: string) {
  await ok(
    await request.post('/v1/wallet/load-bits', {
      headers: { ...auth(buyer.token), 'idempotency-key': randomUUID() },
      data: {
        amountCents: 10_000,
        pin: PIN,
        card: {
          number: '4242 4242 4242 4242',
          expMonth: 12,
          expYear: new Date().getFullYear() + 2,
          cvc: '123',
          holderName: buyer.name,
        },
      },
    }),
  );
  const request_ = await ok(
    await request.post('/v1/purchase/barter-request', {
      headers: { ...auth(seller.token), 'idempotency-key': randomUUID() },
      data: { buyerId: buyer.id, offerId, amountCents: 4_000 },
    }),
  );
  await ok(
    await request.post('/v1/purchase/barter-request/confirmation', {
      headers: { ...auth(buyer.token), 'idempotency-key': randomUUID() },
      data: { requestId: request_.data.id, accept: true, pin: PIN },
    }),
  );
  await ok(
    await request.post('/v1/purchase/barter-request/release', {
      headers: { ...auth(buyer.token), 'idempotency-key': randomUUID() },
      data: { requestId: request_.data.id },
    }),
  );
}

async function signedIn(who: Member): Promise<Page> {
  const page = await newPage();
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(who.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/sign-in/);
  return page;
}

const reviewBy = (page: Page, author: string) =>
  page.getByRole('article').filter({ has: page.getByRole('link', { name: author }) });

test.describe('community journeys', () => {
  test('two members review each other after a barter; a third votes and reports; the admin disables the review', async ({
    request,
  }) => {
    test.setTimeout(240_000);
    const seller = await member(request, 'Morgan', 'Fields');
    const buyer = await member(request, 'Casey', 'Brooks');
    const third = await member(request, 'Robin', 'Hale');
    await finishedBarter(
      request,
      seller,
      buyer,
      await publishedOffer(request, seller, 'Fence painting help'),
    );
    const buyerText = 'Came two hours late and left paint on the gate.';

    // The buyer reviews the seller: 2 hearts, from the verified barter.
    const b = await signedIn(buyer);
    await b.goto(`/member-profile/${seller.id}`);
    await b.getByRole('link', { name: 'Write a review' }).click();
    await expect(b).toHaveURL(new RegExp(`/member-profile/${seller.id}/post-review$`));
    await expect(b.getByRole('radio', { name: /Fence painting help/ })).toBeChecked();
    await b.getByRole('radio', { name: '2 Hearts' }).check();
    await b.getByRole('textbox', { name: 'Your review' }).fill(buyerText);
    await b.getByRole('button', { name: 'Post review' }).click();
    await expect(b.getByText(REVIEW_MESSAGES.created)).toBeVisible();
    const posted = reviewBy(b, buyer.name).filter({ hasText: buyerText });
    await expect(posted.getByTestId('review-trade')).toHaveText(
      'Verified barter of 40.00 BITS™ · Fence painting help',
    );

    // The seller reviews the buyer back, then replies to the buyer's review.
    const s = await signedIn(seller);
    await s.goto(`/member-profile/${buyer.id}/post-review`);
    await s.getByRole('radio', { name: '5 Hearts' }).check();
    await s.getByRole('textbox', { name: 'Your review' }).fill('Paid at once and was friendly.');
    await s.getByRole('button', { name: 'Post review' }).click();
    await expect(s.getByText(REVIEW_MESSAGES.created)).toBeVisible();
    await s.goto('/rating-review');
    const received = reviewBy(s, buyer.name);
    await expect(received.getByRole('img', { name: '2 Hearts' })).toBeVisible();
    await received.getByRole('link', { name: 'Reply' }).click();
    await s
      .getByRole('textbox', { name: 'Your reply' })
      .fill('Sorry about the gate, I came back and cleaned it.');
    await s.getByRole('button', { name: 'Post reply' }).click();
    await expect(s.getByText(REVIEW_MESSAGES.replied)).toBeVisible();
    await expect(
      reviewBy(s, buyer.name).getByRole('region', { name: `Reply from ${seller.name}` }),
    ).toBeVisible();

    // A third member sees the seller's 2.0 average, likes the review and reports it.
    const t = await signedIn(third);
    await t.goto(`/member-profile/${seller.id}`);
    await expect(t.getByRole('region', { name: 'Reviews' })).toContainText('2.0 · 1 review');
    await t.goto(`/member-profile/${seller.id}/member-review`);
    const seen = reviewBy(t, buyer.name);
    await expect(seen.getByTestId('review-reply')).toContainText('Sorry about the gate');
    const like = seen.getByTestId('like-button');
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like).toHaveText('1');
    await seen.getByRole('link', { name: 'Report' }).click();
    await t.getByRole('combobox', { name: /Reason/ }).click();
    await t.getByRole('option', { name: 'Not about the trade' }).click();
    await t.getByRole('textbox', { name: /Details/ }).fill('Reads like a personal quarrel.');
    await t.getByRole('button', { name: 'Send report' }).click();
    await expect(t.getByText(REVIEW_MESSAGES.reported)).toBeVisible();

    // The admin disables it from Reported reviews, with a reason.
    const admin = await newPage();
    await signInAdmin(admin);
    await admin.getByRole('menuitem', { name: 'Reported reviews' }).click();
    await admin
      .getByRole('row')
      .filter({ hasText: 'Came two hours late' })
      .getByText('Came two hours late')
      .click();
    await expect(admin).toHaveURL(/\/admin\/reported-reviews\/[^/]+\/show$/);
    await admin.getByRole('button', { name: 'Disable review' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Disable this review?' });
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Not about the trade itself.');
    await dialog.getByRole('button', { name: 'Disable review' }).click();
    await expect(dialog).toBeHidden();
    await expect(admin.getByRole('button', { name: 'Enable review' })).toBeVisible();

    // It has left the seller's profile, the review list and the average.
    await t.goto(`/member-profile/${seller.id}`);
    await expect(t.getByRole('region', { name: 'Reviews' })).toContainText('No reviews yet');
    await t.goto(`/member-profile/${seller.id}/member-review`);
    await expect(t.getByText(buyerText)).toHaveCount(0);
    await expect(t.getByText('No reviews yet').first()).toBeVisible();
    for (const p of [b, s, t, admin]) await p.context().close();
  });

  test('a friend signs up through an invite link and, after a first barter, the referrer is rewarded', async ({
    request,
  }) => {
    test.setTimeout(240_000);
    const referrer = await member(request, 'Quinn', 'Parker');
    const seller = await member(request, 'Drew', 'Ellis');
    const summary = await ok(await request.get('/v1/referral/my-invite', { headers: auth(referrer.token) }));
    const code = summary.data.code as string;

    // The friend opens the link, is told who invited them, and signs up and onboards in the browser.
    const friendEmail = `community.friend.${randomUUID().slice(0, 8)}@example.com`;
    const f = await newPage();
    await f.goto(`/sign-up?ref=${code}`);
    await expect(f.getByText(`Invited by ${referrer.name}`)).toBeVisible();
    await f.getByLabel('Email').fill(friendEmail);
    await f.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await f.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(PASSWORD);
    await f.getByRole('button', { name: 'Sign up' }).click();
    await expect(f).toHaveURL(/\/email-verification$/);
    await verifyEmail(f, request, friendEmail);
    await f.getByRole('radio', { name: /Personal/ }).check();
    await f.getByRole('button', { name: 'Continue' }).click();
    await f.getByLabel('First name').fill('Frankie');
    await f.getByLabel('Last name').fill('Moss');
    await f.getByLabel('Username').fill(`frankie${randomUUID().slice(0, 6)}`.replace(/-/g, '1'));
    await f.getByLabel('Mobile number').fill(`7${String(Date.now()).slice(-9)}`);
    await f.getByLabel('Street address').fill('200 Bay St');
    await f.getByLabel('City').fill('Toronto');
    await f.getByRole('combobox', { name: /Province/ }).click();
    await f.getByRole('option', { name: 'Ontario' }).click();
    await f.getByLabel('Postal code').fill('M5J 2J2');
    await f.getByRole('button', { name: 'Continue' }).click();
    await payMembership(f);
    await setPinAndLocation(f, PIN);
    await expect(f.getByRole('heading', { name: 'Welcome, Frankie' })).toBeVisible();

    // Signed up and onboarded, but not yet qualified: the referrer sees "registered".
    const r = await signedIn(referrer);
    await r.goto('/invite-a-friend');
    const invite = r.getByRole('listitem').filter({ hasText: 'Frankie' });
    await expect(invite).toContainText(REFERRAL_STATE_LABELS.REGISTERED);

    // The friend's first barter, with someone other than the referrer, qualifies the referral.
    const friend = await apiLogin(request, { email: friendEmail, password: PASSWORD });
    await finishedBarter(
      request,
      seller,
      { id: friend.id, email: friendEmail, password: PASSWORD, token: friend.token, name: 'Frankie M.' },
      await publishedOffer(request, seller, 'Bicycle pick-up and delivery'),
    );

    await r.reload();
    await expect(r.getByRole('listitem').filter({ hasText: 'Frankie' })).toContainText(
      REFERRAL_STATE_LABELS.REWARDED,
    );
    await r.goto('/my-wallet');
    await expect(r.getByTestId('wallet-balance')).toHaveText('25.00 BITS™');
    await expect(r.getByText('Rewards', { exact: true })).toBeVisible();
    await expect(r.getByText('+25.00 BITS™')).toBeVisible();
    for (const p of [f, r]) await p.context().close();
  });
});
