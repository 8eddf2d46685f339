/**
 * No 500 on any input: a NUL character or an unpaired surrogate anywhere in a
 * body, query or path parameter (values and keys) is a 400 naming the field, and changes nothing;
 * numbers from query strings and bodies refuse '', `true`, hex and exponents instead of coercing
 * them to 0, 1 or 16.
 */
import { randomUUID } from 'node:crypto';
import {
  ONBOARDING_MESSAGES,
  SAFE_TEXT_MESSAGES,
  OFFER_SEARCH_MESSAGES as SM,
  VALIDATION_MESSAGES,
} from '@barterbits/contracts';
import { count } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  adminAuditLog,
  barterRequests,
  businessCategories,
  gifts,
  paymentCards,
  userBusinessCategories,
  walletTransactions,
} from '../../src/db/schema.ts';
import { ADMIN, BUSINESS, bearer, build, freshIp, login, MEMBER, OTHER_MEMBER } from '../helper.ts';
import { loadBits } from './ledger-helpers.ts';
import { card, newMember } from './membership-helpers.ts';
import { COMPLETE_OFFERS, publishedOfferId } from './offer-helpers.ts';

const app = await build({ config: { enableTestApi: true } });
const db = app.database.db;

const alex = await login(app, MEMBER);
const sam = await login(app, OTHER_MEMBER);
const maple = await login(app, BUSINESS);
const admin = await login(app, ADMIN, 'ADMIN');
const A = bearer(alex.accessToken);
const M = bearer(maple.accessToken);
const ADM = bearer(admin.accessToken);
// Real funds and a real offer, so only the text stands between each request and the database.
await loadBits(db, alex.user.id, 10_000);
const mapleOffer = await publishedOfferId(app, COMPLETE_OFFERS.Product, M);

const withKey = (headers: InjectOptions['headers']) => ({
  ...headers,
  'idempotency-key': `st-${randomUUID()}`,
});

/** Row counts of every table these requests could write to. */
async function snapshot() {
  const tables = {
    adminAuditLog,
    barterRequests,
    businessCategories,
    gifts,
    paymentCards,
    userBusinessCategories,
    walletTransactions,
  };
  const out: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    out[name] = Number((await db.select({ n: count() }).from(table))[0]!.n);
  }
  return out;
}

/** Sends the request; expects a 400 VALIDATION_FAILED carrying `message` at `path`, and no change. */
async function expectRefused(req: InjectOptions, path: string, message: string) {
  const before = await snapshot();
  const res = await app.inject({ remoteAddress: freshIp(), ...req });
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toMatchObject({
    code: 'VALIDATION_FAILED',
    message,
    fieldErrors: { [path]: [message] },
  });
  expect(await snapshot()).toEqual(before);
}

const nul = (field: string) => `${SAFE_TEXT_MESSAGES.nul} (field: ${field}).`;
const invalid = (field: string) => `${SAFE_TEXT_MESSAGES.invalidCharacter} (field: ${field}).`;

/** Each case: what it probes, the request, and the field and message of the refusal. */
const REFUSED: [string, InjectOptions, string, string][] = [
  [
    'public duplicate check: NUL in the query value',
    { method: 'GET', url: '/v1/user/duplicate-check?field=userName&value=alex%00m24' },
    'value',
    nul('value'),
  ],
  [
    'offer search: NUL in the search text',
    { method: 'GET', url: '/v1/offer/search-offer?q=cake%00', headers: A },
    'q',
    nul('q'),
  ],
  [
    'NUL in a query key',
    { method: 'GET', url: '/v1/offer/search-offer?q%00=cake', headers: A },
    'q\\u0000',
    nul('q\\u0000'),
  ],
  [
    'gift: NUL in the message',
    {
      method: 'POST',
      url: '/v1/gift',
      headers: withKey(A),
      payload: {
        recipientEmail: OTHER_MEMBER.email,
        amountCents: 100,
        message: 'Thanks\u0000',
        pin: '2468',
      },
    },
    'message',
    nul('message'),
  ],
  [
    'barter request: NUL in the note',
    {
      method: 'POST',
      url: '/v1/purchase/barter-request',
      headers: withKey(M),
      payload: { buyerId: alex.user.id, offerId: mapleOffer, amountCents: 100, note: 'a\u0000b' },
    },
    'note',
    nul('note'),
  ],
  [
    'barter refund: a lone high surrogate in the reason',
    {
      method: 'POST',
      url: '/v1/purchase/barter-refund',
      headers: withKey(M),
      payload: { requestId: randomUUID(), amountCents: 100, reason: 'broken \ud800' },
    },
    'reason',
    invalid('reason'),
  ],
  [
    'admin wallet: NUL in the reason',
    {
      method: 'POST',
      url: '/v1/wallet/transaction',
      headers: withKey(ADM),
      payload: { userId: sam.user.id, kind: 'REWARD', amountCents: 100, reason: 'bonus\u0000' },
    },
    'reason',
    nul('reason'),
  ],
  [
    'category name: a lone low surrogate',
    { method: 'POST', url: '/v1/user/business/category', headers: ADM, payload: { name: 'Bakery \udc00' } },
    'name',
    invalid('name'),
  ],
  [
    'a path parameter',
    { method: 'GET', url: '/v1/places/details/abc%00def', headers: A },
    'placeId',
    nul('placeId'),
  ],
  [
    'an object key, even one the schema would drop',
    {
      method: 'POST',
      url: '/v1/user/business/category',
      headers: ADM,
      payload: { name: 'Key Bakery', 'extra\u0000': 1 },
    },
    'extra\\u0000',
    nul('extra\\u0000'),
  ],
  [
    'nested in arrays',
    {
      method: 'POST',
      url: '/v1/user/business/category',
      headers: ADM,
      payload: { name: 'Nested Bakery', extra: [{ tags: ['ok', '\ud800'] }] },
    },
    'extra.0.tags.1',
    invalid('extra.0.tags.1'),
  ],
];

