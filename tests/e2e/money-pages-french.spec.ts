/**
 * The money pages (wallet, barter, gifts, donate) of a member who reads BarterBits in French, on a 375 px
 * phone: each page reads in French (its heading, the amounts the French way) and nothing sticks out to the
 * right (French runs about a fifth longer than English).
 */
import { PAGES } from '@barterbits/contracts';
import { signInMember } from './support/auth.ts';
import { expectNoHorizontalOverflow, settled } from './support/page-checks.ts';
import { expect, test } from './support/test.ts';

/** Each page and the French heading it shows. */
const MONEY_PAGES: { path: string; heading: string }[] = [
  { path: PAGES.myWallet.path, heading: 'Mon portefeuille' },
  { path: PAGES.statement.path, heading: 'Relevé' },
  { path: PAGES.bitsInfo.path, heading: 'Charger des BITS' },
  { path: PAGES.loadBits.path, heading: 'Charger des BITS' },
  { path: PAGES.barterRecord.path, heading: 'Ventes en troc' },
  { path: PAGES.processBarter.path, heading: 'Conclure une vente' },
  { path: PAGES.barterRequests.path, heading: 'Achats payés en BITS' },
  { path: PAGES.sendBitsGift.path, heading: 'Offrir des BITS' },
  { path: PAGES.sentGifts.path, heading: 'Cadeaux envoyés' },
  { path: PAGES.acceptBits.path, heading: 'Accepter un cadeau de BITS' },
  { path: PAGES.donate.path, heading: 'Faire un don' },
];

test('a member reading French gets the wallet, barter, gift and donate pages in French, within a 375 px phone', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const who = { email: `portefeuille.${Date.now()}@example.com`, password: 'Troc#Demo2026' };
  const made = await request.post('/v1/testing/users', {
    data: {
      ...who,
      stage: 'COMPLETED',
      firstName: 'Élodie',
      lastName: 'Tremblay',
      location: { city: 'Montréal', province: 'Quebec', latitude: 45.5019, longitude: -73.5674 },
      membership: true,
    },
  });
  expect(made.ok(), await made.text()).toBe(true);

  await signInMember(page, who);
  // The member picks French in the app's frame (stored for the account).
  const stored = page.waitForResponse(
    (r) => r.url().endsWith('/v1/user/language') && r.request().method() === 'PATCH' && r.ok(),
  );
  await page.getByRole('button', { name: 'Français' }).first().click();
  // The pages below start afresh: the account's language must be stored before they ask for it.
  await stored;
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await page.setViewportSize({ width: 375, height: 812 });
  for (const { path, heading } of MONEY_PAGES) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await expect(page.locator('h1').first()).toHaveText(heading);
    await settled(page);
    await expectNoHorizontalOverflow(page, path);
  }

  // The amounts read the French way: the donate page's balance and the wallet's.
  await page.goto(PAGES.donate.path);
  await expect(page.getByText(/Votre solde/)).toContainText('0,00\u00a0BITS™');
  await page.goto(PAGES.myWallet.path);
  await expect(page.getByTestId('wallet-balance')).toHaveText('0,00\u00a0BITS™');
  await expect(page.getByTestId('today-remaining')).toContainText('Vous pouvez encore charger');
  await expect(page.getByRole('link', { name: 'Faire un don' })).toBeVisible();
});
