/** Offers: create, edit, details, own list, status changes. */
import {
  ERROR_MESSAGES,
  MEMBER_CHANGEABLE_OFFER_STATUSES,
  OFFER_MESSAGES,
  OFFER_STATUSES,
  type OfferStatus,
  USER_STATUS_IDS,
  VALIDATION_MESSAGES,
} from '@barterbits/contracts';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/rows.ts';
import { offers, userProfiles } from '../../src/db/schema.ts';
import { canTransition, type OfferActor } from '../../src/modules/offers/transitions.ts';
import { canSeeOffer, isListed, listedSql } from '../../src/modules/offers/visibility.ts';
import { ADMIN, type As, bearer, build, call, login, MEMBER, OTHER_MEMBER, requests } from '../helper.ts';
import { newMember } from './membership-helpers.ts';
import { COMPLETE_OFFERS, createOfferId, publishedOfferId } from './offer-helpers.ts';

const app = await build({ config: { enableTestApi: true } });
const member = await login(app, MEMBER);
const other = await login(app, OTHER_MEMBER);
const admin = await login(app, ADMIN, 'ADMIN');
const asMember = bearer(member.accessToken);
const asOther = bearer(other.accessToken);
const asAdmin = bearer(admin.accessToken);
const { db } = app.database;

const COMPLETE = COMPLETE_OFFERS;

const http = requests(app);
const create = (body: unknown = COMPLETE.Product, as: As = asMember) => http.post('/v1/offer', as, body);
const createdId = (body: unknown = COMPLETE.Product, headers = asMember) => createOfferId(app, body, headers);
const patch = (payload: Record<string, unknown>, as: As = asMember) => http.patch('/v1/offer', as, payload);
const details = (id: string, as: As = asMember) => http.get(`/v1/offer/details/${id}`, as);
const put = (id: string, payload: unknown, as: As = asMember) => http.put(`/v1/offer/${id}`, as, payload);
const statusOf = async (id: string) =>
  (await db.select({ s: offers.status }).from(offers).where(eq(offers.id, id)))[0]?.s;
const countOffers = async () => (await db.select({ id: offers.id }).from(offers)).length;

const published = (body: unknown = COMPLETE.Product) => publishedOfferId(app, body, asMember);

