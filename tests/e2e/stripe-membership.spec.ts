/**
 * The membership and saved cards where payments go through Stripe (PAYMENTS_PROVIDER=stripe, against the
 * stand-in of Stripe's API, with Stripe.js stood in): the member pays the membership with a card entered
 * in Stripe's field, a declined card asks for a card again, the bank's check is completed and the same
 * request finishes the payment; a card is saved through Stripe's field (a SetupIntent the bank checks); a
 * membership is renewed with a saved card whose bank checks every payment.
 */
import { randomUUID } from 'node:crypto';
import type { Page, Request } from '@playwright/test';
import { routeStripe } from './support/fake-stripe.ts';
import { expect, test } from './support/stripe-test.ts';

const PASSWORD = 'Stripe#Member1';
const EXPIRY = `12/${String(new Date().getFullYear() + 2).slice(-2)}`;

async function signIn(page: Page, email: string) {
  await page.goto('/sign-in');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Types a card into Stripe's field (here the stand-in's plain inputs). */
async function fillStripeCard(page: Page, number: string) {
  const field = page.getByRole('form', { name: 'Card details' }).getByRole('group', { name: 'Card' });
  await field.getByRole('textbox', { name: 'Card number' }).fill(number);
  await field.getByRole('textbox', { name: 'Expiry' }).fill(EXPIRY);
  await field.getByRole('textbox', { name: 'CVC' }).fill('123');
}

/** Saves a card through Stripe's field at /add-card, completing the bank's check its SetupIntent asks for. */
async function saveCardWithBankCheck(page: Page, number: string) {
  await page.goto('/add-card');
  await fillStripeCard(page, number);
  await page.getByRole('button', { name: 'Save card' }).click();
  await page
    .getByRole('dialog', { name: 'Your bank: confirm this payment' })
    .getByRole('button', { name: 'Complete' })
    .click();
  await expect(page.getByText('Card saved.')).toBeVisible();
}

test("the membership is paid with a card in Stripe's field: a decline asks again, the bank's check completes it", async ({
  page,
  request,
  stripe,
}) => {
  const email = `stripe.sub.${randomUUID().slice(0, 8)}@example.com`;
  const made = await request.post('/v1/testing/users', {
    data: { email, password: PASSWORD, stage: 'SUBSCRIPTION' },
  });
  expect(made.ok()).toBe(true);
  const sent: { body: Record<string, unknown>; key: string | null }[] = [];
  page.on('request', (req: Request) => {
    if (req.method() === 'POST' && new URL(req.url()).pathname === '/v1/subscription/subscribe')
      sent.push({ body: req.postDataJSON(), key: req.headers()['idempotency-key'] ?? null });
  });
  await routeStripe(page, stripe.url);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/subscription$/);

  // Declined: the decline's words, and Stripe's field again for another card.
  await fillStripeCard(page, '4000 0000 0000 0002');
  await page.getByRole('button', { name: 'Pay $9.99 CAD' }).click();
  await expect(page.getByRole('alert')).toHaveText('Your card was declined. Please use another card.');
  await expect(page.getByRole('group', { name: 'Card' })).toBeVisible();

  // The bank asks: confirmed, and the same request again finishes the payment.
  await fillStripeCard(page, '4000 0025 0000 3155');
  await page.getByRole('button', { name: 'Pay $9.99 CAD' }).click();
  const bank = page.getByRole('dialog', { name: 'Your bank: confirm this payment' });
  await bank.getByRole('button', { name: 'Complete' }).click();
  await expect(page).toHaveURL(/\/pin-setup$/);

  expect(sent).toHaveLength(3);
  expect(sent[0]?.body.paymentMethodId).toMatch(/^pm_/);
  expect(JSON.stringify(sent)).not.toContain('3155');
  expect(sent[2]?.key).toBe(sent[1]?.key);
  expect(sent[2]?.body).toEqual(sent[1]?.body);
  expect(sent[1]?.key).not.toBe(sent[0]?.key);
  const paid = stripe.paymentIntents().filter((pi) => pi.payment_method === sent[1]?.body.paymentMethodId);
  expect(paid.map((pi) => [pi.status, pi.amount])).toEqual([['succeeded', 999]]);
});

test("a card is saved through Stripe's field, the bank's check included, and shows among the saved cards", async ({
  page,
  request,
  stripe,
}) => {
  const email = `stripe.card.${randomUUID().slice(0, 8)}@example.com`;
  const made = await request.post('/v1/testing/users', {
    data: { email, password: PASSWORD, stage: 'COMPLETED' },
  });
  expect(made.ok()).toBe(true);
  await routeStripe(page, stripe.url);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/$/);

  await saveCardWithBankCheck(page, '4000 0025 0000 3155');
  await expect(page.getByText('Visa •••• 3155')).toBeVisible();
  expect(stripe.setupIntents().map((si) => si.status)).toContain('succeeded');
});

test('a membership renewed with a saved card the bank checks every time: the check in Stripe.js, then the payment, charged once', async ({
  page,
  request,
  stripe,
}) => {
  test.setTimeout(90_000);
  const email = `stripe.renew.${randomUUID().slice(0, 8)}@example.com`;
  const made = await request.post('/v1/testing/users', {
    data: { email, password: PASSWORD, stage: 'COMPLETED', membership: true },
  });
  expect(made.ok()).toBe(true);
  const renewals: { key: string | null; body: Record<string, unknown> }[] = [];
  page.on('request', (req: Request) => {
    if (req.method() === 'POST' && new URL(req.url()).pathname === '/v1/subscription/renew-subscription')
      renewals.push({ key: req.headers()['idempotency-key'] ?? null, body: req.postDataJSON() });
  });
  await routeStripe(page, stripe.url);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/$/);

  // A card whose bank asks for 3-D Secure on every payment, saved (its own check at saving).
  await saveCardWithBankCheck(page, '4000 0027 6000 3184');

  await page.goto('/membership');
  await page.getByRole('button', { name: 'Renew membership' }).click();
  const confirm = page.getByRole('dialog', { name: 'Renew your membership?' });
  await expect(confirm).toContainText('Visa •••• 3184');
  await confirm.getByRole('button', { name: 'Pay $9.99 CAD' }).click();
  await page
    .getByRole('dialog', { name: 'Your bank: confirm this payment' })
    .getByRole('button', { name: 'Complete' })
    .click();
  await expect(page).toHaveURL(/\/member-subscription$/);
  await expect(page.getByText('Thank you! Your membership is active.')).toBeVisible();
  await expect(page.getByText('Visa •••• 3184')).toBeVisible();

  // The same request twice (the second after the check), and one payment at Stripe.
  expect(renewals).toHaveLength(2);
  expect(renewals[1]?.key).toBe(renewals[0]?.key);
  expect(renewals[1]?.body).toEqual(renewals[0]?.body);
  const customer = stripe.customers().find((c) => c.email === email);
  const withCard = stripe.paymentIntents().filter((pi) => customer && pi.customer === customer.id);
  expect(withCard.map((pi) => [pi.status, pi.amount])).toEqual([['succeeded', 999]]);
});
