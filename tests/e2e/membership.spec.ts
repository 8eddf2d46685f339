import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';

const PASSWORD = 'Sandbox#Pass1';
const expiryYear = new Date().getFullYear() + 2;
const EXPIRY = `12/${String(expiryYear).slice(-2)}`;

const uniqueEmail = (tag: string) => `${tag}.${randomUUID().slice(0, 8)}@example.com`;

async function signIn(page: Page, email: string) {
  await page.goto('/sign-in');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function fillCard(page: Page, number: string) {
  const form = page.getByRole('form', { name: 'Card details' });
  await form.getByRole('textbox', { name: 'Card number' }).fill(number);
  await form.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill(EXPIRY);
  await form.getByRole('textbox', { name: 'CVC' }).fill('123');
  await form.getByRole('textbox', { name: 'Name on card' }).fill('Casey Member');
}

test.describe('membership', () => {
  test('a member at the subscription stage is declined, then pays and moves on to the PIN', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('subscriber');
    const created = await request.post('/v1/testing/users', {
      data: { email, password: PASSWORD, stage: 'SUBSCRIPTION' },
    });
    expect(created.ok()).toBe(true);

    await signIn(page, email);
    await expect(page).toHaveURL(/\/subscription$/);
    await expect(page.getByRole('heading', { name: 'Join your new barter community.' })).toBeVisible();
    const plan = page.getByRole('region', { name: 'Membership plan' });
    await expect(plan.getByText('$9.99 CAD')).toBeVisible();

    // A declined card: a clear message, and the member stays on /subscription.
    await fillCard(page, '4000 0000 0000 0002');
    await page.getByRole('button', { name: 'Pay $9.99 CAD' }).click();
    await expect(page.getByRole('alert')).toHaveText('Your card was declined. Please use another card.');
    await expect(page).toHaveURL(/\/subscription$/);

    // A bad number is caught in the form before any call.
    await page.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4241');
    await page.getByRole('button', { name: 'Pay $9.99 CAD' }).click();
    await expect(page.getByText('Please enter a valid card number.')).toBeVisible();

    // A good card: paid, and on to the next stage.
    await page.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
    await expect(page.getByRole('textbox', { name: 'Card number' })).toHaveValue('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Pay $9.99 CAD' }).click();
    await expect(page).toHaveURL(/\/pin-setup$/);
  });

  test('an active member sees the membership and cancels it with a reason', async ({ page, request }) => {
    const email = uniqueEmail('active');
    const created = await request.post('/v1/testing/users', {
      data: { email, password: PASSWORD, stage: 'COMPLETED' },
    });
    expect(created.ok()).toBe(true);
    const login = await request.post('/v1/user/login', {
      data: { email, password: PASSWORD, portal: 'MEMBER' },
    });
    const { data } = (await login.json()) as { data: { accessToken: string } };
    const paid = await request.post('/v1/subscription/subscribe', {
      headers: { Authorization: `Bearer ${data.accessToken}`, 'idempotency-key': `e2e-${randomUUID()}` },
      data: {
        card: {
          number: '5555 5555 5555 4444',
          expMonth: 12,
          expYear: expiryYear,
          cvc: '123',
          holderName: 'Casey Member',
        },
      },
    });
    expect(paid.ok()).toBe(true);

    await signIn(page, email);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/membership');
    await expect(page.getByRole('heading', { name: 'Membership' })).toBeVisible();
    await expect(page.getByText('Active', { exact: true })).toBeVisible();
    await expect(page.getByText('Mastercard •••• 4444')).toBeVisible();

    await page.getByRole('link', { name: 'Cancel membership' }).click();
    await expect(page).toHaveURL(/\/cancel-membership$/);
    const reason = page.getByRole('textbox', { name: /Why are you cancelling/ });
    await reason.fill('Taking a break for the summer.');
    await expect(page.getByText('30/250')).toBeVisible();
    await page.getByRole('button', { name: 'Cancel membership' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel your membership?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Yes, cancel' }).click();

    await expect(page).toHaveURL(/\/membership$/);
    await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();
    await expect(page.getByText(/Cancelled: your access continues until/)).toBeVisible();
    await expect(page.getByText('Taking a break for the summer.')).toBeVisible();
  });

  test('an admin sees the membership and charges on the user page', async ({ page, request }) => {
    const email = uniqueEmail('admin-view');
    const created = await request.post('/v1/testing/users', {
      data: { email, password: PASSWORD, stage: 'COMPLETED' },
    });
    const userId = ((await created.json()) as { data: { id: string } }).data.id;
    const login = await request.post('/v1/user/login', {
      data: { email, password: PASSWORD, portal: 'MEMBER' },
    });
    const { data } = (await login.json()) as { data: { accessToken: string } };
    const paid = await request.post('/v1/subscription/subscribe', {
      headers: { Authorization: `Bearer ${data.accessToken}`, 'idempotency-key': `e2e-${randomUUID()}` },
      data: {
        card: {
          number: '4242424242424242',
          expMonth: 12,
          expYear: expiryYear,
          cvc: '123',
          holderName: 'Casey Member',
        },
      },
    });
    expect(paid.ok()).toBe(true);

    await page.goto('/admin');
    await page.getByLabel('Email').fill('admin@barterbits.ca');
    await page.getByLabel(/^Password/).fill('BarterAdmin#1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    // The console opens on its dashboard; the users list is in the menu.
    await page.getByRole('menuitem', { name: 'Users' }).click();
    await expect(page).toHaveURL(/\/admin\/users/);
    await expect(page.getByRole('button', { name: 'Profile' })).toBeVisible();
    await page.goto(`/admin/users/${userId}/show`);
    const section = page.getByRole('region', { name: 'Membership' });
    await expect(section.getByText('Active', { exact: true })).toBeVisible();
    await expect(section.getByText('BarterBits Membership · $9.99 CAD / month')).toBeVisible();
    const charges = section.getByRole('table', { name: 'Recent charges' });
    await expect(charges.getByRole('row').filter({ hasText: 'Succeeded' })).toContainText('$9.99 CAD');
    await expect(charges).toContainText('Visa •••• 4242');
    // The processor's reference of the payment, and a refund to the card: the membership then ends.
    const paidRow = charges.getByRole('row').filter({ hasText: 'Succeeded' });
    await expect(paidRow).toContainText('sb_ch_');
    await paidRow.getByRole('button', { name: 'Refund' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('the membership ends now');
    await dialog.getByLabel(/^Reason/).fill('Charged by mistake');
    await dialog.getByRole('button', { name: 'Refund' }).click();
    await expect(page.getByText('The membership payment was refunded to the card.')).toBeVisible();
    await expect(charges.getByRole('row').filter({ hasText: 'Refunded' })).toContainText('$9.99 CAD');
    await expect(section.getByText('Expired', { exact: true })).toBeVisible();
  });
});
