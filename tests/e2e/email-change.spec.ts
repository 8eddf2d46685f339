import { EMAIL_CHANGE_MESSAGES, ERROR_MESSAGES } from '@barterbits/contracts';
import type { APIRequestContext, Page } from '@playwright/test';
import { newPage } from './support/auth.ts';
import { expect, test } from './support/test.ts';

const PASSWORD = 'Trade#Goods1';

/** The links of the newest e-mail of a template in the test outbox for `to`. */
async function linksOf(request: APIRequestContext, to: string, template: string): Promise<string[]> {
  const res = await request.get(`/v1/testing/outbox?to=${encodeURIComponent(to)}`);
  expect(res.ok()).toBe(true);
  const { data } = (await res.json()) as { data: { template: string; links: string[] }[] };
  const mail = data.find((m) => m.template === template);
  expect(mail, `a ${template} e-mail to ${to}`).toBeDefined();
  return mail!.links;
}

async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test.describe('email change', () => {
  test('a member changes the e-mail address: new address verified, old one approves', async ({
    page,
    request,
  }) => {
    const stamp = Date.now();
    const oldEmail = `change.old.${stamp}@example.com`;
    const newEmail = `change.new.${stamp}@example.com`;
    const created = await request.post('/v1/testing/users', {
      data: { email: oldEmail, password: PASSWORD, stage: 'COMPLETED' },
    });
    expect(created.ok()).toBe(true);
    await signIn(page, oldEmail);
    await expect(page).not.toHaveURL(/\/sign-in$/);

    await page.goto('/change-email');
    await expect(page.getByRole('heading', { name: 'Change email address' })).toBeVisible();
    await expect(page.getByText(oldEmail)).toBeVisible();
    await page.getByRole('link', { name: 'Continue' }).click();

    // The current password first: a wrong one is refused.
    await expect(page).toHaveURL(/\/current-email-change$/);
    await page.getByRole('textbox', { name: 'Current password' }).fill('Wrong#Pass1');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('alert')).toContainText(ERROR_MESSAGES.incorrectCredentials);
    await page.getByRole('textbox', { name: 'Current password' }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Continue' }).click();

    // The new address: invalid, the same, then a good one.
    await expect(page).toHaveURL(/\/profile-email-change$/);
    const field = page.getByRole('textbox', { name: 'New email address' });
    await field.fill('not-an-email');
    await page.getByRole('button', { name: 'Send links' }).click();
    await expect(page.getByText('Invalid email format.')).toBeVisible();
    await field.fill(oldEmail);
    await page.getByRole('button', { name: 'Send links' }).click();
    await expect(page.getByText(EMAIL_CHANGE_MESSAGES.sameEmail)).toBeVisible();
    await field.fill('alex@demo.barterbits.ca');
    await page.getByRole('button', { name: 'Send links' }).click();
    await expect(page.getByText(ERROR_MESSAGES.emailAlreadyAssociated)).toBeVisible();
    await field.fill(newEmail);
    await page.getByRole('button', { name: 'Send links' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await expect(page.getByText(EMAIL_CHANGE_MESSAGES.requested)).toBeVisible();

    // Both e-mails.
    const [verifyLink] = await linksOf(request, newEmail, 'email-change-verify');
    const [approveLink, declineLink] = await linksOf(request, oldEmail, 'email-change-approve');
    expect(verifyLink).toMatch(/\/verify-email-change\?token=[^&]+$/);
    expect(approveLink).toMatch(/&action=approve$/);
    expect(declineLink).toMatch(/&action=decline$/);

    // The new address first: verified, waiting for the approval.
    await page.goto(verifyLink!);
    await expect(page.getByRole('heading', { name: 'New email address verified' })).toBeVisible();
    await expect(page.getByText(EMAIL_CHANGE_MESSAGES.awaitingApproval)).toBeVisible();

    // Then the approval from the old address: the change is done, this session stays.
    await page.goto(approveLink!);
    await expect(page.getByRole('heading', { name: 'Email address changed' })).toBeVisible();
    await expect(page.getByText(newEmail)).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/my-profile$/);
    await expect(page.getByText(newEmail).first()).toBeVisible();

    // Both addresses got the confirmation.
    expect(await linksOf(request, oldEmail, 'email-changed')).toHaveLength(1);
    expect(await linksOf(request, newEmail, 'email-changed')).toHaveLength(1);

    // A used link shows the link-expired page (no title band, back arrow disabled).
    await page.goto(verifyLink!);
    await expect(page).toHaveURL(/\/change-email-link-expire$/);
    await expect(page.getByRole('heading', { name: 'Link expired' })).toBeVisible();
    await expect(page.getByText(ERROR_MESSAGES.linkExpired)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Back' })).toBeDisabled();
    await page.goto(declineLink!);
    await expect(page).toHaveURL(/\/change-email-link-expire$/);

    // A fresh browser: the new address signs in, the old one no longer does.
    const fresh = await newPage();
    await signIn(fresh, oldEmail);
    await expect(fresh.getByText(ERROR_MESSAGES.invalidCredentials)).toBeVisible();
    await signIn(fresh, newEmail);
    await expect(fresh).not.toHaveURL(/\/sign-in$/);
    await fresh.goto('/my-profile');
    await expect(fresh.getByText(newEmail).first()).toBeVisible();
  });

  test('declining from the old address cancels the change', async ({ page, request }) => {
    const stamp = Date.now();
    const oldEmail = `decline.old.${stamp}@example.com`;
    const newEmail = `decline.new.${stamp}@example.com`;
    expect(
      (
        await request.post('/v1/testing/users', {
          data: { email: oldEmail, password: PASSWORD, stage: 'COMPLETED' },
        })
      ).ok(),
    ).toBe(true);
    await signIn(page, oldEmail);
    await expect(page).not.toHaveURL(/\/sign-in$/);
    await page.goto('/current-email-change');
    await page.getByRole('textbox', { name: 'Current password' }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('textbox', { name: 'New email address' }).fill(newEmail);
    await page.getByRole('button', { name: 'Send links' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

    const [, declineLink] = await linksOf(request, oldEmail, 'email-change-approve');
    const [verifyLink] = await linksOf(request, newEmail, 'email-change-verify');
    await page.goto(declineLink!);
    await expect(page.getByRole('heading', { name: 'Email change declined' })).toBeVisible();
    await expect(page.getByText(EMAIL_CHANGE_MESSAGES.declined)).toBeVisible();
    await page.getByRole('button', { name: 'Change my password' }).click();
    await expect(page).toHaveURL(/\/forget-password$/);

    // The verification link of the cancelled request no longer works.
    await page.goto(verifyLink!);
    await expect(page).toHaveURL(/\/change-email-link-expire$/);
  });
});
