import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { formatBits } from '@barterbits/contracts';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { ADMIN, apiLogin } from './support/auth.ts';
import { auth, heldBarter, makeMember, ok, publishedOffer, signedIn } from './support/members.ts';
import { expectPhoneFriendly } from './support/page-checks.ts';
import { expect, test } from './support/test.ts';
import { loadBits } from './support/wallet.ts';

/**
 * A dispute of a held barter payment end to end, on a phone: the buyer opens it with a reason, what went
 * wrong and a photo, and reads it waiting for the seller's answer; the seller finds it on the sale's page
 * with the photo and answers once; the buyer reads the answer in its timeline. A super admin splits the
 * held BITS with a note, and both pages say where the BITS went while both wallets show them.
 */
const PASSWORD = 'Dispute#Pass1';
const PIN = '6183';
const AMOUNT = 4_000;
const TO_SELLER = 2_500;
const LOADED = 10_000;
const PHOTO = path.join(import.meta.dirname, 'fixtures/profile-photo.png');

const member = (request: APIRequestContext, firstName: string, lastName: string) =>
  makeMember(request, firstName, lastName, { prefix: 'dispute', password: PASSWORD, pin: PIN });

/** Presses Tab until `target` has focus, as a keyboard user moves through the page; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, max: number) {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < max; presses++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target, `reached with at most ${max} presses of Tab`).toBeFocused({ timeout: 1_000 });
}

/** The member's balance as their wallet page shows it. */
async function walletShows(page: Page, cents: number) {
  await page.goto('/my-wallet');
  await expect(page.getByTestId('wallet-balance')).toHaveText(formatBits(cents));
}

