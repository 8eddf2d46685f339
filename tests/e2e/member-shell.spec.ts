import { DEFAULT_BRAND, ERROR_MESSAGES } from '@barterbits/contracts';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';

/** Seeded demo member: personal account, onboarding completed. */
const ALEX = { email: 'alex@demo.barterbits.ca', password: 'BarterDemo#1', firstName: 'Alex' };

const signIn = async (page: Page, email = ALEX.email, password = ALEX.password) => {
  await page.goto('/sign-in');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
};

const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

test.describe('member shell', () => {
  test('a member signs in, uses the shell and logs out', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await signIn(page);

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: `Welcome back, ${ALEX.firstName}` })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'BarterBits' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();

    // The navigation panel is open by default with the main sections.
    const nav = mainNavigation(page);
    await expect(nav).toBeVisible();
    for (const label of [
      'Home',
      'Offers',
      'My Offers',
      'My Wallet',
      'Find Members',
      'Chat',
      'Notifications',
      'My Profile',
      'Feedback',
    ]) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );

    // Collapse and re-open it.
    await page.getByRole('button', { name: 'Collapse navigation' }).click();
    await expect(nav).toBeHidden();
    await page.getByRole('button', { name: 'Expand navigation' }).click();
    await expect(nav).toBeVisible();

    // A section link leads to its page; the logo leads home.
    await nav.getByRole('link', { name: 'My Wallet' }).click();
    await expect(page).toHaveURL(/\/my-wallet$/);
    await expect(page.getByRole('heading', { name: 'My Wallet' })).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: 'BarterBits' }).click();
    await expect(page).toHaveURL(/\/$/);

    // A signed-in member visiting /sign-in goes home.
    await page.goto('/sign-in');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: `Welcome back, ${ALEX.firstName}` })).toBeVisible();

    // Need Help: the support e-mail, copied to the clipboard, and the FAQs link.
    await page.getByRole('button', { name: 'Need Help' }).click();
    const help = page.getByRole('dialog', { name: 'Need Help?' });
    await expect(help).toBeVisible();
    await expect(help.getByText(DEFAULT_BRAND.supportEmail)).toBeVisible();
    await expect(help.getByRole('link', { name: 'FAQs' })).toHaveAttribute('href', DEFAULT_BRAND.faqUrl);
    await help.getByRole('button', { name: 'Copy email' }).click();
    await expect(help.getByText('Email Copied!!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(DEFAULT_BRAND.supportEmail);
    await page.keyboard.press('Escape');
    await expect(help).toBeHidden();

    // Logout: back on /sign-in, the session cookies gone, and the shell is closed to us.
    expect((await context.cookies()).map((c) => c.name)).toEqual(
      expect.arrayContaining(['accessToken', 'refreshToken']),
    );
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
    await expect(page.getByRole('alert').filter({ hasText: 'Signed out.' })).toBeVisible();
    const names = (await context.cookies()).map((c) => c.name);
    expect(names).not.toContain('accessToken');
    expect(names).not.toContain('refreshToken');
    expect(names).not.toContain('lastActive');
    expect(await page.evaluate(() => localStorage.getItem('bb.user'))).toBeNull();
    await page.goto('/');
    await expect(page).toHaveURL(/\/sign-in$/);
  });

  test('a wrong password shows the server message', async ({ page }) => {
    await signIn(page, ALEX.email, 'NotThePassword#9');
    await expect(page.getByRole('alert')).toHaveText(ERROR_MESSAGES.invalidCredentials);
    await expect(page).toHaveURL(/\/sign-in$/);
  });

  test('the form checks the fields before calling the server', async ({ page }) => {
    await page.goto('/sign-in');
    await page.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Invalid email format.')).toBeVisible();
    await expect(page.getByText('Required field.')).toBeVisible();
  });

  test('an unknown path shows the 404 page whose Home button goes home', async ({ page }) => {
    await signIn(page);
    await expect(page.getByRole('heading', { name: `Welcome back, ${ALEX.firstName}` })).toBeVisible();

    // A fresh load: the stored session is restored by loading the profile.
    await page.goto('/no-such-page/anywhere');
    await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
    await expect(page.getByText(ERROR_MESSAGES.notFoundPage)).toBeVisible();
    await page.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: `Welcome back, ${ALEX.firstName}` })).toBeVisible();
    // Full-screen pages have no navbar.
    await page.goto('/create-offer');
    await expect(page.getByRole('heading', { name: 'Create an offer' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(mainNavigation(page)).toHaveCount(0);
  });

  test('a deep link to a member page while signed out leads to sign-in', async ({ page }) => {
    await page.goto('/my-offers');
    await expect(page).toHaveURL(/\/sign-in$/);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  });

  test('an application chunk that fails to load shows a reload page', async ({ page }) => {
    await page.route('**/assets/main-app-*.js', (route) => route.abort());
    await page.goto('/offers');
    await expect(page.getByRole('heading', { name: 'We could not load BarterBits' })).toBeVisible();
    await page.unroute('**/assets/main-app-*.js');
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  });

  test.describe('at phone width', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the navigation panel is closed and opens from the menu button', async ({ page }) => {
      await signIn(page);
      await expect(page.getByRole('heading', { name: `Welcome back, ${ALEX.firstName}` })).toBeVisible();
      const nav = mainNavigation(page);
      await expect(nav).toBeHidden();

      await page.getByRole('button', { name: 'Expand navigation' }).click();
      await expect(nav).toBeVisible();
      await nav.getByRole('link', { name: 'My Offers' }).click();
      await expect(page).toHaveURL(/\/my-offers$/);
      await expect(page.getByRole('heading', { name: 'My Offers' })).toBeVisible();
      await expect(nav).toBeHidden();
    });
  });
});
