import { ACCOUNT_MESSAGES, ERROR_MESSAGES } from '@barterbits/contracts';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';

const PASSWORD = 'Trade#Goods1';

/** The newest link of a template in the test outbox for `to`. */
async function latestLink(request: APIRequestContext, to: string, template: string): Promise<string> {
  const res = await request.get(`/v1/testing/outbox?to=${encodeURIComponent(to)}`);
  expect(res.ok()).toBe(true);
  const { data } = (await res.json()) as { data: { template: string; links: string[] }[] };
  const mail = data.find((m) => m.template === template);
  expect(mail, `a ${template} e-mail to ${to}`).toBeDefined();
  return mail!.links[0]!;
}

async function createMember(request: APIRequestContext, email: string, password = PASSWORD) {
  const res = await request.post('/v1/testing/users', { data: { email, password, stage: 'COMPLETED' } });
  expect(res.ok()).toBe(true);
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test.describe('accounts', () => {
  test('a new member signs up, verifies the e-mail and moves on to the profile setup', async ({
    page,
    request,
  }) => {
    const email = `signup.${Date.now()}@example.com`;
    await page.goto('/sign-in');
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page).toHaveURL(/\/sign-up$/);
    await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();

    // Client-side rules first.
    await page.getByLabel('Email').fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('Different#1');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText('Passwords must match.')).toBeVisible();

    await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(/\/email-verification$/);
    await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    // The verification e-mail just went out: Resend waits for its cooldown.
    await expect(page.getByRole('button', { name: /Resend email \(\d+s\)/ })).toBeDisabled();

    const link = await latestLink(request, email, 'email-verification');
    expect(link).toContain('/email-verified?token=');
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Email verified' })).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/profile-setup$/);

    // The link works once.
    await page.goto(link);
    await expect(page).toHaveURL(/\/link-expire$/);
    await expect(page.getByRole('heading', { name: 'Link expired' })).toBeVisible();
    await expect(page.getByText(ERROR_MESSAGES.linkExpired)).toBeVisible();
  });

  test('"Check your inbox" moves on by itself once the e-mail is verified elsewhere', async ({
    page,
    request,
  }) => {
    const email = `signup.elsewhere.${Date.now()}@example.com`;
    await page.goto('/sign-up');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();

    // The link is opened somewhere else (another tab, the phone): here, the token is used by the API.
    const link = await latestLink(request, email, 'email-verification');
    const token = new URL(link).searchParams.get('token');
    const verified = await request.post('/v1/auth/verify-email', { data: { token } });
    expect(verified.ok(), await verified.text()).toBe(true);

    // Without a reload or a click, the open page notices and moves on; Resend is gone.
    await expect(page).toHaveURL(/\/profile-setup$/);
    await expect(page.getByRole('button', { name: /Resend email/ })).toHaveCount(0);
  });

  test('a verified member opening /email-verification goes on to their stage, without Resend', async ({
    page,
    request,
  }) => {
    const email = `verified.${Date.now()}@example.com`;
    const res = await request.post('/v1/testing/users', {
      data: { email, password: PASSWORD, stage: 'ACCOUNT_SETUP' },
    });
    expect(res.ok()).toBe(true);
    await signIn(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/profile-setup$/);

    await page.goto('/email-verification');
    await expect(page).toHaveURL(/\/profile-setup$/);
    await expect(page.getByRole('button', { name: /Resend email/ })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Check your inbox' })).toHaveCount(0);
  });

  test('signing up with an address that has an account shows the spec message', async ({ page }) => {
    await page.goto('/sign-up');
    await page.getByLabel('Email').fill('alex@demo.barterbits.ca');
    // Checked as it is typed, and again when sent.
    await expect(page.getByText(ERROR_MESSAGES.emailExists)).toBeVisible();
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText(ERROR_MESSAGES.emailAlreadyAssociated)).toBeVisible();
    await expect(page).toHaveURL(/\/sign-up$/);
  });

  test('a member resets a forgotten password and signs in with the new one', async ({ page, request }) => {
    const email = `forgot.${Date.now()}@example.com`;
    const newPassword = 'Fresh#Start22';
    await createMember(request, email);

    await page.goto('/sign-in');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forget-password$/);
    // The URL changes while the sign-in page (with its own Email field) is still shown: wait for the new page.
    await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page).toHaveURL(/\/email-sent$/);
    await expect(page.getByText(ERROR_MESSAGES.forgotPasswordSent)).toBeVisible();

    const link = await latestLink(request, email, 'password-reset');
    expect(link).toContain('/new-password?token=');
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
    await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page).toHaveURL(/\/password-success$/);
    await expect(page.getByText(ACCOUNT_MESSAGES.passwordReset)).toBeVisible();

    // Sign in goes to the password step for this account (/password).
    await page.getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/password$/);
    await expect(page.getByTestId('password-step-email')).toContainText(email);
    const passwordStep = page.getByRole('textbox', { name: 'Password', exact: true });
    await passwordStep.fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: ERROR_MESSAGES.invalidCredentials }),
    ).toBeVisible();
    await passwordStep.fill(newPassword);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/$/);

    // A used reset link leads to its expired page, which offers a new one.
    await page.context().clearCookies();
    await page.goto(link);
    await expect(page).toHaveURL(/\/forgot-password-link-expire$/);
    await expect(page.getByRole('link', { name: 'Request a new link' })).toBeVisible();
  });

  test('a signed-in member changes the password after confirming the current one', async ({
    page,
    request,
  }) => {
    const email = `change.${Date.now()}@example.com`;
    const newPassword = 'Brand#New44';
    await createMember(request, email);
    await signIn(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/current-password');
    await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Current password', exact: true }).fill('Wrong#Pass1');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: ERROR_MESSAGES.incorrectCredentials }),
    ).toBeVisible();

    await page.getByRole('textbox', { name: 'Current password', exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/create-new-password$/);

    // The new password must differ from the current one (checked by the server).
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill(PASSWORD);
    await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('The new password must be different from the current one.')).toBeVisible();

    await page.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
    await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page).toHaveURL(/\/my-profile$/);
    await expect(page.getByText(ACCOUNT_MESSAGES.passwordChanged)).toBeVisible();

    const ok = await request.post('/v1/user/login', { data: { email, password: newPassword } });
    expect(ok.status()).toBe(200);
    const old = await request.post('/v1/user/login', { data: { email, password: PASSWORD } });
    expect(old.status()).toBe(401);
  });
});
