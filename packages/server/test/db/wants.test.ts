/**
 * Wants, saved searches and matching: the matching rules (text, category, distance, price, own offers,
 * blocked members, offers no longer listed, wants paused or past their end), each match told once and
 * grouped, the daily digest, the wanted feed, reports and moderation.
 */
import { MATCH_COUNT_CAP, WANT_MESSAGES } from '@barterbits/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/rows.ts';
import { chatBlocks, matches, matchQueue, notifications, offers, users, wants } from '../../src/db/schema.ts';
import { backgroundSettled } from '../../src/lib/background.ts';
import { expireWants, matchQueued, runMatching, sendMatchDigests } from '../../src/modules/wants/matching.ts';
import { ADMIN, build, call, createUser, login, type Session } from '../helper.ts';
import { publishedOfferId } from './offer-helpers.ts';

const app = await build({ config: { enableTestApi: true } });
const { db } = app.database;
const admin = await login(app, ADMIN, 'ADMIN');

const TORONTO = { city: 'Toronto', province: 'ON', latitude: 43.6532, longitude: -79.3832 };
const MISSISSAUGA = { city: 'Mississauga', province: 'ON', latitude: 43.589, longitude: -79.6441 }; // ~22 km
const OTTAWA = { city: 'Ottawa', province: 'ON', latitude: 45.4215, longitude: -75.6972 }; // ~350 km

let seq = 0;
/** A member who completed onboarding, with a membership (to sell), at `place`. */
async function member(place = TORONTO): Promise<Session> {
  seq++;
  return createUser(app, {
    email: `wants${seq}.${Date.now()}@example.com`,
    password: 'Matching#Test1',
    stage: 'COMPLETED',
    firstName: `Wanter${seq}`,
    location: place,
    membership: true,
  });
}

let tagSeq = 0;
/** A word no other test uses (base 26 with its digits as q–z, letters a–p), so each test's wants and offers only match each other. */
const uniqueWord = () => `zq${(++tagSeq).toString(26).replace(/\d/g, (d) => 'qrstuvwxyz'[Number(d)]!)}x`;
let T = uniqueWord();

const bikeRepairBase = {
  category: 'Services',
  title: 'Bike repair and tune-ups',
  description: 'I repair bikes of every kind: brakes, gears, wheels. Quick and friendly.',
  priceType: 'Fixed',
  priceCents: 4_000,
  details: { serviceArea: 'Toronto and around', serviceRadiusKm: 30 },
};

/** The bike repair offer of the current test (its unique word in the description). */
const bike = () => ({ ...bikeRepairBase, description: `${bikeRepairBase.description} Ask for ${T}.` });

/** Posts a want as `who`: its id. */
async function postWant(who: Session, body: Record<string, unknown>): Promise<string> {
  const res = await call(app, 'createWant', {
    as: who,
    body: { category: 'Services', radiusKm: 30, ...body },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id;
}

async function publish(who: Session, body: Record<string, unknown> = bike()) {
  return publishedOfferId(app, body, { authorization: `Bearer ${who.accessToken}` });
}

/**
 * An offer listed in Toronto by `seller` straight into the table: the trigger queues it, but no request
 * kicks the matcher, so it waits for the next `settle()` (a test can change it before it is matched).
 */
async function listQuietly(seller: Session, body: Record<string, unknown>): Promise<string> {
  const [row] = await db
    .insert(offers)
    .values({
      ...(body as typeof offers.$inferInsert),
      userId: seller.user.id,
      status: 'ACTIVE',
      latitude: TORONTO.latitude,
      longitude: TORONTO.longitude,
      publishedAt: new Date(),
    })
    .returning({ id: offers.id });
  return row!.id;
}

/** Lets the matcher take what the requests queued, then whatever is left. */
async function settle() {
  await backgroundSettled();
  await runMatching(db);
}

const matchesOf = (subjectId: string) => db.select().from(matches).where(eq(matches.subjectId, subjectId));
const noticesOf = (userId: string, type: string) =>
  db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, type)));

beforeEach(async () => {
  await settle();
  T = uniqueWord();
});

