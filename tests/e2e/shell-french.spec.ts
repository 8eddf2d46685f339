/**
 * The signed-in frame in Canadian French at 375 px: a member whose account reads in French gets the
 * navigation, home, the notices and their settings, the FAQ and the 404 page in French, none wider than the
 * phone, and switches to English from the navbar.
 */
import { makeMember, signedIn } from './support/members.ts';
import { expectNoHorizontalOverflow } from './support/page-checks.ts';
import { expect, test } from './support/test.ts';

test.describe('the member frame in French on a phone', () => {
  test('home, navigation, notices, settings and the FAQ read in French without overflow', async ({
    request,
  }) => {
    const member = await makeMember(request, 'Elodie', 'Roy', {
      prefix: 'shell.fr',
      password: 'Troc#Demo2026',
      language: 'fr-CA',
    });
    const page = await signedIn(member);
    await page.setViewportSize({ width: 375, height: 812 });

    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await expect(
      page.getByRole('heading', { level: 1, name: /^(Bienvenue|Bon retour), Elodie$/ }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Besoin d’aide' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menu du compte' })).toBeVisible();
    await expectNoHorizontalOverflow(page, 'home in French');

    await page.getByRole('button', { name: 'Déployer la navigation' }).click();
    const nav = page.getByRole('navigation', { name: 'Navigation principale' });
    await expect(nav.getByRole('link', { name: 'Accueil' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Mes offres' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Mon portefeuille' })).toBeVisible();
    await nav.getByRole('link', { name: 'Notifications' }).click();

    await expect(page).toHaveURL(/\/notification$/);
    await expect(page.getByText('Vous n’avez encore aucune notification.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Tout marquer comme lu' })).toBeDisabled();
    await expectNoHorizontalOverflow(page, 'notifications in French');

    await page.getByRole('link', { name: 'Paramètres' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Paramètres des notifications' })).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Courriel pour Cadeaux' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Enregistrer les distances' })).toBeVisible();
    await expectNoHorizontalOverflow(page, 'notification settings in French');

    await page.goto('/faq#bits');
    await expect(page.getByRole('heading', { level: 1, name: 'Foire aux questions' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Que sont les BITS™\u00a0?' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await page.getByRole('searchbox', { name: 'Chercher dans les questions' }).fill('recharger');
    await expect(page.getByText('1 question correspond.')).toBeVisible();
    await expectNoHorizontalOverflow(page, 'the FAQ in French');

    // The navbar's switcher names the other language; the frame follows at once.
    await page.goto('/');
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome( back)?, Elodie$/ })).toBeVisible();
  });
});
