/**
 * The console's card payments: an admin refunds a member's card load to its card (the member's BITS taken
 * back, the row reads Refunded), a refund is refused with the server's words once the BITS were spent, the
 * disputes list shows a dispute with the exposure it adds, and a lost dispute's debt is written off. The
 * e2e server pays through the sandbox processor, which refunds sandbox loads; disputes are opened (and
 * closed) through the test API as the processor's dispute events would.
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN, apiLogin, type Credentials, signInAdmin } from './support/auth.ts';
import { auth, type Member, makeMember } from './support/members.ts';
import { expect, test } from './support/test.ts';
import { DEMO_PIN, loadBits } from './support/wallet.ts';

const PASSWORD = 'Sandbox#Pass1';
/** The demo support admin (reads and exports, changes nothing). */
const HELPDESK: Credentials = { email: 'helpdesk@barterbits.ca', password: 'BarterAdmin#1' };

/** A member of this spec's own with `cents` loaded by card; the load's id, as the console lists it. */
async function memberWithLoad(request: APIRequestContext, lastName: string, cents: number) {
  const member = await makeMember(request, 'Robin', `${lastName}${randomUUID().slice(0, 4)}`, {
    prefix: 'payments',
    password: PASSWORD,
    pin: DEMO_PIN,
  });
  await loadBits(request, auth(member.token), cents, DEMO_PIN);
  const admin = await apiLogin(request, ADMIN, 'ADMIN');
  const res = await request.get(`/v1/admin/payments/loads?userId=${member.id}`, { headers: admin.headers });
  expect(res.ok(), await res.text()).toBe(true);
  const loads = ((await res.json()) as { data: { id: string }[] }).data;
  expect(loads).toHaveLength(1);
  return { member, loadId: loads[0]!.id, admin };
}