describe('matching an offer with wants', () => {
  it('matches a want whose words are all in the offer, in its category, area and price, and tells both once', async () => {
    const [alex, priya] = [await member(), await member(MISSISSAUGA)];
    const want = await postWant(alex, { title: `bike repair ${T}`, maxPrice: '50', radiusKm: 30 });
    const offerId = await publish(priya);
    await settle();

    const made = await matchesOf(want);
    expect(made.map((m) => m.offerId)).toEqual([offerId]);
    const told = await noticesOf(alex.user.id, 'WANT_MATCHES');
    expect(told).toHaveLength(1);
    expect(told[0]!.title).toBe(`A new offer matches “bike repair ${T}”`);
    expect(told[0]!.link).toBe(`/wants/${want}`);
    const seller = await noticesOf(priya.user.id, 'OFFER_WANTED');
    expect(seller).toHaveLength(1);
    expect(seller[0]!.title).toBe('A member near you wants something like this');
    expect(seller[0]!.link).toBe(`/wanted?offerId=${offerId}`);

    // The offer changes again and the matcher runs again: still one match, one notice each.
    const edit = await call(app, 'updateOffer', {
      as: priya,
      params: { id: offerId },
      body: { ...bike(), description: `${bike().description} Now with a new stand.` },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    await settle();
    await runMatching(db);
    expect(await matchesOf(want)).toHaveLength(1);
    expect(await noticesOf(alex.user.id, 'WANT_MATCHES')).toHaveLength(1);
    expect(await noticesOf(priya.user.id, 'OFFER_WANTED')).toHaveLength(1);

    // The owner reads the match in the want's list; it is then no longer new.
    const list = await call(app, 'wantMatches', { as: alex, params: { id: want } });
    expect(list.statusCode, list.body).toBe(200);
    expect(
      list.json().data.map((m: { offer: { id: string }; isNew: boolean }) => [m.offer.id, m.isNew]),
    ).toEqual([[offerId, true]]);
    const again = await call(app, 'wantMatches', { as: alex, params: { id: want } });
    expect(again.json().data[0].isNew).toBe(false);
    const mine = await call(app, 'myWants', { as: alex });
    expect(mine.json().data[0]).toMatchObject({
      id: want,
      matchCount: 1,
      newMatchCount: 0,
      status: 'ACTIVE',
    });
  });

  it('does not match on a missing word, another category, beyond the radius, over the price or without a price', async () => {
    const alex = await member();
    const [near, far] = [await member(MISSISSAUGA), await member(OTTAWA)];
    const words = await postWant(alex, { title: `bike repair lessons ${T}` });
    const category = await postWant(alex, { title: `bike repair ${T}`, category: 'Product' });
    const radius = await postWant(alex, { title: `bike repair ${T}`, radiusKm: 10 });
    const price = await postWant(alex, { title: `bike repair ${T}`, maxPrice: '39.99' });
    const unpriced = await postWant(alex, { title: `bike repair ${T}`, maxPrice: '100' });
    const noLimit = await postWant(alex, { title: `repairing bikes ${T}` });
    await publish(near);
    await publish(far);
    await publish(near, {
      ...bike(),
      priceType: 'See Description',
      priceCents: undefined,
      title: 'Bike repair, price on request',
    });
    await settle();
    for (const id of [words, category, radius]) expect(await matchesOf(id), id).toHaveLength(0);
    // Priced over the limit: not matched; the unpriced offer does not match a limit either.
    expect(await matchesOf(price)).toHaveLength(0);
    expect((await matchesOf(unpriced)).length).toBe(1);
    // Stemmed words: "repairing bikes" matches "repair" and "bikes"; both near offers (priced and not).
    expect((await matchesOf(noLimit)).length).toBe(2);
  });

  it('never matches the member’s own offers, blocked members, paused or expired wants, or offers no longer listed', async () => {
    const [alex, priya, sam] = [await member(), await member(), await member()];
    const own = await postWant(alex, { title: `bike repair ${T}` });
    const blocked = await postWant(sam, { title: `bike repair ${T}` });
    const paused = await postWant(priya, { title: `bike repair ${T}` });
    const expired = await postWant(priya, { title: `bike repair tune ${T}` });
    await db.insert(chatBlocks).values({ userId: sam.user.id, blockedId: alex.user.id });
    const pause = await call(app, 'changeWantStatus', {
      as: priya,
      params: { id: paused },
      body: { status: 'PAUSED' },
    });
    expect(pause.json().data.status).toBe('PAUSED');
    await db
      .update(wants)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(wants.id, expired));
    await settle();
    await publish(alex);
    await settle();
    for (const id of [own, blocked, paused, expired]) expect(await matchesOf(id), id).toHaveLength(0);

    // An offer disabled before the matcher runs makes no match.
    const wanter = await member();
    const want = await postWant(wanter, { title: `bike repair ${T}` });
    await settle();
    const before = (await matchesOf(want)).length;
    const offerId = await listQuietly(priya, bike());
    await db.update(offers).set({ status: 'DISABLED' }).where(eq(offers.id, offerId));
    await settle();
    expect((await matchesOf(want)).length).toBe(before);
  });

  it('a new want is matched with the listed offers already there, the newest first', async () => {
    const [seller, alex] = [await member(), await member()];
    const offerId = await publish(seller, { ...bike(), title: 'Vintage bike repair workshop' });
    await settle();
    const want = await postWant(alex, { title: `vintage bike ${T}` });
    await settle();
    expect((await matchesOf(want)).map((m) => m.offerId)).toEqual([offerId]);
    const [told] = await noticesOf(alex.user.id, 'WANT_MATCHES');
    expect(told?.body).toContain('Vintage bike repair workshop');
  });

  it('groups the matches of one run into one notice per want ("2 new offers match")', async () => {
    const [alex, s1, s2] = [await member(), await member(), await member()];
    const want = await postWant(alex, { title: `kayak rental ${T}`, category: 'Product' });
    await settle();
    const kayak = {
      category: 'Product',
      title: 'Kayak rental for the weekend',
      description: `A sturdy kayak rental with paddles and vests. ${T}`,
      priceType: 'Fixed',
      priceCents: 3_000,
      details: { condition: 'GOOD', quantity: 1 },
    };
    // Two offers listed before the matcher runs (the triggers queue both; one run takes them together).
    for (const [seller, title] of [
      [s1, 'Kayak rental for the weekend'],
      [s2, 'Kayak rental by the day'],
    ] as const) {
      await listQuietly(seller, { ...kayak, title });
    }
    await settle();
    const told = await noticesOf(alex.user.id, 'WANT_MATCHES');
    expect(told.map((t) => t.title)).toEqual([`2 new offers match “kayak rental ${T}”`]);
    expect(told[0]!.body).toMatch(/^2 offers near you match what you want: Kayak rental .* and more\.$/);
    expect(await matchesOf(want)).toHaveLength(2);
  });

  it('a batch PostgreSQL aborts for another (a deadlock) is matched again in the same run, once', async () => {
    const [alex, priya] = [await member(), await member(MISSISSAUGA)];
    const want = await postWant(alex, { title: `bike repair ${T}` });
    const offerId = await publish(priya);
    await settle();
    // As if the offer had just been listed: no match yet, and queued.
    await db.delete(matches).where(eq(matches.offerId, offerId));
    await db.insert(matchQueue).values({ kind: 'OFFER', subjectId: offerId });

    // The first batch's transaction is chosen as a deadlock's victim once its work is done (rolled back).
    let transactions = 0;
    const deadlocking = new Proxy(db, {
      get(target, prop, receiver) {
        if (prop !== 'transaction') return Reflect.get(target, prop, receiver);
        return (fn: Parameters<typeof db.transaction>[0]) =>
          ++transactions > 1
            ? target.transaction(fn)
            : target.transaction(async (tx) => {
                await fn(tx);
                throw Object.assign(new Error('deadlock detected'), { code: '40P01', severity: 'ERROR' });
              });
      },
    });
    expect(await matchQueued(deadlocking)).toBe(1);
    expect(transactions).toBe(2);
    expect((await matchesOf(want)).map((m) => m.offerId)).toEqual([offerId]);
    expect(await db.select().from(matchQueue).where(eq(matchQueue.subjectId, offerId))).toEqual([]);
    expect(await noticesOf(priya.user.id, 'OFFER_WANTED')).toHaveLength(2);
  });
});

describe('saved searches', () => {
  it('a saved search is told of new offers it would list, once; its list opens them', async () => {
    const [alex, priya] = [await member(), await member()];
    const saved = await call(app, 'createSavedSearch', {
      as: alex,
      body: {
        name: 'Bikes fixed',
        alert: 'INSTANT',
        criteria: { q: `bike repair ${T}`, categoryIds: '2', radius: '25', maxPrice: '45' },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const search = saved.json().data;
    expect(search.query).toEqual({
      q: `bike repair ${T}`,
      categoryIds: '2',
      radius: '25',
      maxPrice: '45.00',
    });
    const offerId = await publish(priya);
    await publish(priya, { ...bike(), priceCents: 9_000, title: 'Premium bike repair' });
    await settle();
    expect((await matchesOf(search.id)).map((m) => m.offerId)).toEqual([offerId]);
    const told = await noticesOf(alex.user.id, 'SEARCH_MATCHES');
    expect(told).toHaveLength(1);
    expect(told[0]!.title).toBe('A new offer matches “Bikes fixed”');
    expect(told[0]!.link).toBe(`/saved-searches/${search.id}`);
    const list = await call(app, 'savedSearchMatches', { as: alex, params: { id: search.id } });
    expect(list.json().data.map((m: { offer: { id: string } }) => m.offer.id)).toEqual([offerId]);
    const all = await call(app, 'savedSearches', { as: alex });
    expect(all.json().data[0]).toMatchObject({ id: search.id, matchCount: 1, newMatchCount: 0 });
  });

  it('a list counts a search’s matches up to the cap; its own list pages through all of them', async () => {
    const [alex, priya] = [await member(), await member()];
    const saved = await call(app, 'createSavedSearch', {
      as: alex,
      body: { name: 'Every repair', alert: 'OFF', criteria: { q: `bike repair ${T}`, radius: '25' } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const search = saved.json().data;
    const offerId = await publish(priya);
    // The same offer listed MATCH_COUNT_CAP + 4 times in all (copied in SQL: publishing each would take long).
    const columns = (
      await rowsOf<{ c: string }>(
        db,
        sql`select column_name as c from information_schema.columns
            where table_name = 'offers' and is_generated = 'NEVER' and column_name <> 'id'`,
      )
    )
      .map((r) => `"${r.c}"`)
      .join(', ');
    await db.execute(
      sql.raw(`insert into offers (id, ${columns})
               select gen_random_uuid(), ${columns} from offers, generate_series(1, ${MATCH_COUNT_CAP + 3})
               where offers.id = '${offerId}'`),
    );
    await settle();
    expect(await matchesOf(search.id)).toHaveLength(MATCH_COUNT_CAP + 4);

    const all = await call(app, 'savedSearches', { as: alex });
    expect(all.json().data[0]).toMatchObject({
      id: search.id,
      matchCount: MATCH_COUNT_CAP,
      newMatchCount: MATCH_COUNT_CAP,
    });
    const page = await call(app, 'savedSearchMatches', {
      as: alex,
      params: { id: search.id },
      query: { limit: '50', offset: String(MATCH_COUNT_CAP) },
    });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().data).toHaveLength(4);
    expect(page.json().meta.total).toBe(MATCH_COUNT_CAP + 4);
    // Once 54 were listed to their owner, 50 are new: counted exactly below the cap.
    const first = await call(app, 'savedSearchMatches', {
      as: alex,
      params: { id: search.id },
      query: { limit: '50' },
    });
    expect(first.json().data).toHaveLength(50);
    const after = await call(app, 'savedSearches', { as: alex });
    expect(after.json().data[0]).toMatchObject({ matchCount: MATCH_COUNT_CAP, newMatchCount: 50 });
  });

  it('refuses a search of nothing, too many searches, and another member’s search', async () => {
    const [alex, sam] = [await member(), await member()];
    const empty = await call(app, 'createSavedSearch', { as: alex, body: { name: 'All', criteria: {} } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(WANT_MESSAGES.searchEmpty);
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) {
      const res = await call(app, 'createSavedSearch', {
        as: alex,
        body: { name: `S${i}`, criteria: { q: `thing ${i}` } },
      });
      expect(res.statusCode, res.body).toBe(200);
      ids.push(res.json().data.id);
    }
    const first = ids[0] as string;
    const over = await call(app, 'createSavedSearch', {
      as: alex,
      body: { name: 'One more', criteria: { q: 'x' } },
    });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(WANT_MESSAGES.tooManySearches);
    for (const name of ['updateSavedSearch', 'deleteSavedSearch', 'savedSearchMatches'] as const) {
      const res = await call(app, name, {
        as: sam,
        params: { id: first },
        body: { name: 'Mine', alert: 'OFF' },
      });
      expect(res.statusCode, name).toBe(404);
    }
    const renamed = await call(app, 'updateSavedSearch', {
      as: alex,
      params: { id: first },
      body: { name: 'Renamed', alert: 'DAILY' },
    });
    expect(renamed.json().data).toMatchObject({ name: 'Renamed', alert: 'DAILY' });
    const gone = await call(app, 'deleteSavedSearch', { as: alex, params: { id: first } });
    expect(gone.statusCode).toBe(200);
    expect((await call(app, 'savedSearches', { as: alex })).json().data).toHaveLength(19);
  });
});

describe('words that cannot be matched', () => {
  it('a want titled with common words only, or a search of them, is refused instead of matching nothing or everything', async () => {
    const alex = await member();
    const want = await call(app, 'createWant', {
      as: alex,
      body: { title: 'What is it', category: 'Product' },
    });
    expect(want.statusCode).toBe(400);
    expect(want.json().fieldErrors).toEqual({ title: [WANT_MESSAGES.titleNoWords] });
    const search = await call(app, 'createSavedSearch', {
      as: alex,
      body: { name: 'Anything', criteria: { q: 'the !!!', radius: 'anywhere' } },
    });
    expect(search.statusCode).toBe(400);
    expect(search.json().message).toBe(WANT_MESSAGES.searchNoWords);
    // With a category, the category is the search.
    const withCategory = await call(app, 'createSavedSearch', {
      as: alex,
      body: { name: 'Services', criteria: { q: 'the', categoryIds: '2' } },
    });
    expect(withCategory.statusCode, withCategory.body).toBe(200);
  });

  it('a want an admin disabled stays disabled whatever its member does', async () => {
    const alex = await member();
    const want = await postWant(alex, { title: `garden shed ${T}` });
    await db.update(wants).set({ status: 'DISABLED', disabledReason: 'Spam' }).where(eq(wants.id, want));
    for (const [name, body] of [
      ['changeWantStatus', { status: 'PAUSED' }],
      ['renewWant', undefined],
      ['updateWant', { title: `garden shed ${T}`, category: 'Services' }],
    ] as const) {
      const res = await call(app, name, { as: alex, params: { id: want }, body });
      expect(res.statusCode, name).toBe(409);
      expect(res.json().message).toBe(WANT_MESSAGES.disabled);
    }
    const [row] = await db.select().from(wants).where(eq(wants.id, want));
    expect(row?.status).toBe('DISABLED');
  });
});

describe('alerts: instant, daily digest, off', () => {
  it('a daily want is told in one digest a day; an OFF want is never told', async () => {
    const [alex, bo, priya] = [await member(), await member(), await member()];
    const daily = await postWant(alex, { title: `bike repair ${T}`, alert: 'DAILY' });
    const off = await postWant(bo, { title: `bike repair ${T}`, alert: 'OFF' });
    await publish(priya);
    await publish(priya, { ...bike(), title: 'Bike repair at your door' });
    await settle();
    expect(await matchesOf(daily)).toHaveLength(2);
    expect(await matchesOf(off)).toHaveLength(2);
    expect(await noticesOf(alex.user.id, 'WANT_MATCHES')).toHaveLength(0);
    expect(await noticesOf(bo.user.id, 'WANT_MATCHES')).toHaveLength(0);

    const now = new Date();
    await sendMatchDigests(db, now);
    await sendMatchDigests(db, now);
    const digest = await noticesOf(alex.user.id, 'MATCH_DIGEST');
    expect(digest).toHaveLength(1);
    expect(digest[0]!.title).toBe('Today’s matches: 2 new offers');
    expect(await noticesOf(bo.user.id, 'MATCH_DIGEST')).toHaveLength(0);

    // A new match the same day waits for the next day's digest.
    await publish(priya, { ...bike(), title: 'Bike repair weekend clinic' });
    await settle();
    await sendMatchDigests(db, new Date(now.getTime() + 60 * 60_000));
    expect(await noticesOf(alex.user.id, 'MATCH_DIGEST')).toHaveLength(1);
    await sendMatchDigests(db, new Date(now.getTime() + 24 * 60 * 60_000));
    const next = await noticesOf(alex.user.id, 'MATCH_DIGEST');
    expect(next).toHaveLength(2);
  });
});

describe('wants of members', () => {
  it('the wanted feed lists other members’ active wants around the viewer, filtered by text, category and offer', async () => {
    const [alex, priya, far] = [await member(), await member(MISSISSAUGA), await member(OTTAWA)];
    const want = await postWant(alex, {
      title: 'Snow blower for the winter',
      category: 'Product',
      description: 'Two-stage, gas.',
    });
    const farWant = await postWant(far, { title: 'Snow blower wanted', category: 'Product' });
    const feed = await call(app, 'wantedFeed', { as: priya, query: { q: 'snow blower', radius: '50' } });
    expect(feed.statusCode, feed.body).toBe(200);
    const ids = feed.json().data.map((w: { id: string }) => w.id);
    expect(ids).toContain(want);
    expect(ids).not.toContain(farWant);
    const card = feed.json().data.find((w: { id: string }) => w.id === want);
    expect(card).toMatchObject({
      title: 'Snow blower for the winter',
      category: 'Product',
      member: { displayName: expect.stringContaining('Wanter') },
    });
    expect(card.distanceKm).toBeGreaterThan(15);
    const services = await call(app, 'wantedFeed', {
      as: priya,
      query: { q: 'snow blower', categoryIds: '2' },
    });
    expect(services.json().data.map((w: { id: string }) => w.id)).not.toContain(want);
    // Own wants are never in one's feed; a paused one is in no one's.
    const own = await call(app, 'wantedFeed', { as: alex, query: { q: 'snow blower' } });
    expect(own.json().data.map((w: { id: string }) => w.id)).not.toContain(want);
    await call(app, 'changeWantStatus', { as: alex, params: { id: want }, body: { status: 'PAUSED' } });
    const paused = await call(app, 'wantedFeed', { as: priya, query: { q: 'snow blower' } });
    expect(paused.json().data.map((w: { id: string }) => w.id)).not.toContain(want);
    expect((await call(app, 'getWant', { as: priya, params: { id: want } })).statusCode).toBe(404);
    expect((await call(app, 'getWant', { as: alex, params: { id: want } })).json().data.own.status).toBe(
      'PAUSED',
    );
    // The profile lists the member's active wants only.
    await call(app, 'changeWantStatus', { as: alex, params: { id: want }, body: { status: 'ACTIVE' } });
    const profile = await call(app, 'memberWants', { as: priya, params: { id: alex.user.id } });
    expect(profile.json().data.map((w: { id: string }) => w.id)).toEqual([want]);
  });

  it('the wanted feed neither lists nor counts the wants of a member no longer active', async () => {
    const [alex, priya] = [await member(), await member()];
    const want = await postWant(alex, { title: `Canoe paddles ${T}`, category: 'Product' });
    const before = await call(app, 'wantedFeed', { as: priya, query: { q: T } });
    expect(before.json().data.map((w: { id: string }) => w.id)).toEqual([want]);
    expect(before.json().meta.total).toBe(1);
    await db.update(users).set({ statusId: 2 }).where(eq(users.id, alex.user.id));
    const after = await call(app, 'wantedFeed', { as: priya, query: { q: T } });
    expect(after.json().data).toEqual([]);
    expect(after.json().meta.total).toBe(0);
  });

  it('the seller’s link lists the wants their offer matched', async () => {
    const [alex, priya] = [await member(), await member()];
    const want = await postWant(alex, { title: `piano lessons ${T}` });
    const offerId = await publish(priya, {
      ...bike(),
      title: 'Piano lessons for beginners',
      description: `Patient piano lessons at your home. ${T}`,
    });
    await settle();
    const feed = await call(app, 'wantedFeed', { as: priya, query: { offerId } });
    expect(feed.json().data.map((w: { id: string }) => w.id)).toEqual([want]);
    // Another member's offer id lists nothing.
    const other = await call(app, 'wantedFeed', { as: alex, query: { offerId } });
    expect(other.json().data).toEqual([]);
  });

  it('expires after 60 days unless renewed; renewing makes it active and matched again', async () => {
    const alex = await member();
    const want = await postWant(alex, { title: 'canoe' });
    const res = (await call(app, 'myWants', { as: alex })).json().data[0];
    const days = (new Date(res.expiresAt).getTime() - new Date(res.createdAt).getTime()) / 86_400_000;
    expect(Math.round(days)).toBe(60);
    await db
      .update(wants)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(wants.id, want));
    expect((await call(app, 'myWants', { as: alex, query: { status: 'EXPIRED' } })).json().data[0].id).toBe(
      want,
    );
    const resume = await call(app, 'changeWantStatus', {
      as: alex,
      params: { id: want },
      body: { status: 'ACTIVE' },
    });
    expect(resume.statusCode).toBe(409);
    expect(resume.json().message).toBe(WANT_MESSAGES.expired);
    expect(await expireWants(db)).toBeGreaterThanOrEqual(1);
    const renewed = await call(app, 'renewWant', { as: alex, params: { id: want } });
    expect(renewed.json().data.status).toBe('ACTIVE');
    const [queued] = await db.select().from(matchQueue).where(eq(matchQueue.subjectId, want));
    expect(queued?.kind).toBe('WANT');
  });

  it('refuses a want without a location, and more than 25 open wants', async () => {
    const nowhere = await createUser(app, {
      email: `nowhere${Date.now()}@example.com`,
      password: 'Matching#Test1',
      stage: 'COMPLETED',
    });
    const res = await call(app, 'createWant', {
      as: nowhere,
      body: { title: 'anything', category: 'Product' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(WANT_MESSAGES.noLocation);
    const search = await call(app, 'createSavedSearch', {
      as: nowhere,
      body: { name: 'Bikes', criteria: { q: 'bike' } },
    });
    expect(search.statusCode).toBe(400);
    expect(search.json().fieldErrors).toEqual({ location: [WANT_MESSAGES.searchNoLocation] });
    const anywhere = await call(app, 'createSavedSearch', {
      as: nowhere,
      body: { name: 'Bikes anywhere', criteria: { q: 'bike', radius: 'anywhere' } },
    });
    expect(anywhere.statusCode, anywhere.body).toBe(200);
    expect(anywhere.json().data.radiusKm).toBeNull();
    const alex = await member();
    await Promise.all(Array.from({ length: 25 }, (_, i) => postWant(alex, { title: `thing number ${i}` })));
    const over = await call(app, 'createWant', {
      as: alex,
      body: { title: 'one more', category: 'Product' },
    });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(WANT_MESSAGES.tooMany);

    // A want whose term ended no longer counts (before the hourly job marks it), so another fits; renewing
    // the ended one would make 26 open: refused, and it stays expired until a place is free.
    const [ended] = (await call(app, 'myWants', { as: alex })).json().data;
    await db
      .update(wants)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(wants.id, ended.id));
    const next = await call(app, 'createWant', {
      as: alex,
      body: { title: 'one more', category: 'Product' },
    });
    expect(next.statusCode, next.body).toBe(200);
    const renew = await call(app, 'renewWant', { as: alex, params: { id: ended.id } });
    expect(renew.statusCode).toBe(409);
    expect(renew.json().message).toBe(WANT_MESSAGES.tooMany);
    const still = await call(app, 'getWant', { as: alex, params: { id: ended.id } });
    expect(still.json().data.own.status).toBe('EXPIRED');
    await call(app, 'deleteWant', { as: alex, params: { id: next.json().data.id } });
    // Renewed twice at once (a double click): the second finds it renewed, and neither is refused.
    const renewals = await Promise.all(
      [1, 2].map(() => call(app, 'renewWant', { as: alex, params: { id: ended.id } })),
    );
    expect(renewals.map((r) => [r.statusCode, r.json().data?.status])).toEqual([
      [200, 'ACTIVE'],
      [200, 'ACTIVE'],
    ]);

    // An admin enabling a want its member has since replaced brings it back expired, not as a 26th.
    const off = await call(app, 'adminChangeWantStatus', {
      as: admin,
      params: { id: ended.id },
      body: { status: 'DISABLED', reason: 'Checking it.' },
    });
    expect(off.statusCode, off.body).toBe(200);
    const replacing = await call(app, 'createWant', {
      as: alex,
      body: { title: 'the last one', category: 'Product' },
    });
    expect(replacing.statusCode, replacing.body).toBe(200);
    const on = await call(app, 'adminChangeWantStatus', {
      as: admin,
      params: { id: ended.id },
      body: { status: 'ACTIVE' },
    });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().data.status).toBe('EXPIRED');
    const open = await call(app, 'myWants', { as: alex, query: { status: 'ACTIVE', limit: '50' } });
    expect(open.json().meta.total).toBe(25);
  });

  it('another member’s want cannot be changed, read as own, or deleted', async () => {
    const [alex, sam] = [await member(), await member()];
    const want = await postWant(alex, { title: 'garden help' });
    for (const [name, body] of [
      ['updateWant', { title: 'mine now', category: 'Services' }],
      ['changeWantStatus', { status: 'PAUSED' }],
      ['renewWant', undefined],
      ['deleteWant', undefined],
      ['wantMatches', undefined],
    ] as const) {
      const res = await call(app, name, { as: sam, params: { id: want }, body });
      expect(res.statusCode, name).toBe(404);
    }
    const seen = await call(app, 'getWant', { as: sam, params: { id: want } });
    expect(seen.json().data.own).toBeNull();
    const del = await call(app, 'deleteWant', { as: alex, params: { id: want } });
    expect(del.statusCode).toBe(200);
    expect((await call(app, 'getWant', { as: alex, params: { id: want } })).statusCode).toBe(404);
  });
});

describe('reports and moderation', () => {
  it('a reported want is disabled by a moderator: hidden, its reports actioned, its member told; enabled again', async () => {
    const [alex, sam] = [await member(), await member()];
    const want = await postWant(alex, { title: 'something shady' });
    expect(
      (await call(app, 'reportWant', { as: alex, body: { wantId: want, reason: 'ITS_SPAM' } })).statusCode,
    ).toBe(409);
    const report = await call(app, 'reportWant', { as: sam, body: { wantId: want, reason: 'ITS_SPAM' } });
    expect(report.statusCode, report.body).toBe(200);
    const twice = await call(app, 'reportWant', { as: sam, body: { wantId: want, reason: 'ITS_SPAM' } });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(WANT_MESSAGES.alreadyReported);

    const listed = await call(app, 'adminWants', { as: admin, query: { reported: 'true' } });
    expect(listed.json().data.map((w: { id: string }) => w.id)).toContain(want);
    const off = await call(app, 'adminChangeWantStatus', {
      as: admin,
      params: { id: want },
      body: { status: 'DISABLED', reason: 'Not a real want.' },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data).toMatchObject({
      status: 'DISABLED',
      openReportCount: 0,
      disabledReason: 'Not a real want.',
    });
    expect(off.json().data.reports[0].status).toBe('ACTIONED');
    expect((await call(app, 'getWant', { as: sam, params: { id: want } })).statusCode).toBe(404);
    expect((await noticesOf(alex.user.id, 'WANT_DISABLED'))[0]?.body).toContain('Not a real want.');
    const edit = await call(app, 'updateWant', {
      as: alex,
      params: { id: want },
      body: { title: 'fixed it', category: 'Services' },
    });
    expect(edit.statusCode).toBe(409);
    const on = await call(app, 'adminChangeWantStatus', {
      as: admin,
      params: { id: want },
      body: { status: 'ACTIVE' },
    });
    expect(on.json().data.status).toBe('ACTIVE');
    expect(await noticesOf(alex.user.id, 'WANT_ENABLED')).toHaveLength(1);
  });
});
