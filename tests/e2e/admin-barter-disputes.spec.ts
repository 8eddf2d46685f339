/**
 * The console's barter disputes: a buyer pays a barter into the hold, disputes it with a photo, and a
 * moderator finds it under Barter disputes, is refused with the server's words while the seller may still
 * answer, then (the seller has answered) splits the held BITS and reads the dispute resolved; both members'
 * wallets moved as the confirmation said. A support admin exports the disputes to decide and reads one, but
 * has no Resolve form; the list and the form read in French.
 * Members, the barter and the dispute are made through the API, as the member app would.
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { formatBits } from '@barterbits/contracts';
import type { APIRequestContext } from '@playwright/test';
import { ADMIN, apiLogin, type Credentials, signInAdmin } from './support/auth.ts';
import { auth, heldBarter, type Member, makeMember, ok, publishedOffer } from './support/members.ts';
import { expectNoHorizontalOverflow, seriousAxeViolations } from './support/page-checks.ts';
import { png } from './support/png.ts';
import { expect, test } from './support/test.ts';
import { loadBits } from './support/wallet.ts';

const PASSWORD = 'Dispute#Pass1';
const PIN = '5183';
/** What the buyer pays, and the seller's part of the split. */
const AMOUNT = 1_000;
const SELLER_PART = 600;
const MODERATOR: Credentials = { email: 'moderator@barterbits.ca', password: 'BarterAdmin#1' };
const HELPDESK: Credentials = { email: 'helpdesk@barterbits.ca', password: 'BarterAdmin#1' };

/** The member's wallet balance in cents, from the API. */
async function balanceOf(request: APIRequestContext, who: Member): Promise<number> {
  const res = await request.get('/v1/wallet', { headers: auth(who.token) });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: { balanceCents: number } }).data.balanceCents;
}

/**
 * A seller and a buyer of this spec's own, a barter the buyer paid with the PIN (its BITS held), and the
 * buyer's dispute of it with one photo. The seller has not answered yet.
 */
async function disputedBarter(request: APIRequestContext) {
  const tag = randomUUID().slice(0, 6);
  const member = (first: string, last: string) =>
    makeMember(request, first, last, { prefix: 'bdispute', password: PASSWORD, pin: PIN });
  const seller = await member('Rowan', `Hale${tag}`);
  const buyer = await member('Tess', `Moreau${tag}`);
  const title = `Bike tune-up ${tag}`;
  const offerId = await publishedOffer(request, seller, title);
  await loadBits(request, auth(buyer.token), 2 * AMOUNT, PIN);

  const requestId = await heldBarter(request, seller, buyer, offerId, AMOUNT, PIN);
  const photo = await ok(
    await request.post('/v1/purchase/barter-dispute/photo', {
      headers: auth(buyer.token),
      multipart: { file: { name: 'chain.png', mimeType: 'image/png', buffer: png(200, 40, 40, 64) } },
    }),
  );
  await ok(
    await request.post('/v1/purchase/barter-dispute', {
      headers: auth(buyer.token),
      data: {
        requestId,
        reason: 'SERVICE_NOT_DONE',
        text: 'The chain still skips on every hill.',
        photoUploadIds: [photo.data.uploadId as string],
      },
    }),
  );
  // The dispute as the console reads it: its barter's reference and the parties' names.
  const admin = await apiLogin(request, ADMIN, 'ADMIN');
  const listed = await request.get(`/v1/admin/barter-disputes?userId=${buyer.id}`, {
    headers: admin.headers,
  });
  expect(listed.ok(), await listed.text()).toBe(true);
  const [dispute] = (
    (await listed.json()) as {
      data: {
        barter: { reference: string };
        seller: { displayName: string };
        buyer: { displayName: string };
      }[];
    }
  ).data;
  expect(dispute).toBeDefined();
  return { seller, buyer, requestId, title, dispute: dispute! };
}

