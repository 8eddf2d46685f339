import type { TAdminOfferListItem } from '@barterbits/contracts';
import { describe, expect, it } from 'vitest';
import { createI18nProvider, loadMessages } from '../i18n/provider.ts';
import type { Translate } from '../i18n/useT.ts';
import { listCsv } from '../layout/csvExport.tsx';
import { toOfferCsvRow } from './offersCsv.ts';

const offer: TAdminOfferListItem = {
  id: '22222222-2222-4222-8222-222222222222',
  userId: '11111111-1111-4111-8111-111111111111',
  title: 'Mountain bike',
  description: 'A well kept bike.',
  category: 'Product',
  priceCents: 123_450,
  priceType: 'Fixed',
  status: 'DISABLED',
  previousStatus: 'ACTIVE',
  details: { condition: 'GOOD', quantity: 1 },
  city: 'Toronto',
  province: null,
  latitude: 43.65,
  longitude: -79.38,
  videoUrl: null,
  photos: [],
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-02T00:00:00.000Z',
  publishedAt: null,
  statusChangedAt: '2025-01-02T00:00:00.000Z',
  disabledReason: 'Counterfeit goods',
  seller: {
    id: '11111111-1111-4111-8111-111111111111',
    displayName: 'Alex Martin',
    email: 'alex@demo.barterbits.ca',
  },
  openReports: 0,
  reports: 2,
};

describe('toOfferCsvRow', () => {
  it('heads the columns with their labels, with readable values and empty cells for missing ones', () => {
    const csv = toOfferCsvRow(offer);
    expect(listCsv('offers', [csv]).split('\r\n')[0]).toBe(
      'ID,Title,Category,Status,Price (BITS),Price type,City,Province,Seller ID,Seller name,Seller email,Photos,Reports,Open reports,Disabled because,Created,Published',
    );
    expect(csv).toMatchObject({
      status: 'Disabled',
      priceBits: '1234.50',
      province: '',
      publishedAt: '',
      sellerEmail: 'alex@demo.barterbits.ca',
      reports: 2,
      disabledReason: 'Counterfeit goods',
    });
  });

  it('leaves the price empty for "See Description" offers without a price', () => {
    expect(toOfferCsvRow({ ...offer, priceCents: null, priceType: 'See Description' })).toMatchObject({
      priceBits: '',
      priceType: 'See Description',
    });
  });

  it('reads in French in the French console: the header and the status; the price stays a number', async () => {
    await loadMessages('fr-CA');
    const french = createI18nProvider('fr-CA');
    const t: Translate = (key, values) => french.translate(key, values);
    const row = toOfferCsvRow(offer, t);
    expect(row).toMatchObject({ status: 'Bloquée', priceBits: '1234.50', createdAt: offer.createdAt });
    expect(listCsv('offers', [row], t).split('\r\n')[0]).toBe(
      'Identifiant,Titre,Catégorie,Statut,Prix (BITS),Type de prix,Ville,Province,Identifiant du vendeur,Nom du vendeur,Courriel du vendeur,Photos,Signalements,Signalements ouverts,Désactivée parce que,Création,Publication',
    );
  });
});
