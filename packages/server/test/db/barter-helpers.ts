/** Barters of the db suites: a seller's request accepted by the buyer with their PIN, through the API. */
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { type As, call, testIdempotencyKey } from '../helper.ts';
import { loadBits } from './ledger-helpers.ts';

export interface BarterParties {
  app: FastifyInstance;
  seller: As;
  buyer: As;
  buyerId: string;
  offerId: string;
  pin: string;
}

/**
 * The buyer is loaded with `cents` BITS, the seller asks them for `cents` for the offer and the buyer accepts
 * with the PIN (held for the buyer's protection unless the app's BARTER_HOLD_DAYS is 0): the barter's id.
 */
export async function acceptedBarter(p: BarterParties, cents: number): Promise<string> {
  await loadBits(p.app.database.db, p.buyerId, BigInt(cents));
  const created = await call(p.app, 'createBarterRequest', {
    as: p.seller,
    body: { buyerId: p.buyerId, offerId: p.offerId, amountCents: cents },
    idempotencyKey: testIdempotencyKey(),
  });
  expect(created.statusCode, created.body).toBe(200);
  const id = created.json().data.id as string;
  const accepted = await call(p.app, 'confirmBarterRequest', {
    as: p.buyer,
    body: { requestId: id, accept: true, pin: p.pin },
    idempotencyKey: testIdempotencyKey(),
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return id;
}
