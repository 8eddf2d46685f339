/**
 * Find members nearby and public member profiles: find-members,
 * business find-member, member profile and the member's ACTIVE offers. Authorisation, bad input,
 * exclusions (self, suspended, still onboarding), privacy (no coordinates or addresses in any
 * answer), radius, sorting and paging.
 *
 * The members live around Winnipeg, away from the demo accounts, so counts do not depend on the seed.
 */
import {
  MEMBER_RADIUS_MAX_KM,
  MEMBERS_MESSAGES as MM,
  type TFindMembersResponse,
  type TMemberOffersResponse,
  type TMemberProfileResponse,
  USER_STATUS_IDS,
} from '@barterbits/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  businessCategories,
  offerFavourites,
  offers,
  socialHandles,
  userLocations,
  userProfiles,
  userReviewStats,
  userSettings,
  users,
} from '../../src/db/schema.ts';
import { createAccount, DEMO_PASSWORD } from '../../src/seed.ts';
import { ADMIN, type As, build, call, MEMBER, signIn } from '../helper.ts';

const app = await build();
const { db } = app.database;

const WINNIPEG = { lat: 49.8951, lng: -97.1384 };
/** km per degree of latitude on the haversine sphere (R = 6371 km). */
const KM_PER_DEG = (Math.PI * 6371) / 180;
let phone = 2045550300;

/** A completed member `km` north (negative: south) of the Winnipeg centre. */
async function member(
  key: string,
  km: number,
  extra: {
    firstName?: string;
    lastName?: string;
    business?: { businessName: string; categories: string[] };
  } = {},
) {
  const id = await createAccount(db, {
    email: `${key}@members.test`,
    password: DEMO_PASSWORD,
    role: 'MEMBER',
    status: 'ACTIVE',
    firstName: extra.firstName ?? key[0]!.toUpperCase() + key.slice(1),
    lastName: extra.lastName ?? 'Tester',
    userName: `${key}1`,
    mobileNumber: String(phone++),
    city: 'Winnipeg',
    province: 'Manitoba',
    postalCode: 'R3C 4T3',
    lat: WINNIPEG.lat + km / KM_PER_DEG,
    lng: WINNIPEG.lng,
    ...(extra.business
      ? {
          business: {
            businessName: extra.business.businessName,
            description: 'A local business.',
            website: 'https://example.ca',
            categories: extra.business.categories,
          },
        }
      : {}),
  });
  return { id, email: `${key}@members.test`, password: DEMO_PASSWORD };
}

const viewer = await member('viewer', 0, { firstName: 'Vera', lastName: 'Viewer' });
const near1 = await member('nora', 0.45, { firstName: 'Nora', lastName: 'Quill' });
const near4 = await member('ben', 4.0, { firstName: 'Ben', lastName: 'Okafor' });
const biz8 = await member('ivan', 8.0, {
  firstName: 'Ivan',
  lastName: 'Petrov',
  business: { businessName: 'Red River Tutors', categories: ['Tutoring'] },
});
const biz12 = await member('tess', -12.0, {
  firstName: 'Tess',
  lastName: 'Hunt',
  business: { businessName: 'Prairie Bread Co', categories: ['Bakery'] },
});
const far30 = await member('zed', 30.0, { firstName: 'Zed', lastName: 'Far' });
const suspended = await member('sue', 1.5, { firstName: 'Sue', lastName: 'Spended' });
const onboarding = await member('olly', 2.5, { firstName: 'Olly', lastName: 'Onboard' });
await db.update(users).set({ statusId: USER_STATUS_IDS.SUSPENDED }).where(eq(users.id, suspended.id));
await db.update(users).set({ checkOutStatus: 'PIN_SETUP' }).where(eq(users.id, onboarding.id));

const asViewer = await signIn(app, viewer);
const asNear1 = await signIn(app, near1);
const asAdmin = await signIn(app, ADMIN, 'ADMIN');
const asAlex = await signIn(app, MEMBER);

const LISTED_DEFAULT = [near1.id, near4.id, biz8.id, biz12.id];

async function find(
  query: Record<string, string | number | undefined> = {},
  as: As = asViewer,
  loginId = viewer.id,
) {
  const res = await call(app, 'findMembers', { as, params: { loginId }, query });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TFindMembersResponse;
}
const ids = (r: TFindMembersResponse) => r.data.map((c) => c.id);