test.describe('barter disputes', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the buyer disputes a held payment with a photo, the seller answers, and an admin splits it', async ({
    request,
  }) => {
    test.setTimeout(180_000);
    const seller = await member(request, 'Corinne', 'Vail');
    const buyer = await member(request, 'Malik', 'Osei');
    const title = `Picture frame ${randomUUID().slice(0, 6)}`;
    const offerId = await publishedOffer(request, seller, title);
    await loadBits(request, auth(buyer.token), LOADED, PIN);
    const sellerBefore = (await ok(await request.get('/v1/wallet', { headers: auth(seller.token) }))).data
      .balanceCents as number;
    const requestId = await heldBarter(request, seller, buyer, offerId, AMOUNT, PIN);

    // The buyer finds their payment held, and opens a dispute beside "Confirm you received it".
    const b = await signedIn(buyer);
    await b.goto(`/my-wallet/barter-requests/${requestId}`);
    const protection = b.getByRole('region', { name: 'Buyer protection' });
    await expect(protection.getByRole('button', { name: 'Confirm you received it' })).toBeVisible();
    await protection.getByRole('button', { name: 'Something’s wrong? Open a dispute' }).click();
    const form = b.getByRole('dialog', { name: 'Open a dispute' });
    await expect(form).toContainText('Your BITS stay held while the dispute is open.');

    // Sent empty, the form asks for the reason and the text.
    await form.getByRole('button', { name: 'Open dispute' }).click();
    await expect(form.getByRole('radiogroup', { name: 'Reason' })).toBeVisible();
    await expect(form.getByText('Required field.')).toHaveCount(2);

    await form.getByRole('radio', { name: 'Damaged' }).check();
    const text = 'The frame arrived with a cracked corner and a loose back.';
    await form.getByRole('textbox', { name: 'What went wrong?' }).fill(text);
    await expect(form.getByText(`${text.length}/1000`)).toBeVisible();
    await form.getByLabel('Photo files').setInputFiles(PHOTO);
    await expect(form.getByRole('img', { name: 'Photo 1: profile-photo.png' })).toBeVisible();
    await expectPhoneFriendly(b, 'the dispute form');
    await form.getByRole('button', { name: 'Open dispute' }).click();
    await expect(
      b.getByText('Dispute opened. The seller is asked for their side, and an admin will decide.'),
    ).toBeVisible();
    await b.getByRole('button', { name: 'Close notification' }).click();
    await expect(form).toBeHidden();

    // The buyer reads the dispute waiting for the seller; the payment no longer releases by itself.
    const buyerDispute = b.getByRole('region', { name: 'Dispute' });
    await expect(buyerDispute).toContainText('Waiting for the seller’s answer');
    await expect(buyerDispute).toContainText('Damaged');
    await expect(buyerDispute).toContainText(text);
    await expect(buyerDispute).toContainText('You opened the dispute');
    await expect(buyerDispute.getByRole('button', { name: 'Open photo 1' })).toBeVisible();
    await expect(protection).toContainText('Disputed: an admin decides');
    await expect(protection.getByRole('button')).toHaveCount(0);
    await expect(b.getByRole('button', { name: 'Message seller' })).toBeVisible();
    await expectPhoneFriendly(b, 'a disputed purchase');

    // The seller finds the sale disputed, sees the photo, and answers by the due date.
    const s = await signedIn(seller);
    await s.goto('/my-wallet/barter-record');
    const sale = s.getByRole('listitem').filter({ hasText: title });
    await expect(sale).toContainText('Disputed');
    await sale.getByRole('link', { name: 'Details' }).click();
    const sellerDispute = s.getByRole('region', { name: 'Dispute' });
    await expect(sellerDispute).toContainText('Waiting for the seller’s answer');
    await expect(sellerDispute).toContainText('The buyer opened the dispute');
    await expect(sellerDispute).toContainText(text);
    const thumb = sellerDispute.getByRole('img', { name: 'Dispute photo 1' });
    await expect(thumb).toBeVisible();
    expect(await thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await sellerDispute.getByRole('button', { name: 'Open photo 1' }).click();
    const full = s.getByRole('dialog', { name: 'Dispute photo 1' });
    await expect(full.getByRole('img', { name: 'Dispute photo 1' })).toBeVisible();
    await full.getByRole('button', { name: 'Close' }).click();
    await expect(full).toBeHidden();
    await expect(sellerDispute).toContainText(/Answer by /);
    await expect(s.getByRole('button', { name: 'Message buyer' })).toBeVisible();
    await expectPhoneFriendly(s, 'a disputed sale');
    const answer = 'It was wrapped in bubble wrap when it left; I can take it back.';
    await sellerDispute.getByRole('textbox', { name: 'Your answer' }).fill(answer);
    await sellerDispute.getByRole('button', { name: 'Send answer' }).click();
    await expect(s.getByText('Your answer was added to the dispute.')).toBeVisible();
    await expect(sellerDispute).toContainText('Answered: an admin will decide');
    await expect(sellerDispute).toContainText('You answered');
    await expect(sellerDispute.getByRole('button', { name: 'Send answer' })).toHaveCount(0);
    await expect(sellerDispute.getByRole('heading', { name: 'Dispute' })).toBeFocused();

    // The buyer reads the answer in the timeline.
    await b.reload();
    await expect(buyerDispute).toContainText('Answered: an admin will decide');
    await expect(buyerDispute).toContainText('The seller answered');
    await expect(buyerDispute).toContainText(answer);

    // A super admin splits the held BITS with a note.
    const detail = await ok(
      await request.get(`/v1/purchase/barter-request/${requestId}`, { headers: auth(buyer.token) }),
    );
    const disputeId = (detail.data.dispute as { id: string }).id;
    const admin = await apiLogin(request, ADMIN, 'ADMIN');
    const note = 'The frame was damaged in transit: the cost is shared.';
    await ok(
      await request.post(`/v1/admin/barter-disputes/${disputeId}/resolve`, {
        headers: { ...auth(admin.token), 'idempotency-key': randomUUID() },
        data: { outcome: 'SPLIT', sellerCents: TO_SELLER, note },
      }),
    );

    // Both read where the BITS went and the note, and both wallets show them.
    const decision = `Decision: ${formatBits(TO_SELLER)} to the seller, ${formatBits(AMOUNT - TO_SELLER)} back to the buyer`;
    for (const [page, region] of [
      [b, buyerDispute],
      [s, sellerDispute],
    ] as const) {
      await page.reload();
      await expect(region).toContainText('Resolved');
      await expect(region).toContainText(decision);
      await expect(region).toContainText(`Admin’s note: ${note}`);
      await expect(region).toContainText('An admin resolved the dispute');
      await expect(page.getByRole('region', { name: 'Buyer protection' })).toContainText(
        /An admin decided where the BITS went on .+: see the dispute\./,
      );
    }
    await walletShows(b, LOADED - AMOUNT + (AMOUNT - TO_SELLER));
    await walletShows(s, sellerBefore + TO_SELLER);
  });

  test('by keyboard: a photo the server refuses is said on the photo, and the server’s message on its field', async ({
    request,
  }) => {
    test.setTimeout(120_000);
    const seller = await member(request, 'Aurele', 'Dion');
    const buyer = await member(request, 'Priscilla', 'Nkemdirim');
    const offerId = await publishedOffer(request, seller, `Tent loan ${randomUUID().slice(0, 6)}`);
    await loadBits(request, auth(buyer.token), LOADED, PIN);
    const requestId = await heldBarter(request, seller, buyer, offerId, AMOUNT, PIN);

    const b = await signedIn(buyer);
    await b.goto(`/my-wallet/barter-requests/${requestId}`);
    await b.getByRole('heading', { name: 'Purchase request' }).click();
    await tabTo(b, b.getByRole('button', { name: 'Something’s wrong? Open a dispute' }), 40);
    await b.keyboard.press('Enter');
    const form = b.getByRole('dialog', { name: 'Open a dispute' });

    // The reason by arrow keys, the text typed, then a photo.
    await tabTo(b, form.getByRole('radio', { name: 'Not received' }), 10);
    await b.keyboard.press('Space');
    await b.keyboard.press('ArrowDown');
    await expect(form.getByRole('radio', { name: 'Not as described' })).toBeChecked();
    await b.keyboard.press('Tab');
    await expect(form.getByRole('textbox', { name: 'What went wrong?' })).toBeFocused();
    await b.keyboard.type('The tent has no poles.');
    await tabTo(b, form.getByRole('button', { name: 'Add photos' }), 5);
    // (The system's file picker is no page: the file goes straight into the input the button opens.)
    // Named as a PNG, but not a picture: the server refuses it.
    await form
      .getByLabel('Photo files')
      .setInputFiles({ name: 'tent.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') });
    await expect(form.getByRole('img', { name: 'Photo 1: tent.png' })).toBeVisible();
    await tabTo(b, form.getByRole('button', { name: 'Open dispute' }), 10);
    await b.keyboard.press('Enter');
    await expect(form.getByText('A photo could not be uploaded. Remove it or try again.')).toBeVisible();
    await expect(form.getByRole('listitem').getByRole('alert')).not.toBeEmpty();
    await expect(b.getByRole('region', { name: 'Dispute' })).toHaveCount(0);

    // Without the photo, the server's message on the text shows on its field, which takes the focus.
    await tabTo(b, form.getByRole('button', { name: 'Remove photo 1' }), 10);
    await b.keyboard.press('Enter');
    await expect(form.getByRole('img')).toHaveCount(0);
    const refusal = 'Say what is missing, and since when.';
    await b.route('**/v1/purchase/barter-dispute', (route) =>
      route.fulfill({
        status: 400,
        json: {
          statusCode: 400,
          code: 'VALIDATION_FAILED',
          message: refusal,
          fieldErrors: { text: [refusal] },
        },
      }),
    );
    await tabTo(b, form.getByRole('button', { name: 'Open dispute' }), 10);
    await b.keyboard.press('Enter');
    const textField = form.getByRole('textbox', { name: 'What went wrong?' });
    await expect(form.getByText(refusal)).toBeVisible();
    await expect(textField).toBeFocused();
    await b.unroute('**/v1/purchase/barter-dispute');

    await b.keyboard.type(' They were not in the bag since the start.');
    await tabTo(b, form.getByRole('button', { name: 'Open dispute' }), 10);
    await b.keyboard.press('Enter');
    await expect(form).toBeHidden();
    const dispute = b.getByRole('region', { name: 'Dispute' });
    await expect(dispute.getByRole('heading', { name: 'Dispute' })).toBeFocused();
    await expect(dispute).toContainText('Waiting for the seller’s answer');
    await expect(dispute).toContainText('Not as described');
    await expect(dispute).toContainText('The tent has no poles. They were not in the bag since the start.');
  });
});
