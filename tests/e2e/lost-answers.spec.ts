/**
 * Lost answers: the server applies a payment but its answer never reaches the browser. The
 * member pays again from the same page; the app sends the same Idempotency-Key, the server answers the
 * stored outcome, and the card is charged once.
 */
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN, apiLogin, signInMember } from './support/auth.ts';
import { expect, test } from './support/test.ts';

const PASSWORD = 'Lost#Answer1';
const PIN = '2468';
const UNCONFIRMED = 'We could not confirm this went through. Please try again: it will not be applied twice.';
const EXPIRY = `12/${String(new Date().getFullYear() + 2).slice(-2)}`;

async function makeMember(request: APIRequestContext, withPin: boolean) {
  const email = `lost.${randomUUID().slice(0, 8)}@example.com`;
  const made = await request.post('/v1/testing/users', {
    data: { email, password: PASSWORD, stage: 'COMPLETED', firstName: 'Lou', lastName: 'Lost' },
  });
  expect(made.ok()).toBe(true);
  const session = await apiLogin(request, { email, password: PASSWORD });
  if (withPin) {
    const pin = await request.post('/v1/user/set-pin', {
      data: { pin: PIN, confirmPin: PIN },
      headers: session.headers,
    });
    expect(pin.ok()).toBe(true);
  }
  return { email, ...session };
}

/** The next call to `path` reaches the server (and is applied) but its answer is lost on the way back. */
async function loseNextAnswer(page: Page, path: string) {
  let lost = 0;
  await page.route(`**/v1${path}`, async (route) => {
    if (lost > 0) return route.continue();
    lost++;
    const applied = await route.fetch();
    expect(applied.status()).toBe(200);
    await route.abort('connectionreset');
  });
  return () => lost;
}

test.describe('lost answers are retried without paying twice', () => {
  test('load BITS: the retry after a lost answer reaches the first load', async ({ page, request }) => {
    test.setTimeout(90_000);
    const member = await makeMember(request, true);
    await signInMember(page, { email: member.email, password: PASSWORD });
    const lostCount = await loseNextAnswer(page, '/wallet/load-bits');

    await page.goto('/my-wallet/load-bits');
    await page.getByRole('textbox', { name: 'Amount' }).fill('40');
    await page.getByRole('button', { name: 'Continue' }).click();
    const form = page.getByRole('form', { name: 'Card details' });
    await form.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
    await form.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill(EXPIRY);
    await form.getByRole('textbox', { name: 'CVC' }).fill('123');
    await form.getByRole('textbox', { name: 'Name on card' }).fill('Lou Lost');
    await form.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/bits-payment-info$/);
    await page.getByLabel('PIN').fill(PIN);
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page.getByRole('alert')).toHaveText(UNCONFIRMED);
    await expect(page).toHaveURL(/\/bits-payment-info$/);
    expect(lostCount()).toBe(1);

    // Pay again: the stored answer of the first load.
    await page.getByLabel('PIN').fill(PIN);
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page).toHaveURL(/\/my-wallet$/);
    await expect(page.getByTestId('wallet-balance')).toHaveText('40.00 BITS™');
    const history = await request.get('/v1/wallet/transaction-history', { headers: member.headers });
    const rows = ((await history.json()) as { data: { type: string }[] }).data;
    expect(rows.filter((r) => r.type === 'ADD_BITS')).toHaveLength(1);
  });

  test('membership renewal: a renewal whose answer was lost is not charged again', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const member = await makeMember(request, false);
    const paid = await request.post('/v1/subscription/subscribe', {
      headers: { ...member.headers, 'idempotency-key': `e2e-${randomUUID()}` },
      data: {
        card: {
          number: '4242 4242 4242 4242',
          expMonth: 12,
          expYear: new Date().getFullYear() + 2,
          cvc: '123',
          holderName: 'Lou Lost',
        },
      },
    });
    expect(paid.ok(), await paid.text()).toBe(true);
    await signInMember(page, { email: member.email, password: PASSWORD });
    const lostCount = await loseNextAnswer(page, '/subscription/renew-subscription');

    await page.goto('/membership');
    const renew = page.getByRole('button', { name: 'Renew membership' });
    await renew.click();
    const dialog = page.getByRole('dialog', { name: 'Renew your membership?' });
    await dialog.getByRole('button', { name: 'Pay $9.99 CAD' }).click();
    await expect(page.getByRole('alert')).toHaveText(UNCONFIRMED);
    expect(lostCount()).toBe(1);

    await renew.click();
    await dialog.getByRole('button', { name: 'Pay $9.99 CAD' }).click();
    await expect(page).toHaveURL(/\/member-subscription$/);

    // One charge for the membership, one for the renewal: the retry charged nothing.
    const admin = await apiLogin(request, ADMIN, 'ADMIN');
    const details = await request.get(`/v1/user/memberShip-details/${member.id}`, { headers: admin.headers });
    const { data } = (await details.json()) as { data: { summary: { succeededCount: number } } };
    expect(data.summary.succeededCount).toBe(2);
  });
});
