import { ERROR_MESSAGES, PIN_MESSAGES, VALIDATION_MESSAGES } from '@barterbits/contracts';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';

const PASSWORD = 'PinLocation#1';

/** A member at stage PIN_SETUP, created through the test API. */
async function createMember(request: APIRequestContext, firstName: string) {
  const email = `pinloc-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const res = await request.post('/v1/testing/users', {
    data: { email, password: PASSWORD, stage: 'PIN_SETUP', firstName, lastName: 'Tester' },
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

const pinBox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

async function latestPinResetLink(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.get(`/v1/testing/outbox?to=${encodeURIComponent(email)}`);
  expect(res.ok()).toBe(true);
  const { data } = (await res.json()) as { data: { template: string; links: string[] }[] };
  const mail = data.find((m) => m.template === 'pin-reset');
  expect(mail).toBeDefined();
  return mail!.links[0]!;
}

test.describe('PIN and general location', () => {
  test('a new member sets a PIN and a location, then changes and resets the PIN', async ({
    page,
    request,
  }) => {
    const email = await createMember(request, 'Robin');
    await signIn(page, email);

    // /pin-setup: no back arrow; guessable PINs are refused with the contracts' message.
    await expect(page).toHaveURL(/\/pin-setup$/);
    await expect(page.getByRole('heading', { name: 'Welcome to the BarterBits Community!' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Back' })).toBeHidden();
    await expect(pinBox(page, 'PIN')).toHaveAttribute('inputmode', 'numeric');
    await expect(pinBox(page, 'PIN')).toHaveAttribute('type', 'password');
    await pinBox(page, 'PIN').fill('1234');
    await pinBox(page, 'Confirm PIN').fill('1234');
    await page.getByRole('button', { name: 'Set PIN' }).click();
    await expect(page.getByText(VALIDATION_MESSAGES.pinGuessable)).toBeVisible();
    await expect(page).toHaveURL(/\/pin-setup$/);

    await pinBox(page, 'PIN').fill('2468');
    await pinBox(page, 'Confirm PIN').fill('2486');
    await page.getByRole('button', { name: 'Set PIN' }).click();
    await expect(page.getByText(PIN_MESSAGES.pinsMustMatch)).toBeVisible();
    await pinBox(page, 'Confirm PIN').fill('2468');
    await page.getByRole('button', { name: 'Set PIN' }).click();

    // /general-location: a place must be picked from the suggestions.
    await expect(page).toHaveURL(/\/general-location$/);
    await expect(page.getByRole('heading', { name: "Tell us where you're located." })).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText(VALIDATION_MESSAGES.locationRequired)).toBeVisible();
    const location = page.getByRole('combobox', { name: 'Location' });
    await location.fill('Toron');
    await page.getByRole('option', { name: 'Toronto, Ontario, Canada', exact: true }).click();
    await expect(location).toHaveValue('Toronto, Ontario, Canada');
    await page.getByRole('button', { name: 'Continue' }).click();

    // Onboarding is complete: the shell and the welcome.
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Welcome, Robin' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();

    // Change PIN: a wrong current PIN is refused, then the right one leads to /new-pin.
    await page.goto('/pin');
    await page.getByRole('link', { name: 'Change PIN' }).click();
    await expect(page).toHaveURL(/\/current-pin$/);
    await pinBox(page, 'Current PIN').fill('1357');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText(ERROR_MESSAGES.incorrectPin)).toBeVisible();
    await pinBox(page, 'Current PIN').fill('2468');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/new-pin$/);
    await pinBox(page, 'New PIN').fill('2468');
    await pinBox(page, 'Confirm New PIN').fill('2468');
    await page.getByRole('button', { name: 'Save PIN' }).click();
    await expect(page.getByText(PIN_MESSAGES.newPinMustDiffer)).toBeVisible();
    await pinBox(page, 'New PIN').fill('3579');
    await pinBox(page, 'Confirm New PIN').fill('3579');
    await page.getByRole('button', { name: 'Save PIN' }).click();
    await expect(page).toHaveURL(/\/pin$/);
    await expect(page.getByText(PIN_MESSAGES.pinChanged)).toBeVisible();

    // Forgot PIN: the e-mailed link sets a new PIN, once.
    await page.getByRole('link', { name: 'Forgot PIN?' }).click();
    await expect(page).toHaveURL(/\/forget-pin$/);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText(PIN_MESSAGES.pinResetSent)).toBeVisible();
    const link = await latestPinResetLink(request, email);
    expect(link).toMatch(/\/new-pin\?token=/);
    await page.goto(link);
    await pinBox(page, 'New PIN').fill('8642');
    await pinBox(page, 'Confirm New PIN').fill('8642');
    await page.getByRole('button', { name: 'Save PIN' }).click();
    await expect(page).toHaveURL(/\/pin$/);

    await page.goto(link);
    await expect(page).toHaveURL(/\/forgot-pin-link-expire$/);
    await expect(page.getByText(ERROR_MESSAGES.linkExpired, { exact: false })).toBeVisible();

    // The PIN from the link is the member's PIN now.
    const login = await request.post('/v1/user/login', { data: { email, password: PASSWORD } });
    const { data } = (await login.json()) as { data: { accessToken: string } };
    const headers = { Authorization: `Bearer ${data.accessToken}` };
    expect((await request.post('/v1/user/verify-pin', { data: { pin: '8642' }, headers })).status()).toBe(
      200,
    );
    expect((await request.post('/v1/user/verify-pin', { data: { pin: '3579' }, headers })).status()).toBe(
      400,
    );
  });

  test('the place list shows 5 suggestions at a time, sorted by label', async ({ page, request }) => {
    const email = await createMember(request, 'Sky');
    await signIn(page, email);
    await expect(page).toHaveURL(/\/pin-setup$/);
    await pinBox(page, 'PIN').fill('2468');
    await pinBox(page, 'Confirm PIN').fill('2468');
    await page.getByRole('button', { name: 'Set PIN' }).click();
    await expect(page).toHaveURL(/\/general-location$/);

    await page.getByRole('combobox', { name: 'Location' }).fill('Saint');
    const options = page.getByRole('option');
    await expect(options).toHaveCount(5);
    const labels = await options.allTextContents();
    expect(labels).toEqual(
      [...labels].sort((a, b) => a.localeCompare(b, undefined, { sensitivity: 'base' })),
    );
    await page.getByRole('button', { name: 'Show more' }).click();
    await expect(options).toHaveCount(10);
    // Scrolling to the end of the list shows 5 more as well.
    await page.getByRole('listbox').evaluate((el) => {
      el.scrollTop = el.scrollHeight;
    });
    await expect(options).toHaveCount(15);

    // Back goes to /pin-setup; the PIN stays set.
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/pin-setup$/);
    await expect(page.getByText('Your PIN is set.')).toBeVisible();
  });
});
