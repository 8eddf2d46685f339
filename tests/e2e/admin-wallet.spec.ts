import { readFile } from 'node:fs/promises';
import { consoleFilterApplied, signInAdmin } from './support/auth.ts';
import { expect, test } from './support/test.ts';

const WALLET_CSV_HEADER =
  'Reference,Date,Type code,Type,Status,Amount (BITS),From (name),From (email),From (account),To (name),To (email),To (account),Initiated by (ID),Initiated by,Memo / reason,Related to,Related ID,ID';

test.describe('admin console: wallet', () => {
  test('the admin rewards a member with a reason, finds it in the transactions list by member, and exports CSV', async ({
    page,
    request,
  }) => {
    const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
    const lastName = `Walletson${stamp.slice(-6)}`;
    const email = `wallet.${stamp}@example.com`;
    const made = await request.post('/v1/testing/users', {
      data: { email, password: 'Sandbox#Pass1', stage: 'COMPLETED', firstName: 'Robin', lastName },
    });
    expect(made.ok(), await made.text()).toBe(true);
    const memberId = ((await made.json()) as { data: { id: string } }).data.id;
    const reason = `Community helper award ${stamp}`;

    await signInAdmin(page);
    await page.goto(`/admin/users/${memberId}/show`);
    const wallet = page.getByRole('region', { name: 'Wallet' });
    await expect(wallet.getByLabel('Wallet balance')).toHaveText('0.00 BITS™');
    await expect(wallet).toContainText('No movements yet.');

    // Adjust / Reward: a reason is required, then a confirmation step shows what will be posted.
    await wallet.getByRole('button', { name: 'Adjust / Reward' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/^Amount \(BITS\)/).fill('12.505');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog).toContainText('At most 2 decimal places are allowed.');
    await expect(dialog).toContainText('Reason: Required field.');
    await dialog.getByLabel(/^Amount \(BITS\)/).fill('12.50');
    await dialog.getByLabel(/^Reason/).fill(reason);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog).toContainText(`Reward 12.50 BITS™ to Robin ${lastName}?`);
    await expect(dialog).toContainText(`Reason: ${reason}`);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText(/Reward sent\. BB-[0-9A-Z]{8}/)).toBeVisible();
    await expect(dialog).toBeHidden();

    await expect(wallet.getByLabel('Wallet balance')).toHaveText('12.50 BITS™');
    const recent = wallet.getByRole('table', { name: 'Recent movements' });
    const rewardRow = recent.getByRole('row').filter({ hasText: reason });
    await expect(rewardRow).toContainText('Rewards');
    await expect(rewardRow).toContainText('+12.50 BITS');
    await expect(rewardRow).toContainText('System: Rewards');
    const reference = (await rewardRow.getByRole('link').textContent())?.trim() ?? '';
    expect(reference).toMatch(/^BB-[0-9A-Z]{8}$/);

    // The transactions list, filtered by this member through the Member filter.
    await page.getByRole('menuitem', { name: 'Wallet transactions' }).click();
    await expect(page).toHaveURL(/\/admin\/wallet-transactions/);
    await page.getByRole('combobox', { name: 'Member' }).fill(lastName);
    await page.getByRole('option', { name: new RegExp(lastName) }).click();
    await consoleFilterApplied(page, 'userId');
    const rows = page.getByRole('row').filter({ hasText: reference });
    await expect(rows).toHaveCount(1);
    await expect(page.locator('tbody tr')).toHaveCount(1);
    await expect(rows).toContainText('12.50 BITS');
    await expect(rows).toContainText(`Robin ${lastName} (${email})`);
    await expect(rows).toContainText('Successful');

    // Export: the CSV of the filtered list.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('wallet-transactions.csv');
    const lines = (await readFile(await download.path(), 'utf8')).split(/\r?\n/).filter(Boolean);
    expect(lines[0]).toBe(WALLET_CSV_HEADER);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${reference},`);
    expect(lines[1]).toContain(',REWARDS,Rewards,Successful,12.50,Rewards,,REWARDS,');
    expect(lines[1]).toContain(`,Robin ${lastName},${email},${memberId},`);
    expect(lines[1]).toContain(reason);

    // The show page: parties, reason, and the two ledger legs.
    await rows.click();
    await expect(page).toHaveURL(/\/admin\/wallet-transactions\/[0-9a-f-]{36}\/show$/);
    await expect(page.getByRole('region', { name: 'Transaction' })).toContainText(reason);
    const entries = page.getByRole('table', { name: 'Ledger entries' });
    await expect(entries.getByRole('row')).toHaveCount(3);
    await expect(entries).toContainText('-12.50 BITS');
  });
});
