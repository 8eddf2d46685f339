/**
 * The product in Canadian French on a phone (375 px): a browser set to French signs up and goes through
 * onboarding to the home page, two French members barter (the seller processes a sale, the buyer pays
 * with the PIN, the BITS are held until the buyer confirms receiving it), and a French member gives BITS
 * that another claims. Every page reads in French
 * (`<html lang="fr-CA">`, the French catalogs' words, amounts as "12,50 BITS™") and none is wider than
 * the phone: French runs about a fifth longer than English.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { newPage } from './support/auth.ts';
import { auth, type Member, makeMember, publishedOffer } from './support/members.ts';
import { verificationLink } from './support/onboarding.ts';
import { expectNoHorizontalOverflow } from './support/page-checks.ts';
import { expect, test } from './support/test.ts';
import { loadBits } from './support/wallet.ts';

const PASSWORD = 'Troc#Demo2026';
const PIN = '3829';
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const freshMobile = () =>
  `6${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;

/** An amount as the French formatter writes it: a comma for decimals, U+00A0 before BITS™. */
const frBits = (text: string) => `${text}\u00a0BITS™`;

/** The page reads in French and fits the phone's width. */
async function inFrenchAndFits(page: Page, label: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expectNoHorizontalOverflow(page, label);
}

/** Signs a member in through the French sign-in form; ends on the home page. */
async function signInInFrench(member: Member): Promise<Page> {
  const page = await newPage();
  await page.goto('/sign-in');
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
  await inFrenchAndFits(page, '/sign-in');
  await page.getByRole('textbox', { name: 'Courriel' }).fill(member.email);
  await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/$/);
  return page;
}

/** The member's wallet balance in cents. */
async function balanceOf(request: APIRequestContext, member: Member): Promise<number> {
  const res = await request.get('/v1/wallet', { headers: auth(member.token) });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: { balanceCents: number } }).data.balanceCents;
}

/** Two French members with a PIN. */
const frenchMember = (request: APIRequestContext, first: string, last: string, prefix: string) =>
  makeMember(request, first, last, { prefix, password: PASSWORD, pin: PIN, language: 'fr-CA' });

