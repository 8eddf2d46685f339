import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiLogin, signInMember } from './support/auth.ts';
import { expect, test } from './support/test.ts';

const PASSWORD = 'Wallet#Pass1';
const PIN = '2468';
const EXPIRY = `12/${String(new Date().getFullYear() + 2).slice(-2)}`;

/** A fully onboarded member with the wallet PIN set, made through the test API; answers the e-mail. */
async function makeMember(request: APIRequestContext, firstName: string) {
  return (await makeMemberWithToken(request, firstName)).email;
}

/** As makeMember, with the member's access token for API calls. */
async function makeMemberWithToken(request: APIRequestContext, firstName: string) {
  const email = `wallet.${randomUUID().slice(0, 8)}@example.com`;
  const made = await request.post('/v1/testing/users', {
    data: { email, password: PASSWORD, stage: 'COMPLETED', firstName, lastName: 'Loader' },
  });
  expect(made.ok()).toBe(true);
  const { token } = await apiLogin(request, { email, password: PASSWORD });
  const pin = await request.post('/v1/user/set-pin', {
    data: { pin: PIN, confirmPin: PIN },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(pin.ok()).toBe(true);
  return { email, token };
}

/** POST /v1/wallet/load-bits through the API with a good card and the PIN. */
async function apiLoad(request: APIRequestContext, token: string, amountCents: number) {
  const res = await request.post('/v1/wallet/load-bits', {
    data: {
      amountCents,
      pin: PIN,
      card: {
        number: '4242 4242 4242 4242',
        expMonth: 12,
        expYear: new Date().getFullYear() + 2,
        cvc: '123',
        holderName: 'Tia Loader',
      },
    },
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': `e2e-${randomUUID()}` },
  });
  expect(res.ok()).toBe(true);
}

const signIn = (page: Page, email: string) => signInMember(page, { email, password: PASSWORD });

/** Load BITS through the three pages with a new card; stops on the payment page after Pay. */
async function loadWithNewCard(page: Page, amount: string, cardNumber: string) {
  await page.goto('/my-wallet');
  await page.getByRole('region', { name: 'Wallet balance' }).getByRole('link', { name: 'Load BITS' }).click();
  await expect(page).toHaveURL(/\/my-wallet\/load-bits$/);
  await expect(page.getByRole('heading', { name: 'Load BITS' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Amount' }).fill(amount);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/my-wallet\/load-bits\/card-details$/);
  const form = page.getByRole('form', { name: 'Card details' });
  await form.getByRole('textbox', { name: 'Card number' }).fill(cardNumber);
  await form.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill(EXPIRY);
  await form.getByRole('textbox', { name: 'CVC' }).fill('123');
  await form.getByRole('textbox', { name: 'Name on card' }).fill('Lee Loader');
  await form.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/my-wallet\/load-bits\/bits-payment-info$/);
  await page.getByLabel('PIN').fill(PIN);
  await page.getByRole('button', { name: /^Pay / }).click();
}

test.describe('wallet', () => {
  test('a member loads BITS by card with the PIN; a declined card changes nothing; the statement downloads', async ({
    page,
    request,
  }) => {
    const email = await makeMember(request, 'Lee');
    await signIn(page, email);

    await page.goto('/my-wallet');
    await expect(page.getByRole('heading', { name: 'My Wallet' })).toBeVisible();
    await expect(page.getByTestId('wallet-balance')).toHaveText('0.00 BITS™');
    await expect(page.getByTestId('today-remaining')).toHaveText('You can load 5,000.00 BITS™ more today');

    // Money input rules: letters and a third decimal are dropped as typed.
    await page.goto('/my-wallet/load-bits');
    const amount = page.getByRole('textbox', { name: 'Amount' });
    await amount.fill('12.345');
    await expect(amount).toHaveValue('12.34');
    await amount.fill('3000');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('You can load at most 2,000.00 BITS at a time.')).toBeVisible();

    // A good card: BITS loaded, back on /my-wallet with the new balance and a "Load BITS" line.
    await loadWithNewCard(page, '25.50', '4242 4242 4242 4242');
    await expect(page).toHaveURL(/\/my-wallet$/);
    await expect(page.getByTestId('wallet-balance')).toHaveText('25.50 BITS™');
    await expect(page.getByText('25.50 BITS™ loaded. Your balance is 25.50 BITS™.')).toBeVisible();
    await expect(page.getByTestId('today-remaining')).toHaveText('You can load 4,974.50 BITS™ more today');
    const recent = page.getByRole('list', { name: 'Transactions' });
    await expect(recent.getByText('Load BITS')).toBeVisible();
    await expect(recent.getByText('+25.50 BITS™')).toBeVisible();

    // Transaction details.
    await recent.getByRole('link').first().click();
    await expect(page.getByRole('heading', { name: 'Transaction details' })).toBeVisible();
    await expect(page.getByText('Balance after')).toBeVisible();

    // A declined card: the decline message, and the balance is unchanged.
    await loadWithNewCard(page, '10', '4000 0000 0000 0002');
    await expect(
      page.getByRole('alert').filter({ hasText: 'Your card was declined. Please use another card.' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/bits-payment-info$/);
    await page.goto('/my-wallet');
    await expect(page.getByTestId('wallet-balance')).toHaveText('25.50 BITS™');
    await expect(page.getByTestId('summary-line')).toHaveCount(2);

    // Statement: CSV and PDF downloads, with the DEFAULT → DOWNLOADING → DOWNLOADED states.
    await page.getByRole('link', { name: 'View statement' }).click();
    await expect(page).toHaveURL(/\/my-wallet\/statement$/);
    await expect(page.getByRole('heading', { name: 'Statement' })).toBeVisible();
    const totals = page.getByRole('region', { name: 'Statement totals' });
    await expect(totals.getByText('25.50 BITS™').first()).toBeVisible();

    const csvButton = page.getByRole('button', { name: 'Download CSV' });
    await expect(csvButton).toHaveAttribute('data-state', 'DEFAULT');
    const [csv] = await Promise.all([page.waitForEvent('download'), csvButton.click()]);
    expect(csv.suggestedFilename()).toMatch(/^bits-statement-.*\.csv$/);
    const text = await readFile((await csv.path())!, 'utf8');
    const lines = text.trim().split('\r\n');
    expect(lines[0]).toBe('Date,Reference,Type,Status,Counterparty,Memo,Amount (BITS),Balance after (BITS)');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/,Load BITS,SUCCESSFUL,,,25\.50,25\.50$/);
    await expect(page.getByRole('button', { name: 'Downloaded' })).toHaveAttribute(
      'data-state',
      'DOWNLOADED',
    );

    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(pdf.suggestedFilename()).toMatch(/^bits-statement-.*\.pdf$/);
    const bytes = await readFile((await pdf.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('bits-info explains loading and leads to the amount page', async ({ page, request }) => {
    const email = await makeMember(request, 'Ina');
    await signIn(page, email);
    await page.goto('/my-wallet/bits-info');
    await expect(page.getByRole('heading', { name: 'Load BITS' })).toBeVisible();
    await page.getByRole('link', { name: 'Load BITS' }).click();
    await expect(page).toHaveURL(/\/my-wallet\/load-bits$/);
  });

  test('while its movements load, the wallet keeps their room and never says there are none', async ({
    page,
    request,
  }) => {
    const email = await makeMember(request, 'Lou');
    await signIn(page, email);
    let release!: () => void;
    const answered = new Promise<void>((r) => {
      release = r;
    });
    await page.route('**/v1/wallet/transaction-history*', async (route) => {
      await answered;
      await route.continue();
    });
    await page.goto('/my-wallet');
    const recent = page.getByRole('region', { name: 'Recent transactions' });
    await expect(recent).toHaveAttribute('aria-busy', 'true');
    await expect(recent.getByText('No transactions yet.')).toHaveCount(0);
    release();
    await expect(recent).toHaveAttribute('aria-busy', 'false');
    await expect(recent.getByText('No transactions yet.')).toBeVisible();
  });
});

test.describe('wallet in the member’s time zone', () => {
  // A browser in Saskatchewan (UTC−6 all year; the wallet's own zone is Toronto). A zone whose rules
  // have not changed for decades: the browser's and the server's time zone data may be of different
  // years, and a recent change (British Columbia's in 2026) would make them disagree.
  test.use({ timezoneId: 'America/Regina' });

  test('the statement lists newest first, in the browser’s zone, and its CSV prints that zone’s times', async ({
    page,
    request,
  }) => {
    const { email, token } = await makeMemberWithToken(request, 'Tia');
    await apiLoad(request, token, 1_050);
    await apiLoad(request, token, 2_000);
    await signIn(page, email);

    // The wallet lists newest first…
    await page.goto('/my-wallet');
    const recent = page.getByRole('list', { name: 'Transactions' }).getByRole('link');
    await expect(recent).toHaveCount(2);
    await expect(recent.nth(0)).toContainText('+20.00 BITS™');

    // …and so does the statement page, which asks for the browser's zone.
    const asked = page.waitForRequest(
      (r) => r.url().includes('/v1/wallet/statement?') && !r.url().includes('duration=true'),
    );
    await page.getByRole('link', { name: 'View statement' }).click();
    await expect(page).toHaveURL(/\/my-wallet\/statement$/);
    expect(new URL((await asked).url()).searchParams.get('timeZone')).toBe('America/Regina');
    await expect(page.getByTestId('statement-period')).toContainText('America/Regina');
    const items = page.getByRole('list', { name: 'Transactions' }).getByRole('link');
    await expect(items).toHaveCount(2);
    await expect(items.nth(0)).toContainText('+20.00 BITS™');
    await expect(items.nth(1)).toContainText('+10.50 BITS™');

    // The CSV: oldest first (a paper statement), times in Regina (UTC−6), the same as on screen.
    const [csv, csvCall] = await Promise.all([
      page.waitForEvent('download'),
      page.waitForRequest((r) => r.url().includes('download=csv')),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(new URL(csvCall.url()).searchParams.get('timeZone')).toBe('America/Regina');
    const rows = (await readFile((await csv.path())!, 'utf8')).trim().split('\r\n').slice(1);
    expect(rows.map((r) => r.split(',')[6])).toEqual(['10.50', '20.00']);
    for (const [i, row] of rows.entries()) {
      const time = /^\d{4}-\d{2}-\d{2}T(\d{2}):(\d{2}):\d{2}-06:00,/.exec(row);
      expect(time, row).not.toBeNull();
      // The list shows the same local time ("3:05 PM"); newest first, so row i is item 1 − i.
      const hour = Number(time![1]) % 12 || 12;
      await expect(items.nth(1 - i)).toContainText(`${hour}:${time![2]}`);
    }
  });
});
