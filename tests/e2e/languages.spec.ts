/**
 * The signed-out pages in Canadian French: a browser set to French gets /sign-in prerendered in French and
 * taken over (hydrated) by the app in French; the switcher in the card's footer changes the language, and
 * the choice (the bb_lang cookie) survives a reload; an account made in French reads in French.
 */
import type { Page } from '@playwright/test';
import { ALEX } from './support/auth.ts';
import { expect, test } from './support/test.ts';

/** Errors the page reports (uncaught, or logged as errors), e.g. a hydration that did not match. */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  return errors;
}

/** Remembers the first h1 the document holds (the prerendered one); the check tells whether it is still on screen. */
async function firstHeadingKept(page: Page): Promise<() => Promise<boolean>> {
  await page.addInitScript(() => {
    new MutationObserver((_changes, observer) => {
      const found = document.querySelector('h1');
      if (found) {
        (window as unknown as { firstHeading: Element }).firstHeading = found;
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return () =>
    page.evaluate(
      () => (window as unknown as { firstHeading?: Element }).firstHeading === document.querySelector('h1'),
    );
}

test.describe('a browser in French', () => {
  test.use({ locale: 'fr-CA' });

  test('gets /sign-in in French, taken over without a redraw, and the form works', async ({ page }) => {
    const errors = errorsOf(page);
    const kept = await firstHeadingKept(page);
    await page.goto('/sign-in');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Courriel' })).toBeFocused();
    await expect(page.getByRole('link', { name: 'Mot de passe oublié\u00a0?' })).toBeVisible();
    // The shared pieces every page shows read in French too: Need Help and its popover.
    await expect(page.getByRole('button', { name: 'Besoin d’aide' })).toBeVisible();
    // Interactive once hydrated: the eye button shows the password.
    const password = page.getByRole('textbox', { name: 'Mot de passe', exact: true });
    await password.fill('Wrong#Password1');
    await page.getByRole('button', { name: 'Afficher le champ «\u00a0mot de passe\u00a0»' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    expect(await kept(), 'the heading on screen is the prerendered element').toBe(true);
    // The language came from the browser's own list: nothing is stored, so a later change of that list counts.
    expect((await page.context().cookies()).map((c) => c.name)).not.toContain('bb_lang');
    // A field left wrong: the contracts' message, in French.
    await page.getByRole('textbox', { name: 'Courriel' }).fill('not-an-address');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByText('Format de courriel invalide.')).toBeVisible();
    // No error so far (a hydration that did not match would have logged one).
    expect(errors).toEqual([]);
    // A wrong password: the server's refusal (the browser logs the 401 itself).
    await page.getByRole('textbox', { name: 'Courriel' }).fill(ALEX.email);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByRole('alert')).not.toBeEmpty();
    await expect(page).toHaveURL(/\/sign-in$/);
  });

  test('the switcher changes to English, and the choice survives a reload', async ({ page }) => {
    const errors = errorsOf(page);
    await page.goto('/sign-in');
    await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
    const toEnglish = page.getByRole('button', { name: 'English' });
    await expect(toEnglish).toHaveAttribute('lang', 'en-CA');
    await toEnglish.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
    await expect(page.getByRole('button', { name: 'Français' })).toHaveAttribute('lang', 'fr-CA');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    // The English page was sent (bb_lang), and the app took it over.
    await expect(page.locator('#root')).not.toHaveAttribute('data-lang', 'fr-CA');
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
    // And back to French on the next page.
    await page.getByRole('button', { name: 'Français' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Créer un compte' })).toBeVisible();
    await expect(page.getByText('Au moins 8 caractères')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('signing up in French stores French for the account', async ({ page, request }) => {
    const errors = errorsOf(page);
    const email = `francophone.${Date.now()}@example.com`;
    const password = 'Troc#Demo2026';
    await page.goto('/sign-up');
    await expect(page.getByRole('heading', { level: 1, name: 'Créer un compte' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Courriel' }).fill(email);
    await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(password);
    await page
      .getByRole('textbox', { name: 'Confirmer le mot de passe', exact: true })
      .fill('Troc#Autre2026');
    await page.getByRole('button', { name: 'S’inscrire' }).click();
    await expect(page.getByText('Les mots de passe doivent correspondre.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Confirmer le mot de passe', exact: true }).fill(password);
    await page.getByRole('button', { name: 'S’inscrire' }).click();
    await expect(page).toHaveURL(/\/email-verification$/);

    const login = await request.post('/v1/user/login', { data: { email, password, portal: 'MEMBER' } });
    expect(login.ok(), await login.text()).toBe(true);
    expect((await login.json()).data.user.language).toBe('fr-CA');
    expect(errors).toEqual([]);
  });

  test('/forget-password reads in French', async ({ page }) => {
    await page.goto('/forget-password');
    await expect(page.getByRole('heading', { level: 1, name: 'Mot de passe oublié\u00a0?' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Envoyer le lien' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'English' })).toBeVisible();
  });
});

test.describe('a French browser on an address that does not exist', () => {
  test.use({ locale: 'fr-CA' });

  test('gets the 404 page in French', async ({ page }) => {
    await page.goto('/no-such-page-here');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await expect(
      page.getByText('Comme un ours polaire dans une tempête de neige, nous ne trouvons pas cette page.'),
    ).toBeVisible();
    await expect(
      page.getByRole('link', { name: 'Accueil' }).or(page.getByRole('button', { name: 'Accueil' })),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Besoin d’aide' }).click();
    await expect(page.getByRole('dialog', { name: 'Besoin d’aide\u00a0?' })).toBeVisible();
    await page.keyboard.press('Escape');
    // Its own switcher: English at once.
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
    await expect(page.getByRole('button', { name: 'Français' })).toBeVisible();
  });

  test('a page outside the shell (here /check-email) has the switcher in its header', async ({ page }) => {
    await page.goto('/check-email');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
    await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
  });
});