describe('POST /offer', () => {
  it.each(Object.values(COMPLETE))('creates a $category draft with the member location', async (body) => {
    const res = await create(body);
    expect(res.statusCode, res.body).toBe(200);
    const offer = res.json().data;
    expect(res.json().message).toBe(OFFER_MESSAGES.created);
    expect(offer).toMatchObject({
      status: 'DRAFT',
      category: body.category,
      title: body.title,
      userId: member.user.id,
      city: 'Toronto',
      publishedAt: null,
    });
    expect(offer.details).toEqual(body.details);
    expect(offer.latitude).toBeTypeOf('number');
  });

  it('saves an incomplete draft with only category and title', async () => {
    const res = await create({ category: 'Vacation Rentals', title: 'Cabin' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'DRAFT',
      description: null,
      priceCents: null,
      details: {},
    });
  });

  it.each([
    [{ ...COMPLETE.Product, title: 'ab' }, 'title', OFFER_MESSAGES.titleMin],
    [{ ...COMPLETE.Product, title: 'x'.repeat(101) }, 'title', OFFER_MESSAGES.titleMax],
    [{ ...COMPLETE.Product, title: '' }, 'title', VALIDATION_MESSAGES.required],
    [{ ...COMPLETE.Product, description: 'x'.repeat(2001) }, 'description', OFFER_MESSAGES.descriptionMax],
    [{ ...COMPLETE.Product, category: 'Boats' }, 'category', OFFER_MESSAGES.category],
    [{ ...COMPLETE.Product, priceType: 'Weekly' }, 'priceType', OFFER_MESSAGES.priceType],
    [{ ...COMPLETE.Product, priceCents: 10.5 }, 'priceCents', VALIDATION_MESSAGES.decimals],
    [{ ...COMPLETE.Product, priceCents: -1 }, 'priceCents', VALIDATION_MESSAGES.positive],
    [{ ...COMPLETE.Product, videoUrl: 'https://vimeo.com/1' }, 'videoUrl', VALIDATION_MESSAGES.youtubeOnly],
    [{ ...COMPLETE.Product, latitude: 91 }, 'latitude', OFFER_MESSAGES.latitude],
    [
      { ...COMPLETE.Product, details: { condition: 'BROKEN' } },
      'details.condition',
      OFFER_MESSAGES.condition,
    ],
    [{ ...COMPLETE.Product, details: { quantity: 0 } }, 'details.quantity', OFFER_MESSAGES.quantity],
    [{ ...COMPLETE.Product, details: { quantity: 1001 } }, 'details.quantity', OFFER_MESSAGES.quantity],
    [
      { ...COMPLETE.Services, details: { serviceArea: 'x' } },
      'details.serviceArea',
      OFFER_MESSAGES.serviceArea,
    ],
    [
      { ...COMPLETE.Services, details: { serviceRadiusKm: 501 } },
      'details.serviceRadiusKm',
      OFFER_MESSAGES.serviceRadius,
    ],
    [{ ...COMPLETE['Cars & Vehicles'], details: { year: 1949 } }, 'details.year', OFFER_MESSAGES.year],
    [
      { ...COMPLETE['Cars & Vehicles'], details: { year: new Date().getFullYear() + 2 } },
      'details.year',
      OFFER_MESSAGES.year,
    ],
    [
      { ...COMPLETE['Cars & Vehicles'], details: { mileageKm: 2_000_001 } },
      'details.mileageKm',
      OFFER_MESSAGES.mileage,
    ],
    [
      { ...COMPLETE['Cars & Vehicles'], details: { transmission: 'CVT' } },
      'details.transmission',
      OFFER_MESSAGES.transmission,
    ],
    [{ ...COMPLETE['Cars & Vehicles'], details: { fuel: 'COAL' } }, 'details.fuel', OFFER_MESSAGES.fuel],
    [{ ...COMPLETE['Vacation Rentals'], details: { guests: 0 } }, 'details.guests', OFFER_MESSAGES.guests],
    [
      { ...COMPLETE['Vacation Rentals'], details: { bedrooms: 51 } },
      'details.bedrooms',
      OFFER_MESSAGES.bedrooms,
    ],
    [
      { ...COMPLETE['Vacation Rentals'], details: { bathrooms: 1.5 } },
      'details.bathrooms',
      OFFER_MESSAGES.bathrooms,
    ],
  ])('refuses bad input %#: %s → 400 and creates nothing', async (body, field, message) => {
    const before = await countOffers();
    const res = await create(body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    expect(res.json().fieldErrors[field]).toContain(message);
    expect(await countOffers()).toBe(before);
  });

  it('needs an active membership: SUBSCRIPTION_REQUIRED for a member without one', async () => {
    const m = await newMember(app, 'COMPLETED');
    const res = await create(COMPLETE.Product, m.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'SUBSCRIPTION_REQUIRED',
      message: ERROR_MESSAGES.subscriptionRequired,
    });
  });

  it('needs a completed onboarding', async () => {
    const m = await newMember(app, 'SUBSCRIPTION');
    const res = await create(COMPLETE.Product, m.headers);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('ONBOARDING_STAGE');
  });

  it('is for members only', async () => {
    expect((await create(COMPLETE.Product, asAdmin)).statusCode).toBe(403);
    expect((await create(COMPLETE.Product, null)).statusCode).toBe(401);
  });
});

