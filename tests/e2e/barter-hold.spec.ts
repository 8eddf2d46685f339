import { randomUUID } from 'node:crypto';
import { formatBits } from '@barterbits/contracts';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  auth,
  heldBarter,
  type Member,
  makeMember,
  ok,
  publishedOffer,
  signedIn,
} from './support/members.ts';
import { expectPhoneFriendly } from './support/page-checks.ts';
import { expect, test } from './support/test.ts';
import { loadBits } from './support/wallet.ts';

/**
 * Buyer protection end to end, on a phone: the buyer pays a barter with the PIN and the BITS are held
 * (the seller sees "On hold" and a wallet that has not grown); the buyer confirms they received it, by
 * keyboard, and the seller's wallet then shows the amount. A buyer confirming a payment the seller has
 * meanwhile refunded is told so and sees where it went.
 */
const PASSWORD = 'Protect#Pass1';
const PIN = '5172';
const AMOUNT = 4_000;

const member = (request: APIRequestContext, firstName: string, lastName: string) =>
  makeMember(request, firstName, lastName, { prefix: 'hold', password: PASSWORD, pin: PIN });

/** The member's wallet balance in cents, from the API. */
async function balanceOf(request: APIRequestContext, who: Member): Promise<number> {
  const res = await request.get('/v1/wallet', { headers: auth(who.token) });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: { balanceCents: number } }).data.balanceCents;
}