test.describe('the product in French on a phone', () => {
  test.use({ locale: 'fr-CA', viewport: { width: 375, height: 812 } });

  test('a browser in French signs up and goes through onboarding to the home page', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const email = `fr.${unique()}@example.com`;

    await page.goto('/sign-up');
    await expect(page.getByRole('heading', { level: 1, name: 'Créer un compte' })).toBeVisible();
    await inFrenchAndFits(page, '/sign-up');
    await page.getByRole('textbox', { name: 'Courriel' }).fill(email);
    await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(PASSWORD);
    await page.getByRole('textbox', { name: 'Confirmer le mot de passe', exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'S’inscrire' }).click();
    await expect(page).toHaveURL(/\/email-verification$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Vérifiez votre boîte de réception' }),
    ).toBeVisible();
    // Right after sign-up the button counts down the seconds before it works: « Renvoyer le courriel (59 s) ».
    await expect(page.getByRole('button', { name: /^Renvoyer le courriel/ })).toBeVisible();
    await expect(page.getByText(email, { exact: true })).toBeVisible();
    await inFrenchAndFits(page, '/email-verification');

    // The verification e-mail is French, and its link verifies the address.
    const outbox = await request.get(`/v1/testing/outbox?to=${encodeURIComponent(email)}`);
    const mails = ((await outbox.json()) as { data: { template: string; subject: string }[] }).data;
    expect(mails.find((m) => m.template === 'email-verification')?.subject).toMatch(
      /^Confirmez votre adresse courriel/,
    );
    await page.goto(await verificationLink(request, email));
    await expect(page.getByRole('heading', { level: 1, name: 'Courriel vérifié' })).toBeVisible();
    await inFrenchAndFits(page, '/email-verified');
    await page.getByRole('button', { name: 'Continuer', exact: true }).click();

    // Account type.
    await expect(page).toHaveURL(/\/profile-setup$/);
    await expect(page.getByRole('radio', { name: /Personnel/ })).toBeVisible();
    await expect(
      page.getByText('Échangez vos propres produits et services avec la communauté.'),
    ).toBeVisible();
    await inFrenchAndFits(page, '/profile-setup');
    await page.getByRole('radio', { name: /Personnel/ }).check();
    await page.getByRole('button', { name: 'Continuer' }).click();

    // Profile and address.
    await expect(page).toHaveURL(/\/personal-profile$/);
    await expect(page.getByRole('textbox', { name: 'Prénom' })).toBeVisible();
    await inFrenchAndFits(page, '/personal-profile');
    await page.getByRole('textbox', { name: 'Prénom' }).fill('Jeanne');
    await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Riviere');
    await page.getByRole('textbox', { name: 'Nom d’utilisateur' }).fill(`jeanne${unique()}`.slice(0, 30));
    await page.getByRole('textbox', { name: 'Numéro de cellulaire' }).fill(freshMobile());
    await page.getByRole('textbox', { name: 'Adresse', exact: true }).fill('200, rue Bay');
    await page.getByRole('textbox', { name: 'Ville' }).fill('Toronto');
    await page.getByRole('combobox', { name: /Province/ }).click();
    await page.getByRole('option', { name: 'Ontario' }).click();
    await page.getByRole('textbox', { name: 'Code postal' }).fill('M5J 2J2');
    await expectNoHorizontalOverflow(page, '/personal-profile filled in');
    await page.getByRole('button', { name: 'Continuer' }).click();

    // Membership, paid with the sandbox's good card.
    await expect(page).toHaveURL(/\/subscription$/);
    await expect(page.getByRole('region', { name: 'Forfait d’abonnement' })).toContainText(
      '9,99\u00a0$\u00a0CAD / mois',
    );
    await inFrenchAndFits(page, '/subscription');
    const card = page.getByRole('form', { name: 'Informations de la carte' });
    await card.getByRole('textbox', { name: 'Numéro de carte' }).fill('4242 4242 4242 4242');
    await card
      .getByRole('textbox', { name: 'Expiration (MM/AA)' })
      .fill(`12/${String(new Date().getFullYear() + 2).slice(-2)}`);
    await card.getByRole('textbox', { name: 'CVC' }).fill('123');
    await card.getByRole('textbox', { name: 'Nom sur la carte' }).fill('Jeanne Riviere');
    await expectNoHorizontalOverflow(page, '/subscription filled in');
    await page.getByRole('button', { name: /^Payer 9,99\s\$\sCAD$/ }).click();

    // The wallet PIN.
    await expect(page).toHaveURL(/\/pin-setup$/);
    await expect(page.getByText(/Créez un NIP à 4 chiffres/)).toBeVisible();
    await inFrenchAndFits(page, '/pin-setup');
    await page.getByRole('textbox', { name: 'NIP', exact: true }).fill(PIN);
    await page.getByRole('textbox', { name: 'NIP (confirmation)', exact: true }).fill(PIN);
    await page.getByRole('button', { name: 'Définir le NIP' }).click();

    // The general location.
    await expect(page).toHaveURL(/\/general-location$/);
    await expect(page.getByText(/Choisissez votre ville/)).toBeVisible();
    await inFrenchAndFits(page, '/general-location');
    await page.getByRole('combobox', { name: 'Emplacement' }).fill('Toron');
    await page.getByRole('option', { name: 'Toronto, Ontario, Canada', exact: true }).click();
    // The picker's own buttons are worded in French too.
    await expect(page.getByRole('button', { name: 'Effacer' })).toBeAttached();
    await page.getByRole('button', { name: 'Continuer' }).click();

    // Home.
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Bienvenue, Jeanne' })).toBeVisible();
    // At phone width the navigation is folded behind its button.
    await expect(page.getByRole('button', { name: 'Déployer la navigation' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menu du compte' })).toBeVisible();
    await inFrenchAndFits(page, 'home');
  });

  test('a seller processes a sale in French, the buyer pays it with the PIN and confirms receiving it', async ({
    request,
  }) => {
    test.setTimeout(120_000);
    const seller = await frenchMember(request, 'Marc', 'Gagnon', 'troc.fr');
    const buyer = await frenchMember(request, 'Chloe', 'Tremblay', 'troc.fr');
    const title = `Coup de main au jardin ${unique()}`;
    await publishedOffer(request, seller, title);
    // The buyer's BITS, loaded by card: 20,00 BITS™, of which the sale takes 12,50.
    await loadBits(request, auth(buyer.token), 2_000, PIN);
    const sellerBefore = await balanceOf(request, seller);

    // The seller processes the sale.
    const sales = await signInInFrench(seller);
    await sales.goto('/my-wallet/barter-record');
    await expect(sales.getByRole('heading', { name: 'Ventes en troc' }).first()).toBeVisible();
    await inFrenchAndFits(sales, '/my-wallet/barter-record');
    await sales.getByRole('link', { name: 'Conclure une vente' }).click();
    await expect(sales).toHaveURL(/\/my-wallet\/process-barter$/);
    await expect(sales.getByRole('heading', { name: 'Conclure une vente' })).toBeVisible();
    await inFrenchAndFits(sales, '/my-wallet/process-barter');
    await expect(sales.getByRole('button', { name: 'Ouvrir' })).toBeVisible();
    await sales.getByRole('combobox', { name: 'Acheteur' }).fill(buyer.email);
    await sales.getByRole('option').first().click();
    await sales.getByRole('combobox', { name: 'Offre' }).click();
    await sales.getByRole('option', { name: title }).click();
    await sales.getByRole('textbox', { name: 'Montant (BITS)' }).fill('12.50');
    await sales.getByRole('textbox', { name: 'Note' }).fill('Samedi matin, outils fournis');
    await expectNoHorizontalOverflow(sales, '/my-wallet/process-barter filled in');
    await sales.getByRole('button', { name: 'Envoyer la demande' }).click();
    await expect(sales).toHaveURL(/\/my-wallet\/barter-record$/);
    await expect(sales.getByText('Demande de vente envoyée à l’acheteur.')).toBeVisible();
    const sale = sales.getByRole('listitem').filter({ hasText: title }).first();
    await expect(sale.getByText('En attente')).toBeVisible();
    await expect(sale).toContainText(frBits('12,50'));
    await inFrenchAndFits(sales, '/my-wallet/barter-record with a sale');

    // The buyer reviews the request and pays it with the PIN.
    const purchases = await signInInFrench(buyer);
    await purchases.goto('/my-wallet/barter-requests');
    await expect(purchases.getByRole('heading', { name: 'Achats payés en BITS' })).toBeVisible();
    await inFrenchAndFits(purchases, '/my-wallet/barter-requests');
    await purchases.getByRole('link', { name: 'Vérifier et payer' }).first().click();
    await expect(purchases).toHaveURL(/\/my-wallet\/barter-requests\/[0-9a-f-]{36}$/);
    const requestUrl = purchases.url();
    await expect(purchases.getByText(title).first()).toBeVisible();
    await expect(purchases.getByText(frBits('12,50')).first()).toBeVisible();
    await inFrenchAndFits(purchases, 'a purchase request');
    await purchases.getByLabel(/^NIP/).fill(PIN);
    await purchases.getByRole('button', { name: 'Accepter' }).click();
    await expect(purchases).toHaveURL(/\/my-wallet\/barter-requests\/transaction-successful$/);
    await expect(purchases.getByRole('heading', { name: 'Transaction réussie' })).toBeVisible();
    await expect(purchases.getByTestId('new-balance')).toContainText(frBits('7,50'));
    await expect(
      purchases.getByText(
        /^Vos BITS sont retenus pour votre protection\u00a0: ils seront versés au vendeur quand/,
      ),
    ).toBeVisible();
    await inFrenchAndFits(purchases, 'transaction-successful');
    await purchases.getByRole('link', { name: 'Mon portefeuille' }).click();
    await expect(purchases).toHaveURL(/\/my-wallet$/);
    await expect(purchases.getByText(frBits('7,50')).first()).toBeVisible();
    await inFrenchAndFits(purchases, '/my-wallet');
    await expect(purchases.getByText('Transactions récentes')).toBeVisible();
    expect(await balanceOf(request, buyer)).toBe(750);
    // Held for the buyer's protection: the seller is not paid yet.
    expect(await balanceOf(request, seller)).toBe(sellerBefore);

    // The seller sees it accepted and on hold.
    await sales.reload();
    await expect(sale.getByText('Acceptée')).toBeVisible();
    await expect(sale).toContainText(/Retenu jusqu’au /);
    await inFrenchAndFits(sales, '/my-wallet/barter-record with an accepted sale');

    // The buyer confirms receiving it, and the seller is paid.
    await purchases.goto(requestUrl);
    const protection = purchases.getByRole('region', { name: 'Protection de l’acheteur' });
    await expect(protection).toContainText(
      /^Protection de l’acheteurVos BITS sont retenus pour votre protection\u00a0: ils seront versés au vendeur le /,
    );
    await inFrenchAndFits(purchases, 'a purchase on hold');
    await protection.getByRole('button', { name: 'Confirmer la réception' }).click();
    const release = purchases.getByRole('dialog', { name: 'Confirmer la réception\u00a0?' });
    await expect(release).toContainText(
      `${seller.name} recevra ${frBits('12,50')}. Cette action est irréversible.`,
    );
    await inFrenchAndFits(purchases, 'the confirmation of receipt');
    await release.getByRole('button', { name: 'Verser le paiement' }).click();
    await expect(purchases.getByText('Paiement versé au vendeur. Merci\u00a0!')).toBeVisible();
    await expect(protection).toContainText(/Versé au vendeur le /);
    expect(await balanceOf(request, seller)).toBe(sellerBefore + 1_250);
  });

  test('a member gives BITS in French and another claims them', async ({ request }) => {
    test.setTimeout(120_000);
    const giver = await frenchMember(request, 'Louis', 'Bergeron', 'cadeau.fr');
    const receiver = await frenchMember(request, 'Elise', 'Cote', 'cadeau.fr');
    await loadBits(request, auth(giver.token), 5_000, PIN);

    const sender = await signInInFrench(giver);
    await sender.goto('/send-bits-gift');
    await expect(sender.getByRole('heading', { name: 'Offrir des BITS' })).toBeVisible();
    await inFrenchAndFits(sender, '/send-bits-gift');
    await sender.getByRole('textbox', { name: 'Courriel du destinataire' }).fill(receiver.email);
    await expect(sender.getByText(/Votre cadeau sera envoyé à cette adresse/)).toBeVisible();
    await sender.getByRole('textbox', { name: 'Montant' }).fill('12.50');
    await sender
      .getByRole('textbox', { name: 'Message (facultatif)' })
      .fill('Bienvenue dans le quartier\u00a0!');
    await sender.getByRole('textbox', { name: 'NIP', exact: true }).fill(PIN);
    await expectNoHorizontalOverflow(sender, '/send-bits-gift filled in');
    await sender.getByRole('button', { name: 'Offrir maintenant' }).click();

    await expect(sender).toHaveURL(/\/sent-gifts$/);
    await expect(sender.getByText(/Votre cadeau est en route/).first()).toBeVisible();
    const row = sender.getByTestId('gift-row').filter({ hasText: receiver.email });
    await expect(row).toContainText(frBits('12,50'));
    await expect(row).toContainText('En attente');
    await inFrenchAndFits(sender, '/sent-gifts');

    // The recipient claims it.
    const claimer = await signInInFrench(receiver);
    await claimer.goto('/accept-bits');
    await expect(claimer.getByRole('heading', { name: 'Accepter un cadeau de BITS' })).toBeVisible();
    const waiting = claimer.getByRole('list', { name: 'Cadeaux qui vous attendent' });
    await expect(waiting).toContainText(frBits('12,50'));
    await inFrenchAndFits(claimer, '/accept-bits');
    await waiting.getByRole('button', { name: /Réclamer le cadeau de/ }).click();
    await expect(claimer).toHaveURL(/\/success-accept-gits/);
    await expect(claimer.getByRole('heading', { name: 'Cadeau accepté' })).toBeVisible();
    await expect(claimer.getByTestId('claimed-amount')).toHaveText(frBits('12,50'));
    await inFrenchAndFits(claimer, 'gift accepted');

    // The giver sees it accepted, and its details.
    await sender.goto('/sent-gifts');
    const accepted = sender.getByTestId('gift-row').filter({ hasText: 'Elise C.' });
    await expect(accepted).toContainText('Accepté');
    await accepted.getByRole('link').click();
    await expect(sender).toHaveURL(/\/gift-detail\//);
    await expect(sender.getByRole('heading', { name: 'Détails du cadeau' })).toBeVisible();
    await expect(sender.getByText('«\u00a0Bienvenue dans le quartier\u00a0!\u00a0»')).toBeVisible();
    await inFrenchAndFits(sender, '/gift-detail');
  });
});