test.describe('admin console: barter disputes', () => {
  test('a moderator splits a disputed barter payment: the page reads it resolved and both wallets moved as confirmed', async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    const { seller, buyer, requestId, title, dispute } = await disputedBarter(request);
    const reference = dispute.barter.reference;

    await signInAdmin(page, MODERATOR);
    await page.getByRole('menuitem', { name: /^Barter disputes/ }).click();
    await expect(page).toHaveURL(/\/admin\/barter-disputes/);
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('To decide');
    const row = page.locator('tbody tr').filter({ hasText: title });
    await expect(row).toContainText(reference);
    await expect(row).toContainText(formatBits(AMOUNT));
    await expect(row).toContainText('Service not done');
    await expect(row).toContainText('Waiting for the seller');
    expect.soft(await seriousAxeViolations(page), 'the barter disputes list').toEqual([]);
    await row.click();

    await expect(
      page.getByRole('heading', { level: 1, name: `Dispute of barter ${reference}` }),
    ).toBeVisible();
    await expect(
      page.getByText(/^The seller has until .+ to answer; until then the dispute cannot be resolved\.$/),
    ).toBeVisible();
    const disputeSection = page.getByRole('region', { name: 'The buyer’s dispute' });
    await expect(disputeSection).toContainText('The chain still skips on every hill.');
    // The photo: a thumbnail read with the admin's session, opening the full image.
    const thumb = disputeSection.getByRole('button', { name: 'View photo 1 full size' });
    await expect(thumb.locator('img')).toHaveJSProperty('complete', true);
    await thumb.click();
    const photo = page.getByRole('dialog', { name: `Photo 1 of 1 by ${dispute.buyer.displayName}` });
    await expect(photo.getByRole('img')).toHaveJSProperty('complete', true);
    await photo.getByRole('button', { name: 'Close' }).click();
    await expect(photo).toBeHidden();

    await expectNoHorizontalOverflow(page, 'a barter dispute');
    expect.soft(await seriousAxeViolations(page), 'a barter dispute').toEqual([]);

    // While the seller may still answer, the server refuses, and the dialog says why.
    const resolve = page.getByRole('region', { name: 'Resolve' });
    await resolve.getByRole('radio', { name: 'Release to seller' }).check();
    await resolve.getByLabel(/^Note to both parties/).fill('The work was done.');
    await resolve.getByRole('button', { name: 'Resolve' }).click();
    const confirm = page.getByRole('dialog', { name: `Resolve the dispute of barter ${reference}?` });
    await expect(confirm).toContainText(
      `${formatBits(AMOUNT)} go to ${dispute.seller.displayName}, the seller.`,
    );
    await confirm.getByRole('button', { name: 'Confirm and move the BITS' }).click();
    await expect(confirm.getByRole('alert')).toHaveText(
      'The seller has 3 days to answer before the dispute can be resolved without their side.',
    );
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();

    // The seller answers; the moderator reads it and splits the held BITS.
    await ok(
      await request.post('/v1/purchase/barter-dispute/answer', {
        headers: auth(seller.token),
        data: { requestId, text: 'I tuned it; the chain is worn and needs replacing.' },
      }),
    );
    const sellerBefore = await balanceOf(request, seller);
    const buyerBefore = await balanceOf(request, buyer);
    await page.reload();
    await expect(page.getByRole('region', { name: 'The seller’s answer' })).toContainText(
      'I tuned it; the chain is worn and needs replacing.',
    );
    const timeline = page.getByRole('region', { name: 'Timeline' });
    await expect(timeline).toContainText('Opened by the buyer');
    await expect(timeline).toContainText('Answered by the seller');
    await resolve.getByRole('radio', { name: 'Split' }).check();
    const part = resolve.getByRole('textbox', { name: 'Seller’s part (BITS)' });
    await part.fill('12');
    await expect(resolve).toContainText(
      `The seller’s part must be more than 0 and less than ${formatBits(AMOUNT)}.`,
    );
    await part.fill('6');
    await expect(resolve).toContainText(`The buyer gets back ${formatBits(AMOUNT - SELLER_PART)}.`);
    await resolve.getByRole('button', { name: 'Resolve' }).click();
    await expect(resolve.getByRole('alert')).toHaveText('Write a note to both parties.');
    await resolve.getByLabel(/^Note to both parties/).fill('Tuned, but the worn chain was not said: split.');
    await resolve.getByRole('button', { name: 'Resolve' }).click();
    await expect(confirm).toContainText(
      `${formatBits(SELLER_PART)} go to ${dispute.seller.displayName}, the seller, and ${formatBits(AMOUNT - SELLER_PART)} go back to ${dispute.buyer.displayName}, the buyer.`,
    );
    expect.soft(await seriousAxeViolations(page), 'the resolve confirmation').toEqual([]);
    await confirm.getByRole('button', { name: 'Confirm and move the BITS' }).click();
    await expect(page.getByText('The dispute is resolved and the held BITS were moved.')).toBeVisible();
    await expect(confirm).toBeHidden();

    // The page reads the resolution, and there is nothing left to resolve.
    const resolution = page.getByRole('region', { name: 'Resolution' });
    await expect(resolution).toContainText('Split');
    await expect(resolution).toContainText(formatBits(SELLER_PART));
    await expect(resolution).toContainText(formatBits(AMOUNT - SELLER_PART));
    await expect(resolution).toContainText('Tuned, but the worn chain was not said: split.');
    await expect(resolve).toHaveCount(0);
    await expect(timeline).toContainText('Resolved by an admin');

    // Both wallets moved as the confirmation said.
    expect(await balanceOf(request, seller)).toBe(sellerBefore + SELLER_PART);
    expect(await balanceOf(request, buyer)).toBe(buyerBefore + AMOUNT - SELLER_PART);
  });

  test('a support admin exports the disputes to decide and reads one, with no Resolve form', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const { title, dispute, buyer } = await disputedBarter(request);
    await signInAdmin(page, HELPDESK);
    await page.getByRole('menuitem', { name: /^Barter disputes/ }).click();
    const row = page.locator('tbody tr').filter({ hasText: title });
    await expect(row).toContainText('Waiting for the seller');

    // Export: the list to decide in readable words.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('barter-disputes.csv');
    const lines = (await readFile(await download.path(), 'utf8')).split(/\r?\n/).filter(Boolean);
    expect(lines[0]).toMatch(/^Opened,Barter reference,Offer,Buyer,Buyer \(email\),Buyer \(ID\),Seller,/);
    const ours = lines.find((line) => line.includes(`,${dispute.barter.reference},${title},`));
    expect(ours).toContain(`,${buyer.email},${buyer.id},`);
    expect(ours).toContain(',10.00,10.00,SERVICE_NOT_DONE,Service not done,OPEN,Waiting for the seller,');

    await row.click();
    await expect(
      page.getByRole('heading', { level: 1, name: `Dispute of barter ${dispute.barter.reference}` }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'The buyer’s dispute' })).toContainText(
      'The chain still skips on every hill.',
    );
    await expect(page.getByRole('region', { name: 'Timeline' })).toContainText('Opened by the buyer');
    await expect(page.getByRole('region', { name: 'Resolve' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Resolve' })).toHaveCount(0);
  });

  test.describe('in French', () => {
    test.use({ locale: 'fr-CA' });

    test('the list and a dispute read in French, the split asked in French', async ({ page, request }) => {
      test.setTimeout(90_000);
      const { title, dispute } = await disputedBarter(request);
      await page.goto('/admin');
      await page.getByLabel('Courriel').fill(MODERATOR.email);
      await page.getByLabel(/^Mot de passe/).fill(MODERATOR.password);
      await page.getByRole('button', { name: 'Se connecter' }).click();
      await page.getByRole('menuitem', { name: /^Contestations de troc/ }).click();
      await expect(page.getByRole('combobox', { name: 'Statut' })).toHaveText('À trancher');
      const row = page.locator('tbody tr').filter({ hasText: title });
      await expect(row).toContainText('Service non rendu');
      await expect(row).toContainText('En attente du vendeur');
      await row.click();
      await expect(
        page.getByRole('heading', { level: 1, name: `Contestation du troc ${dispute.barter.reference}` }),
      ).toBeVisible();
      await expect(page.getByRole('region', { name: 'Historique' })).toContainText('Ouverte par l’acheteur');
      const resolve = page.getByRole('region', { name: 'Résoudre' });
      await resolve.getByRole('radio', { name: 'Partager' }).check();
      await resolve.getByRole('textbox', { name: 'Part du vendeur (BITS)' }).fill('2,5');
      await expect(resolve).toContainText(/L’acheteur récupère 7[.,]50\sBITS™\./);
    });
  });
});
