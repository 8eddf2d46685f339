import { makeMember } from './support/members.ts';
import { expect, test } from './support/test.ts';

/**
 * Help pages: the in-app FAQ (the Need Help popover's FAQ link) and /password, the password step of
 * an e-mail-first sign-in.
 */

test('the Need Help FAQ link opens the in-app FAQ; questions filter, open and deep-link', async ({
  page,
}) => {
  await page.goto('/sign-in');
  await page.getByRole('button', { name: 'Need Help' }).click();
  await page.getByRole('link', { name: 'FAQs' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();

  const search = page.getByRole('searchbox', { name: 'Search questions' });
  await search.fill('gift');
  await expect(page.getByText(/questions? match/)).toBeVisible();
  const question = page.getByRole('button', { name: 'How do I give BITS as a gift?' });
  await expect(question).toBeVisible();
  await expect(page.getByRole('button', { name: 'How does a barter work?' })).toBeHidden();
  await question.click();
  await expect(page.getByRole('region', { name: 'How do I give BITS as a gift?' })).toBeVisible();

  await search.fill('zzzz no such words');
  await expect(page.getByText('No questions match.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(search).toHaveValue('');

  // A deep link opens its question; a visitor's feedback link goes to the guest form.
  await page.goto('/faq#pin');
  await expect(page.getByRole('button', { name: /PIN/ }).first()).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('link', { name: 'Send feedback' })).toHaveAttribute('href', '/guest-feedback');
});

test('a device that asks for less motion gets no transitions and no ripples', async ({ page }) => {
  const popoverTransition = async () => {
    await page.getByRole('button', { name: 'Need Help' }).click();
    const dialog = page.getByRole('dialog', { name: 'Need Help?' });
    await expect(dialog).toBeVisible();
    const durations = await dialog.evaluate((el) => getComputedStyle(el).transitionDuration.split(', '));
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    return durations;
  };
  await page.goto('/sign-in');
  expect((await popoverTransition()).some((d) => d !== '0s')).toBe(true);
  await expect(page.locator('.MuiTouchRipple-root').first()).toBeAttached();

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.reload();
  expect((await popoverTransition()).every((d) => d === '0s')).toBe(true);
  await expect(page.locator('.MuiTouchRipple-root')).toHaveCount(0);
});

test('/password signs a member in with the e-mail it was given, and offers a reset for it', async ({
  page,
  request,
}) => {
  const member = await makeMember(request, 'Paula', 'Step', { prefix: 'pwstep', password: 'PwStep#2026' });

  await page.goto('/password');
  await expect(page).toHaveURL(/\/sign-in$/);

  await page.goto(`/password?email=${encodeURIComponent(member.email)}`);
  await expect(page.getByRole('heading', { name: 'Enter your password' })).toBeVisible();
  await expect(page.getByTestId('password-step-email')).toContainText(member.email);

  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forget-password$/);
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(member.email);
  await page.goBack();

  const password = page.getByRole('textbox', { name: 'Password', exact: true });
  await password.fill('Wrong#Pass1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /password|credentials/i })).toBeVisible();
  await password.fill(member.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/$/);
});
