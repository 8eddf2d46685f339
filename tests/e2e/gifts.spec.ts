import { GIFT_MESSAGES } from '@barterbits/contracts';
import type { APIRequestContext } from '@playwright/test';
import { apiLogin, newPage, signInMember } from './support/auth.ts';
import { expect, test } from './support/test.ts';
import { loadBits as loadBitsFor } from './support/wallet.ts';

/** Seeded demo business member with a PIN; BITS are loaded by card through the wallet API first. */
const SENDER = { email: 'maple@demo.barterbits.ca', password: 'BarterDemo#1', pin: '2468' };
const PASSWORD = 'Gift#Claim1';

/** Loads BITS into the sender's wallet with the sandbox card. */
async function loadBits(request: APIRequestContext, amountCents: number) {
  const sender = await apiLogin(request, { email: SENDER.email, password: SENDER.password });
  await loadBitsFor(request, sender.headers, amountCents, SENDER.pin);
}

test.describe('gifts', () => {
  test('a member gifts BITS to a new address; the recipient signs up, claims it, and the sender sees it accepted', async ({
    request,
  }) => {
    test.setTimeout(90_000);
    const recipient = `gift.${Date.now()}@example.com`;
    await loadBits(request, 50_00);

    // The sender gives 12.50 BITS with a message and the PIN.
    const sender = await newPage();
    await signInMember(sender, SENDER);
    await sender.goto('/send-bits-gift');
    await expect(sender.getByRole('heading', { name: 'Gift BITS' })).toBeVisible();
    // The own address is refused as typed.
    await sender.getByRole('textbox', { name: 'Recipient email' }).fill(SENDER.email);
    await expect(sender.getByText(GIFT_MESSAGES.ownEmail)).toBeVisible();
    // Any other address gets the same answer, whether or not it has an account (no member lookup).
    await sender.getByRole('textbox', { name: 'Recipient email' }).fill(recipient);
    await expect(sender.getByText(GIFT_MESSAGES.deliverable)).toBeVisible();
    // Money input: a third decimal cannot be typed.
    await sender.getByRole('textbox', { name: 'Amount' }).fill('12.505');
    await expect(sender.getByRole('textbox', { name: 'Amount' })).toHaveValue('12.50');
    await sender.getByRole('textbox', { name: 'Message (optional)' }).fill('Welcome to BarterBits!');
    await expect(sender.getByText('22/250')).toBeVisible();
    await sender.getByRole('textbox', { name: 'PIN', exact: true }).fill(SENDER.pin);
    await sender.getByRole('button', { name: 'Give Now' }).click();

    await expect(sender).toHaveURL(/\/sent-gifts$/);
    await expect(sender.getByText(GIFT_MESSAGES.sent, { exact: false }).first()).toBeVisible();
    const row = sender.getByTestId('gift-row').filter({ hasText: recipient });
    await expect(row).toContainText('12.50 BITS™');
    await expect(row).toContainText('Pending');

    // The recipient signs up with that address (at COMPLETED, e-mail verified) and signs in.
    const made = await request.post('/v1/testing/users', {
      data: {
        email: recipient,
        password: PASSWORD,
        stage: 'COMPLETED',
        firstName: 'Gwen',
        lastName: 'Giftee',
        location: { city: 'Toronto', province: 'Ontario', latitude: 43.6532, longitude: -79.3832 },
      },
    });
    expect(made.ok()).toBe(true);
    const outbox = await request.get(`/v1/testing/outbox?to=${encodeURIComponent(recipient)}`);
    const mails = (await outbox.json()).data as { template: string; links: string[] }[];
    expect(mails.find((m) => m.template === 'gift-received-new')?.links[1]).toMatch(/\/bits-gift\//);

    const claimer = await newPage();
    await signInMember(claimer, { email: recipient, password: PASSWORD });
    await claimer.goto('/accept-bits');
    await expect(claimer.getByRole('heading', { name: 'Accept BITS Gift' })).toBeVisible();
    const waiting = claimer.getByRole('list', { name: 'Gifts waiting for you' });
    await expect(waiting).toContainText('12.50 BITS™');
    await waiting.getByRole('button', { name: /Claim gift from/ }).click();

    await expect(claimer).toHaveURL(/\/success-accept-gits/);
    await expect(claimer.getByRole('heading', { name: 'Gift accepted' })).toBeVisible();
    await expect(claimer.getByTestId('claimed-amount')).toHaveText('12.50 BITS™');
    await expect(claimer.getByTestId('new-balance')).toHaveText('12.50 BITS™');
    await claimer.goto('/accept-bits');
    await expect(claimer.getByText('No gifts are waiting for you.')).toBeVisible();

    // The sender sees it accepted, and its details.
    await sender.goto('/sent-gifts');
    const accepted = sender.getByTestId('gift-row').filter({ hasText: 'Gwen G.' });
    await expect(accepted).toContainText('Accepted');
    await accepted.getByRole('link').click();
    await expect(sender).toHaveURL(/\/gift-detail\//);
    await expect(sender.getByRole('heading', { name: 'Gift Details' })).toBeVisible();
    await expect(sender.getByText('“Welcome to BarterBits!”')).toBeVisible();
    await expect(sender.getByRole('button', { name: 'Cancel gift' })).toHaveCount(0);
  });
});