async function findBusiness(body: Record<string, unknown> = {}, as: As = asViewer) {
  const res = await call(app, 'findBusinessMembers', { as, body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TFindMembersResponse;
}

/** Every key anywhere in a JSON value. */
function keysOf(v: unknown, out: string[] = []): string[] {
  if (Array.isArray(v)) for (const x of v) keysOf(x, out);
  else if (v && typeof v === 'object') {
    for (const [k, x] of Object.entries(v)) {
      out.push(k);
      keysOf(x, out);
    }
  }
  return out;
}
const PRIVATE_KEY =
  /^(lat|lng|latitude|longitude|coordinates|geometry|bounds)$|address|postal|email|phone|mobile/i;
/** No coordinates, street address, e-mail or phone anywhere in the answer. */
function expectPrivate(body: unknown) {
  expect(keysOf(body).filter((k) => PRIVATE_KEY.test(k))).toEqual([]);
  const text = JSON.stringify(body);
  expect(text).not.toContain('49.8');
  expect(text).not.toContain('97.1');
  expect(text).not.toContain('R3C');
  expect(text).not.toContain('@members.test');
}

async function setStats(userId: string, hearts: number[]) {
  const n = (h: number) => hearts.filter((x) => x === h).length;
  const values = {
    reviewCount: hearts.length,
    heartSum: hearts.reduce((a, b) => a + b, 0),
    hearts1: n(1),
    hearts2: n(2),
    hearts3: n(3),
    hearts4: n(4),
    hearts5: n(5),
  };
  await db
    .insert(userReviewStats)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: userReviewStats.userId, set: values });
}

