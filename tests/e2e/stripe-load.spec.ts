import type { APIRequestContext, Page, Request } from '@playwright/test';
import { signInAdmin, signInMember } from './support/auth.ts';
import { AUTHENTICATION_FAILED, routeStripe } from './support/fake-stripe.ts';
import { makeMember as makeTestMember } from './support/members.ts';
import { expectNoHorizontalOverflow, settled } from './support/page-checks.ts';
import { expect, test } from './support/stripe-test.ts';

const PASSWORD = 'Stripe#Pass1';
const PIN = '2468';
const EXPIRY = `12/${String(new Date().getFullYear() + 2).slice(-2)}`;

/** A fully onboarded member with the wallet PIN set (the shared test-API helper); answers the e-mail. */
const makeMember = async (request: APIRequestContext, firstName: string): Promise<string> =>
  (await makeTestMember(request, firstName, 'Card', { prefix: 'stripe', password: PASSWORD, pin: PIN }))
    .email;

/** The load requests the page sends (body and Idempotency-Key), and CSP complaints in its console. */
function watch(page: Page) {
  const loads: { body: Record<string, unknown>; key: string | null }[] = [];
  const csp: string[] = [];
  page.on('request', (req: Request) => {
    if (req.method() === 'POST' && new URL(req.url()).pathname === '/v1/wallet/load-bits')
      loads.push({ body: req.postDataJSON(), key: req.headers()['idempotency-key'] ?? null });
  });
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to (evaluate|execute|load|apply|connect|frame)/i.test(m.text()))
      csp.push(m.text());
  });
  return { loads, csp };
}

/** From the wallet, through the amount and Stripe's card field, to the payment page; then the PIN and Pay. */
async function loadWithStripe(page: Page, amount: string, cardNumber: string) {
  await page.goto('/my-wallet/load-bits');
  await page.getByRole('textbox', { name: 'Amount' }).fill(amount);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/my-wallet\/load-bits\/card-details$/);
  const form = page.getByRole('form', { name: 'Card details' });
  const field = form.getByRole('group', { name: 'Card' });
  // Stripe's field (here the stand-in's plain inputs), not the app's own card form.
  await field.getByRole('textbox', { name: 'Card number' }).fill(cardNumber);
  await field.getByRole('textbox', { name: 'Expiry' }).fill(EXPIRY);
  await field.getByRole('textbox', { name: 'CVC' }).fill('123');
  await expect(form.getByRole('textbox', { name: 'Name on card' })).toHaveCount(0);
  await form.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/my-wallet\/load-bits\/bits-payment-info$/);
  await expect(
    page.getByRole('region', { name: 'Load summary' }).getByText(`Visa ending ${cardNumber.slice(-4)}`),
  ).toBeVisible();
  await page.getByLabel('PIN').fill(PIN);
  await page.getByRole('button', { name: /^Pay / }).click();
}

