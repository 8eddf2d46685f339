import { auth, makeMember, signedIn } from './support/members.ts';
import { expect, test } from './support/test.ts';
import { loadBits } from './support/wallet.ts';

/**
 * /donate: a member with BITS opens the page from the wallet, picks an amount, is told off for a
 * wrong PIN, confirms with the right one, and sees the thanks, the new balance, the fund's figures and the
 * donation in their history; the movement is in the wallet history too.
 */
const PIN = '5173';

test('a member gives 10 BITS to the Community Fund from the wallet', async ({ request }) => {
  test.setTimeout(120_000);
  const member = await makeMember(request, 'Dana', 'Giver', {
    prefix: 'donate',
    password: 'GivePass#2026',
    pin: PIN,
  });
  await loadBits(request, auth(member.token), 3_000, PIN);
  const page = await signedIn(member);

  await page.goto('/my-wallet');
  await page.getByRole('link', { name: 'Donate' }).click();
  await expect(page).toHaveURL(/\/donate$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Donate' })).toBeVisible();
  const figures = page.getByRole('definition').filter({ hasText: 'Nothing yet' });
  await expect(figures).toBeVisible();
  await expect(page.getByText('Your balance: 30.00 BITS™')).toBeVisible();
  await expect(page.getByText('You have not made a donation yet.')).toBeVisible();

  const form = page.getByRole('form', { name: 'Make a donation' });
  await form.getByRole('button', { name: '10 BITS' }).click();
  await expect(form.getByRole('button', { name: '10 BITS' })).toHaveAttribute('aria-pressed', 'true');

  // A wrong PIN: refused, nothing moves.
  await form.getByRole('textbox', { name: 'PIN', exact: true }).fill('0000');
  await form.getByRole('button', { name: 'Donate' }).click();
  await page
    .getByRole('dialog', { name: 'Give 10.00 BITS to the Community Fund?' })
    .getByRole('button', { name: 'Yes, donate' })
    .click();
  await expect(page.getByText('Incorrect PIN. Please try again.')).toBeVisible();
  await expect(page.getByText('Your balance: 30.00 BITS™')).toBeVisible();

  await form.getByRole('textbox', { name: 'PIN', exact: true }).fill(PIN);
  await form.getByRole('button', { name: 'Donate' }).click();
  await page
    .getByRole('dialog', { name: 'Give 10.00 BITS to the Community Fund?' })
    .getByRole('button', { name: 'Yes, donate' })
    .click();
  await expect(page.getByRole('heading', { level: 2, name: 'Thank you for your donation!' })).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'You gave 10.00 BITS™ to the Community Fund' }),
  ).toContainText('Your new balance is 20.00 BITS™.');
  await expect(page.getByText('10.00 BITS™ in 1 donation')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Your donations' }).getByTestId('donation-row')).toHaveCount(1);

  // The wallet's history shows the movement.
  await page.getByRole('link', { name: 'Go to My Wallet' }).click();
  await expect(page).toHaveURL(/\/my-wallet$/);
  await expect(
    page
      .getByRole('list', { name: 'Transactions' })
      .getByRole('link')
      .filter({ hasText: 'Donation to the Community Fund' }),
  ).toContainText('10.00 BITS™');
});
