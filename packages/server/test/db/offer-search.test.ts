/** Finding offers: search, explore-business, suggestions, home page, filter, details. */
import {
  SEARCH_SORTS,
  OFFER_SEARCH_MESSAGES as SM,
  type TOfferCard,
  USER_STATUS_IDS,
  VALIDATION_MESSAGES,
} from '@barterbits/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  offerFavourites,
  offers,
  offerViews,
  searchMisses,
  userProfiles,
  users,
} from '../../src/db/schema.ts';
import { backgroundSettled } from '../../src/lib/background.ts';
import { shortName } from '../../src/modules/users/display-name.ts';
import { seedDemoOffers } from '../../src/seed.ts';
import { ADMIN, type As, BUSINESS, bearer, build, login, MEMBER, OTHER_MEMBER, requests } from '../helper.ts';

const app = await build();
const { db } = app.database;
await seedDemoOffers(db);
const alex = await login(app, MEMBER); // Toronto
const maple = await login(app, BUSINESS); // Montreal, business
const sam = await login(app, OTHER_MEMBER); // Vancouver
const admin = await login(app, ADMIN, 'ADMIN');
const asAlex = bearer(alex.accessToken);
const asMaple = bearer(maple.accessToken);
const asSam = bearer(sam.accessToken);

const TORONTO = { lat: 43.6532, lng: -79.3832 };

/** Inserts a listed offer for `userId` near Toronto (tests of ranking, price and paging). */
async function addOffer(userId: string, v: Partial<typeof offers.$inferInsert> & { title: string }) {
  const at = v.publishedAt ?? new Date();
  const [row] = await db
    .insert(offers)
    .values({
      userId,
      description: 'Plain description of the item on offer.',
      category: 'Product',
      priceType: 'Fixed',
      priceCents: 1_000,
      status: 'ACTIVE',
      details: { condition: 'GOOD', quantity: 1 },
      city: 'Toronto',
      province: 'Ontario',
      latitude: TORONTO.lat + 0.01,
      longitude: TORONTO.lng + 0.01,
      publishedAt: at,
      ...v,
    })
    .returning({ id: offers.id });
  return row!.id;
}

