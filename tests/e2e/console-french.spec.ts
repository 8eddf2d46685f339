/**
 * The admin console in Canadian French: an admin whose browser prefers French gets the login page in French
 * (drawn in French over the English prerendered page, or sent in French), signs in and reads the dashboard
 * and the users list in French (react-admin's own words and the console's) and exports it in French (CSV
 * header and words), with the API's refusals in French; the app bar's language menu switches to English, and the choice is remembered on this browser.
 * A member's membership section names each charge's purpose and failure in French.
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { ADMIN, apiLogin, consoleFilterApplied } from './support/auth.ts';
import { auth, makeMember } from './support/members.ts';
import { expect, test } from './support/test.ts';
import { DEMO_PIN, loadBits } from './support/wallet.ts';

const PASSWORD = 'Sandbox#Pass1';
const expYear = new Date().getFullYear() + 2;

/** Errors the page reports (uncaught, or logged as errors), e.g. a hydration that did not match. */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error' && !m.text().includes('401')) errors.push(m.text());
  });
  return errors;
}

const USERS_CSV_HEADER_FR =
  'Identifiant,Courriel,Prénom,Nom,Nom d’utilisateur,Rôle,Type de membre,Nom de l’entreprise,Statut,Dernière connexion,Création';
const USERS_CSV_HEADER_EN =
  'ID,Email,First name,Last name,Username,Role,Member type,Business name,Status,Last login,Created';

/** The lines of the list's CSV export, downloaded with its Export button (named `button`). */
async function exportedLines(page: Page, button: string): Promise<string[]> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: button, exact: true }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('users.csv');
  return (await readFile(await download.path(), 'utf8')).split(/\r?\n/).filter(Boolean);
}