describe('a NUL character or a lone surrogate is a 400 naming the field, and changes nothing', () => {
  it.each(REFUSED)('%s', (_what, req, path, message) => expectRefused(req, path, message));
  it('input nested deeper than the limit', async () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 200; i++) deep = [deep];
    const before = await snapshot();
    const res = await app.inject({
      method: 'POST',
      url: '/v1/user/business/category',
      headers: ADM,
      payload: { name: 'Deep Bakery', extra: deep },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toMatch(new RegExp(`^${SAFE_TEXT_MESSAGES.tooDeep}`));
    expect(await snapshot()).toEqual(before);
  });

  it('a French request is refused in French, the field still named', async () => {
    for (const [name, message] of [
      ['Bad\u0000Bakery', 'Le texte ne peut pas contenir le caractère NUL (champ\u00a0: name).'],
      ['Bad\uD800Bakery', 'Le texte contient un caractère non valide (champ\u00a0: name).'],
    ]) {
      const before = await snapshot();
      const res = await app.inject({
        method: 'POST',
        url: '/v1/user/business/category',
        headers: { ...ADM, 'accept-language': 'fr-CA' },
        payload: { name },
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ message, fieldErrors: { name: [message] } });
      expect(await snapshot()).toEqual(before);
    }
  });

  it('emoji and other valid surrogate pairs are accepted', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/v1/user/business/category',
      headers: ADM,
      payload: { name: 'Pizza 🍕 𝄞' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.name).toBe('Pizza 🍕 𝄞');
  });
});

describe('numbers from query strings and bodies are never coerced from "", true, hex or exponents', () => {
  it('an empty offset or lat/lng in a search is refused, not read as 0', async () => {
    await expectRefused(
      { method: 'GET', url: '/v1/offer/search-offer?offset=', headers: A },
      'offset',
      SM.offset,
    );
    await expectRefused(
      { method: 'GET', url: '/v1/offer/search-offer?lat=&lng=', headers: A },
      'lat',
      SM.latLng,
    );
  });

  it('an empty, hex or exponent limit is refused with a clear message', async () => {
    const message = 'Must be a whole number from 1 to 50.';
    for (const limit of ['', '%20', '0x10', '1e1', 'Infinity']) {
      await expectRefused(
        { method: 'GET', url: `/v1/places/autocomplete?input=toronto&limit=${limit}`, headers: A },
        'limit',
        message,
      );
    }
    await expectRefused(
      { method: 'GET', url: '/v1/wallet/transaction-history?offset=', headers: A },
      'offset',
      'Must be a whole number from 0 to 1000000.',
    );
  });

  it('parentId: true does not become category 1', async () => {
    await expectRefused(
      {
        method: 'POST',
        url: '/v1/user/business/sub-category',
        headers: ADM,
        payload: { name: 'True Child', parentId: true },
      },
      'parentId',
      VALIDATION_MESSAGES.required,
    );
    await expectRefused(
      {
        method: 'POST',
        url: '/v1/user/business/sub-category',
        headers: ADM,
        payload: { name: 'Str', parentId: '1' },
      },
      'parentId',
      VALIDATION_MESSAGES.required,
    );
  });

  it('category ids beyond PostgreSQL integer are a 400, not a 500', async () => {
    const huge = '99999999999';
    await expectRefused(
      {
        method: 'POST',
        url: '/v1/user/business/sub-category',
        headers: ADM,
        payload: { name: 'Far', parentId: Number(huge) },
      },
      'parentId',
      ONBOARDING_MESSAGES.parentNotFound,
    );
    await expectRefused(
      { method: 'GET', url: `/v1/user/business/category/${huge}`, headers: ADM },
      'id',
      'The category id must be a positive whole number.',
    );
    await expectRefused(
      { method: 'DELETE', url: `/v1/user/business/category?categoryIds=${huge}`, headers: ADM },
      'categoryIds',
      'categoryIds must be at most 100 positive ids.',
    );
  });

  it("a business's category ids beyond PostgreSQL integer are a 400, not a 500", async () => {
    await expectRefused(
      {
        method: 'PUT',
        url: '/v1/user/business/categories',
        headers: M,
        payload: { categoryIds: [99999999999] },
      },
      'categoryIds.0',
      'The category id must be a positive whole number.',
    );
  });

  it('a card expiry month of true is not January', async () => {
    const m = await newMember(app, 'COMPLETED');
    await expectRefused(
      {
        method: 'POST',
        url: '/v1/payment/cards',
        headers: m.headers,
        payload: card(undefined, { expMonth: true }),
      },
      'expMonth',
      VALIDATION_MESSAGES.monthRange,
    );
  });
});
