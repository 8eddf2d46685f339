/**
 * Offers in Canadian French at 375 px: a member reading in French finds offers (the search page, its
 * filters and an offer) and starts an offer in the editor, every page in French and none wider than the
 * phone. The member is one of the spec's own, with a French account, so the demo accounts keep their language.
 */
import { auth, makeMember, ok, signedIn } from './support/members.ts';
import { expectNoHorizontalOverflow } from './support/page-checks.ts';
import { expect, test } from './support/test.ts';

test.describe('offers in French on a phone', () => {
  test('search, an offer and the editor read in French without overflow', async ({ request }) => {
    const password = 'Troc#Demo2026';
    const buyer = await makeMember(request, 'Chloe', 'Tremblay', { prefix: 'offers.fr', password });
    const seller = await makeMember(request, 'Marc', 'Gagnon', { prefix: 'offers.fr', password });
    // The account reads in French (set as the member would in their profile).
    await ok(
      await request.patch('/v1/user/language', { headers: auth(buyer.token), data: { language: 'fr-CA' } }),
    );

    // The seller's listed offer (at their general location), to find and open.
    const title = `Vélo de route ${Date.now()}`;
    const created = await ok(
      await request.post('/v1/offer', {
        headers: auth(seller.token),
        data: {
          category: 'Product',
          title,
          description: 'Un vélo de route léger, bien entretenu.',
          priceType: 'Fixed',
          priceCents: 12_345,
          details: { condition: 'LIKE_NEW', quantity: 1 },
        },
      }),
    );
    const id = created.data.id as string;
    await ok(
      await request.patch('/v1/offer', {
        headers: auth(seller.token),
        data: { offerId: id, status: 'ACTIVE', user: 'MEMBER' },
      }),
    );

    // Signed in, the account's language wins: the app reads in French.
    const page = await signedIn(buyer);
    await page.setViewportSize({ width: 375, height: 812 });

    await page.goto(`/search-product?q=${encodeURIComponent(title)}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await expect(page.getByRole('heading', { level: 1, name: 'Rechercher des offres' })).toBeVisible();
    await page.getByRole('button', { name: 'Filtres' }).click();
    await expect(page.getByRole('combobox', { name: 'Trier par' })).toBeVisible();
    await expect(page.getByText('1 offre', { exact: true })).toBeVisible();
    await expectNoHorizontalOverflow(page, '/search-product in French');

    await page.goto(`/offers?offerId=${id}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('123,45\u00a0BITS™')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Détails\u00a0: Produits' })).toContainText('Comme neuf');
    await expect(page.getByRole('link', { name: 'Signaler l’offre' })).toBeVisible();
    await expectNoHorizontalOverflow(page, 'an offer in French');

    await page.goto('/create-offer?step=1');
    await expect(page.getByRole('heading', { level: 1, name: 'Créer une offre' })).toBeVisible();
    await expect(page.getByText('Qu’offrez-vous\u00a0?')).toBeVisible();
    await page.getByRole('button', { name: 'Suivant' }).click();
    await expect(page.getByText(/Veuillez choisir une catégorie/)).toBeVisible();
    await page.getByRole('radio', { name: /Locations de vacances/ }).check();
    await page.getByRole('button', { name: 'Suivant' }).click();
    await expect(page.getByRole('textbox', { name: 'Titre' })).toBeVisible();
    await expect(page.getByText('Détails\u00a0: Locations de vacances')).toBeVisible();
    await expectNoHorizontalOverflow(page, 'the offer editor in French');
    await page.close();

    // The seller's own pages, in French too.
    await ok(
      await request.patch('/v1/user/language', { headers: auth(seller.token), data: { language: 'fr-CA' } }),
    );
    const own = await signedIn(seller);
    await own.setViewportSize({ width: 375, height: 812 });
    await own.goto('/my-offers');
    await expect(own.getByRole('heading', { level: 1, name: 'Mes offres' })).toBeVisible();
    await expect(own.getByRole('tab', { name: 'Actives (1)' })).toHaveAttribute('aria-selected', 'true');
    await expect(own.getByRole('link', { name: 'Créer une offre' })).toBeVisible();
    await expectNoHorizontalOverflow(own, '/my-offers in French');
    await own
      .getByRole('link', { name: new RegExp(title) })
      .first()
      .click();
    await expect(own.getByRole('group', { name: 'Actions sur l’offre' })).toBeVisible();
    await expect(own.getByRole('button', { name: 'Mettre en pause' })).toBeVisible();
    await expect(own.getByRole('region', { name: 'Activité' })).toBeVisible();
    await expectNoHorizontalOverflow(own, 'the own offer in French');
    await own.close();
  });
});
