/**
 * The profile's Language setting: a member reading in English picks Français; the app reads French at
 * once, still after a reload, and the account keeps it (the server answers it, and another browser that
 * signs in reads French).
 */
import type { Page } from '@playwright/test';
import { apiLogin, MAPLE, newPage } from './support/auth.ts';
import { expectNoHorizontalOverflow } from './support/page-checks.ts';
import { expect, test } from './support/test.ts';

const PASSWORD = 'BarterTest#1';

/** Signs in through the form (in English: the browser and this account read English). */
async function signInWithForm(page: Page, email: string) {
  await page.goto('/sign-in');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/$/);
}

test('a member switches the profile to Français: French at once, after a reload, and for the account', async ({
  page,
  request,
}) => {
  const email = `langue-${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}@example.com`;
  const created = await request.post('/v1/testing/users', {
    data: { email, password: PASSWORD, stage: 'COMPLETED', firstName: 'Camille', lastName: 'Roy' },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  await signInWithForm(page, email);

  await page.goto('/my-profile');
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  const language = page.getByRole('region', { name: 'Language' });
  await expect(language.getByRole('radio', { name: 'English' })).toBeChecked();

  await language.getByRole('radio', { name: 'Français' }).check();
  // At once, without leaving the page.
  await expect(page.getByRole('heading', { level: 1, name: 'Mon profil' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expect(page.getByRole('region', { name: 'Renseignements personnels' })).toBeVisible();
  const langue = page.getByRole('region', { name: 'Langue' });
  await expect(langue.getByRole('radio', { name: 'Français' })).toBeChecked();
  // The stored member carries it (the app starts in it).
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('bb.user') ?? '{}').language))
    .toBe('fr-CA');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Mon profil' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expect(
    page.getByRole('region', { name: 'Langue' }).getByRole('radio', { name: 'Français' }),
  ).toBeChecked();

  // French runs longer: the profile, its edit pages and the membership pages still fit a 375 px phone.
  await page.setViewportSize({ width: 375, height: 812 });
  for (const [path, heading] of [
    ['/my-profile', 'Mon profil'],
    ['/my-profile/edit-personal-info', 'Modifier les renseignements personnels'],
    ['/my-profile/edit-socials', 'Modifier les réseaux sociaux'],
    ['/membership', 'Abonnement'],
    ['/manage-card', 'Cartes de paiement'],
    ['/add-card', 'Ajouter une carte'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectNoHorizontalOverflow(page, `${path} in French`);
  }

  // The account stores it: the server answers it on sign-in...
  const login = await request.post('/v1/user/login', {
    data: { email, password: PASSWORD, portal: 'MEMBER' },
  });
  expect(login.ok(), await login.text()).toBe(true);
  expect((await login.json()).data.user.language).toBe('fr-CA');

  // ...and another browser, English and with nothing stored, reads French once the member signs in there.
  const other = await newPage();
  await signInWithForm(other, email);
  await expect(other.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await other.goto('/my-profile');
  await expect(other.getByRole('heading', { level: 1, name: 'Mon profil' })).toBeVisible();

  // And back to English from the profile.
  await other.getByRole('region', { name: 'Langue' }).getByRole('radio', { name: 'English' }).check();
  await expect(other.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
});

test("the navbar's switcher also stores the language for the account and on this browser: a reload stays in it", async ({
  page,
  request,
}) => {
  const email = `navbar-${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}@example.com`;
  const created = await request.post('/v1/testing/users', {
    data: { email, password: PASSWORD, stage: 'COMPLETED', firstName: 'Noé', lastName: 'Gagnon' },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  await signInWithForm(page, email);

  await page.getByRole('banner').getByRole('button', { name: 'Français' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expect(page.getByRole('banner').getByRole('button', { name: 'English' })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('bb.user') ?? '{}').language))
    .toBe('fr-CA');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expect(page.getByRole('banner').getByRole('button', { name: 'English' })).toBeVisible();

  const login = await request.post('/v1/user/login', {
    data: { email, password: PASSWORD, portal: 'MEMBER' },
  });
  expect(login.ok(), await login.text()).toBe(true);
  expect((await login.json()).data.user.language).toBe('fr-CA');
});

test('a member reading French sees a business’s categories by their French names', async ({
  page,
  request,
}) => {
  const email = `categories-fr-${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}@example.com`;
  const created = await request.post('/v1/testing/users', {
    data: { email, password: PASSWORD, stage: 'COMPLETED', firstName: 'Léa', language: 'fr-CA' },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  const maple = await apiLogin(request, MAPLE);
  await signInWithForm(page, email);
  await page.goto(`/member-profile/${maple.id}`);
  const categories = page.getByRole('list', { name: 'Catégories d’entreprise' });
  await expect(categories.getByText('Boulangerie')).toBeVisible();
  await expect(categories.getByText('Traiteur')).toBeVisible();
  await expect(categories.getByText('Bakery')).toHaveCount(0);
});
