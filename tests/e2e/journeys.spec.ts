import type { APIRequestContext, Page } from '@playwright/test';
import { consoleFilterApplied, newPage } from './support/auth.ts';
import { payMembership, setPinAndLocation, verifyEmail } from './support/onboarding.ts';
import { expect, test } from './support/test.ts';

/**
 * Whole journeys across features, as a new user lives them: sign up in the browser, verify the
 * e-mail from the outbox, and go through every onboarding stage to the home page.
 */
const PASSWORD = 'Journey#Pass1';
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const freshMobile = () =>
  `6${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;

async function signUpAndVerify(page: Page, request: APIRequestContext, email: string) {
  await page.goto('/sign-up');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/email-verification$/);
  await verifyEmail(page, request, email);
}

async function fillAddress(page: Page) {
  await page.getByLabel('Street address').fill('200 Bay St');
  await page.getByLabel('City').fill('Toronto');
  await page.getByRole('combobox', { name: /Province/ }).click();
  await page.getByRole('option', { name: 'Ontario' }).click();
  await page.getByLabel('Postal code').fill('M5J 2J2');
}

test.describe('journeys', () => {
  test('a personal member signs up and completes every stage to the home page', async ({ page, request }) => {
    const email = `journey.personal.${unique()}@example.com`;
    await signUpAndVerify(page, request, email);

    await page.getByRole('radio', { name: /Personal/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/personal-profile$/);
    await page.getByLabel('First name').fill('Jamie');
    await page.getByLabel('Last name').fill('Rivers');
    await page.getByLabel('Username').fill(`jamie${unique()}`.slice(0, 30));
    await page.getByLabel('Mobile number').fill(freshMobile());
    await fillAddress(page);
    await page.getByRole('button', { name: 'Continue' }).click();

    await payMembership(page);
    await setPinAndLocation(page);

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Welcome, Jamie' })).toBeVisible();
    // Onboarding pages are closed now.
    await page.goto('/profile-setup');
    await expect(page).toHaveURL(/\/$/);
  });

  test('a business member signs up and completes every stage through categories and the pledge', async ({
    page,
    request,
  }) => {
    const email = `journey.business.${unique()}@example.com`;
    await signUpAndVerify(page, request, email);

    await page.getByRole('radio', { name: /Business/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/business-detail$/);
    await page.getByLabel('Business name').fill(`Rivers Repairs ${unique()}`);
    await page.getByLabel('Business phone number').fill(freshMobile());
    await fillAddress(page);
    await page.getByLabel('First name').fill('Sasha');
    await page.getByLabel('Last name').fill('Rivers');
    await page.getByLabel('Username').fill(`sasha${unique()}`.slice(0, 30));
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/business-categories$/);
    await page.getByRole('checkbox', { name: 'Plumbing' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/confirm-categories$/);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/confirm-submission$/);
    await page.getByRole('checkbox', { name: /I pledge/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Submit' }).click();

    await payMembership(page);
    await setPinAndLocation(page);
    await expect(page.getByRole('heading', { name: 'Welcome, Sasha' })).toBeVisible();
  });

  test('an admin suspends a member, who is signed out and cannot sign in again', async ({ request }) => {
    const email = `journey.suspend.${unique()}@example.com`;
    expect(
      (
        await request.post('/v1/testing/users', {
          data: { email, password: PASSWORD, stage: 'COMPLETED', firstName: 'Morgan' },
        })
      ).ok(),
    ).toBe(true);

    const member = await newPage();
    await member.goto('/sign-in');
    await member.getByLabel('Email').fill(email);
    await member.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await member.getByRole('button', { name: 'Sign in' }).click();
    await expect(member.getByRole('heading', { name: 'Welcome, Morgan' })).toBeVisible();

    const admin = await newPage();
    await admin.goto('/admin');
    await admin.getByLabel(/email/i).fill('admin@barterbits.ca');
    await admin.getByRole('textbox', { name: /password/i }).fill('BarterAdmin#1');
    await admin.getByRole('button', { name: /sign in/i }).click();
    await admin.getByRole('menuitem', { name: 'Users' }).click();
    await admin.getByPlaceholder('Search').fill(email);
    // Leave the list only once its filter is in the URL (react-admin's debounced write would undo the click).
    await consoleFilterApplied(admin, 'q');
    await admin.getByRole('cell', { name: email }).click();
    await admin.getByRole('button', { name: 'Change status' }).first().click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByRole('combobox', { name: /New status/ }).click();
    await admin.getByRole('option', { name: 'Suspended' }).click();
    await dialog.getByRole('textbox', { name: /Reason/ }).fill('Reported for repeated no-shows');
    await dialog.getByLabel(/Your password/).fill('Wrong#Pass1');
    await dialog.getByRole('button', { name: 'Change status' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'The credentials you have entered are incorrect. Please try again.',
    );
    await dialog.getByLabel(/Your password/).fill('BarterAdmin#1');
    await dialog.getByRole('button', { name: 'Change status' }).click();
    await expect(dialog).toBeHidden();
    await expect(admin.getByText('Suspended').first()).toBeVisible();

    // The member's next request fails: the app signs them out. The app may already be on its way to
    // /sign-in, told by its live connection that the session ended; the reload then gives way to it.
    await member.reload().catch((e: Error) => {
      if (!/ERR_ABORTED|frame was detached|Not attached to an active page/.test(e.message)) throw e;
    });
    await expect(member).toHaveURL(/\/sign-in$/);
    await member.getByLabel('Email').fill(email);
    await member.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await member.getByRole('button', { name: 'Sign in' }).click();
    await expect(member.getByText('Your account has been suspended. Please contact support.')).toBeVisible();
  });
});
