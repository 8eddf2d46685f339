/**
 * Matching exactly once across instances (PostgreSQL, where two processes share the database): offers
 * queued while two instances run the matcher at the same time, with a run that dies half-way (its
 * transaction rolled back with the batch it took) and a telling run that dies too, are each matched once,
 * and every match is told once.
 * (On PGlite, wants.test.ts runs the matcher again and again in one process.)
 */
import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { matches, matchQueue, notifications, offers, users, wants } from '../../src/db/schema.ts';
import { storedBox } from '../../src/lib/geo.ts';
import { matchQueued, runMatching, SUBJECT_LOCK_PREFIX } from '../../src/modules/wants/matching.ts';
import { createPgDatabase, usingPostgres } from '../helper.ts';

const TORONTO = { lat: 43.6532, lng: -79.3832 };
const WORDS = ['anvil', 'banjo', 'cactus', 'dynamo', 'easel', 'fiddle', 'gazebo', 'hammock'];

/** "A new offer matches …" counts 1, "3 new offers match …" counts 3. */
const countOf = (title: string) => (/^(\d+) new offers/.exec(title) ? Number(RegExp.$1) : 1);

describe.skipIf(!usingPostgres)('matching on two instances', () => {
  it('matches each queued offer once and tells each match once, also after a run that died', async () => {
    const pgdb = await createPgDatabase('seeded');
    const start = () =>
      buildApp({ logger: false, databaseUrl: pgdb.url, config: { env: 'test', logLevel: 'silent' } });
    const a = await start();
    const b = await start();
    try {
      const db = a.database.db;
      const members = await db
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(
          sql`${users.email} in ('alex@demo.barterbits.ca', 'sam@demo.barterbits.ca', 'maple@demo.barterbits.ca')`,
        );
      const id = (email: string) => members.find((m) => m.email === email)!.id;
      const [alex, sam, maple] = [
        id('alex@demo.barterbits.ca'),
        id('sam@demo.barterbits.ca'),
        id('maple@demo.barterbits.ca'),
      ];
      // alex and sam each want every word (the want's title is the word): 16 wants, all around Toronto.
      const now = new Date();
      const wantIds: string[] = [];
      for (const owner of [alex, sam]) {
        for (const word of WORDS) {
          const [w] = await db
            .insert(wants)
            .values({
              userId: owner,
              title: word,
              category: 'Product',
              radiusKm: 50,
              latitude: TORONTO.lat,
              longitude: TORONTO.lng,
              ...storedBox(TORONTO, 50),
              expiresAt: new Date(now.getTime() + 86_400_000),
            })
            .returning({ id: wants.id });
          wantIds.push(w!.id);
        }
      }
      await runMatching(db); // the wants meet no offer yet
      // 48 offers by maple, six of each word, queued by their trigger.
      for (let i = 0; i < 48; i++) {
        await db.insert(offers).values({
          userId: maple,
          title: `A fine ${WORDS[i % WORDS.length]} number ${i}`,
          description: 'Listed for the matching test.',
          category: 'Product',
          priceType: 'Fixed',
          priceCents: 1_000,
          status: 'ACTIVE',
          details: { condition: 'GOOD', quantity: 1 },
          latitude: TORONTO.lat + 0.01,
          longitude: TORONTO.lng,
          publishedAt: now,
        });
      }
      expect((await db.select().from(matchQueue)).length).toBe(48);

      // A run that dies: it takes ten items in a transaction and never commits.
      const dying = new pg.Client({ connectionString: pgdb.url });
      await dying.connect();
      await dying.query('begin');
      const taken = await dying.query(
        `delete from match_queue where (kind, subject_id) in (
           select kind, subject_id from match_queue order by enqueued_at limit 10 for update skip locked)
         returning subject_id`,
      );
      expect(taken.rowCount).toBe(10);
      // Meanwhile both instances match what they can reach, several runs each at the same time.
      const db2 = b.database.db;
      await Promise.all([matchQueued(db), matchQueued(db2), matchQueued(db), matchQueued(db2)]);
      expect((await db.select().from(matchQueue)).length).toBe(10);
      await dying.end(); // the connection is gone: its transaction rolls back, the ten are queued again
      await Promise.all([matchQueued(db), matchQueued(db2)]);
      expect(await db.select().from(matchQueue)).toEqual([]);

      // Telling dies too: a run takes five of alex's wants (their locks, then their matches) and never
      // commits, while both instances tell the others without waiting for it; once it is gone, the thirty
      // matches of the five are told by the next runs.
      const dyingTell = new pg.Client({ connectionString: pgdb.url });
      await dyingTell.connect();
      await dyingTell.query('begin');
      await dyingTell.query(
        'select pg_advisory_xact_lock(hashtextextended($1 || id::text, 0)) from unnest($2::uuid[]) id',
        [SUBJECT_LOCK_PREFIX, wantIds.slice(0, 5)],
      );
      const claimed = await dyingTell.query(
        `update matches set notified_at = now()
         where subject_kind = 'WANT' and subject_id = any($1::uuid[]) and notified_at is null
         returning offer_id`,
        [wantIds.slice(0, 5)],
      );
      expect(claimed.rowCount).toBe(30); // five of alex's wants, six offers each
      await Promise.all([runMatching(db), runMatching(db2), runMatching(db)]);
      const untold = await db.select().from(matches).where(sql`${matches.notifiedAt} is null`);
      expect(untold.length).toBe(30);
      await dyingTell.end();
      await Promise.all([runMatching(db), runMatching(db2)]);

      // Each offer matched the two wants of its word, once; every match told once.
      const made = await db.select().from(matches).where(eq(matches.subjectKind, 'WANT'));
      expect(made.length).toBe(96);
      expect(made.every((m) => m.notifiedAt !== null)).toBe(true);
      for (const owner of [alex, sam]) {
        const told = await db
          .select({ title: notifications.title })
          .from(notifications)
          .where(and(eq(notifications.userId, owner), eq(notifications.type, 'WANT_MATCHES')));
        expect(
          told.reduce((n, t) => n + countOf(t.title), 0),
          JSON.stringify(told.map((t) => t.title)),
        ).toBe(48);
      }
      // The seller is told once per offer that members wanted.
      const sellerTold = await db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, maple), eq(notifications.type, 'OFFER_WANTED')));
      expect(sellerTold.length).toBe(48);
    } finally {
      await a.close();
      await b.close();
      await pgdb.drop();
    }
  });
});
