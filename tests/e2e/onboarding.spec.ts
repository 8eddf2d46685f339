import { ERROR_MESSAGES, ONBOARDING_MESSAGES } from '@barterbits/contracts';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiLogin, newPage } from './support/auth.ts';
import { expectNoHorizontalOverflow } from './support/page-checks.ts';
import { expect, test } from './support/test.ts';

const PASSWORD = 'BarterDemo#1';
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
/** A 10-digit mobile number no seeded member has. */
const freshMobile = () =>
  `7${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;

/** A member at ACCOUNT_SETUP (no account type yet), through the test-only API. */
async function createMember(request: APIRequestContext) {
  const email = `onboarding-${unique()}@example.com`;
  const res = await request.post('/v1/testing/users', {
    data: { email, password: PASSWORD, stage: 'ACCOUNT_SETUP' },
  });
  expect(res.ok()).toBe(true);
  return email;
}

async function signIn(page: Page, email: string) {
  await page.goto('/sign-in');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function fillAddress(page: Page) {
  await page.getByLabel('Street address').fill('100 Queen St W');
  await page.getByLabel('City').fill('Toronto');
  await page.getByRole('combobox', { name: /Province/ }).click();
  await page.getByRole('option', { name: 'Ontario' }).click();
  await page.getByLabel('Postal code').fill('M5H 2N2');
}

async function chooseAccountType(page: Page, type: 'Personal' | 'Business') {
  await expect(page).toHaveURL(/\/profile-setup$/);
  await expect(
    page.getByRole('heading', { name: "Yay, you are back. Now let's choose your account type." }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back' })).toBeHidden();
  await page.getByRole('radio', { name: new RegExp(type) }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
}

test.describe('onboarding: account setup', () => {
  test('a personal member sets up the profile, with the duplicate username check, and lands on /subscription', async ({
    page,
    request,
  }) => {
    const email = await createMember(request);
    await signIn(page, email);
    await chooseAccountType(page, 'Personal');

    await expect(page).toHaveURL(/\/personal-profile$/);
    await expect(page.getByRole('heading', { name: "Great, let's create your account." })).toBeVisible();
    // Skipping ahead by URL is impossible.
    await page.goto('/business-categories');
    await expect(page).toHaveURL(/\/profile-setup$/);
    await page.goto('/personal-profile');

    await page.getByLabel('First name').fill('Nora');
    await page.getByLabel('Last name').fill('Quinn');
    const userName = page.getByLabel('Username');
    await userName.fill('alexm24');
    await expect(page.getByText(ERROR_MESSAGES.userNameInUse)).toBeVisible();
    await userName.fill(`nora${unique()}`.slice(0, 30));
    await expect(page.getByText(ERROR_MESSAGES.userNameInUse)).toBeHidden();
    await page.getByLabel('Mobile number').fill(freshMobile());
    await fillAddress(page);
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/subscription$/);
    // The finished step is closed: its page sends the member to the current stage.
    await page.goto('/personal-profile');
    await expect(page).toHaveURL(/\/subscription$/);
  });

  test('a business member enters details, picks categories, takes the pledge and submits', async ({
    page,
    request,
  }) => {
    const email = await createMember(request);
    await signIn(page, email);
    await chooseAccountType(page, 'Business');

    await expect(page).toHaveURL(/\/business-detail$/);
    await expect(page.getByRole('heading', { name: 'Tell us about your business.' })).toBeVisible();
    const businessName = page.getByLabel('Business name');
    await businessName.fill('Maple Leaf Bakery');
    await expect(page.getByText(ONBOARDING_MESSAGES.businessNameInUse)).toBeVisible();
    await businessName.fill(`Quinn Carpentry ${unique()}`);
    await page.getByLabel('Website').fill('https://quinn.example.ca');
    await page.getByLabel('Description').fill('Custom cabinets and shelving.');
    await page.getByLabel('Business phone number').fill(freshMobile());
    await fillAddress(page);
    await page.getByLabel('First name').fill('Nora');
    await page.getByLabel('Last name').fill('Quinn');
    await page.getByLabel('Username').fill(`quinn${unique()}`.slice(0, 30));
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/business-categories$/);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText(ONBOARDING_MESSAGES.categoriesMin)).toBeVisible();
    await page.getByRole('checkbox', { name: 'Bakery' }).check();
    await page.getByRole('checkbox', { name: 'Catering' }).check();
    await expect(page.getByRole('status')).toHaveText('2 of 5 selected');
    // A reload keeps the selection.
    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'Bakery' })).toBeChecked();
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/confirm-categories$/);
    const selected = page.getByRole('list', { name: 'Selected categories' });
    await expect(selected).toContainText('Food & Drink › Bakery');
    await expect(selected).toContainText('Food & Drink › Catering');
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/confirm-submission$/);
    await expect(page.getByRole('heading', { name: 'Our community pledge' })).toBeVisible();
    await expect(page.getByText(/^I pledge to trade honestly/)).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText(ONBOARDING_MESSAGES.pledgeRequired)).toBeVisible();
    await page.getByRole('checkbox', { name: /I pledge/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page.getByRole('heading', { name: 'Review and submit' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Categories to submit' })).toContainText(
      'Food & Drink › Bakery',
    );
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/subscription$/);

    await page.goto('/business-detail');
    await expect(page).toHaveURL(/\/subscription$/);
  });
});

test.describe('home greeting', () => {
  test('a new member is welcomed, not "welcomed back"; an established member is welcomed back', async ({
    page,
    request,
  }) => {
    // A brand-new account, signed into for the first time.
    const email = `greeting-${unique()}@example.com`;
    const res = await request.post('/v1/testing/users', {
      data: { email, password: PASSWORD, stage: 'COMPLETED', firstName: 'Quinn' },
    });
    expect(res.ok()).toBe(true);
    await signIn(page, email);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Welcome, Quinn', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: /Welcome back/ })).toHaveCount(0);

    // A seeded demo member has been a member for a while.
    const established = await newPage();
    await established.goto('/sign-in');
    await established.getByRole('textbox', { name: 'Email' }).fill('alex@demo.barterbits.ca');
    await established.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await established.getByRole('button', { name: 'Sign in' }).click();
    await expect(established.getByRole('heading', { name: 'Welcome back, Alex', exact: true })).toBeVisible();
  });
});

/** Makes French the account's language (PATCH /user/language), as the profile's Language setting does. */
async function readsFrench(request: APIRequestContext, email: string) {
  const { headers } = await apiLogin(request, { email, password: PASSWORD });
  const res = await request.patch('/v1/user/language', { headers, data: { language: 'fr-CA' } });
  expect(res.ok(), await res.text()).toBe(true);
}

/** Signs in through the form of a browser reading French. */
async function signInFrench(page: Page, email: string) {
  await page.goto('/sign-in');
  await page.getByRole('textbox', { name: 'Courriel' }).fill(email);
  await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

test.describe('onboarding in French', () => {
  // A browser in French, and French accounts: the app reads French from the start.
  test.use({ locale: 'fr-CA' });

  test('the steps read in French and fit a 375 px phone', async ({ page, request }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const email = `onboarding-fr-${unique()}@example.com`;
    const res = await request.post('/v1/testing/users', {
      data: { email, password: PASSWORD, stage: 'ACCOUNT_SETUP' },
    });
    expect(res.ok()).toBe(true);
    await readsFrench(request, email);
    await signInFrench(page, email);
    await expect(page).toHaveURL(/\/profile-setup$/);
    await expect(page.getByRole('radiogroup', { name: 'Type de compte' })).toBeVisible();
    await expect(
      page.getByText('Échangez vos propres produits et services avec la communauté.'),
    ).toBeVisible();
    await expectNoHorizontalOverflow(page, '/profile-setup in French');
    await page.getByRole('radio', { name: /Entreprise/ }).check();
    await page.getByRole('button', { name: 'Continuer' }).click();

    await expect(page).toHaveURL(/\/business-detail$/);
    await expect(page.getByRole('form', { name: 'Coordonnées de l’entreprise' })).toBeVisible();
    await expect(page.getByLabel('Téléphone de l’entreprise')).toBeVisible();
    await expectNoHorizontalOverflow(page, '/business-detail in French');

    // The category steps, for a business at that stage.
    const business = `onboarding-fr-${unique()}@example.com`;
    const created = await request.post('/v1/testing/users', {
      data: {
        email: business,
        password: PASSWORD,
        stage: 'CATEGORY_SELECTION',
        accountType: 'BUSINESS',
        businessName: `Ébénisterie ${unique()}`,
      },
    });
    expect(created.ok(), await created.text()).toBe(true);
    await readsFrench(request, business);
    const other = await newPage();
    await other.setViewportSize({ width: 375, height: 812 });
    await signInFrench(other, business);
    await expect(other).toHaveURL(/\/business-categories$/);
    await expect(
      other.getByRole('heading', { name: 'Choisissez les catégories de votre entreprise' }),
    ).toBeVisible();
    await other.getByRole('button', { name: 'Continuer' }).click();
    await expect(other.getByText('Veuillez choisir au moins une catégorie.')).toBeVisible();
    // The categories by their French names, which the admin gave them.
    await expect(other.getByRole('checkbox', { name: 'Alimentation et boissons' })).toBeVisible();
    await other.getByRole('checkbox', { name: 'Boulangerie' }).check();
    await expect(other.getByRole('status')).toHaveText('Sélection\u00a0: 1 sur 5');
    await expectNoHorizontalOverflow(other, '/business-categories in French');
    await other.getByRole('button', { name: 'Continuer' }).click();
    await expect(other.getByRole('heading', { name: 'Confirmez vos catégories' })).toBeVisible();
    await expect(other.getByText('Alimentation et boissons › Boulangerie')).toBeVisible();
    await expectNoHorizontalOverflow(other, '/confirm-categories in French');
    await other.getByRole('button', { name: 'Continuer' }).click();
    await expect(other.getByRole('heading', { name: 'Notre engagement communautaire' })).toBeVisible();
    // The pledge's French text (the console's test may save a version of its own meanwhile).
    await expect(other.getByText(/^Je m’engage à .+\.$/)).toBeVisible();
    await other.getByRole('button', { name: 'Continuer' }).click();
    await expect(other.getByText('Veuillez accepter l’engagement pour continuer.')).toBeVisible();
    await other.getByRole('checkbox', { name: /Je m’engage/ }).check();
    await other.getByRole('button', { name: 'Continuer' }).click();
    await expect(other.getByRole('heading', { name: 'Vérifier et soumettre' })).toBeVisible();
    await expect(other.getByText('Vous avez pris l’engagement communautaire.')).toBeVisible();
    await expectNoHorizontalOverflow(other, '/confirm-submission in French');
  });
});