test.describe('loading BITS with Stripe', () => {
  test("a card in Stripe's field is loaded; the card number goes to Stripe only", async ({
    page,
    request,
    stripe,
  }) => {
    const seen = watch(page);
    const scripts = await routeStripe(page, stripe.url);
    await signInMember(page, { email: await makeMember(request, 'Vera'), password: PASSWORD });

    await loadWithStripe(page, '25', '4242 4242 4242 4242');
    await expect(page).toHaveURL(/\/my-wallet$/);
    await expect(page.getByText('25.00 BITS™ loaded. Your balance is 25.00 BITS™.')).toBeVisible();
    await expect(page.getByTestId('wallet-balance')).toHaveText('25.00 BITS™');

    // Stripe.js came from js.stripe.com; BarterBits got Stripe's payment method, never the card.
    expect(scripts.length).toBeGreaterThan(0);
    expect(seen.loads).toHaveLength(1);
    expect(seen.loads[0]?.body).toMatchObject({
      amountCents: 2500,
      paymentMethodId: expect.stringMatching(/^pm_/),
    });
    expect(JSON.stringify(seen.loads[0]?.body)).not.toContain('4242');
    const paid = stripe
      .paymentIntents()
      .filter((pi) => pi.payment_method === seen.loads[0]?.body.paymentMethodId);
    expect(paid.map((pi) => [pi.status, pi.amount])).toEqual([['succeeded', 2500]]);
    expect(seen.csp).toEqual([]);
  });

  test('the bank asks the member to confirm (3-D Secure): confirmed, the same request again, credited once', async ({
    page,
    request,
    stripe,
  }) => {
    const seen = watch(page);
    await routeStripe(page, stripe.url);
    await signInMember(page, { email: await makeMember(request, 'Theo'), password: PASSWORD });

    await loadWithStripe(page, '40', '4000 0025 0000 3155');
    const bank = page.getByRole('dialog', { name: 'Your bank: confirm this payment' });
    await expect(bank).toBeVisible();
    await bank.getByRole('button', { name: 'Complete' }).click();
    await expect(page).toHaveURL(/\/my-wallet$/);
    await expect(page.getByText('40.00 BITS™ loaded. Your balance is 40.00 BITS™.')).toBeVisible();

    // Two sends of one request with one key: the second finished the payment the first started.
    expect(seen.loads).toHaveLength(2);
    expect(seen.loads[1]?.key).toBe(seen.loads[0]?.key);
    expect(seen.loads[1]?.body).toEqual(seen.loads[0]?.body);
    const paid = stripe
      .paymentIntents()
      .filter((pi) => pi.payment_method === seen.loads[0]?.body.paymentMethodId);
    expect(paid.map((pi) => pi.status)).toEqual(['succeeded']);
    // Credited once: one load line, and the balance is the amount.
    await expect(page.getByTestId('wallet-balance')).toHaveText('40.00 BITS™');
    await expect(page.getByRole('list', { name: 'Transactions' }).getByText('+40.00 BITS™')).toHaveCount(1);
    expect(seen.csp).toEqual([]);
  });

  test("a failed bank check shows Stripe's words, and a declined card the decline: nothing is loaded", async ({
    page,
    request,
    stripe,
  }) => {
    await routeStripe(page, stripe.url);
    await signInMember(page, { email: await makeMember(request, 'Nora'), password: PASSWORD });

    await loadWithStripe(page, '15', '4000 0025 0000 3155');
    await page
      .getByRole('dialog', { name: 'Your bank: confirm this payment' })
      .getByRole('button', { name: 'Fail' })
      .click();
    await expect(page.getByRole('alert').filter({ hasText: AUTHENTICATION_FAILED })).toBeVisible();
    await expect(page).toHaveURL(/\/bits-payment-info$/);

    await loadWithStripe(page, '10', '4000 0000 0000 0002');
    await expect(
      page.getByRole('alert').filter({ hasText: 'Your card was declined. Please use another card.' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/bits-payment-info$/);

    await page.goto('/my-wallet');
    await expect(page.getByTestId('wallet-balance')).toHaveText('0.00 BITS™');
  });

  test("in French on a 375 px phone: Stripe's field and words in French, and the load goes through", async ({
    page,
    request,
    stripe,
  }) => {
    await routeStripe(page, stripe.url);
    await signInMember(page, { email: await makeMember(request, 'Élise'), password: PASSWORD });
    const stored = page.waitForResponse(
      (r) => r.url().endsWith('/v1/user/language') && r.request().method() === 'PATCH' && r.ok(),
    );
    await page.getByRole('button', { name: 'Français' }).first().click();
    await stored;
    await page.setViewportSize({ width: 375, height: 812 });

    await page.goto('/my-wallet/load-bits');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await page.getByRole('textbox', { name: 'Montant' }).fill('12');
    await page.getByRole('button', { name: 'Continuer' }).click();
    const form = page.getByRole('form', { name: 'Détails de la carte' });
    const field = form.getByRole('group', { name: 'Carte' });
    await expect(field.getByRole('textbox', { name: 'Card number' })).toBeVisible();
    await settled(page);
    await expectNoHorizontalOverflow(page, 'card-details (Stripe)');
    // Stripe.js and its field speak French (their placeholders and errors are Stripe's).
    expect(
      await page.evaluate(() => (window as unknown as { __stripeLocales: string[] }).__stripeLocales),
    ).toEqual(expect.arrayContaining(['stripe fr-CA', 'elements fr-CA']));
    await field.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
    await field.getByRole('textbox', { name: 'Expiry' }).fill(EXPIRY);
    await field.getByRole('textbox', { name: 'CVC' }).fill('123');
    await form.getByRole('button', { name: 'Continuer' }).click();
    await expect(
      page.getByRole('region', { name: 'Résumé du chargement' }).getByText('Visa se terminant par 4242'),
    ).toBeVisible();
    await settled(page);
    await expectNoHorizontalOverflow(page, 'bits-payment-info (Stripe)');
    await page.getByLabel('NIP').fill(PIN);
    await page.getByRole('button', { name: /^Payer / }).click();
    await expect(page).toHaveURL(/\/my-wallet$/);
    await expect(page.getByTestId('wallet-balance')).toHaveText('12,00\u00a0BITS™');
  });

  test("a load refunded in part in Stripe's dashboard: the console's card loads show the part, the BITS stay", async ({
    browser,
    page,
    request,
    stripe,
  }) => {
    test.setTimeout(90_000);
    const seen = watch(page);
    await routeStripe(page, stripe.url);
    await signInMember(page, { email: await makeMember(request, 'Nina'), password: PASSWORD });
    await loadWithStripe(page, '30', '4242 4242 4242 4242');
    await expect(page.getByTestId('wallet-balance')).toHaveText('30.00 BITS™');
    const paid = stripe
      .paymentIntents()
      .find((pi) => pi.payment_method === seen.loads[0]?.body.paymentMethodId);
    const charge = paid?.latest_charge;
    expect(charge).toBeTruthy();

    // Support refunds $5 of it in Stripe's dashboard; Stripe tells BarterBits (signed as Stripe signs).
    stripe.refundFromDashboard(charge!, 500);
    const refunded = stripe
      .events()
      .filter((e) => e.type === 'charge.refunded' && (e.data.object as { id?: string }).id === charge)
      .at(-1)!;
    const { payload, header } = stripe.signedDelivery(refunded, { secret: 'whsec_e2e_stand_in' });
    const told = await request.post('/v1/payments/stripe/webhook', {
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      data: payload,
    });
    expect(told.ok(), await told.text()).toBe(true);

    // The console's card loads: the load still credited, with the part refunded at Stripe beside it.
    const consolePage = await (await browser.newContext()).newPage();
    await signInAdmin(consolePage);
    await consolePage.getByRole('menuitem', { name: 'Card loads' }).click();
    await consolePage.goto(`/admin/card-loads?filter=${encodeURIComponent(JSON.stringify({ q: charge }))}`);
    const row = consolePage.locator('tbody tr');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Credited');
    await expect(row).toContainText('$5.00 CAD');
    await consolePage.context().close();

    // The member's BITS are untouched.
    await page.reload();
    await expect(page.getByTestId('wallet-balance')).toHaveText('30.00 BITS™');
  });
});
