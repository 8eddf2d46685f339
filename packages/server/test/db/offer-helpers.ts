/** Shared helpers of the offer tests (offers, offer media, offer engagement). */
import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { call } from '../helper.ts';

type Headers = InjectOptions['headers'];

/** A complete, publishable offer of each category. */
export const COMPLETE_OFFERS = {
  Product: {
    category: 'Product',
    title: 'Mountain bike',
    description: 'A well kept 21-speed mountain bike.',
    priceType: 'Fixed',
    priceCents: 25_000,
    details: { condition: 'GOOD', quantity: 1 },
  },
  Services: {
    category: 'Services',
    title: 'Lawn mowing',
    description: 'Weekly lawn mowing and edging.',
    priceType: 'Hourly',
    priceCents: 3_500,
    details: { serviceArea: 'Downtown Toronto', serviceRadiusKm: 15 },
  },
  'Cars & Vehicles': {
    category: 'Cars & Vehicles',
    title: 'Honda Civic 2018',
    description: 'One owner, winter tires included.',
    priceType: 'See Description',
    details: {
      make: 'Honda',
      model: 'Civic',
      year: 2018,
      mileageKm: 84_000,
      transmission: 'AUTOMATIC',
      fuel: 'GAS',
    },
    videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  },
  'Vacation Rentals': {
    category: 'Vacation Rentals',
    title: 'Lakeside cottage',
    description: 'Cosy cottage on the lake, sleeps six.',
    priceType: 'Fixed',
    priceCents: 15_000,
    details: { guests: 6, bedrooms: 3, bathrooms: 1 },
  },
} as const;

/** POST /v1/offer as the member of `headers`: the new draft's id (the call must succeed). */
export async function createOfferId(app: FastifyInstance, body: unknown, headers: Headers): Promise<string> {
  const res = await call(app, 'createOffer', { as: headers, body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id;
}

/** A member's offer created and published (→ ACTIVE) by that member: its id. */
export async function publishedOfferId(
  app: FastifyInstance,
  body: unknown,
  headers: Headers,
): Promise<string> {
  const id = await createOfferId(app, body, headers);
  const res = await call(app, 'changeOfferStatus', {
    as: headers,
    body: { offerId: id, status: 'ACTIVE', user: 'MEMBER' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return id;
}
