import { randomUUID } from 'node:crypto';
import { formatBits } from '@barterbits/contracts';
import type { APIRequestContext } from '@playwright/test';
import { ALEX, apiLogin, MAPLE, newPage, signInMember } from './support/auth.ts';
import { expect, test } from './support/test.ts';
import { loadBits } from './support/wallet.ts';

/**
 * Barter end to end: the seller (maple) processes a sale of one of their offers to the
 * buyer (alex); alex first lacks the BITS and sees why, loads BITS through the wallet API, accepts
 * with the PIN and lands on transaction-successful; the BITS leave alex's wallet and are held for
 * alex's protection; maple refunds part out of the hold, alex confirms receiving it and maple is paid
 * the rest; a second refund over the rest is refused (in the dialog and by the server).
 */
const PIN = '2468';

const balanceOf = async (request: APIRequestContext, token: string) => {
  const res = await request.get('/v1/wallet', { headers: { Authorization: `Bearer ${token}` } });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: { balanceCents: number } }).data.balanceCents;
};

const bits = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

test('a seller processes a sale, the buyer pays with PIN, the seller refunds part', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { token: alexToken } = await apiLogin(request, ALEX);
  const { token: mapleToken, id: mapleId } = await apiLogin(request, MAPLE);
  const alexBefore = await balanceOf(request, alexToken);
  const mapleBefore = await balanceOf(request, mapleToken);
  // More than alex has, so the first attempt to pay is refused for lack of BITS.
  const amount = alexBefore + 1_250;

  // The seller processes the sale.
  await signInMember(page, MAPLE);
  await page.goto('/my-wallet/barter-record');
  await expect(page.getByRole('heading', { name: 'Barter Sales' })).toBeVisible();
  await page.getByRole('link', { name: 'Process Sale' }).click();
  await expect(page).toHaveURL(/\/my-wallet\/process-barter$/);
  await expect(page.getByRole('heading', { name: 'Process Sale' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Buyer' }).fill(ALEX.email);
  await page.getByRole('option').first().click();
  await page.getByRole('combobox', { name: 'Offer' }).click();
  const offerOption = page.getByRole('option').first();
  const offerTitle = (await offerOption.textContent())?.trim() ?? '';
  await offerOption.click();
  await page.getByRole('textbox', { name: 'Amount (BITS)' }).fill(bits(amount));
  await page.getByRole('textbox', { name: 'Note' }).fill('Pickup on Saturday');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page).toHaveURL(/\/my-wallet\/barter-record$/);
  await expect(page.getByText('Sale request sent to the buyer.')).toBeVisible();
  const sale = page.getByRole('listitem').filter({ hasText: offerTitle }).first();
  await expect(sale.getByText('Pending')).toBeVisible();

  // The buyer finds it first in their purchases and lacks the BITS.
  const buyer = await newPage();
  await signInMember(buyer, ALEX);
  await buyer.goto('/my-wallet/barter-requests');
  await expect(buyer.getByRole('heading', { name: 'Purchases Made Using BITS' })).toBeVisible();
  await buyer.getByRole('link', { name: 'Review and pay' }).first().click();
  await expect(buyer).toHaveURL(/\/my-wallet\/barter-requests\/[0-9a-f-]{36}$/);
  const requestUrl = buyer.url();
  await expect(buyer.getByText(offerTitle)).toBeVisible();
  await buyer.getByLabel(/^PIN/).fill(PIN);
  await buyer.getByRole('button', { name: 'Accept' }).click();
  await expect(buyer.getByRole('alert')).toContainText('You do not have enough BITS');
  expect(await balanceOf(request, alexToken)).toBe(alexBefore);

  // BITS loaded through the wallet API (sandbox card), then the buyer pays with the PIN.
  await loadBits(request, { Authorization: `Bearer ${alexToken}` }, 2_000, PIN);
  await buyer.getByLabel(/^PIN/).fill(PIN);
  await buyer.getByRole('button', { name: 'Accept' }).click();
  await expect(buyer).toHaveURL(/\/my-wallet\/barter-requests\/transaction-successful$/);
  await expect(buyer.getByRole('heading', { name: 'Transaction successful' })).toBeVisible();
  await expect(buyer.getByTestId('transaction-reference')).toHaveText(/^BB-[0-9A-Z]{8}$/);
  const alexAfter = alexBefore + 2_000 - amount;
  await expect(buyer.getByTestId('new-balance')).toContainText(bits(alexAfter));
  await expect(
    buyer.getByText(/held for your protection: they go to the seller when you confirm you received it/),
  ).toBeVisible();
  expect(await balanceOf(request, alexToken)).toBe(alexAfter);
  // Held for the buyer's protection: the seller is not paid yet.
  expect(await balanceOf(request, mapleToken)).toBe(mapleBefore);

  // The seller refunds part, out of the hold.
  await page.reload();
  await expect(sale.getByText('Accepted')).toBeVisible();
  await expect(sale.getByText(/On hold until /)).toBeVisible();
  await sale.getByRole('button', { name: 'Refund' }).click();
  const dialog = page.getByRole('dialog', { name: 'Refund sale' });
  await expect(dialog.getByText(/the refund comes out of it, and your wallet is not touched/)).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Refund amount (BITS)' })).toHaveValue(bits(amount));
  await dialog.getByRole('textbox', { name: 'Refund amount (BITS)' }).fill('5.00');
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Missing a part');
  // A refund moves the seller's BITS: without the PIN it is not sent.
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await expect(dialog.getByText('Please enter your 4-digit PIN.')).toBeVisible();
  await dialog.getByLabel('PIN').fill('2468');
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await expect(page.getByText('Refund sent to the buyer.')).toBeVisible();
  await expect(sale.getByText('Partly refunded')).toBeVisible();
  expect(await balanceOf(request, alexToken)).toBe(alexAfter + 500);
  expect(await balanceOf(request, mapleToken)).toBe(mapleBefore);

  // The buyer confirms they received it: the rest of the hold goes to the seller.
  const rest = amount - 500;
  await buyer.goto(requestUrl);
  const protection = buyer.getByRole('region', { name: 'Buyer protection' });
  await protection.getByRole('button', { name: 'Confirm you received it' }).click();
  const release = buyer.getByRole('dialog', { name: 'Confirm you received it?' });
  await expect(release).toContainText(`will be paid ${formatBits(rest)}.`);
  await release.getByRole('button', { name: 'Release payment' }).click();
  await expect(protection).toContainText(/Released to the seller on /);
  expect(await balanceOf(request, mapleToken)).toBe(mapleBefore + rest);
  await page.reload();
  await expect(sale.getByText(/On hold until /)).toHaveCount(0);

  // A second refund over the rest is refused: in the dialog, and by the server.
  await sale.getByRole('button', { name: 'Refund' }).click();
  await dialog.getByRole('textbox', { name: 'Refund amount (BITS)' }).fill(bits(rest + 1));
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await expect(dialog.getByRole('alert')).toContainText(`At most ${bits(rest)}`);
  await dialog.getByRole('button', { name: 'Close' }).click();
  const list = await request.get(`/v1/purchase/barter-record/user/${mapleId}`, {
    headers: { Authorization: `Bearer ${mapleToken}` },
  });
  const first = ((await list.json()) as { data: { id: string; refundedCents: number }[] }).data[0]!;
  expect(first.refundedCents).toBe(500);
  const over = await request.post('/v1/purchase/barter-refund', {
    headers: { Authorization: `Bearer ${mapleToken}`, 'idempotency-key': `e2e-${randomUUID()}` },
    data: { requestId: first.id, amountCents: rest + 1, pin: '2468' },
  });
  expect(over.status()).toBe(400);
  expect(((await over.json()) as { message: string }).message).toBe(
    'The refund cannot be more than the amount paid less earlier refunds.',
  );
  expect(await balanceOf(request, mapleToken)).toBe(mapleBefore + rest);
});

test('choosing an offer fills the amount with its price; choosing another refills it', async ({
  page,
  request,
}) => {
  const { token } = await apiLogin(request, MAPLE);
  const res = await request.get('/v1/offer/my-offers?status=ACTIVE&limit=100&offset=0', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const offers = ((await res.json()) as { data: { title: string; priceCents: number | null }[] }).data;
  const priced = offers.filter(
    (o) => (o.priceCents ?? 0) > 0 && offers.filter((x) => x.title === o.title).length === 1,
  );
  const first = priced[0]!;
  const second = priced.find((o) => o.priceCents !== first.priceCents)!;
  expect(second, 'two active offers of maple with different prices').toBeDefined();

  await signInMember(page, MAPLE);
  await page.goto('/my-wallet/process-barter');
  await expect(page.getByRole('heading', { name: 'Process Sale' })).toBeVisible();
  const amount = page.getByRole('textbox', { name: 'Amount (BITS)' });
  await expect(amount).toHaveValue('');

  await page.getByRole('combobox', { name: 'Offer' }).click();
  await page.getByRole('option', { name: first.title, exact: true }).click();
  await expect(amount).toHaveValue(bits(first.priceCents!));

  // The seller may change it; picking the buyer afterwards keeps it.
  await amount.fill('7.25');
  await page.getByRole('combobox', { name: 'Buyer' }).fill(ALEX.email);
  await page.getByRole('option').first().click();
  await expect(amount).toHaveValue('7.25');

  // Choosing another offer refills it with that offer's price.
  await page.getByRole('combobox', { name: 'Offer' }).click();
  await page.getByRole('option', { name: second.title, exact: true }).click();
  await expect(amount).toHaveValue(bits(second.priceCents!));
});
