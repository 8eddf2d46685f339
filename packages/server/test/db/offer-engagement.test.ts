/** Offer engagement: favourites, reports, action summary and the admin moderation calls. */
import {
  OFFER_ENGAGEMENT_MESSAGES as EM,
  OFFER_REPORT_RATE_LIMIT,
  OFFER_REPORT_REASONS,
  USER_STATUS_IDS,
  VALIDATION_MESSAGES,
} from '@barterbits/contracts';
import { and, eq, like } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  adminAuditLog,
  authThrottle,
  offerFavourites,
  offerReports,
  offerViews,
  users,
} from '../../src/db/schema.ts';
import { ADMIN, BUSINESS, bearer, build, call, login, MEMBER, OTHER_MEMBER, requests } from '../helper.ts';
import { newMember } from './membership-helpers.ts';
import { COMPLETE_OFFERS, createOfferId, publishedOfferId } from './offer-helpers.ts';

const app = await build({ config: { enableTestApi: true } });
const seller = await login(app, MEMBER);
const other = await login(app, OTHER_MEMBER);
const third = await login(app, BUSINESS);
const admin = await login(app, ADMIN, 'ADMIN');
const asSeller = bearer(seller.accessToken);
const asOther = bearer(other.accessToken);
const asThird = bearer(third.accessToken);
const asAdmin = bearer(admin.accessToken);
const { db } = app.database;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

let seq = 0;
const PRODUCT = () => ({ ...COMPLETE_OFFERS.Product, title: `Engagement bike ${++seq}` });

type Headers = Record<string, string> | ReturnType<typeof bearer>;
const http = requests(app);

const draft = (headers: Headers = asSeller) => createOfferId(app, PRODUCT(), headers);
const setStatus = (offerId: string, status: string, headers: Headers = asSeller, extra = {}) =>
  call(app, 'changeOfferStatus', {
    as: headers,
    body: { offerId, status, user: headers === asAdmin ? 'ADMIN' : 'MEMBER', ...extra },
  });
const listed = (headers: Headers = asSeller) => publishedOfferId(app, PRODUCT(), headers);

const fav = (offerId: unknown, headers: Headers = asOther, extra: object = {}) =>
  call(app, 'toggleFavourite', { as: headers, body: { offerId, ...extra } });
const favourites = (headers: Headers = asOther, qs = '') => http.get(`/v1/offer/my-favourite${qs}`, headers);
const report = (payload: object, headers: Headers = asOther) =>
  call(app, 'reportOffer', { as: headers, body: payload });
const summary = (id: string, headers: Headers = asSeller) =>
  http.get(`/v1/offer/action-summary/${id}`, headers);
const decline = (payload: object, headers: Headers = asAdmin) =>
  call(app, 'declineOfferReports', { as: headers, body: payload });
const favRows = (offerId: string) =>
  db.select().from(offerFavourites).where(eq(offerFavourites.offerId, offerId));
const reportRows = (offerId: string) =>
  db.select().from(offerReports).where(eq(offerReports.offerId, offerId));

// The daily report limit is tested on its own; the other tests here report as the same few members.
beforeEach(async () => {
  await db.delete(authThrottle).where(like(authThrottle.key, 'offer-report:%'));
});

describe('GET /offer/report-reasons', () => {
  it('lists the seven reasons of spec §3 with labels, to members and admins', async () => {
    for (const h of [asOther, asAdmin]) {
      const res = await http.get('/v1/offer/report-reasons', h);
      expect(res.statusCode).toBe(200);
      const data = res.json().data as { value: string; label: string }[];
      expect(data.map((r) => r.value)).toEqual([...OFFER_REPORT_REASONS]);
      expect(data[1]).toEqual({ value: 'ITS_SPAM', label: "It's spam" });
    }
  });

  it('needs a signed-in user', async () => {
    expect((await http.get('/v1/offer/report-reasons')).statusCode).toBe(401);
  });
});