test.describe('the console in a browser set to French', () => {
  test.use({ locale: 'fr-CA' });

  test('an admin signs in, reads the dashboard and a list in French, then switches to English', async ({
    page,
  }) => {
    // A long journey (the dashboard, a list and its export, a member, maintenance, the switch): its own time.
    test.setTimeout(150_000);
    const errors = errorsOf(page);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await expect(page.getByRole('heading', { level: 1, name: 'Console BarterBits' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'English' })).toHaveAttribute('lang', 'en-CA');

    // A field left empty, then a wrong password: the page's words and the API's refusal, in French.
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByText('Champ obligatoire.').first()).toBeVisible();
    await page.getByLabel('Courriel').fill(ADMIN.email);
    await page.getByLabel(/^Mot de passe/).fill('Wrong#Password1');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByRole('alert')).toContainText('Veuillez réessayer');

    await page.getByLabel(/^Mot de passe/).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord du marché' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Chiffres clés' })).toBeVisible();
    // Dates in French ("30 nov. 2026"), from the contracts' formatter.
    await expect(page.getByText(/^Du \d{1,2} \S+ \d{4} au /)).toBeVisible();

    // A list: react-admin's words (pagination, search) and the console's (menu, columns, filters, statuses).
    await page.getByRole('menuitem', { name: 'Utilisateurs' }).click();
    await expect(page).toHaveURL(/\/admin\/users/);
    await expect(page.getByRole('columnheader', { name: 'Courriel' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Dernière connexion' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Statut' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: /Rechercher/ })).toBeVisible();
    await expect(page.getByText(/^1-\d+ sur \d+$/)).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Actif' }).first()).toBeVisible();

    // Its export in French: the columns' labels, and a member's role and status as the list words them.
    let lines = await exportedLines(page, 'Exporter');
    expect(lines[0]).toBe(USERS_CSV_HEADER_FR);
    expect(lines.find((l) => l.includes(',alex@demo.barterbits.ca,'))).toMatch(
      /,Membre,(Particulier|Entreprise),[^,]*,Actif,/,
    );

    // A member's page and a custom screen (found by the list's search: other specs add users meanwhile).
    await page.getByRole('textbox', { name: /Rechercher/ }).fill('alex@demo.barterbits.ca');
    await consoleFilterApplied(page, 'q');
    await page.getByRole('cell', { name: 'alex@demo.barterbits.ca' }).click();
    await expect(page.getByRole('region', { name: 'Compte' })).toContainText('Méthode de connexion');
    await expect(page.getByRole('region', { name: 'Portefeuille' })).toContainText('Solde');
    await expect(page.getByRole('button', { name: 'Changer le statut' })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Maintenance' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'État actuel' })).toBeVisible();
    // The modules as the server words them in the console's language.
    await expect(page.getByRole('switch', { name: 'Portefeuille', exact: true })).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Clavardage', exact: true })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Utilisateurs' }).click();
    await expect(page.getByRole('columnheader', { name: 'Courriel' })).toBeVisible();

    // The app bar's language menu: English, everywhere at once, remembered on this browser.
    await page.getByRole('button', { name: 'Français' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(page.getByRole('columnheader', { name: 'Email' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Users' })).toBeVisible();
    await expect(page.getByText(/^1-\d+ of \d+$/)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
    expect((await page.context().cookies()).find((c) => c.name === 'bb_lang')?.value).toBe('en-CA');
    // The export follows the switch at once.
    lines = await exportedLines(page, 'Export');
    expect(lines[0]).toBe(USERS_CSV_HEADER_EN);

    await page.reload();
    await expect(page.getByRole('columnheader', { name: 'Email' })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Dashboard' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Marketplace dashboard' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("a member's membership section names each charge's purpose and failure in French", async ({
    page,
    request,
  }) => {
    // A member whose first card is declined, then pays: two charges, one failed.
    const email = `console-fr.${randomUUID().slice(0, 8)}@example.com`;
    const made = await request.post('/v1/testing/users', {
      data: { email, password: PASSWORD, stage: 'COMPLETED' },
    });
    expect(made.ok(), await made.text()).toBe(true);
    const userId = ((await made.json()) as { data: { id: string } }).data.id;
    const { token } = await apiLogin(request, { email, password: PASSWORD });
    const subscribe = (number: string) =>
      request.post('/v1/subscription/subscribe', {
        headers: { ...auth(token), 'idempotency-key': `e2e-${randomUUID()}` },
        data: { card: { number, expMonth: 12, expYear, cvc: '123', holderName: 'Casey Member' } },
      });
    expect((await subscribe('4000000000000002')).ok()).toBe(false);
    expect((await subscribe('4242424242424242')).ok()).toBe(true);

    await page.goto('/admin');
    await page.getByLabel('Courriel').fill(ADMIN.email);
    await page.getByLabel(/^Mot de passe/).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord du marché' })).toBeVisible();
    await page.goto(`/admin/users/${userId}/show`);
    const charges = page
      .getByRole('region', { name: 'Abonnement' })
      .getByRole('table', { name: 'Paiements récents' });
    const failed = charges.getByRole('row').filter({ hasText: 'Échoué' });
    await expect(failed).toContainText('Carte refusée');
    await expect(failed.getByRole('cell', { name: 'Abonnement', exact: true })).toBeVisible();
    await expect(charges.getByRole('row').filter({ hasText: 'Réussi' })).toContainText('Abonnement');
    // No server code left as it is.
    await expect(charges).not.toContainText('CARD_DECLINED');
    await expect(charges).not.toContainText('MEMBERSHIP');
  });

  test('the card loads and disputes read in French, the refund asked in French', async ({
    page,
    request,
  }) => {
    const member = await makeMember(request, 'Camille', 'Chargeur', {
      prefix: 'console-fr-loads',
      password: PASSWORD,
      pin: DEMO_PIN,
    });
    await loadBits(request, auth(member.token), 1_200, DEMO_PIN);
    await page.goto('/admin');
    await page.getByLabel('Courriel').fill(ADMIN.email);
    await page.getByLabel(/^Mot de passe/).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.getByRole('menuitem', { name: 'Chargements par carte' }).click();
    await page.goto(`/admin/card-loads?filter=${encodeURIComponent(JSON.stringify({ userId: member.id }))}`);
    const row = page.locator('tbody tr');
    await expect(row).toContainText('Crédité');
    await row.getByRole('button', { name: 'Rembourser' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(/Rembourser 12,00\sBITS™ sur la carte de Camille Chargeur\u00a0\?/);
    await expect(dialog).toContainText('sont d’abord repris du portefeuille du membre');
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await page.getByRole('menuitem', { name: 'Contestations', exact: true }).click();
    await expect(page.getByRole('combobox', { name: 'Statut' })).toHaveText('Ouverte');
    await expect(page.getByRole('region', { name: 'Exposition' })).toContainText('à risque\u00a0:');
  });

  test('the login page switches to English before signing in, and the console opens in English', async ({
    page,
  }) => {
    await page.goto('/admin/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Console BarterBits' })).toBeVisible();
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'BarterBits Admin' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel(/^Password/).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Marketplace dashboard' })).toBeVisible();
  });
});