/** The admin takes `cents` of the member's BITS (a debit correction), as if the member had spent them. */
async function spend(
  request: APIRequestContext,
  headers: Record<string, string>,
  member: Member,
  cents: number,
) {
  const res = await request.post('/v1/wallet/transaction', {
    headers: { ...headers, 'idempotency-key': `e2e-${randomUUID()}` },
    data: { userId: member.id, kind: 'DEBIT', amountCents: cents, reason: 'Spent in a trade' },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/** The member's bank disputes the load (and, with `close`, the dispute is decided). */
async function dispute(request: APIRequestContext, loadId: string, close?: 'WON' | 'LOST') {
  const res = await request.post('/v1/testing/disputes', { data: { loadId, ...(close ? { close } : {}) } });
  expect(res.ok(), await res.text()).toBe(true);
}

/** A console list filtered as given (react-admin reads its filter from the address). */
const listOf = (page: Page, resource: string, filter: Record<string, string>) =>
  page.goto(`/admin/${resource}?filter=${encodeURIComponent(JSON.stringify(filter))}`);

test.describe('admin console: card payments', () => {
  test('an admin refunds a member’s card load: the BITS leave the wallet, the row reads Refunded, the CSV says so', async ({
    page,
    request,
  }) => {
    const { member } = await memberWithLoad(request, 'Refundson', 2_500);
    await signInAdmin(page);
    await page.getByRole('menuitem', { name: 'Card loads' }).click();
    await expect(page).toHaveURL(/\/admin\/card-loads/);
    await listOf(page, 'card-loads', { userId: member.id });
    const row = page.locator('tbody tr');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('25.00 BITS');
    await expect(row).toContainText('Credited');
    await expect(row).toContainText('sandbox');
    await expect(row).toContainText(/sb_ch_|ch_/);

    // A reason is required; then the load goes back to the card.
    await row.getByRole('button', { name: 'Refund' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Refund 25.00 BITS™ to the card of');
    await expect(dialog).toContainText('taken back from the member’s wallet first');
    await dialog.getByRole('button', { name: 'Refund to the card' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Give the reason for this refund.');
    await dialog.getByLabel(/^Reason/).fill('Loaded by mistake, asked by the member');
    await dialog.getByRole('button', { name: 'Refund to the card' }).click();
    await expect(page.getByText('The load was refunded to the card and its BITS taken back.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('Refunded');
    await expect(row.getByRole('button', { name: 'Refund' })).toHaveCount(0);

    // Export: the filtered list in readable words.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('card-loads.csv');
    const lines = (await readFile(await download.path(), 'utf8')).split(/\r?\n/).filter(Boolean);
    expect(lines[0]).toContain('Amount (BITS),Status code,State,Failure code,Card,Processor');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`,${member.email},${member.id},25.00,REFUND,Refunded,REFUNDED,`);

    // The member's balance dropped back to nothing.
    await page.goto(`/admin/users/${member.id}/show`);
    await expect(page.getByRole('region', { name: 'Wallet' }).getByLabel('Wallet balance')).toHaveText(
      '0.00 BITS™',
    );
  });

  test('a refund is refused with the server’s words once the member spent the BITS', async ({
    page,
    request,
  }) => {
    const { member, admin } = await memberWithLoad(request, 'Spender', 2_000);
    await spend(request, admin.headers, member, 1_500);
    await signInAdmin(page);
    await listOf(page, 'card-loads', { userId: member.id });
    const row = page.locator('tbody tr');
    await expect(row).toContainText('Credited');
    await row.getByRole('button', { name: 'Refund' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/^Reason/).fill('Asked by the member');
    await dialog.getByRole('button', { name: 'Refund to the card' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'The member no longer has these BITS in their wallet, so the load cannot be refunded.',
    );
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(row).toContainText('Credited');
  });

  test('the disputes list shows a dispute with its exposure; a lost dispute’s debt is written off', async ({
    page,
    request,
  }) => {
    // 30.00 loaded, 10.00 spent: the dispute holds 20.00 and records 10.00 of debt.
    const { member, loadId, admin } = await memberWithLoad(request, 'Disputer', 3_000);
    await spend(request, admin.headers, member, 1_000);
    await dispute(request, loadId);
    const exposureRes = await request.get('/v1/admin/payments/disputes?limit=1', { headers: admin.headers });
    const { exposure } = (
      (await exposureRes.json()) as {
        meta: { exposure: { heldCents: number; debtCents: number } };
      }
    ).meta;
    expect(exposure.heldCents).toBeGreaterThanOrEqual(2_000);
    expect(exposure.debtCents).toBeGreaterThanOrEqual(1_000);
    const bits = (cents: number) =>
      `${(cents / 100).toLocaleString('en-CA', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} BITS™`;

    await signInAdmin(page);
    // Open disputes first, with what they put at risk above the list.
    await page.getByRole('menuitem', { name: 'Disputes', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/disputes/);
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Open');
    const exposureBox = page.getByRole('region', { name: 'Exposure' });
    await expect(exposureBox).toContainText(
      `${bits(exposure.heldCents + exposure.debtCents)} at risk: ${bits(exposure.heldCents)} held in open disputes and ${bits(exposure.debtCents)} of debt`,
    );
    await listOf(page, 'disputes', { status: 'OPEN', userId: member.id });
    const row = page.locator('tbody tr');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('30.00 BITS');
    await expect(row).toContainText('20.00 BITS');
    await expect(row).toContainText('10.00 BITS™ owed');
    await expect(row).toContainText('Open');
    await expect(row).toContainText(`dp_test_${loadId.replaceAll('-', '').slice(0, 16)}`);
    // An open dispute's debt is not closed by support.
    await expect(row.getByRole('button', { name: 'Settle debt' })).toHaveCount(0);

    // The load reads as disputed and cannot be refunded.
    await listOf(page, 'card-loads', { userId: member.id });
    await expect(page.locator('tbody tr')).toContainText('Disputed');
    await expect(page.locator('tbody tr').getByRole('button', { name: 'Refund' })).toHaveCount(0);

    // The bank decides for the card holder: the debt stays until support writes it off.
    await dispute(request, loadId, 'LOST');
    await listOf(page, 'disputes', { status: 'LOST', userId: member.id });
    await expect(row).toContainText('Lost');
    await row.getByRole('button', { name: 'Settle debt' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Close the debt of 10.00 BITS™ of');
    await dialog.getByRole('combobox', { name: 'Outcome' }).click();
    await page.getByRole('option', { name: 'Written off' }).click();
    await dialog.getByRole('button', { name: 'Close the debt' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Give a note for this decision.');
    await dialog.getByLabel(/^Note/).fill('Member closed their account; nothing to recover');
    await dialog.getByRole('button', { name: 'Close the debt' }).click();
    await expect(page.getByText('The debt is written off.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('10.00 BITS™, written off');
    await expect(row.getByRole('button', { name: 'Settle debt' })).toHaveCount(0);

    // Export of the filtered list.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('disputes.csv');
    const lines = (await readFile(await download.path(), 'utf8')).split(/\r?\n/).filter(Boolean);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(',30.00,20.00,10.00,written off,LOST,Lost,');
  });

  test('a support admin reads card loads and disputes but is offered no refund', async ({
    page,
    request,
  }) => {
    const { member } = await memberWithLoad(request, 'Readonly', 1_500);
    await signInAdmin(page, HELPDESK);
    await listOf(page, 'card-loads', { userId: member.id });
    const row = page.locator('tbody tr');
    await expect(row).toContainText('Credited');
    // The role is known (the console hides an action only while it does not know it may show it).
    await page.getByRole('button', { name: 'Profile' }).click();
    await expect(page.getByText('Role: Support')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(row.getByRole('button', { name: 'Refund' })).toHaveCount(0);
    await page.getByRole('menuitem', { name: 'Disputes', exact: true }).click();
    await expect(page.getByRole('region', { name: 'Exposure' })).toBeVisible();
  });
});
