import { type APIRequestContext, expect, type Page } from '@playwright/test';

/** The link of the verification e-mail sent to `to` (the test API's outbox). */
export async function verificationLink(request: APIRequestContext, to: string): Promise<string> {
  const res = await request.get(`/v1/testing/outbox?to=${encodeURIComponent(to)}`);
  const { data } = (await res.json()) as { data: { template: string; links: string[] }[] };
  const mail = data.find((m) => m.template === 'email-verification');
  expect(mail, `a verification e-mail to ${to}`).toBeDefined();
  return mail!.links[0]!;
}

/** Opens the verification link of a member who just signed up and continues to /profile-setup. */
export async function verifyEmail(page: Page, request: APIRequestContext, email: string) {
  await page.goto(await verificationLink(request, email));
  await expect(page.getByRole('heading', { name: 'Email verified' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/profile-setup$/);
}

/** Pays the membership with the sandbox's good card at /subscription. */
export async function payMembership(page: Page) {
  await expect(page).toHaveURL(/\/subscription$/);
  const form = page.getByRole('form', { name: 'Card details' });
  await form.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
  await form
    .getByRole('textbox', { name: 'Expiry (MM/YY)' })
    .fill(`12/${String(new Date().getFullYear() + 2).slice(-2)}`);
  await form.getByRole('textbox', { name: 'CVC' }).fill('123');
  await form.getByRole('textbox', { name: 'Name on card' }).fill('Journey Member');
  await page.getByRole('button', { name: 'Pay $9.99 CAD' }).click();
}

/** Sets the wallet PIN, then picks Toronto as the general location (the last onboarding stages). */
export async function setPinAndLocation(page: Page, pin = '3829') {
  await expect(page).toHaveURL(/\/pin-setup$/);
  await page.getByRole('textbox', { name: 'PIN', exact: true }).fill(pin);
  await page.getByRole('textbox', { name: 'Confirm PIN', exact: true }).fill(pin);
  await page.getByRole('button', { name: 'Set PIN' }).click();
  await expect(page).toHaveURL(/\/general-location$/);
  await page.getByRole('combobox', { name: 'Location' }).fill('Toron');
  await page.getByRole('option', { name: 'Toronto, Ontario, Canada', exact: true }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}