describe('publishing and visibility', () => {
  it('refuses to publish an incomplete draft with the missing fields, and changes nothing', async () => {
    const id = await createdId({ category: 'Cars & Vehicles', title: 'Old truck' });
    const res = await patch({ offerId: id, status: 'ACTIVE', user: 'MEMBER' });
    expect(res.statusCode).toBe(400);
    const fe = res.json().fieldErrors;
    expect(fe.description).toContain(VALIDATION_MESSAGES.required);
    expect(fe.priceType).toContain(OFFER_MESSAGES.priceType);
    expect(fe['details.make']).toContain(OFFER_MESSAGES.make);
    expect(fe['details.transmission']).toContain(OFFER_MESSAGES.transmission);
    expect(await statusOf(id)).toBe('DRAFT');
  });

  it('needs a price unless the price type is See Description', async () => {
    const { priceCents: _, ...noPrice } = COMPLETE.Product;
    const id = await createdId(noPrice);
    const res = await patch({ offerId: id, status: 'ACTIVE', user: 'MEMBER' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.priceCents).toEqual([OFFER_MESSAGES.priceRequired]);
    // See Description without a price publishes.
    await published(COMPLETE['Cars & Vehicles']);
  });

  it('publishes a complete draft for each category', async () => {
    for (const body of Object.values(COMPLETE)) {
      const id = await published(body);
      const res = await details(id, asOther);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ status: 'ACTIVE', category: body.category });
      expect(res.json().data.publishedAt).not.toBeNull();
    }
  });

  it('others never see drafts; owners and admins do', async () => {
    const id = await createdId();
    expect((await details(id, asOther)).statusCode).toBe(404);
    expect((await details(id)).statusCode).toBe(200);
    expect((await details(id, asAdmin)).statusCode).toBe(200);
  });

  it('others see ACTIVE offers of active members only', async () => {
    const [jordan] = await db
      .select({ userId: userProfiles.userId })
      .from(userProfiles)
      .where(eq(userProfiles.userName, 'jordanl9'));
    const [row] = await db
      .insert(offers)
      .values({
        userId: jordan!.userId,
        title: 'Suspended seller offer',
        category: 'Product',
        status: 'ACTIVE',
      })
      .returning();
    expect((await details(row!.id, asOther)).statusCode).toBe(404);
    expect((await details(row!.id, asAdmin)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown offer and 400 for a malformed id', async () => {
    expect((await details('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await details('nope')).statusCode).toBe(400);
  });
});

describe('PUT /offer/:id', () => {
  it('the owner edits a draft (incomplete is fine) and keeps the location', async () => {
    const id = await createdId();
    const res = await put(id, {
      category: 'Services',
      title: 'Guitar lessons',
      details: { serviceArea: 'Midtown' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      category: 'Services',
      title: 'Guitar lessons',
      details: { serviceArea: 'Midtown' },
      city: 'Toronto',
    });
  });

  it('only the owner edits: 403 on a visible offer, 404 on a draft, nothing changes', async () => {
    const active = await published();
    const res = await put(active, { ...COMPLETE.Product, title: 'Hijacked' }, asOther);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(OFFER_MESSAGES.notOwner);
    const draft = await createdId();
    expect((await put(draft, { ...COMPLETE.Product, title: 'Hijacked' }, asOther)).statusCode).toBe(404);
    expect((await details(active)).json().data.title).toBe(COMPLETE.Product.title);
  });

  it('a listed offer needs every field and keeps its category', async () => {
    const id = await published();
    const incomplete = await put(id, { category: 'Product', title: 'Bike' });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().fieldErrors['details.condition']).toContain(OFFER_MESSAGES.condition);
    const moved = await put(id, COMPLETE.Services);
    expect(moved.statusCode).toBe(409);
    expect(moved.json().message).toBe(OFFER_MESSAGES.categoryLocked);
    const ok = await put(id, { ...COMPLETE.Product, title: 'Mountain bike, new tires' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ title: 'Mountain bike, new tires', status: 'ACTIVE' });
  });

  it('refuses edits of disabled and deleted offers', async () => {
    const id = await published();
    expect(
      (await patch({ offerId: id, status: 'DISABLED', user: 'ADMIN', reason: 'Spam' }, asAdmin)).statusCode,
    ).toBe(200);
    const res = await put(id, COMPLETE.Product);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(OFFER_MESSAGES.notEditable);
    const gone = await createdId();
    expect((await patch({ offerId: gone, status: 'DELETE', user: 'MEMBER' })).statusCode).toBe(200);
    expect((await put(gone, COMPLETE.Product)).statusCode).toBe(404);
  });
});

describe('PATCH /offer', () => {
  it('member lifecycle: publish, pause, reactivate, archive, relist, delete', async () => {
    const id = await createdId();
    for (const status of ['ACTIVE', 'PAUSED', 'ACTIVE', 'ARCHIVE', 'ACTIVE', 'DELETE']) {
      const res = await patch({ offerId: id, status, user: 'MEMBER' });
      expect(res.statusCode, `${status}: ${res.body}`).toBe(200);
      expect(await statusOf(id)).toBe(status);
    }
    expect((await details(id)).statusCode).toBe(404);
    expect((await details(id, asAdmin)).json().data.status).toBe('DELETE');
    const res = await patch({ offerId: id, status: 'DISABLED', user: 'ADMIN', reason: 'x' }, asAdmin);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This offer has been deleted and can no longer change.');
  });

  it('refused pairs answer 409 with a clear message and change nothing', async () => {
    const id = await published();
    for (const [status, message] of [
      ['ACTIVE', 'The offer is already Active.'],
      ['DRAFT', 'A published offer cannot go back to draft. Pause it instead.'],
      ['DISABLED', 'Only an admin can disable an offer. Pause it instead.'],
    ] as const) {
      const res = await patch({ offerId: id, status, user: 'MEMBER' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'CONFLICT', message });
      expect(await statusOf(id)).toBe('ACTIVE');
    }
  });

  it('members may only send the member-changeable statuses', async () => {
    const id = await published();
    for (const status of ['FAVOURITE', 'DEACTIVATED']) {
      const res = await patch({ offerId: id, status, user: 'MEMBER' });
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors.status).toEqual([OFFER_MESSAGES.memberStatus]);
    }
  });

  it('only the owner changes the status of an offer', async () => {
    const id = await published();
    const res = await patch({ offerId: id, status: 'PAUSED', user: 'MEMBER' }, asOther);
    expect(res.statusCode).toBe(403);
    expect(await statusOf(id)).toBe('ACTIVE');
  });

  it('the user marker must match the role', async () => {
    const id = await published();
    const asMemberAdmin = await patch({ offerId: id, status: 'DISABLED', user: 'ADMIN', reason: 'x' });
    expect(asMemberAdmin.statusCode).toBe(403);
    expect(asMemberAdmin.json().message).toBe(OFFER_MESSAGES.adminOnly);
    expect((await patch({ offerId: id, status: 'PAUSED', user: 'MEMBER' }, asAdmin)).statusCode).toBe(403);
    expect(await statusOf(id)).toBe('ACTIVE');
  });

  it('admin disables with a reason; only the admin restores it', async () => {
    const id = await published();
    const noReason = await patch({ offerId: id, status: 'DISABLED', user: 'ADMIN' }, asAdmin);
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fieldErrors.reason).toEqual([OFFER_MESSAGES.reasonRequired]);

    const res = await patch(
      { offerId: id, status: 'DISABLED', user: 'ADMIN', reason: 'Counterfeit goods' },
      asAdmin,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await details(id, asOther)).statusCode).toBe(404);
    expect((await details(id, asAdmin)).json().data).toMatchObject({
      status: 'DISABLED',
      disabledReason: 'Counterfeit goods',
    });
    expect((await details(id)).json().data.disabledReason).toBe('Counterfeit goods');

    const byMember = await patch({ offerId: id, status: 'ACTIVE', user: 'MEMBER' });
    expect(byMember.statusCode).toBe(409);
    expect(byMember.json().message).toBe('This offer was disabled by an admin. Only an admin can change it.');
    expect((await patch({ offerId: id, status: 'DELETE', user: 'MEMBER' })).statusCode).toBe(409);

    const wrong = await patch({ offerId: id, status: 'ARCHIVE', user: 'ADMIN' }, asAdmin);
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().message).toBe('A disabled offer can only be restored to Active or Paused.');

    const restored = await patch({ offerId: id, status: 'ACTIVE', user: 'ADMIN' }, asAdmin);
    expect(restored.statusCode).toBe(200);
    expect(restored.json().data).toMatchObject({ status: 'ACTIVE', disabledReason: null });
    expect((await details(id, asOther)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown offer', async () => {
    const res = await patch({
      offerId: '00000000-0000-4000-8000-000000000000',
      status: 'PAUSED',
      user: 'MEMBER',
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('GET /offer/my-offers', () => {
  it('lists own offers newest first with counts per status and a status filter', async () => {
    const m = await login(app, OTHER_MEMBER);
    const h = bearer(m.accessToken);
    const before = (await http.get('/v1/offer/my-offers', h)).json();
    const draft = await createdId(COMPLETE.Services, h);
    const active = await createdId(COMPLETE.Product, h);
    expect((await patch({ offerId: active, status: 'ACTIVE', user: 'MEMBER' }, h)).statusCode).toBe(200);
    const deleted = await createdId(COMPLETE.Product, h);
    expect((await patch({ offerId: deleted, status: 'DELETE', user: 'MEMBER' }, h)).statusCode).toBe(200);

    const all = (await http.get('/v1/offer/my-offers?limit=100', h)).json();
    expect(all.meta.total).toBe(before.meta.total + 2);
    expect(all.data.map((o: { id: string }) => o.id).slice(0, 2)).toEqual([active, draft]);
    expect(all.data.some((o: { id: string }) => o.id === deleted)).toBe(false);
    expect(all.counts.DRAFT).toBe(before.counts.DRAFT + 1);
    expect(all.counts.ACTIVE).toBe(before.counts.ACTIVE + 1);
    expect(all.counts).not.toHaveProperty('DELETE');

    const drafts = (await http.get('/v1/offer/my-offers?status=DRAFT&limit=1&offset=0', h)).json();
    expect(drafts.data).toHaveLength(1);
    expect(drafts.data[0].status).toBe('DRAFT');
    expect(drafts.meta).toEqual({ total: all.counts.DRAFT, limit: 1, offset: 0 });
    expect((await http.get('/v1/offer/my-offers?status=DELETE', h)).statusCode).toBe(400);
    expect((await http.get('/v1/offer/my-offers', asAdmin)).statusCode).toBe(403);
  });
});

/** Statuses reachable from DRAFT under the table (either actor, any previous status). */
function reachable(): Set<OfferStatus> {
  const seen = new Set<OfferStatus>(['DRAFT']);
  const queue: OfferStatus[] = ['DRAFT'];
  while (queue.length > 0) {
    const from = queue.shift()!;
    for (const to of OFFER_STATUSES)
      for (const a of ['MEMBER', 'ADMIN'] as const)
        for (const p of [null, ...OFFER_STATUSES])
          if (!seen.has(to) && canTransition(from, to, a, p).ok) {
            seen.add(to);
            queue.push(to);
          }
  }
  return seen;
}

describe('random PATCH sequences', () => {
  it('agree with the table and keep the offer in a reachable state', async () => {
    const REACHABLE = reachable();
    const step = fc.record({
      status: fc.constantFrom(...OFFER_STATUSES),
      user: fc.constantFrom<OfferActor>('MEMBER', 'ADMIN'),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps) => {
        const id = await createdId();
        let status: OfferStatus = 'DRAFT';
        let previous: OfferStatus | null = null;
        for (const s of steps) {
          const res = await patch(
            { offerId: id, status: s.status, user: s.user, reason: 'Moderation' },
            s.user === 'ADMIN' ? asAdmin : asMember,
          );
          let expected: number;
          if (
            s.user === 'MEMBER' &&
            !(MEMBER_CHANGEABLE_OFFER_STATUSES as readonly string[]).includes(s.status)
          )
            expected = 400;
          else if (s.user === 'MEMBER' && status === 'DELETE') expected = 404;
          else expected = canTransition(status, s.status, s.user, previous).ok ? 200 : 409;
          expect(res.statusCode, `${s.user} ${status}→${s.status}: ${res.body}`).toBe(expected);
          if (expected === 200) {
            if (s.status === 'DISABLED') previous = status;
            else if (status === 'DISABLED') previous = null;
            status = s.status;
          }
          expect(await statusOf(id)).toBe(status);
          expect(REACHABLE.has(status)).toBe(true);
        }
      }),
      { numRuns: 25 },
    );
  }, 60_000);
});

describe('who may see an offer (offers/visibility.ts, one rule for every module)', () => {
  it('the SQL condition and the predicate agree on every offer status and owner status', async () => {
    const ownerStatuses = Object.values(USER_STATUS_IDS);
    const values = (list: readonly (string | number)[]) =>
      sql.join(
        list.map((v) => sql`(${v})`),
        sql`, `,
      );
    const rows = await rowsOf<{ status: string; owner: number; listed: boolean }>(
      db,
      sql`select s.status, u.owner::int as owner, ${listedSql(sql`s.status`, sql`u.owner::int`)} as listed
          from (values ${values(OFFER_STATUSES)}) s(status)
          cross join (values ${values(ownerStatuses)}) u(owner)`,
    );
    expect(rows).toHaveLength(OFFER_STATUSES.length * ownerStatuses.length);
    for (const r of rows) expect(r.listed, `${r.status}/${r.owner}`).toBe(isListed(r, Number(r.owner)));
    expect(rows.filter((r) => r.listed).map((r) => [r.status, Number(r.owner)])).toEqual([
      ['ACTIVE', USER_STATUS_IDS.ACTIVE],
    ]);
  });

  it('owners see their own offers but deleted ones, admins all, others listed ones only', () => {
    const owner = { userId: 'owner', role: 'MEMBER' as const };
    const someone = { userId: 'someone', role: 'MEMBER' as const };
    const anAdmin = { userId: 'admin', role: 'ADMIN' as const };
    for (const status of OFFER_STATUSES) {
      for (const ownerStatus of Object.values(USER_STATUS_IDS)) {
        const offer = { userId: 'owner', status };
        expect(canSeeOffer(anAdmin, offer, ownerStatus)).toBe(true);
        expect(canSeeOffer(owner, offer, ownerStatus)).toBe(status !== 'DELETE');
        expect(canSeeOffer(someone, offer, ownerStatus)).toBe(
          status === 'ACTIVE' && ownerStatus === USER_STATUS_IDS.ACTIVE,
        );
      }
    }
  });

  it('details, calendar, action summary, favourites and search all apply it', async () => {
    const word = 'Zephyrwood';
    const rental = (title: string) => ({ ...COMPLETE['Vacation Rentals'], title: `${word} ${title}` });
    const listed = await published(rental('listed'));
    const paused = await published(rental('paused'));
    expect((await patch({ offerId: paused, status: 'PAUSED', user: 'MEMBER' })).statusCode).toBe(200);
    const [jordan] = await db
      .select({ userId: userProfiles.userId })
      .from(userProfiles)
      .where(eq(userProfiles.userName, 'jordanl9'));
    const [suspended] = await db
      .insert(offers)
      .values({
        ...rental('suspended seller'),
        userId: jordan!.userId,
        status: 'ACTIVE',
        publishedAt: new Date(),
      })
      .returning();

    /** Status codes of every read of the offer by `headers`. */
    const reads = async (id: string, as: As) => ({
      details: (await call(app, 'getOfferDetails', { as, params: { id } })).statusCode,
      calendar: (await call(app, 'getOfferCalendar', { as, params: { id } })).statusCode,
      summary: (await call(app, 'offerActionSummary', { as, params: { id } })).statusCode,
    });
    const seen = { details: 200, calendar: 200, summary: 200 };
    const hidden = { details: 404, calendar: 404, summary: 404 };
    expect(await reads(listed, asOther)).toEqual({ ...seen, summary: 403 });
    expect(await reads(paused, asOther)).toEqual(hidden);
    expect(await reads(suspended!.id, asOther)).toEqual(hidden);
    expect(await reads(paused, asMember)).toEqual(seen);
    for (const id of [listed, paused, suspended!.id]) expect(await reads(id, asAdmin)).toEqual(seen);

    const favourite = async (offerId: string) =>
      (await call(app, 'toggleFavourite', { as: asOther, body: { offerId, favourite: true } })).statusCode;
    expect([await favourite(listed), await favourite(paused), await favourite(suspended!.id)]).toEqual([
      200, 404, 404,
    ]);

    const found = await http.get(`/v1/offer/search-offer?q=${word}&radius=anywhere`, asOther);
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().data.map((c: { id: string }) => c.id)).toEqual([listed]);
  });
});
