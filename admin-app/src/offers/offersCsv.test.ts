import type { TAdminOfferListItem } from '@barterbits/contracts';
import { describe, expect, it } from 'vitest';
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
  it('keeps the columns in header order with readable labels and empty cells for missing values', () => {
    const csv = toOfferCsvRow(offer);
    expect(Object.keys(csv)).toEqual([
      'id',
      'title',
      'category',
      'status',
      'priceBits',
      'priceType',
      'city',
      'province',
      'sellerId',
      'sellerName',
      'sellerEmail',
      'photos',
      'reports',
      'openReports',
      'disabledReason',
      'createdAt',
      'publishedAt',
    ]);
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
});