describe('POST /offer/my-favourite', () => {
  it('toggles: add, remove, add again; never two rows', async () => {
    const id = await listed();
    const a = await fav(id);
    expect(a.statusCode, a.body).toBe(200);
    expect(a.json()).toEqual({ data: { offerId: id, favourited: true }, message: EM.favouriteAdded });
    const b = await fav(id);
    expect(b.json()).toEqual({ data: { offerId: id, favourited: false }, message: EM.favouriteRemoved });
    expect(await favRows(id)).toHaveLength(0);
    expect((await fav(id)).json().data.favourited).toBe(true);
    expect(await favRows(id)).toHaveLength(1);
  });

  it('with `favourite` set is idempotent (double clicks, concurrent requests)', async () => {
    const id = await listed();
    const both = await Promise.all([
      fav(id, asOther, { favourite: true }),
      fav(id, asOther, { favourite: true }),
    ]);
    for (const r of both) expect(r.json().data).toEqual({ offerId: id, favourited: true });
    expect(await favRows(id)).toHaveLength(1);
    expect((await fav(id, asOther, { favourite: false })).json().data.favourited).toBe(false);
    expect((await fav(id, asOther, { favourite: false })).json().data.favourited).toBe(false);
    expect(await favRows(id)).toHaveLength(0);
  });

  it('refuses the own offer (403), hidden offers and unknown ids (404), bad ids (400), admins (403)', async () => {
    const id = await listed();
    const own = await fav(id, asSeller);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(EM.ownFavourite);
    const hidden = await draft();
    expect((await fav(hidden)).statusCode).toBe(404);
    expect((await fav(UNKNOWN)).statusCode).toBe(404);
    expect((await fav('not-a-uuid')).statusCode).toBe(400);
    expect((await fav(undefined)).statusCode).toBe(400);
    expect((await fav(id, asAdmin)).statusCode).toBe(403);
    expect((await call(app, 'toggleFavourite', { body: { offerId: id } })).statusCode).toBe(401);
    expect(await favRows(id)).toHaveLength(0);
    expect(await favRows(hidden)).toHaveLength(0);
  });
});

describe('GET /offer/my-favourite', () => {
  it('lists favourites newest first as cards; unavailable ones keep only safe fields', async () => {
    const m = await newMember(app, 'COMPLETED');
    const first = await listed();
    const paused = await listed();
    const disabled = await listed();
    const deleted = await listed();
    for (const id of [first, paused, disabled, deleted]) {
      expect((await fav(id, m.headers)).json().data.favourited).toBe(true);
      await new Promise((r) => setTimeout(r, 5));
    }
    const all = await favourites(m.headers);
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().meta).toEqual({ total: 4, limit: 20, offset: 0 });
    expect(all.json().data.map((f: { id: string }) => f.id)).toEqual([deleted, disabled, paused, first]);
    expect(all.json().data[3]).toMatchObject({
      id: first,
      available: true,
      category: 'Product',
      priceCents: 25_000,
      priceType: 'Fixed',
      city: 'Toronto',
      seller: { id: seller.user.id },
      coverThumbUrl: null,
    });
    expect(all.json().data[3].seller.displayName).toMatch(/^\S+ [A-Z]\.$/);
    const bakery = await listed(asThird);
    await fav(bakery, m.headers);
    const top = (await favourites(m.headers, '?limit=1')).json().data[0];
    expect(top).toMatchObject({ id: bakery, seller: { displayName: 'Maple Leaf Bakery' } });
    await fav(bakery, m.headers);

    expect((await setStatus(paused, 'PAUSED')).statusCode).toBe(200);
    expect((await setStatus(disabled, 'DISABLED', asAdmin, { reason: 'Spam' })).statusCode).toBe(200);
    expect((await setStatus(deleted, 'DELETE')).statusCode).toBe(200);
    const after = (await favourites(m.headers)).json();
    // A deleted offer is gone; paused and disabled ones stay as "no longer available".
    expect(after.meta.total).toBe(3);
    const byId = new Map(after.data.map((f: { id: string }) => [f.id, f]));
    for (const id of [paused, disabled]) {
      expect(byId.get(id)).toMatchObject({
        available: false,
        category: 'Product',
        priceCents: null,
        priceType: null,
        city: null,
        province: null,
        seller: null,
      });
      expect((byId.get(id) as { title: string }).title).toMatch(/^Engagement bike/);
    }
    expect(byId.get(first)).toMatchObject({ available: true });

    // Removal works for unavailable offers; adding them back does not.
    expect((await fav(paused, m.headers)).json().data.favourited).toBe(false);
    expect((await fav(paused, m.headers)).statusCode).toBe(404);
    expect((await favourites(m.headers, '?limit=1&offset=1')).json()).toMatchObject({
      meta: { total: 2, limit: 1, offset: 1 },
      data: [{ id: first }],
    });
  });

  it('shows offers of a suspended seller as unavailable', async () => {
    const s = await newMember(app, 'COMPLETED');
    const id = await listed();
    await fav(id, s.headers);
    await db.update(users).set({ statusId: USER_STATUS_IDS.SUSPENDED }).where(eq(users.id, seller.user.id));
    try {
      expect((await favourites(s.headers)).json().data[0]).toMatchObject({
        id,
        available: false,
        seller: null,
      });
      expect((await fav(id, asThird)).statusCode).toBe(404);
    } finally {
      await db.update(users).set({ statusId: USER_STATUS_IDS.ACTIVE }).where(eq(users.id, seller.user.id));
    }
  });

  it('is for members only; bad paging is 400', async () => {
    expect((await favourites(asAdmin)).statusCode).toBe(403);
    expect((await favourites(asOther, '?limit=0')).statusCode).toBe(400);
    expect((await favourites(asOther, '?limit=abc')).statusCode).toBe(400);
  });
});

