import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { ALEX, apiLogin, newPage, signInMember } from './auth.ts';

/**
 * Members of a spec's own, made through the test API at the end of onboarding in Halifax (far from the
 * demo members, so the demo community stays as the other specs expect it).
 */
export interface Member {
  id: string;
  email: string;
  password: string;
  token: string;
  /** How other members see them: "First L." */
  name: string;
}

export const HALIFAX = { city: 'Halifax', province: 'Nova Scotia', latitude: 44.6488, longitude: -63.5752 };

/** The Authorization header of a member's access token. */
export const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Expects a successful answer and returns its JSON. */
export async function ok(res: Awaited<ReturnType<APIRequestContext['post']>>) {
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as { data: Record<string, unknown> };
}

/**
 * A COMPLETED member with a paid membership; `prefix` starts their e-mail address, `pin` (if given) is set
 * as their wallet PIN, `language` (default 'en-CA') is the language their account reads in ('fr-CA': their
 * e-mails and notices are French).
 */
export async function makeMember(
  request: APIRequestContext,
  firstName: string,
  lastName: string,
  opts: { prefix: string; password: string; pin?: string; userName?: string; language?: 'en-CA' | 'fr-CA' },
): Promise<Member> {
  // The name in the address without its accents ("Élise" → "elise"): an address takes ASCII letters only here.
  const local = firstName
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();
  const email = `${opts.prefix}.${local}.${randomUUID().slice(0, 8)}@example.com`;
  const made = await request.post('/v1/testing/users', {
    data: {
      email,
      password: opts.password,
      stage: 'COMPLETED',
      firstName,
      lastName,
      location: HALIFAX,
      membership: true,
      userName: opts.userName,
      language: opts.language,
    },
  });
  expect(made.ok(), await made.text()).toBe(true);
  const { token, id } = await apiLogin(request, { email, password: opts.password });
  if (opts.pin) {
    const pin = await request.post('/v1/user/set-pin', {
      data: { pin: opts.pin, confirmPin: opts.pin },
      headers: auth(token),
    });
    expect(pin.ok(), await pin.text()).toBe(true);
  }
  return { id, email, password: opts.password, token, name: `${firstName} ${lastName[0]}.` };
}

/** The seller's published Services offer in Halifax: its id. */
export async function publishedOffer(
  request: APIRequestContext,
  seller: Member,
  title: string,
): Promise<string> {
  const created = await ok(
    await request.post('/v1/offer', {
      headers: auth(seller.token),
      data: {
        category: 'Services',
        title,
        description: 'One afternoon of help, tools included.',
        priceType: 'Fixed',
        priceCents: 4_000,
        details: { serviceArea: 'Halifax', serviceRadiusKm: 10 },
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
  return id;
}

/** A browser context of its own, signed in as this member. */
export async function signedIn(who: Member): Promise<Page> {
  const page = await newPage();
  await signInMember(page, { email: who.email, password: who.password });
  return page;
}

/** A report of a review of alex (by a member who is neither party), so Reported reviews has a row. */
export async function reportAReviewOfAlex(request: APIRequestContext) {
  const alex = await apiLogin(request, ALEX);
  const reporter = { email: `a11y.review.reporter.${randomUUID()}@example.com`, password: 'Sandbox#Pass1' };
  const made = await request.post('/v1/testing/users', {
    data: { ...reporter, stage: 'COMPLETED', firstName: 'Rory', lastName: 'Reporter' },
  });
  expect(made.ok(), await made.text()).toBe(true);
  const headers = (await apiLogin(request, reporter)).headers;
  const list = await request.get(`/v1/review?userId=${alex.id}&isGiven=false&limit=1`, { headers });
  const reviewId = ((await list.json()) as { data: { id: string }[] }).data[0]?.id;
  expect(reviewId, 'alex has a review in the demo data').toBeTruthy();
  const reported = await request.post('/v1/review/report', {
    headers,
    data: { reviewId, reason: 'ITS_SPAM', details: 'Copied from another site' },
  });
  expect(reported.ok(), await reported.text()).toBe(true);
}

/**
 * The seller's barter request for `offerId`, accepted by the buyer with their PIN through the API: the BITS
 * are held for the buyer's protection (the product's default). Answers the request's id.
 */
export async function heldBarter(
  request: APIRequestContext,
  seller: Member,
  buyer: Member,
  offerId: string,
  amountCents: number,
  pin: string,
): Promise<string> {
  const made = await ok(
    await request.post('/v1/purchase/barter-request', {
      headers: { ...auth(seller.token), 'idempotency-key': randomUUID() },
      data: { buyerId: buyer.id, offerId, amountCents },
    }),
  );
  const requestId = made.data.id as string;
  await ok(
    await request.post('/v1/purchase/barter-request/confirmation', {
      headers: { ...auth(buyer.token), 'idempotency-key': randomUUID() },
      data: { requestId, accept: true, pin },
    }),
  );
  return requestId;
}
