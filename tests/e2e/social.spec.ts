import { expect, test } from './support/test.ts';

test.describe('social sign-in', () => {
  test('without a Firebase configuration the social buttons are not shown', async ({ page }) => {
    await page.goto('/sign-in');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Continue with (Google|Facebook|Apple)/ })).toHaveCount(0);
  });

  test('a member at the choose-password stage picks a password and moves on', async ({ page, request }) => {
    const email = `choose.${Date.now()}@example.com`;
    const created = await request.post('/v1/testing/users', {
      data: { email, password: 'Temp#Pass1', stage: 'CHANGE_PASSWORD' },
    });
    expect(created.ok()).toBe(true);
    await page.goto('/sign-in');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('textbox', { name: 'Password' }).fill('Temp#Pass1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/choose-password$/);
    await expect(page.getByRole('heading', { name: 'Choose a password.' })).toBeVisible();
    // The layout table: no back arrow on this page.
    await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);

    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Strong#Pass1');
    await page.getByRole('textbox', { name: 'Confirm password' }).fill('Other#Pass1');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Passwords must match.')).toBeVisible();

    await page.getByRole('textbox', { name: 'Confirm password' }).fill('Strong#Pass1');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/email-verification$/);
  });

  test('/choose-password speaks to the member it is for', async ({ page, request }) => {
    // A member who signs in with a password is not told they keep signing in with a social account.
    const email = `choose.custom.${Date.now()}@example.com`;
    const created = await request.post('/v1/testing/users', {
      data: { email, password: 'Temp#Pass1', stage: 'CHANGE_PASSWORD' },
    });
    expect(created.ok()).toBe(true);
    await page.goto('/sign-in');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('textbox', { name: 'Password' }).fill('Temp#Pass1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/choose-password$/);
    await expect(page.getByText('You will sign in with this password from now on.')).toBeVisible();
    await expect(page.getByText(/social account/)).toHaveCount(0);

    // Past that stage (the password is set) the page is not shown: on to the member's own stage.
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Strong#Pass1');
    await page.getByRole('textbox', { name: 'Confirm password' }).fill('Strong#Pass1');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/email-verification$/);
    await page.goto('/choose-password');
    await expect(page).toHaveURL(/\/email-verification$/);
    await expect(page.getByRole('heading', { name: 'Choose a password.' })).toHaveCount(0);
  });
});