describe('POST /offer/report', () => {
  it('files one report; the second is 409 with the exact message and changes nothing', async () => {
    const id = await listed();
    const res = await report({ offerId: id, reason: 'ITS_SPAM', details: '  Posted ten times  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: EM.reported, data: { offerId: id, reason: 'ITS_SPAM' } });
    const again = await report({ offerId: id, reason: 'SUSPICIOUS' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CONFLICT', message: EM.alreadyReported });
    const rows = await reportRows(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ reason: 'ITS_SPAM', details: 'Posted ten times', status: 'OPEN' });
  });

  it('allows one report under two concurrent requests', async () => {
    const id = await listed();
    const both = await Promise.all([
      report({ offerId: id, reason: 'SUSPICIOUS' }, asThird),
      report({ offerId: id, reason: 'ITS_SPAM' }, asThird),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await reportRows(id)).toHaveLength(1);
  });

  it(`takes ${OFFER_REPORT_RATE_LIMIT.max} reports a day from one member, then 429 with when to try again`, async () => {
    const as = (await newMember(app, 'COMPLETED')).headers;
    const offers = await Promise.all(Array.from({ length: OFFER_REPORT_RATE_LIMIT.max + 1 }, () => listed()));
    for (const id of offers.slice(0, -1)) {
      const res = await report({ offerId: id, reason: 'SUSPICIOUS' }, as);
      expect(res.statusCode, res.body).toBe(200);
    }
    const last = offers.at(-1)!;
    const refused = await report({ offerId: last, reason: 'SUSPICIOUS' }, as);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED', message: EM.reportLimit });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 60 * 60);
    expect(await reportRows(last)).toHaveLength(0);
    // Another member still reports that offer.
    expect((await report({ offerId: last, reason: 'SUSPICIOUS' }, asThird)).statusCode).toBe(200);
  });

  it('refuses bad input with clear messages', async () => {
    const id = await listed();
    const cases: [object, string][] = [
      [{ offerId: id, reason: 'BORING' }, EM.reason],
      [{ offerId: id }, EM.reason],
      [{ offerId: id, reason: 'OTHER' }, EM.detailsRequired],
      [{ offerId: id, reason: 'OTHER', details: '   ' }, EM.detailsRequired],
      [{ offerId: id, reason: 'SUSPICIOUS', details: 'x'.repeat(250) }, VALIDATION_MESSAGES.textAreaMax],
    ];
    for (const [payload, message] of cases) {
      const res = await report(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.body).toContain(message);
    }
    expect((await report({ offerId: 'abc', reason: 'SUSPICIOUS' })).statusCode).toBe(400);
    expect(await reportRows(id)).toHaveLength(0);
    const ok = await report({ offerId: id, reason: 'OTHER', details: 'x'.repeat(249) });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('refuses the own offer (403), drafts and unknown offers (404), admins (403)', async () => {
    const id = await listed();
    const own = await report({ offerId: id, reason: 'SUSPICIOUS' }, asSeller);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(EM.ownReport);
    expect((await report({ offerId: await draft(), reason: 'SUSPICIOUS' })).statusCode).toBe(404);
    expect((await report({ offerId: UNKNOWN, reason: 'SUSPICIOUS' })).statusCode).toBe(404);
    expect((await report({ offerId: id, reason: 'SUSPICIOUS' }, asAdmin)).statusCode).toBe(403);
    expect(await reportRows(id)).toHaveLength(0);
  });
});

describe('GET /offer/action-summary/:id', () => {
  it('counts views, favourites and reports; the owner sees numbers only, admins the open ones', async () => {
    const id = await listed();
    await db.insert(offerViews).values([
      { offerId: id, viewerId: other.user.id, day: '2025-01-01' },
      { offerId: id, viewerId: other.user.id, day: '2025-01-02' },
      { offerId: id, viewerId: third.user.id, day: '2025-01-02' },
    ]);
    await fav(id, asOther);
    await fav(id, asThird);
    await report({ offerId: id, reason: 'SUSPICIOUS' }, asOther);
    await report({ offerId: id, reason: 'ITS_SPAM' }, asThird);
    expect((await decline({ offerId: id })).statusCode).toBe(200);
    const m = await newMember(app, 'COMPLETED');
    await report({ offerId: id, reason: 'OTHER', details: 'Looks fake' }, m.headers);

    const own = await summary(id);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data).toEqual({ offerId: id, views: 3, favourites: 2, reports: 3, openReports: null });
    expect(own.body).not.toContain(other.user.id);
    const adm = await summary(id, asAdmin);
    expect(adm.json().data).toEqual({ offerId: id, views: 3, favourites: 2, reports: 3, openReports: 1 });
  });

  it('is 403 to other members for listed offers, 404 for hidden or unknown ones, 400 for bad ids', async () => {
    const id = await listed();
    const res = await summary(id, asOther);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(EM.summaryForbidden);
    const hidden = await draft();
    expect((await summary(hidden, asOther)).statusCode).toBe(404);
    expect((await summary(hidden)).statusCode).toBe(200);
    expect((await summary(UNKNOWN, asAdmin)).statusCode).toBe(404);
    expect((await summary('nope', asAdmin)).statusCode).toBe(400);
  });
});

describe('admin: GET /offer/:userId', () => {
  it("lists a member's offers including DISABLED, filtered by offerType, with counts", async () => {
    const m = await login(app, { email: 'maple@demo.barterbits.ca', password: 'BarterDemo#1' });
    const h = bearer(m.accessToken);
    const a = await listed(h);
    const d = await listed(h);
    const gone = await listed(h);
    await setStatus(d, 'DISABLED', asAdmin, { reason: 'Counterfeit' });
    await setStatus(gone, 'DELETE', h);

    const res = await http.get(`/v1/offer/${m.user.id}?offerType=DISABLED`, asAdmin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.map((o: { id: string }) => o.id)).toEqual([d]);
    expect(res.json().data[0]).toMatchObject({
      status: 'DISABLED',
      disabledReason: 'Counterfeit',
      photos: [],
    });
    expect(res.json().counts).toMatchObject({ DISABLED: 1, DELETE: 1 });

    const all = (await http.get(`/v1/offer/${m.user.id}?sortOrder=ASC&limit=100`, asAdmin)).json();
    const ids = all.data.map((o: { id: string }) => o.id);
    expect(ids).toContain(a);
    expect(ids).toContain(d);
    expect(ids).not.toContain(gone);
    expect(all.meta.total).toBe(ids.length);
    expect(ids.indexOf(a)).toBeLessThan(ids.indexOf(d));
    expect((await http.get(`/v1/offer/${m.user.id}?offerType=DELETE`, asAdmin)).json().data).toHaveLength(1);
  });

  it('is admin-only; unknown users are 404; bad input 400', async () => {
    expect((await http.get(`/v1/offer/${seller.user.id}`, asSeller)).statusCode).toBe(403);
    expect((await http.get(`/v1/offer/${UNKNOWN}`, asAdmin)).statusCode).toBe(404);
    expect((await http.get('/v1/offer/not-a-uuid', asAdmin)).statusCode).toBe(400);
    expect((await http.get(`/v1/offer/${seller.user.id}?offerType=NOPE`, asAdmin)).statusCode).toBe(400);
    expect((await http.get(`/v1/offer/${seller.user.id}?sortBy=password`, asAdmin)).statusCode).toBe(400);
  });

  it('leaves the static member routes alone (route order)', async () => {
    expect((await http.get('/v1/offer/my-offers', asSeller)).statusCode).toBe(200);
    expect((await http.get('/v1/offer/my-favourite', asSeller)).statusCode).toBe(200);
    expect((await http.get('/v1/offer/report-reasons', asSeller)).statusCode).toBe(200);
  });
});

describe('admin: GET /offer/all', () => {
  it('filters by status, category, seller, text and open reports, with seller and report counts', async () => {
    const id = await listed();
    const title = `Engagement bike ${seq}`;
    await report({ offerId: id, reason: 'SUSPICIOUS' }, asOther);
    const res = await http.get(`/v1/offer/all?q=${encodeURIComponent(title)}`, asAdmin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().meta.total).toBe(1);
    expect(res.json().data[0]).toMatchObject({
      id,
      status: 'ACTIVE',
      seller: { id: seller.user.id, email: MEMBER.email },
      reports: 1,
      openReports: 1,
    });
    const reported = (await http.get('/v1/offer/all?reported=true&limit=1000', asAdmin)).json();
    expect(reported.data.map((o: { id: string }) => o.id)).toContain(id);
    expect(reported.data.every((o: { openReports: number }) => o.openReports > 0)).toBe(true);
    const mine = (
      await http.get(`/v1/offer/all?userId=${seller.user.id}&status=DRAFT&limit=1000`, asAdmin)
    ).json();
    expect(
      mine.data.every(
        (o: { status: string; userId: string }) => o.status === 'DRAFT' && o.userId === seller.user.id,
      ),
    ).toBe(true);
    const cars = (await http.get('/v1/offer/all?category=Cars%20%26%20Vehicles&limit=1000', asAdmin)).json();
    expect(cars.data.every((o: { category: string }) => o.category === 'Cars & Vehicles')).toBe(true);
    expect((await http.get('/v1/offer/all?q=%25', asAdmin)).statusCode).toBe(200);
  });

  it('reads given ids in any status (the console reads one offer this way) with previousStatus', async () => {
    const a = await listed();
    const gone = await listed();
    await setStatus(a, 'PAUSED');
    await setStatus(a, 'DISABLED', asAdmin, { reason: 'Check' });
    await setStatus(gone, 'DELETE');
    const res = await http.get(`/v1/offer/all?ids=${a},${gone}`, asAdmin);
    expect(res.statusCode, res.body).toBe(200);
    const byId = new Map(res.json().data.map((o: { id: string }) => [o.id, o]));
    expect(byId.get(a)).toMatchObject({
      status: 'DISABLED',
      previousStatus: 'PAUSED',
      disabledReason: 'Check',
    });
    expect(byId.get(gone)).toMatchObject({ status: 'DELETE' });
    expect((await http.get(`/v1/offer/all?ids=${a},nope`, asAdmin)).statusCode).toBe(400);
    const onlyActive = await http.get(`/v1/offer/all?ids=${a}&status=ACTIVE`, asAdmin);
    expect(onlyActive.json().data).toHaveLength(0);
  });

  it('is admin-only; bad filters 400', async () => {
    expect((await http.get('/v1/offer/all', asSeller)).statusCode).toBe(403);
    expect((await http.get('/v1/offer/all?category=Boats', asAdmin)).statusCode).toBe(400);
    expect((await http.get('/v1/offer/all?limit=5000', asAdmin)).statusCode).toBe(400);
  });
});

describe('admin: reports lists', () => {
  it('GET /offer/report lists reports with offer, seller and reporter, filtered', async () => {
    const id = await listed();
    await report({ offerId: id, reason: 'ADULT_CONTENT', details: 'Not for kids' }, asOther);
    await report({ offerId: id, reason: 'ITS_SPAM' }, asThird);
    const res = await http.get(`/v1/offer/report?offerId=${id}`, asAdmin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().meta.total).toBe(2);
    const [newest, oldest] = res.json().data;
    expect(newest).toMatchObject({ reason: 'ITS_SPAM', reporterId: third.user.id });
    expect(oldest).toMatchObject({
      offerId: id,
      offerStatus: 'ACTIVE',
      sellerId: seller.user.id,
      reporterId: other.user.id,
      reporterEmail: OTHER_MEMBER.email,
      reason: 'ADULT_CONTENT',
      reasonLabel: 'Adult content',
      details: 'Not for kids',
      status: 'OPEN',
      resolvedAt: null,
    });
    expect(oldest.offerTitle).toMatch(/^Engagement bike/);
    const byReason = (await http.get(`/v1/offer/report?offerId=${id}&reason=ITS_SPAM`, asAdmin)).json();
    expect(byReason.data).toHaveLength(1);
    const open = (await http.get('/v1/offer/report?status=OPEN&limit=1000', asAdmin)).json();
    expect(open.data.every((r: { status: string }) => r.status === 'OPEN')).toBe(true);
    expect((await http.get('/v1/offer/report?status=NOPE', asAdmin)).statusCode).toBe(400);
    expect((await http.get('/v1/offer/report', asOther)).statusCode).toBe(403);
  });

  it('GET /offer/:id/reported lists the reports of one offer', async () => {
    const id = await listed();
    await report({ offerId: id, reason: 'FALSE_INFORMATION' }, asOther);
    const res = await http.get(`/v1/offer/${id}/reported`, asAdmin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toHaveLength(1);
    expect(res.json().data[0]).toMatchObject({ offerId: id, reason: 'FALSE_INFORMATION' });
    expect((await http.get(`/v1/offer/${id}/reported?status=DECLINED`, asAdmin)).json().data).toHaveLength(0);
    expect((await http.get(`/v1/offer/${UNKNOWN}/reported`, asAdmin)).statusCode).toBe(404);
    expect((await http.get(`/v1/offer/${id}/reported`, asSeller)).statusCode).toBe(403);
  });
});

describe('admin: POST /offer/decline-request', () => {
  it('dismisses the open reports (DECLINED, resolvedBy, note) and writes the audit log', async () => {
    const id = await listed();
    await report({ offerId: id, reason: 'SUSPICIOUS' }, asOther);
    await report({ offerId: id, reason: 'ITS_SPAM' }, asThird);
    const res = await decline({ offerId: id, note: 'Looked fine to us' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: { offerId: id, declined: 2 }, message: EM.declined });
    for (const r of await reportRows(id)) {
      expect(r).toMatchObject({
        status: 'DECLINED',
        resolvedBy: admin.user.id,
        resolutionNote: 'Looked fine to us',
      });
      expect(r.resolvedAt).toBeInstanceOf(Date);
    }
    const audit = await db
      .select()
      .from(adminAuditLog)
      .where(
        and(
          eq(adminAuditLog.action, 'OFFER_REPORTS_DECLINED'),
          eq(adminAuditLog.targetUserId, seller.user.id),
        ),
      );
    expect(audit.some((a) => (a.details as { offerId: string }).offerId === id)).toBe(true);

    const again = await decline({ offerId: id });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(EM.noOpenReports);
  });

  it('refuses members, unknown offers and bad input, changing nothing', async () => {
    const id = await listed();
    await report({ offerId: id, reason: 'SUSPICIOUS' }, asOther);
    expect((await decline({ offerId: id }, asSeller)).statusCode).toBe(403);
    expect((await decline({ offerId: UNKNOWN })).statusCode).toBe(404);
    expect((await decline({ offerId: 'x' })).statusCode).toBe(400);
    const long = await decline({ offerId: id, note: 'n'.repeat(250) });
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain(VALIDATION_MESSAGES.textAreaMax);
    expect((await reportRows(id))[0]?.status).toBe('OPEN');
  });
});

describe('disabling an offer', () => {
  it('marks its OPEN reports ACTIONED in the same change; declined ones stay declined', async () => {
    const id = await listed();
    await report({ offerId: id, reason: 'SUSPICIOUS' }, asOther);
    await decline({ offerId: id });
    await report({ offerId: id, reason: 'ITS_SPAM' }, asThird);
    const res = await setStatus(id, 'DISABLED', asAdmin, { reason: 'Spam listing' });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await reportRows(id);
    const byReporter = new Map(rows.map((r) => [r.reporterId, r]));
    expect(byReporter.get(other.user.id)?.status).toBe('DECLINED');
    expect(byReporter.get(third.user.id)).toMatchObject({
      status: 'ACTIONED',
      resolvedBy: admin.user.id,
      resolutionNote: 'Spam listing',
    });
    // Members cannot report or favourite it any more; the admin still sees it.
    const m = await newMember(app, 'COMPLETED');
    expect((await report({ offerId: id, reason: 'SUSPICIOUS' }, m.headers)).statusCode).toBe(404);
    expect((await http.get(`/v1/offer/${id}/reported?status=ACTIONED`, asAdmin)).json().data).toHaveLength(1);
    // Re-enabling leaves the resolved reports alone.
    expect((await setStatus(id, 'ACTIVE', asAdmin)).statusCode).toBe(200);
    expect((await reportRows(id)).map((r) => r.status).sort()).toEqual(['ACTIONED', 'DECLINED']);
  });

  it('a refused status change leaves the reports OPEN', async () => {
    const id = await listed();
    await report({ offerId: id, reason: 'SUSPICIOUS' }, asOther);
    expect((await setStatus(id, 'DISABLED', asAdmin)).statusCode).toBe(400);
    expect((await setStatus(id, 'PAUSED')).statusCode).toBe(200);
    expect((await reportRows(id))[0]?.status).toBe('OPEN');
  });
});
