/** Barters of the db suites: a seller's request accepted by the buyer with their PIN, through the API. */
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import {
  type As,
  BUSINESS,
  bearer,
  build,
  call,
  login,
  MEMBER,
  OTHER_MEMBER,
  testIdempotencyKey,
} from '../helper.ts';
import { loadBits, userIdOf } from './ledger-helpers.ts';
import { COMPLETE_OFFERS, publishedOfferId } from './offer-helpers.ts';

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

/**
 * The held-barter suites' world, on an app of its own with `holdDays` of buyer protection: alex buys from
 * maple (Maple Leaf Bakery, with a published offer), sam is a member of neither barter; `paid(cents)` is a
 * barter maple asks and alex accepts with the PIN.
 */
export async function heldBarterWorld(holdDays: number) {
  const app = await build({ config: { barterHoldDays: holdDays } });
  const db = app.database.db;
  const alex = await userIdOf(db, MEMBER.email);
  const maple = await userIdOf(db, BUSINESS.email);
  const A = bearer((await login(app, MEMBER)).accessToken);
  const M = bearer((await login(app, BUSINESS)).accessToken);
  const S = bearer((await login(app, OTHER_MEMBER)).accessToken);
  const mapleOffer = await publishedOfferId(app, COMPLETE_OFFERS.Product, M);
  const PIN = '2468';
  const paid = (cents = 1_000) =>
    acceptedBarter({ app, seller: M, buyer: A, buyerId: alex, offerId: mapleOffer, pin: PIN }, cents);
  return { app, db, alex, maple, A, M, S, mapleOffer, PIN, paid };
}