const http = requests(app);
const get = (url: string, as: As = asMaple) => http.get(url, as);
async function search(qs: string, headers: As = asMaple) {
  const res = await get(`/v1/offer/search-offer?${qs}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    data: TOfferCard[];
    meta: { total: number; totalCapped: boolean; sortBy: string; center: unknown };
  };
}
const titles = (cards: TOfferCard[]) => cards.map((c) => c.title);

describe('GET /offer/search-offer', () => {
  it('finds a misspelt offer within the radius ("vacaton cotage" → Vacation cottage)', async () => {
    const body = await search('q=vacaton%20cotage&lat=43.70&lng=-79.40', asMaple);
    expect(titles(body.data)[0]).toBe('Vacation cottage by the Scarborough Bluffs');
    expect(body.meta.sortBy).toBe('relevance');
    const card = body.data[0]!;
    expect(card).toMatchObject({
      category: 'Vacation Rentals',
      categoryId: 3,
      priceCents: 18_000,
      priceType: 'Fixed',
      favourited: false,
      seller: { displayName: 'Alex M.', accountType: 'PERSONAL', businessName: null },
    });
    expect(card.distanceKm).toBeGreaterThan(0);
    expect(card.distanceKm).toBeLessThan(30);
  });

  it('radius: Toronto offers are out of reach from Montreal, in reach with anywhere', async () => {
    const near = await search('q=cottage'); // maple in Montreal, default 20 km
    expect(titles(near.data)).not.toContain('Vacation cottage by the Scarborough Bluffs');
    const wider = await search('q=cottage&radius=400');
    expect(titles(wider.data)).not.toContain('Vacation cottage by the Scarborough Bluffs'); // ~490 km away
    const wide = await search('q=cottage&radius=500');
    expect(titles(wide.data)).toContain('Vacation cottage by the Scarborough Bluffs');
    const anywhere = await search('q=cottage&radius=anywhere');
    expect(titles(anywhere.data)).toContain('Vacation cottage by the Scarborough Bluffs');
    expect(anywhere.meta.center).toMatchObject({ radiusKm: null });
    // Alex (Toronto) sees maple's Montreal offers only from far enough.
    expect(titles((await search('q=sourdough', asAlex)).data)).toEqual([]);
    expect(titles((await search('q=sourdough&radius=anywhere', asAlex)).data)).toEqual([
      'Sourdough bread loaf',
    ]);
  });

  it('lists only the member region by default, never the viewer own offers', async () => {
    const body = await search('', asAlex);
    expect(body.data.every((c) => c.seller.id !== alex.user.id)).toBe(true);
    const mine = await search('', asMaple);
    expect(mine.data.map((c) => c.seller.id)).not.toContain(maple.user.id);
    expect(mine.meta.center).toMatchObject({ latitude: 45.5017, longitude: -73.5673, radiusKm: 20 });
  });

  it('never lists drafts, paused, disabled or deleted offers, nor offers of suspended members', async () => {
    const hidden = ['Kayak (draft)', 'Set of snow tires', 'Camping tent for four'];
    const all = await search('radius=anywhere&limit=50');
    for (const t of hidden) expect(titles(all.data)).not.toContain(t);
    const id = await addOffer(alex.user.id, { title: 'Disabled trampoline', status: 'DISABLED' });
    const id2 = await addOffer(alex.user.id, { title: 'Deleted trampoline', status: 'DELETE' });
    expect((await search('q=trampoline&radius=anywhere')).data).toEqual([]);
    // jordan is suspended: even an ACTIVE offer never shows.
    expect((await search('q=camping%20tent&radius=anywhere')).data).toEqual([]);
    // A member suspended later drops out at once.
    const tent = await addOffer(sam.user.id, { title: 'Hammock for two' });
    expect(titles((await search('q=hammock&radius=anywhere')).data)).toEqual(['Hammock for two']);
    await db.update(users).set({ statusId: USER_STATUS_IDS.SUSPENDED }).where(eq(users.id, sam.user.id));
    expect((await search('q=hammock&radius=anywhere')).data).toEqual([]);
    await db.update(users).set({ statusId: USER_STATUS_IDS.ACTIVE }).where(eq(users.id, sam.user.id));
    await db.delete(offers).where(eq(offers.id, tent));
    await db.delete(offers).where(eq(offers.id, id));
    await db.delete(offers).where(eq(offers.id, id2));
  });

  it('ranks title matches above description matches', async () => {
    const inDescription = await addOffer(sam.user.id, {
      title: 'Garden shed',
      description: 'Comes with a free telescope stand and tripod.',
      publishedAt: new Date(Date.now() + 60_000),
    });
    const inTitle = await addOffer(sam.user.id, {
      title: 'Telescope for stargazing',
      publishedAt: new Date(Date.now() - 60_000),
    });
    const body = await search('q=telescope&lat=43.65&lng=-79.38', asMaple);
    expect(body.data.map((c) => c.id)).toEqual([inTitle, inDescription]);
    const typo = await search('q=telescpoe&lat=43.65&lng=-79.38', asMaple);
    expect(typo.data[0]?.id).toBe(inTitle);
    await db.delete(offers).where(eq(offers.id, inDescription));
    await db.delete(offers).where(eq(offers.id, inTitle));
  });

  it('filters by category ids', async () => {
    const cars = await search('categoryIds=4&radius=anywhere');
    expect(cars.data.length).toBeGreaterThan(0);
    expect(new Set(cars.data.map((c) => c.category))).toEqual(new Set(['Cars & Vehicles']));
    const two = await search('categoryIds=1,%203&radius=anywhere&limit=50');
    expect(new Set(two.data.map((c) => c.categoryId))).toEqual(new Set([1, 3]));
    const all = await search('categoryIds=1,2,3,4&radius=anywhere&limit=50');
    const none = await search('radius=anywhere&limit=50');
    expect(all.meta.total).toBe(none.meta.total);
  });

  it('a text search that finds nothing is counted once as an unmet want (analytics); one that finds something is not', async () => {
    const missesOf = (query: string) => db.select().from(searchMisses).where(eq(searchMisses.query, query));
    expect((await search('q=Harpsichord%20Tuning&categoryIds=3&radius=anywhere')).meta.total).toBe(0);
    expect((await search('q=%20harpsichord%20%20tuning&categoryIds=3&radius=anywhere')).meta.total).toBe(0);
    expect((await search('q=harpsichord%20tuning&radius=anywhere')).meta.total).toBe(0);
    await backgroundSettled();
    const rows = await missesOf('harpsichord tuning');
    // Normalised text; one category searched is named, all categories are ''.
    expect(rows.map((r) => [r.category, r.count]).sort()).toEqual([
      ['', 1],
      ['Vacation Rentals', 2],
    ]);
    const before = await missesOf('cottage');
    const found = await search('q=cottage&radius=anywhere');
    expect(found.meta.total).toBeGreaterThan(0);
    await backgroundSettled();
    expect(await missesOf('cottage')).toEqual(before);
  });

  it('filters by price range in BITS (decimals allowed; See Description offers drop out)', async () => {
    const body = await search('radius=anywhere&minPrice=100&maxPrice=250.00&limit=50');
    expect(body.data.length).toBeGreaterThan(0);
    for (const c of body.data) {
      expect(c.priceCents).toBeGreaterThanOrEqual(10_000);
      expect(c.priceCents).toBeLessThanOrEqual(25_000);
    }
    expect(titles(body.data)).toContain('Vintage road bike'); // 250.00 inclusive
    const exact = await search('radius=anywhere&minPrice=8&maxPrice=8', asAlex);
    expect(titles(exact.data)).toEqual(['Sourdough bread loaf']);
    const cheap = await search('radius=anywhere&maxPrice=0.5');
    expect(cheap.data).toEqual([]);
  });

  it('explore-business and accountType=BUSINESS list business members only', async () => {
    const res = await get('/v1/offer/explore-business?radius=anywhere&limit=50', asAlex);
    expect(res.statusCode, res.body).toBe(200);
    const cards = res.json().data as TOfferCard[];
    expect(cards.length).toBe(5);
    for (const c of cards)
      expect(c.seller).toMatchObject({ accountType: 'BUSINESS', displayName: 'Maple Leaf Bakery' });
    const viaSearch = await search('radius=anywhere&accountType=BUSINESS&limit=50', asAlex);
    expect(viaSearch.data.map((c) => c.id)).toEqual(cards.map((c) => c.id));
    const personal = await search('radius=anywhere&accountType=PERSONAL&limit=50', asAlex);
    expect(personal.data.every((c) => c.seller.accountType === 'PERSONAL')).toBe(true);
  });

  describe('sorting with stable paging', () => {
    it('seeds a page-crossing set with ties', async () => {
      const same = new Date(Date.now() - 3_600_000);
      for (let i = 0; i < 23; i++) {
        await addOffer(sam.user.id, {
          title: `Paging widget ${i}`,
          priceCents: 500 * (i % 4) + 500, // many equal prices
          publishedAt: i % 3 === 0 ? same : new Date(same.getTime() + i * 1000), // equal dates too
          latitude: TORONTO.lat + (i % 5) * 0.01,
          longitude: TORONTO.lng,
        });
      }
    });

    it.each(SEARCH_SORTS)('sortBy=%s pages without duplicates or gaps', async (sortBy) => {
      const qs = `q=paging%20widget&sortBy=${sortBy}&lat=43.6532&lng=-79.3832`;
      const full = await search(`${qs}&limit=50`);
      expect(full.meta).toMatchObject({ total: 23, totalCapped: false });
      expect(full.meta.sortBy).toBe(sortBy);
      const paged: string[] = [];
      for (let offset = 0; offset < 23; offset += 5) {
        const page = await search(`${qs}&limit=5&offset=${offset}`);
        expect(page.meta.total).toBe(23);
        paged.push(...page.data.map((c) => c.id));
      }
      expect(paged).toEqual(full.data.map((c) => c.id));
      expect(new Set(paged).size).toBe(23);
      const cards = full.data;
      const pairs = cards.slice(1).map((c, i) => [cards[i]!, c] as const);
      for (const [a, b] of pairs) {
        if (sortBy === 'price_asc') expect(a.priceCents!).toBeLessThanOrEqual(b.priceCents!);
        if (sortBy === 'price_desc') expect(a.priceCents!).toBeGreaterThanOrEqual(b.priceCents!);
        if (sortBy === 'nearest') expect(a.distanceKm!).toBeLessThanOrEqual(b.distanceKm!);
        if (sortBy === 'newest') expect(a.publishedAt! >= b.publishedAt!).toBe(true);
      }
      // Past the end: empty page, total still right.
      const past = await search(`${qs}&limit=5&offset=100`);
      expect(past.data).toEqual([]);
      expect(past.meta.total).toBe(23);
    });

    it('counts totals up to 1,000 and says when there are more', async () => {
      const many = Array.from({ length: 1001 }, (_, i) => ({
        userId: sam.user.id,
        title: `Bulk item ${i}`,
        category: 'Product',
        status: 'ACTIVE',
        latitude: TORONTO.lat,
        longitude: TORONTO.lng,
        publishedAt: new Date(),
      }));
      const ids = await db.insert(offers).values(many).returning({ id: offers.id });
      const body = await search('q=bulk%20item&radius=anywhere&limit=5&offset=1000');
      expect(body.meta).toMatchObject({ total: 1000, totalCapped: true });
      expect(body.data.length).toBeGreaterThan(0); // paging goes on past the cap
      await db.delete(offers).where(
        inArray(
          offers.id,
          ids.map((r) => r.id),
        ),
      );
      expect((await search('q=bulk%20item&radius=anywhere')).meta).toMatchObject({
        total: 0,
        totalCapped: false,
      });
    });

    it('relevance without text means newest', async () => {
      expect((await search('sortBy=relevance')).meta.sortBy).toBe('newest');
    });
  });

  it.each([
    ['categoryIds=5', 'categoryIds', SM.categoryIds],
    ['categoryIds=1,,2', 'categoryIds', SM.categoryIds],
    ['categoryIds=abc', 'categoryIds', SM.categoryIds],
    ['radius=-5', 'radius', SM.radius],
    ['radius=0', 'radius', SM.radius],
    ['radius=501', 'radius', SM.radius],
    ['radius=far', 'radius', SM.radius],
    ['minPrice=10&maxPrice=5', 'minPrice', SM.priceRange],
    ['minPrice=-1', 'minPrice', VALIDATION_MESSAGES.numericOnly],
    ['maxPrice=1.234', 'maxPrice', VALIDATION_MESSAGES.decimals],
    ['maxPrice=1000001', 'maxPrice', VALIDATION_MESSAGES.numberMax],
    ['limit=51', 'limit', SM.limit],
    ['limit=0', 'limit', SM.limit],
    ['offset=-1', 'offset', SM.offset],
    ['offset=10001', 'offset', SM.offset],
    ['sortBy=cheapest', 'sortBy', 'Sort must be one of relevance, newest, nearest, price_asc or price_desc.'],
    ['lat=43.6', 'lng', SM.latLng],
    ['lat=91&lng=0', 'lat', SM.latLng],
    [`q=${'x'.repeat(101)}`, 'q', SM.queryMax],
    ['accountType=ROBOT', 'accountType', SM.accountType],
  ])('refuses %s with a clear message', async (qs, field, message) => {
    const res = await get(`/v1/offer/search-offer?${qs}`);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fieldErrors[field]).toContain(message);
  });

  it('is for members only', async () => {
    expect((await get('/v1/offer/search-offer', null)).statusCode).toBe(401);
    expect((await get('/v1/offer/search-offer', bearer(admin.accessToken))).statusCode).toBe(403);
  });

  it('marks the viewer favourites', async () => {
    const [bike] = (await search('q=road%20bike&radius=anywhere', asSam)).data;
    await db.insert(offerFavourites).values({ userId: sam.user.id, offerId: bike!.id });
    const again = await search('q=road%20bike&radius=anywhere', asSam);
    expect(again.data[0]).toMatchObject({ id: bike!.id, favourited: true });
    expect((await search('q=road%20bike&radius=anywhere', asMaple)).data[0]?.favourited).toBe(false);
  });
});

describe('GET /offer/suggestions', () => {
  it('suggests titles and corrected words for a misspelling', async () => {
    const res = await get('/v1/offer/suggestions?q=cotage', asSam);
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().data as { text: string; kind: string }[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.length).toBeLessThanOrEqual(8);
    expect(list).toContainEqual({ text: 'cottage', kind: 'WORD' });
    expect(list).toContainEqual({ text: 'Vacation cottage by the Scarborough Bluffs', kind: 'TITLE' });
  });

  it('only from listable offers of others, without duplicates', async () => {
    const hidden = (await get('/v1/offer/suggestions?q=kayak', asSam)).json().data;
    expect(hidden).toEqual([]);
    const tent = (await get('/v1/offer/suggestions?q=tent', asSam)).json().data as { text: string }[];
    expect(tent.map((s) => s.text)).not.toContain('Camping tent for four');
    const own = (await get('/v1/offer/suggestions?q=sourdough', asMaple)).json().data;
    expect(own).toEqual([]);
    const dup1 = await addOffer(alex.user.id, { title: 'Harmonica' });
    const dup2 = await addOffer(alex.user.id, { title: 'harmonica' });
    const h = (await get('/v1/offer/suggestions?q=harmonica', asSam)).json().data as { text: string }[];
    expect(h.filter((s) => s.text.toLowerCase() === 'harmonica')).toHaveLength(1);
    await db.delete(offers).where(eq(offers.id, dup1));
    await db.delete(offers).where(eq(offers.id, dup2));
  });

  it('needs text', async () => {
    const res = await get('/v1/offer/suggestions?q=%20');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(SM.suggestionQuery);
  });
});

describe('GET /offer/home-page', () => {
  it('sends newest, one row per category and business rows around the member', async () => {
    const res = await get('/v1/offer/home-page?limit=3', asAlex);
    expect(res.statusCode, res.body).toBe(200);
    const { sections, center } = res.json().data;
    expect(center).toMatchObject({ latitude: 43.6532, radiusKm: 20 });
    expect(sections.map((s: { key: string }) => s.key)).toEqual([
      'newest',
      'category-1',
      'category-2',
      'category-3',
      'category-4',
      'business',
    ]);
    for (const s of sections) {
      expect(s.data.length).toBeLessThanOrEqual(3);
      for (const c of s.data as TOfferCard[]) {
        expect(c.seller.id).not.toBe(alex.user.id);
        if (s.categoryId) expect(c.categoryId).toBe(s.categoryId);
        expect(c.distanceKm!).toBeLessThanOrEqual(20);
      }
    }
    // maple sees its region: own offers excluded, so only others' in Montreal (none) → empty rows.
    const far = (await get('/v1/offer/home-page?radius=anywhere', asAlex)).json().data.sections;
    expect(far.find((s: { key: string }) => s.key === 'business').data.length).toBe(5);
    expect(far.find((s: { key: string }) => s.key === 'category-4').total).toBeGreaterThanOrEqual(2);
  });

  it("titles its rows in the reader's language", async () => {
    const titles = async (headers: Record<string, string>) =>
      (
        await app.inject({
          method: 'GET',
          url: '/v1/offer/home-page?limit=1',
          headers: { ...headers, ...asAlex },
        })
      )
        .json()
        .data.sections.map((s: { title: string }) => s.title);
    expect(await titles({})).toEqual([
      'Newest near you',
      'Product',
      'Services',
      'Vacation Rentals',
      'Cars & Vehicles',
      'From businesses near you',
    ]);
    expect(await titles({ 'accept-language': 'fr-CA' })).toEqual([
      'Nouveautés près de chez vous',
      'Produits',
      'Services',
      'Locations de vacances',
      'Autos et véhicules',
      'Des entreprises près de chez vous',
    ]);
  });

  it('its rows around a place equal the newest searches they link to (one read of the area)', async () => {
    // Offers near Toronto from a personal and a business member, some published at the same instant
    // (ties are broken by id, newest first, as in search).
    const same = new Date(Date.now() - 60_000);
    const added: string[] = [];
    for (let i = 0; i < 12; i++) {
      added.push(
        await addOffer(i % 3 === 0 ? maple.user.id : sam.user.id, {
          title: `Home row check ${i}`,
          category: ['Product', 'Services', 'Cars & Vehicles', 'Vacation Rentals'][i % 4]!,
          publishedAt: i % 2 === 0 ? same : new Date(Date.now() - i * 1_000),
          latitude: TORONTO.lat + 0.002 * i,
        }),
      );
    }
    try {
      // 3 offers per category, all of Product published at one instant: the row's cut falls in a tie.
      const limit = 2;
      const { sections } = (await get(`/v1/offer/home-page?limit=${limit}`, asAlex)).json().data as {
        sections: {
          key: string;
          total: number;
          searchQuery: { categoryIds: string };
          data: TOfferCard[];
        }[];
      };
      const everything = await search('sortBy=newest&limit=50', asAlex);
      for (const s of sections) {
        if (s.key === 'business') {
          const business = everything.data.filter((c) => c.seller.accountType === 'BUSINESS');
          expect(s.data.map((c) => c.id)).toEqual(business.slice(0, limit).map((c) => c.id));
          expect(s.total).toBe(business.length);
          continue;
        }
        const expected = await search(
          `sortBy=newest&categoryIds=${s.searchQuery.categoryIds}&limit=${limit}`,
          asAlex,
        );
        expect(s.data).toEqual(expected.data);
        expect(s.total).toBe(expected.meta.total);
      }
      expect(sections.find((s) => s.key === 'newest')!.data.length).toBe(limit);
    } finally {
      for (const id of added) await db.delete(offers).where(eq(offers.id, id));
    }
  });

  it('refuses a bad limit', async () => {
    const res = await get('/v1/offer/home-page?limit=21');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(SM.sectionLimit);
  });
});

describe('GET /offer/filter', () => {
  it('counts categories within the radius and gives the price range', async () => {
    const far = (await get('/v1/offer/filter?radius=anywhere', asSam)).json().data;
    const byId = Object.fromEntries(
      far.categories.map((c: { id: number; count: number }) => [c.id, c.count]),
    );
    // Others than sam, listable: alex 4 + maple 5 (+ test offers near Toronto).
    const total = (await search('radius=anywhere&limit=1', asSam)).meta.total;
    expect(byId[1] + byId[2] + byId[3] + byId[4]).toBe(total);
    expect(byId[4]).toBe(2);
    expect(far.price.minCents).toBeGreaterThan(0);
    expect(far.radius).toMatchObject({ defaultKm: 20, maxKm: 500, anywhere: 'anywhere' });
    expect(far.sortOptions.map((s: { value: string }) => s.value)).toEqual([...SEARCH_SORTS]);

    const montreal = (await get('/v1/offer/filter', asAlex)).json().data; // alex in Toronto, 20 km
    expect(montreal.categories.find((c: { id: number }) => c.id === 4).count).toBe(0);
    const text = (await get('/v1/offer/filter?q=sourdough&radius=anywhere', asAlex)).json().data;
    expect(text.categories.map((c: { count: number }) => c.count)).toEqual([1, 0, 0, 0]);
    expect(text.price).toEqual({ minCents: 800, maxCents: 800 });
  });
});

describe('GET /offer/details/:id enrichment', () => {
  it('adds the seller card, distance, favourites and records one view per day', async () => {
    const [loft] = (await search('q=plateau%20loft&radius=anywhere', asAlex)).data;
    const url = `/v1/offer/details/${loft!.id}`;
    const res = await get(url, asAlex);
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().data;
    expect(d).toMatchObject({
      id: loft!.id,
      title: 'Plateau loft for weekend getaways',
      isOwner: false,
      favourited: false,
      favouritesCount: 0,
      seller: { id: maple.user.id, displayName: 'Maple Leaf Bakery', accountType: 'BUSINESS' },
    });
    expect(d.distanceKm).toBeGreaterThan(450);
    expect(d.distanceKm).toBeLessThan(560);
    expect(d.photos).toEqual([]);
    await get(url, asAlex);
    const views = () => db.select().from(offerViews).where(eq(offerViews.offerId, loft!.id));
    expect(await views()).toEqual([
      { offerId: loft!.id, viewerId: alex.user.id, day: new Date().toISOString().slice(0, 10) },
    ]);
    await get(url, asSam);
    expect(await views()).toHaveLength(2);

    await db.insert(offerFavourites).values({ userId: alex.user.id, offerId: loft!.id });
    expect((await get(url, asAlex)).json().data).toMatchObject({ favourited: true, favouritesCount: 1 });
    expect((await get(url, asSam)).json().data).toMatchObject({ favourited: false, favouritesCount: 1 });
  });

  it('the owner and admins see it without counting a view', async () => {
    const [loft] = (await search('q=plateau%20loft&radius=anywhere', asAlex)).data;
    const before = (await db.select().from(offerViews).where(eq(offerViews.offerId, loft!.id))).length;
    const own = (await get(`/v1/offer/details/${loft!.id}`, asMaple)).json().data;
    expect(own).toMatchObject({ isOwner: true, distanceKm: expect.any(Number) });
    expect(own.distanceKm).toBeLessThan(5);
    const asAdmin = (await get(`/v1/offer/details/${loft!.id}`, bearer(admin.accessToken))).json().data;
    expect(asAdmin).toMatchObject({ isOwner: false, distanceKm: null });
    const after = (await db.select().from(offerViews).where(eq(offerViews.offerId, loft!.id))).length;
    expect(after).toBe(before);
  });

  it('a paused offer is not viewable by others and counts no view', async () => {
    const [tires] = await db
      .select()
      .from(offers)
      .where(and(eq(offers.title, 'Set of snow tires')));
    expect((await get(`/v1/offer/details/${tires!.id}`, asSam)).statusCode).toBe(404);
    expect((await get(`/v1/offer/details/${tires!.id}`, asAlex)).json().data.isOwner).toBe(true);
    expect(await db.select().from(offerViews).where(eq(offerViews.offerId, tires!.id))).toEqual([]);
  });
});

describe('seller name on cards and the offer page', () => {
  /** The seller name as the search card, the offer page and the public profile show it. */
  async function namesOfAlex() {
    const [card] = (await search('q=vacaton%20cotage&radius=anywhere', asMaple)).data;
    const details = (await get(`/v1/offer/details/${card!.id}`, asMaple)).json().data;
    const profile = (await get(`/v1/user/${alex.user.id}/public`, asMaple)).json().data;
    return {
      card: card!.seller.displayName,
      details: details.seller.displayName,
      profile: profile.displayName,
    };
  }

  it('is the one short-name rule (first name and last initial, else the username), as on the public profile', async () => {
    expect(await namesOfAlex()).toEqual({ card: 'Alex M.', details: 'Alex M.', profile: 'Alex M.' });
    const [before] = await db.select().from(userProfiles).where(eq(userProfiles.userId, alex.user.id));
    // A member without a first or last name (e.g. from an early sign-up) is named by their username.
    await db
      .update(userProfiles)
      .set({ firstName: null, lastName: null })
      .where(eq(userProfiles.userId, alex.user.id));
    try {
      const expected = shortName({ firstName: null, lastName: null, userName: before!.userName });
      expect(expected).toBe(before!.userName);
      expect(await namesOfAlex()).toEqual({ card: expected, details: expected, profile: expected });
    } finally {
      await db
        .update(userProfiles)
        .set({ firstName: before!.firstName, lastName: before!.lastName })
        .where(eq(userProfiles.userId, alex.user.id));
    }
  });
});