/** Presses Tab until `target` has focus, as a keyboard user moves through the page; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, max: number) {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < max; presses++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target, `reached with at most ${max} presses of Tab`).toBeFocused({ timeout: 1_000 });
}

test.describe('buyer protection', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('a held payment reaches the seller once the buyer confirms they received it', async ({ request }) => {
    test.setTimeout(150_000);
    const seller = await member(request, 'Rowan', 'Hale');
    const buyer = await member(request, 'Tess', 'Moreau');
    const title = `Bike tune-up ${randomUUID().slice(0, 6)}`;
    const offerId = await publishedOffer(request, seller, title);
    await loadBits(request, auth(buyer.token), 10_000, PIN);
    const sellerBefore = await balanceOf(request, seller);

    // The seller asks the buyer to pay for the offer.
    const made = await ok(
      await request.post('/v1/purchase/barter-request', {
        headers: { ...auth(seller.token), 'idempotency-key': randomUUID() },
        data: { buyerId: buyer.id, offerId, amountCents: AMOUNT },
      }),
    );
    const requestId = made.data.id as string;

    // The buyer accepts with the PIN: the BITS leave their wallet and are held.
    const b = await signedIn(buyer);
    await b.goto(`/my-wallet/barter-requests/${requestId}`);
    await b.getByLabel(/^PIN/).fill(PIN);
    await b.getByRole('button', { name: 'Accept' }).click();
    await expect(b).toHaveURL(/\/my-wallet\/barter-requests\/transaction-successful$/);
    await expect(b.getByTestId('new-balance')).toHaveText(formatBits(10_000 - AMOUNT));
    await expect(
      b.getByText(
        /^Your BITS are held for your protection: they go to the seller when you confirm you received it, or on .+ at the latest\.$/,
      ),
    ).toBeVisible();

    // The seller sees the payment on hold, in the list and on its page, and their wallet has not grown.
    const s = await signedIn(seller);
    await s.goto('/my-wallet/barter-record');
    const sale = s.getByRole('listitem').filter({ hasText: title });
    await expect(sale).toContainText(/On hold until /);
    await expectPhoneFriendly(s, 'the sales with one on hold');
    await sale.getByRole('link', { name: 'Details' }).click();
    await expect(s).toHaveURL(new RegExp(`/my-wallet/barter-requests/${requestId}$`));
    const sellerView = s.getByRole('region', { name: 'Buyer protection' });
    await expect(sellerView).toContainText(/On hold, released on /);
    await expect(sellerView.getByRole('button')).toHaveCount(0);
    await expectPhoneFriendly(s, 'a sale on hold');
    await s.goto('/my-wallet');
    await expect(s.getByTestId('wallet-balance')).toHaveText(formatBits(sellerBefore));

    // The buyer's wallet says where the BITS went, and leads to the purchases.
    await b.goto('/my-wallet');
    const heldNote = b.getByText(
      `${formatBits(AMOUNT)} you paid for purchases are held for your protection until you confirm you received them.`,
    );
    await expect(heldNote).toBeVisible();
    await expectPhoneFriendly(b, 'a wallet with a purchase on hold');

    // The buyer finds the purchase held for their protection, and confirms they received it by keyboard.
    await b.getByRole('link', { name: 'See your purchases' }).click();
    await expect(b).toHaveURL(/\/my-wallet\/barter-requests$/);
    const purchase = b.getByRole('listitem').filter({ hasText: title });
    await expect(purchase).toContainText(/On hold until /);
    await purchase.getByRole('link', { name: 'Details' }).click();
    const buyerView = b.getByRole('region', { name: 'Buyer protection' });
    await expect(buyerView).toContainText(
      /Your BITS are held for your protection: they go to the seller on /,
    );
    await expectPhoneFriendly(b, 'a purchase on hold');
    await b.getByRole('heading', { name: 'Purchase request' }).click();
    await tabTo(b, buyerView.getByRole('button', { name: 'Confirm you received it' }), 30);
    await b.keyboard.press('Enter');
    const dialog = b.getByRole('dialog', { name: 'Confirm you received it?' });
    await expect(dialog).toContainText(
      `${seller.name} will be paid ${formatBits(AMOUNT)}. This cannot be undone.`,
    );
    await tabTo(b, dialog.getByRole('button', { name: 'Release payment' }), 5);
    await b.keyboard.press('Enter');
    await expect(b.getByText('Payment released to the seller. Thank you!')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(buyerView).toContainText(/Released to the seller on /);
    await expect(buyerView.getByRole('button')).toHaveCount(0);

    // Nothing of the buyer's is held any more.
    await b.goto('/my-wallet');
    await expect(b.getByTestId('wallet-balance')).toHaveText(formatBits(10_000 - AMOUNT));
    await expect(heldNote).toBeHidden();

    // The seller is paid.
    await s.reload();
    await expect(s.getByTestId('wallet-balance')).toHaveText(formatBits(sellerBefore + AMOUNT));
    expect(await balanceOf(request, buyer)).toBe(10_000 - AMOUNT);
    await s.goBack();
    await expect(s.getByRole('region', { name: 'Buyer protection' })).toContainText(
      /Released to the seller on /,
    );
  });
});

test('a buyer confirming a payment the seller has meanwhile refunded in full is told, and sees it returned', async ({
  request,
}) => {
  test.setTimeout(90_000);
  const seller = await member(request, 'Noel', 'Barrett');
  const buyer = await member(request, 'Ines', 'Caron');
  const offerId = await publishedOffer(request, seller, `Ladder loan ${randomUUID().slice(0, 6)}`);
  await loadBits(request, auth(buyer.token), 10_000, PIN);
  const sellerBefore = await balanceOf(request, seller);
  const requestId = await heldBarter(request, seller, buyer, offerId, AMOUNT, PIN);

  // The buyer's page shows the payment held; meanwhile the seller refunds it in full, out of the hold.
  const b = await signedIn(buyer);
  await b.goto(`/my-wallet/barter-requests/${requestId}`);
  const protection = b.getByRole('region', { name: 'Buyer protection' });
  await expect(protection).toContainText(/Your BITS are held for your protection: they go to the seller on /);
  await ok(
    await request.post('/v1/purchase/barter-refund', {
      headers: { ...auth(seller.token), 'idempotency-key': randomUUID() },
      data: { requestId, amountCents: AMOUNT, pin: PIN },
    }),
  );

  await protection.getByRole('button', { name: 'Confirm you received it' }).click();
  await b
    .getByRole('dialog', { name: 'Confirm you received it?' })
    .getByRole('button', { name: 'Release payment' })
    .click();
  await expect(protection.getByRole('alert')).toHaveText('This payment is no longer on hold.');
  await expect(protection).toContainText('Returned to the buyer');
  await expect(protection.getByRole('button')).toHaveCount(0);
  expect(await balanceOf(request, buyer)).toBe(10_000);
  expect(await balanceOf(request, seller)).toBe(sellerBefore);
});