describe('GET /user/find-members/{loginId}', () => {
  it('refuses anonymous callers, admins and another member’s loginId', async () => {
    const anon = await call(app, 'findMembers', { params: { loginId: viewer.id } });
    expect(anon.statusCode).toBe(401);
    const admin = await call(app, 'findMembers', { as: asAdmin, params: { loginId: viewer.id } });
    expect(admin.statusCode).toBe(403);
    const other = await call(app, 'findMembers', { as: asViewer, params: { loginId: near1.id } });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(MM.ownLoginOnly);
    const notId = await call(app, 'findMembers', { as: asViewer, params: { loginId: 'me' } });
    expect(notId.statusCode).toBe(400);
  });

  it('lists members within the default 20 km, nearest first, never the caller, suspended or onboarding members', async () => {
    const body = await find();
    expect(ids(body)).toEqual(LISTED_DEFAULT);
    expect(body.meta).toMatchObject({
      total: 4,
      limit: 20,
      offset: 0,
      radiusKm: 20,
      sortBy: 'distance',
      locationSet: true,
    });
    for (const id of [viewer.id, far30.id, suspended.id, onboarding.id]) expect(ids(body)).not.toContain(id);
    expect(body.data.map((c) => c.distanceLabel)).toEqual(['under 1 km', '4 km', '8 km', '12 km']);
  });

  it('cards carry the public name, place, type, rating, member since and a coarse last-active label', async () => {
    await db
      .update(users)
      .set({ lastLogin: new Date(Date.now() - 3 * 86_400_000) })
      .where(eq(users.id, near4.id));
    const body = await find();
    const [nora, ben, ivan] = body.data;
    expect(nora).toMatchObject({
      id: near1.id,
      publicName: 'Nora Q.',
      businessName: null,
      memberType: 'PERSONAL',
      city: 'Winnipeg',
      province: 'Manitoba',
      rating: { average: null, count: 0 },
      // signed in above
      lastActive: 'TODAY',
      lastActiveLabel: 'Active today',
    });
    expect(ben).toMatchObject({ lastActive: 'THIS_WEEK', lastActiveLabel: 'Active this week' });
    expect(ivan).toMatchObject({
      publicName: 'Red River Tutors',
      businessName: 'Red River Tutors',
      memberType: 'BUSINESS',
    });
    expect(new Date(nora!.memberSince).getTime()).toBeLessThan(Date.now());
    expectPrivate(body);
  });

  it('radius: the query radius, the memberRadius setting, and refuses anything but whole km from 1 to 100', async () => {
    expect(ids(await find({ radius: 40 }))).toEqual([...LISTED_DEFAULT, far30.id]);
    expect(ids(await find({ radius: 5 }))).toEqual([near1.id, near4.id]);
    expect((await find({ radius: 1 })).data.map((c) => c.id)).toEqual([near1.id]);

    await db.update(userSettings).set({ memberRadius: 9 }).where(eq(userSettings.userId, viewer.id));
    const set = await find();
    expect(set.meta.radiusKm).toBe(9);
    expect(ids(set)).toEqual([near1.id, near4.id, biz8.id]);
    await db.update(userSettings).set({ memberRadius: 5000 }).where(eq(userSettings.userId, viewer.id));
    expect((await find()).meta.radiusKm).toBe(MEMBER_RADIUS_MAX_KM);
    await db.delete(userSettings).where(eq(userSettings.userId, viewer.id));
    expect((await find()).meta.radiusKm).toBe(20);

    for (const radius of ['0', '101', '4.5', 'abc', '', 'anywhere', '-3']) {
      const res = await call(app, 'findMembers', {
        as: asViewer,
        params: { loginId: viewer.id },
        query: { radius },
      });
      expect(res.statusCode, radius).toBe(400);
      expect(res.json().fieldErrors.radius).toEqual([MM.radius]);
    }
  });

  it('filters by member type, name words (not the hidden last name) and place', async () => {
    expect(ids(await find({ memberType: 'BUSINESS' }))).toEqual([biz8.id, biz12.id]);
    expect(ids(await find({ memberType: 'PERSONAL' }))).toEqual([near1.id, near4.id]);
    expect(ids(await find({ search: 'nor' }))).toEqual([near1.id]);
    expect(ids(await find({ search: 'BEN1' }))).toEqual([near4.id]); // username, case-insensitive
    expect(ids(await find({ search: 'prairie bread' }))).toEqual([biz12.id]);
    expect(ids(await find({ search: 'quill' }))).toEqual([]); // last names are shown as an initial only
    expect(ids(await find({ search: '%' }))).toEqual([]); // wildcards are plain text
    expect(ids(await find({ query: 'winni' }))).toEqual(LISTED_DEFAULT);
    expect(ids(await find({ query: 'manitoba', memberType: 'PERSONAL' }))).toEqual([near1.id, near4.id]);
    expect(ids(await find({ query: 'Toronto' }))).toEqual([]);

    const bad = await call(app, 'findMembers', {
      as: asViewer,
      params: { loginId: viewer.id },
      query: { memberType: 'ADMIN', search: 'x'.repeat(101), sortBy: 'price' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toMatchObject({
      memberType: [MM.memberType],
      search: [MM.searchMax],
      sortBy: ['Sort must be one of distance, rating or recent.'],
    });
  });

  it('sorts by rating (average, then count, members without reviews last) and by recent activity', async () => {
    await setStats(biz12.id, [5, 5, 4, 5]); // 4.75 (shown 4.8), 4 reviews
    await setStats(near4.id, [5, 4, 5, 5]); // 4.75, 4 reviews: tie → nearer first
    await setStats(biz8.id, [5]); // 5.0 from one review
    const rated = await find({ sortBy: 'rating' });
    expect(ids(rated)).toEqual([biz8.id, near4.id, biz12.id, near1.id]);
    expect(rated.data.map((c) => c.rating)).toEqual([
      { average: 5, count: 1 },
      { average: 4.8, count: 4 },
      { average: 4.8, count: 4 },
      { average: null, count: 0 },
    ]);
    await setStats(biz12.id, [5, 5, 4, 5, 5, 4, 5, 5]); // 4.75 from 8 → ahead of near4's 4
    expect(ids(await find({ sortBy: 'rating' })).slice(1, 3)).toEqual([biz12.id, near4.id]);

    const day = 86_400_000;
    await db
      .update(users)
      .set({ lastLogin: new Date(Date.now() - 40 * day) })
      .where(eq(users.id, near1.id));
    await db
      .update(users)
      .set({ lastLogin: new Date(Date.now() - 2 * day) })
      .where(eq(users.id, biz12.id));
    await db
      .update(users)
      .set({ lastLogin: new Date(Date.now() - 10 * day) })
      .where(eq(users.id, biz8.id));
    await db.update(users).set({ lastLogin: null }).where(eq(users.id, near4.id));
    const recent = await find({ sortBy: 'recent' });
    expect(ids(recent)).toEqual([biz12.id, biz8.id, near1.id, near4.id]);
    expect(recent.data.map((c) => c.lastActive)).toEqual(['THIS_WEEK', 'THIS_MONTH', 'EARLIER', 'EARLIER']);
  });

  it('pages without overlap and keeps the total; past the end is empty with the total', async () => {
    for (const sortBy of ['distance', 'rating', 'recent']) {
      const seen: string[] = [];
      for (let offset = 0; offset < 4; offset += 3) {
        const page = await find({ sortBy, limit: 3, offset });
        expect(page.meta).toMatchObject({ total: 4, limit: 3, offset });
        seen.push(...ids(page));
      }
      expect(seen.sort()).toEqual([...LISTED_DEFAULT].sort());
    }
    const past = await find({ offset: 40 });
    expect(past.data).toEqual([]);
    expect(past.meta.total).toBe(4);
    for (const q of [{ limit: 0 }, { limit: 51 }, { offset: -1 }, { offset: 10_001 }, { limit: 'ten' }]) {
      const res = await call(app, 'findMembers', { as: asViewer, params: { loginId: viewer.id }, query: q });
      expect(res.statusCode, JSON.stringify(q)).toBe(400);
    }
  });

  it('a member suspended or reset to onboarding drops out at once, and is back when active again', async () => {
    await db.update(users).set({ statusId: USER_STATUS_IDS.DEACTIVATED }).where(eq(users.id, near4.id));
    expect(ids(await find())).not.toContain(near4.id);
    await db.update(users).set({ statusId: USER_STATUS_IDS.ACTIVE }).where(eq(users.id, near4.id));
    expect(ids(await find())).toContain(near4.id);
  });

  it('is seen from the caller’s side: another member finds the caller', async () => {
    const body = await find({}, asNear1, near1.id);
    expect(ids(body)).toContain(viewer.id);
    expect(ids(body)).not.toContain(near1.id);
    expect(body.data.find((c) => c.id === viewer.id)?.distanceLabel).toBe('under 1 km');
  });

  it('a caller without a general location gets an empty page, locationSet false', async () => {
    const lost = await member('lost', 0.2);
    await db.delete(userLocations).where(eq(userLocations.userId, lost.id));
    const asLost = await signIn(app, lost);
    const body = await find({}, asLost, lost.id);
    expect(body).toMatchObject({ data: [], meta: { total: 0, locationSet: false, radiusKm: 20 } });
    expect(ids(await find())).not.toContain(lost.id); // and is never listed
    await db.delete(users).where(eq(users.id, lost.id));
  });
});

describe('POST /user/business/find-member', () => {
  const categoryId = async (name: string) => {
    const [row] = await db.select().from(businessCategories).where(eq(businessCategories.name, name));
    return row!;
  };

  it('refuses anonymous callers and admins', async () => {
    expect((await call(app, 'findBusinessMembers', { body: {} })).statusCode).toBe(401);
    expect((await call(app, 'findBusinessMembers', { as: asAdmin, body: {} })).statusCode).toBe(403);
  });

  it('lists business members only; filters by main category (with its sub-categories) or sub-category', async () => {
    const all = await findBusiness();
    expect(ids(all)).toEqual([biz8.id, biz12.id]);
    expect(all.meta).toMatchObject({ total: 2, radiusKm: 20, sortBy: 'distance', locationSet: true });
    expectPrivate(all);

    const bakery = await categoryId('Bakery');
    const food = await categoryId('Food & Drink');
    const education = await categoryId('Education');
    const tutoring = await categoryId('Tutoring');
    expect(ids(await findBusiness({ subCategoryIds: [bakery.id] }))).toEqual([biz12.id]);
    expect(ids(await findBusiness({ categoryIds: [food.id] }))).toEqual([biz12.id]);
    expect(ids(await findBusiness({ categoryIds: [education.id] }))).toEqual([biz8.id]);
    expect(ids(await findBusiness({ categoryIds: [food.id], subCategoryIds: [tutoring.id] }))).toEqual([
      biz8.id,
      biz12.id,
    ]);
    const catering = await categoryId('Catering');
    expect(ids(await findBusiness({ subCategoryIds: [catering.id] }))).toEqual([]);
    // The same radius, search, sort and paging as find-members.
    expect(ids(await findBusiness({ radius: 10 }))).toEqual([biz8.id]);
    expect(ids(await findBusiness({ search: 'prairie' }))).toEqual([biz12.id]);
    expect(ids(await findBusiness({ sortBy: 'rating' }))).toEqual([biz8.id, biz12.id]);
    const page = await findBusiness({ limit: 1, offset: 1 });
    expect(page.meta).toMatchObject({ total: 2, limit: 1, offset: 1 });
    expect(ids(page)).toHaveLength(1);
  });

  it('refuses unknown, inactive and misplaced category ids with a field message', async () => {
    const food = await categoryId('Food & Drink');
    const bakery = await categoryId('Bakery');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ categoryIds: [999_999] }, 'categoryIds', MM.unknownCategory],
      [{ subCategoryIds: [999_999] }, 'subCategoryIds', MM.unknownCategory],
      [{ categoryIds: [bakery.id] }, 'categoryIds', MM.notACategory],
      [{ subCategoryIds: [food.id] }, 'subCategoryIds', MM.notASubCategory],
      [{ categoryIds: ['1'] }, 'categoryIds.0', MM.categoryIds],
      [{ categoryIds: [-1] }, 'categoryIds.0', MM.categoryIds],
      [{ categoryIds: 'food' }, 'categoryIds', MM.categoryIds],
      [{ categoryIds: Array.from({ length: 51 }, (_, i) => i + 1) }, 'categoryIds', MM.categoryIds],
      [{ radius: 0 }, 'radius', MM.radius],
      [{ radius: 20.5 }, 'radius', MM.radius],
      [{ limit: 100 }, 'limit', MM.limit],
      [{ offset: -1 }, 'offset', MM.offset],
      [{ sortBy: 'nearest' }, 'sortBy', 'Sort must be one of distance, rating or recent.'],
    ];
    for (const [body, field, message] of cases) {
      const res = await call(app, 'findBusinessMembers', { as: asViewer, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().fieldErrors?.[field], JSON.stringify(body)).toEqual([message]);
    }
    await db.update(businessCategories).set({ isActive: false }).where(eq(businessCategories.id, food.id));
    const inactive = await call(app, 'findBusinessMembers', {
      as: asViewer,
      body: { subCategoryIds: [bakery.id] },
    });
    expect(inactive.statusCode).toBe(400);
    expect(inactive.json().fieldErrors.subCategoryIds).toEqual([MM.unknownCategory]);
    await db.update(businessCategories).set({ isActive: true }).where(eq(businessCategories.id, food.id));
  });
});

describe('GET /user/member-profile/{id}', () => {
  async function profile(id: string, as: As = asViewer) {
    const res = await call(app, 'getMemberProfile', { as, params: { id } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as TMemberProfileResponse;
  }

  it('refuses anonymous callers and admins; 404 for suspended, onboarding, admin and unknown accounts', async () => {
    expect((await call(app, 'getMemberProfile', { params: { id: biz12.id } })).statusCode).toBe(401);
    expect((await call(app, 'getMemberProfile', { as: asAdmin, params: { id: biz12.id } })).statusCode).toBe(
      403,
    );
    const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, ADMIN.email));
    for (const id of [suspended.id, onboarding.id, admin!.id, '00000000-0000-4000-8000-000000000000']) {
      const res = await call(app, 'getMemberProfile', { as: asViewer, params: { id } });
      expect(res.statusCode, id).toBe(404);
    }
    expect((await call(app, 'getMemberProfile', { as: asViewer, params: { id: 'nobody' } })).statusCode).toBe(
      400,
    );
  });

  it('shows a business: name, bio, socials, city, member since, rating, categories, offers count; nothing private', async () => {
    await db
      .update(userProfiles)
      .set({ yourBio: 'Fresh bread daily.' })
      .where(eq(userProfiles.userId, biz12.id));
    await db
      .insert(socialHandles)
      .values({ userId: biz12.id, instagram: 'https://instagram.com/prairiebread' })
      .onConflictDoNothing();
    await db.insert(offers).values([
      { userId: biz12.id, title: 'Rye loaf', category: 'Product', status: 'ACTIVE', publishedAt: new Date() },
      { userId: biz12.id, title: 'Secret recipe', category: 'Product', status: 'DRAFT' },
    ]);
    const body = await profile(biz12.id);
    expect(body.data).toMatchObject({
      id: biz12.id,
      publicName: 'Prairie Bread Co',
      displayName: 'Tess H.',
      bio: 'Fresh bread daily.',
      memberType: 'BUSINESS',
      city: 'Winnipeg',
      province: 'Manitoba',
      distanceLabel: '12 km',
      rating: { average: 4.8, count: 8 },
      activeOfferCount: 1,
      isSelf: false,
      business: {
        businessName: 'Prairie Bread Co',
        categories: [expect.objectContaining({ name: 'Bakery' })],
      },
    });
    expect(body.data.socials.instagram).toBe('https://instagram.com/prairiebread');
    expect(body.data.lastActiveLabel).toMatch(/^Active /);
    expectPrivate(body);
  });

  it('a personal member, and the own profile (isSelf, no distance)', async () => {
    const nora = await profile(near1.id);
    expect(nora.data).toMatchObject({
      publicName: 'Nora Q.',
      memberType: 'PERSONAL',
      business: null,
      distanceLabel: 'under 1 km',
    });
    expectPrivate(nora);
    const own = await profile(viewer.id);
    expect(own.data).toMatchObject({ isSelf: true, distanceLabel: null, publicName: 'Vera V.' });
    // Seen from Toronto: a rounded distance far away.
    const fromAlex = await profile(near1.id, asAlex);
    expect(fromAlex.data.distanceLabel).toMatch(/^\d{4} km$/);
  });
});

describe('GET /user/member-profile/{id}/offers', () => {
  it('lists the member’s ACTIVE offers only, newest first, paged, with public card fields', async () => {
    const owner = near4.id;
    const t = Date.now();
    const inserted = await db
      .insert(offers)
      .values([
        ...[1, 2, 3].map((i) => ({
          userId: owner,
          title: `Ben offer ${i}`,
          category: 'Services',
          priceType: 'Hourly',
          priceCents: 2_000 * i,
          status: 'ACTIVE',
          city: 'Winnipeg',
          province: 'Manitoba',
          latitude: WINNIPEG.lat,
          longitude: WINNIPEG.lng,
          publishedAt: new Date(t - i * 60_000),
        })),
        {
          userId: owner,
          title: 'Ben paused',
          category: 'Product',
          status: 'PAUSED',
          publishedAt: new Date(t),
        },
        { userId: owner, title: 'Ben draft', category: 'Product', status: 'DRAFT' },
        {
          userId: owner,
          title: 'Ben disabled',
          category: 'Product',
          status: 'DISABLED',
          publishedAt: new Date(t),
        },
      ])
      .returning({ id: offers.id, title: offers.title });
    await db.insert(offerFavourites).values({ userId: viewer.id, offerId: inserted[1]!.id });

    const res = await call(app, 'getMemberOffers', { as: asViewer, params: { id: owner } });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as TMemberOffersResponse;
    expect(body.data.map((o) => o.title)).toEqual(['Ben offer 1', 'Ben offer 2', 'Ben offer 3']);
    expect(body.meta).toMatchObject({ total: 3, limit: 12, offset: 0 });
    expect(body.data[0]).toMatchObject({
      category: 'Services',
      categoryId: 2,
      priceCents: 2_000,
      priceType: 'Hourly',
      city: 'Winnipeg',
      coverThumbUrl: null,
      favourited: false,
    });
    expect(body.data[1]!.favourited).toBe(true);
    expectPrivate(body);

    const page = await call(app, 'getMemberOffers', {
      as: asViewer,
      params: { id: owner },
      query: { limit: 2, offset: 2 },
    });
    expect(page.json().data.map((o: { title: string }) => o.title)).toEqual(['Ben offer 3']);
    expect(page.json().meta.total).toBe(3);
    const past = await call(app, 'getMemberOffers', {
      as: asViewer,
      params: { id: owner },
      query: { offset: 50 },
    });
    expect(past.json()).toMatchObject({ data: [], meta: { total: 3 } });

    const profile = await call(app, 'getMemberProfile', { as: asViewer, params: { id: owner } });
    expect(profile.json().data.activeOfferCount).toBe(3);
  });

  it('refuses anonymous callers, admins and bad input; 404 for members that are not listed', async () => {
    expect((await call(app, 'getMemberOffers', { params: { id: near4.id } })).statusCode).toBe(401);
    expect((await call(app, 'getMemberOffers', { as: asAdmin, params: { id: near4.id } })).statusCode).toBe(
      403,
    );
    await db
      .insert(offers)
      .values({ userId: suspended.id, title: 'Hidden', category: 'Product', status: 'ACTIVE' });
    for (const id of [suspended.id, onboarding.id, '00000000-0000-4000-8000-000000000000']) {
      expect((await call(app, 'getMemberOffers', { as: asViewer, params: { id } })).statusCode, id).toBe(404);
    }
    for (const query of [{ limit: 0 }, { limit: 51 }, { offset: -1 }, { offset: 'x' }]) {
      const res = await call(app, 'getMemberOffers', { as: asViewer, params: { id: near4.id }, query });
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
  });
});
