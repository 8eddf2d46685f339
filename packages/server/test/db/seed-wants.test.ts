/** The demo demand: after `npm start` alex has a want and a saved search each with a match waiting, and
 * priya's wanted feed shows a want she could answer. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications } from '../../src/db/schema.ts';
import { createAccount, DEMO_NEIGHBOURS, DEMO_PASSWORD, seedDemoOffers } from '../../src/seed.ts';
import { seedDemoWants } from '../../src/seed-wants.ts';
import { build, call, MEMBER, signIn } from '../helper.ts';

const app = await build();
const db = app.database.db;
for (const account of DEMO_NEIGHBOURS) await createAccount(db, account);
await seedDemoOffers(db);
const made = await seedDemoWants(db);
const alex = await signIn(app, MEMBER);
const priya = await signIn(app, { email: 'priya@demo.barterbits.ca', password: DEMO_PASSWORD });
const omar = await signIn(app, { email: 'omar@demo.barterbits.ca', password: DEMO_PASSWORD });

const noticeTypes = async (userId: string) =>
  (await db.select().from(notifications).where(eq(notifications.userId, userId))).map((n) => n.type);

describe('demo demand', () => {
  it('alex wants a bike tune-up, and omar’s tune-up is waiting for him as a new match', async () => {
    expect(made).toBeGreaterThanOrEqual(1);
    const mine = await call(app, 'myWants', { as: alex });
    const [want] = mine.json().data;
    expect(want).toMatchObject({ title: 'Bike tune-up', status: 'ACTIVE', matchCount: 1, newMatchCount: 1 });
    const matched = await call(app, 'wantMatches', { as: alex, params: { id: want.id } });
    expect(matched.json().data.map((m: { offer: { title: string } }) => m.offer.title)).toEqual([
      'Full bike tune-up',
    ]);
    expect(await noticeTypes(alex.user.id)).toContain('WANT_MATCHES');
    expect(await noticeTypes(omar.user.id)).toContain('OFFER_WANTED');
  });

  it('alex’s saved search "Kayaks near me" found the kayak listed after it', async () => {
    const [search] = (await call(app, 'savedSearches', { as: alex })).json().data;
    expect(search).toMatchObject({ name: 'Kayaks near me', matchCount: 1, newMatchCount: 1 });
    const matched = await call(app, 'savedSearchMatches', { as: alex, params: { id: search.id } });
    expect(matched.json().data[0].offer.title).toBe('Sit-on-top kayak with paddle');
    expect(await noticeTypes(alex.user.id)).toContain('SEARCH_MATCHES');
  });

  it('priya’s wanted feed shows lina’s wish for Indian cooking lessons', async () => {
    const feed = await call(app, 'wantedFeed', { as: priya });
    expect(feed.statusCode, feed.body).toBe(200);
    const titles = feed.json().data.map((w: { title: string }) => w.title);
    expect(titles).toContain('Indian cooking lessons');
    expect(titles).toContain('Bike tune-up');
    expect(titles).not.toContain('Cours de guitare pour débutant');
  });
});
