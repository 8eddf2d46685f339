/**
 * Matching offers with wants and saved searches, after the change that may make a match has committed,
 * exactly once (contracts `api/wants.ts` has the rules).
 *
 * Triggers queue each listed offer and active want that changed (table match_queue, migration 0037) in
 * the change's own transaction. `runMatching` takes queued items in batches with `for update skip locked`,
 * so instances running it at once never take the same item; in one transaction per batch it writes the
 * matches (the primary key (subject, offer) keeps each pair once: `on conflict do nothing ... returning`
 * answers only the new ones), tells the sellers through notify(), and deletes the items; the owners are told
 * after (`tellOwners`). A run killed half-way leaves its batch queued, whole, for the next run; a batch
 * PostgreSQL aborts for another (a deadlock) is taken again at once.
 */

import { WANT_INITIAL_MATCHES_MAX } from '@barterbits/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { runInBackground } from '../../lib/background.ts';
import { distanceBetweenSql } from '../../lib/geo.ts';
import { sqlStateOf } from '../../lib/pg-errors.ts';
import { notify, notifyMany } from '../notifications/notify.ts';
import { listedSql } from '../offers/visibility.ts';
import { matchNotices } from './wants.notices.ts';
import { activeMemberSql, notBlocked } from './wants.repository.ts';

/** Queue items per transaction, and batches per run (a run always ends; the next kick or tick goes on). */
const BATCH = 20;
const MAX_BATCHES = 25;

/**
 * `work` in a transaction of its own; null when PostgreSQL aborted it so that another could go on (a
 * deadlock: two batches writing the same want and offer pair in turn; or a serialisation failure). Nothing
 * of it was written, so the caller takes its batch again at once rather than leaving it for the next run.
 */
async function batchTransaction<T>(db: Db, work: (tx: DbOrTx) => Promise<T>): Promise<T | null> {
  try {
    return await db.transaction(work);
  } catch (e) {
    const state = sqlStateOf(e);
    if (state === '40P01' || state === '40001') return null;
    throw e;
  }
}

/** One match just written. */
interface NewMatch {
  subject_kind: 'WANT' | 'SEARCH';
  subject_id: string;
  offer_id: string;
  user_id: string;
  seller_id: string;
  alert: string;
}

/** The offer's place as a box of no size: what the GiST area indexes compare with. */
const pointBox = sql`box(point(o.longitude, o.latitude), point(o.longitude, o.latitude))`;
const wantArea = sql`box(point(w.min_lng, w.min_lat), point(w.max_lng, w.max_lat))`;
const searchArea = sql`box(point(s.min_lng, s.min_lat), point(s.max_lng, s.max_lat))`;

/** The price rule of a want: no limit, or a priced offer within it. */
const withinWantPrice = sql`(w.max_cents is null or (o.price_cents is not null and o.price_cents <= w.max_cents))`;

/**
 * The listed offer `offerId` as the matcher reads it (alias o), with its seller's account type; no row when
 * it is not listed or has no place.
 */
const offerCte = (offerId: string) => sql`
  o as (
    select o.id, o.user_id, o.category, o.price_cents, o.latitude, o.longitude, o.match_stems,
           u.account_type
    from offers o join users u on u.id = o.user_id
    where o.id = ${offerId} and ${listedSql(sql`o.status`, sql`u.status_id`)}
      and o.latitude is not null and o.longitude is not null
  )`;

/** New matches of one listed offer with the active wants around it. */
function matchOfferWithWants(tx: DbOrTx, offerId: string, now: Date) {
  return rowsOf<NewMatch>(
    tx,
    sql`with ${offerCte(offerId)}
        insert into matches (subject_kind, subject_id, offer_id, user_id, seller_id, alert, created_at)
        select 'WANT', w.id, o.id, w.user_id, o.user_id, w.alert, ${now}
        from o
        join wants w on w.status = 'ACTIVE'
          and ${wantArea} @> ${pointBox}
          and w.stems <@ o.match_stems and cardinality(w.stems) > 0
          and w.category = o.category
          and w.expires_at > ${now}
          and w.user_id <> o.user_id
          and ${withinWantPrice}
        join users wu on wu.id = w.user_id and ${activeMemberSql(sql`wu.status_id`)}
        where ${distanceBetweenSql(sql`w.latitude`, sql`w.longitude`, sql`o.latitude`, sql`o.longitude`)} <= w.radius_km
          and ${notBlocked(sql`w.user_id`, sql`o.user_id`)}
        on conflict do nothing
        returning subject_kind, subject_id, offer_id, user_id, seller_id, alert`,
  );
}

/** New matches of one listed offer with the saved searches that would list it. */
function matchOfferWithSearches(tx: DbOrTx, offerId: string, now: Date) {
  return rowsOf<NewMatch>(
    tx,
    sql`with ${offerCte(offerId)}
        insert into matches (subject_kind, subject_id, offer_id, user_id, seller_id, alert, created_at)
        select 'SEARCH', s.id, o.id, s.user_id, o.user_id, s.alert, ${now}
        from o
        join saved_searches s on s.stems <@ o.match_stems
          and (cardinality(s.stems) > 0 or s.categories is not null)
          and (s.categories is null or o.category = any(s.categories))
          and (s.account_type is null or s.account_type = o.account_type)
          and (s.min_cents is null or o.price_cents >= s.min_cents)
          and (s.max_cents is null or o.price_cents <= s.max_cents)
          and s.user_id <> o.user_id
          and (s.radius_km is null or (${searchArea} @> ${pointBox}
               and ${distanceBetweenSql(sql`s.latitude`, sql`s.longitude`, sql`o.latitude`, sql`o.longitude`)} <= s.radius_km))
        join users su on su.id = s.user_id and ${activeMemberSql(sql`su.status_id`)}
        where ${notBlocked(sql`s.user_id`, sql`o.user_id`)}
        on conflict do nothing
        returning subject_kind, subject_id, offer_id, user_id, seller_id, alert`,
  );
}

/** New matches of one active want with the listed offers around it (the newest first, a few at most). */
function matchWantWithOffers(tx: DbOrTx, wantId: string, now: Date) {
  return rowsOf<NewMatch>(
    tx,
    sql`insert into matches (subject_kind, subject_id, offer_id, user_id, seller_id, alert, created_at)
        select 'WANT', w.id, o.id, w.user_id, o.user_id, w.alert, ${now}
        from wants w
        join users wu on wu.id = w.user_id and ${activeMemberSql(sql`wu.status_id`)}
        join offers o on o.status = 'ACTIVE'
          and o.match_stems @> w.stems
          and o.category = w.category
          and o.latitude between w.min_lat and w.max_lat
          and o.longitude between w.min_lng and w.max_lng
          and o.user_id <> w.user_id
          and ${withinWantPrice}
        join users u on u.id = o.user_id
        where w.id = ${wantId} and w.status = 'ACTIVE' and w.expires_at > ${now} and cardinality(w.stems) > 0
          and ${listedSql(sql`o.status`, sql`u.status_id`)}
          and ${distanceBetweenSql(sql`w.latitude`, sql`w.longitude`, sql`o.latitude`, sql`o.longitude`)} <= w.radius_km
          and ${notBlocked(sql`w.user_id`, sql`o.user_id`)}
        order by o.published_at desc nulls last, o.id desc
        limit ${WANT_INITIAL_MATCHES_MAX}
        on conflict do nothing
        returning subject_kind, subject_id, offer_id, user_id, seller_id, alert`,
  );
}

/**
 * The lock a telling run holds on a subject (a want or saved search) until it commits: taken with
 * `pg_try_advisory_xact_lock`, so another run skips a subject one is telling instead of waiting for it.
 */
export const SUBJECT_LOCK_PREFIX = 'match-subject:';
const subjectLock = (id: SQL) =>
  sql`pg_try_advisory_xact_lock(hashtextextended(${SUBJECT_LOCK_PREFIX} || ${id}::text, 0))`;

/** Subjects (or offers) told per transaction (a popular offer matches hundreds of wants and searches). */
const TELL_BATCH = 200;

/**
 * Tells the owners of matches not told yet, in transactions of their own after the matches are written:
 * each takes the untold matches of a batch of INSTANT and OFF subjects and marks them told (a match is told
 * once: the update's own check decides between two runs); an INSTANT subject gets one notice for all of them
 * ("3 new offers match …"), an OFF one none. DAILY subjects wait for the digest. A batch's notices are
 * made and written set-based (a few statements for the whole batch). Answers the notices.
 */
export async function tellOwners(db: Db, now: () => Date = () => new Date()): Promise<number> {
  let sent = 0;
  for (let i = 0; i < MAX_BATCHES; i++) {
    const batch = await batchTransaction(db, async (tx) => {
      const at = now();
      const claimed = await rowsOf<{
        subject_kind: 'WANT' | 'SEARCH';
        subject_id: string;
        user_id: string;
        alert: string;
      }>(
        tx,
        // Whole subjects at a time, each under a lock of its own that other runs skip (so a subject's
        // matches are told together, and no run waits for another); the update's own `notified_at is null`
        // makes each match told once.
        sql`with due as (
              select distinct subject_kind, subject_id from matches
              where notified_at is null and alert <> 'DAILY' and ${subjectLock(sql`subject_id`)}
              limit ${TELL_BATCH})
            update matches m set notified_at = ${at}
            from due
            where m.subject_kind = due.subject_kind and m.subject_id = due.subject_id
              and m.notified_at is null and m.alert <> 'DAILY'
            returning m.subject_kind, m.subject_id, m.user_id, m.alert`,
      );
      const subjects = new Map<string, { m: (typeof claimed)[number]; count: number }>();
      for (const m of claimed) {
        const key = `${m.subject_kind}:${m.subject_id}`;
        const entry = subjects.get(key) ?? { m, count: 0 };
        entry.count++;
        subjects.set(key, entry);
      }
      const instant = [...subjects.values()].filter(({ m }) => m.alert === 'INSTANT');
      const notices = await matchNotices.matches(
        tx,
        instant.map(({ m, count }) => ({
          kind: m.subject_kind,
          subjectId: m.subject_id,
          userId: m.user_id,
          count,
        })),
      );
      await notifyMany(tx, notices);
      return { subjects: subjects.size, notices: notices.length };
    });
    if (!batch) continue;
    sent += batch.notices;
    if (batch.subjects < TELL_BATCH) break;
  }
  return sent;
}

/**
 * Tells the seller of each offer that matched wants how many members want something like it (inside the
 * transaction that wrote the matches: one notice per offer).
 */
async function tellSellers(tx: DbOrTx, made: NewMatch[]): Promise<void> {
  const wanters = new Map<string, { sellerId: string; members: Set<string> }>();
  for (const m of made) {
    if (m.subject_kind !== 'WANT') continue;
    const entry = wanters.get(m.offer_id) ?? { sellerId: m.seller_id, members: new Set<string>() };
    entry.members.add(m.user_id);
    wanters.set(m.offer_id, entry);
  }
  const notices = [];
  for (const [offerId, { sellerId, members }] of wanters) {
    notices.push(await matchNotices.offerWanted(tx, offerId, sellerId, members.size));
  }
  await notifyMany(tx, notices);
}

/** Matches one queued item (inside the batch's transaction); answers the matches it made. */
async function matchItem(tx: DbOrTx, kind: string, subjectId: string, now: Date): Promise<NewMatch[]> {
  if (kind === 'OFFER') {
    return [
      ...(await matchOfferWithWants(tx, subjectId, now)),
      ...(await matchOfferWithSearches(tx, subjectId, now)),
    ];
  }
  if (kind === 'WANT') return matchWantWithOffers(tx, subjectId, now);
  return [];
}

/**
 * Matches what is queued, in batches that each commit on their own with the sellers' notices (the owners
 * are told in a step of their own); answers how many matches were made. Safe to run on several instances at once and to stop at any
 * point: a batch not committed stays queued, whole.
 */
export async function matchQueued(db: Db, now: () => Date = () => new Date()): Promise<number> {
  let made = 0;
  for (let i = 0; i < MAX_BATCHES; i++) {
    const batch = await batchTransaction(db, async (tx) => {
      const items = await rowsOf<{ kind: string; subject_id: string }>(
        tx,
        sql`delete from match_queue where (kind, subject_id) in (
              select kind, subject_id from match_queue order by enqueued_at limit ${BATCH}
              for update skip locked)
            returning kind, subject_id`,
      );
      const at = now();
      const made: NewMatch[] = [];
      for (const item of items) made.push(...(await matchItem(tx, item.kind, item.subject_id, at)));
      await tellSellers(tx, made);
      return { items: items.length, matches: made.length };
    });
    if (!batch) continue;
    made += batch.matches;
    if (batch.items < BATCH) break;
  }
  return made;
}

/**
 * Matches what is queued, then tells the owners of what is not told yet (also matches another instance or
 * an earlier run wrote); answers how many matches were made.
 */
export async function runMatching(db: Db, now: () => Date = () => new Date()): Promise<number> {
  const made = await matchQueued(db, now);
  await tellOwners(db, now);
  return made;
}

/** A day between two digests of a member (less a margin, so an hourly job does not slip an hour a day). */
const DIGEST_EVERY = '23 hours';

/**
 * The daily digest: each member with matches of DAILY subjects not told yet gets one notice for all of
 * them, at most once a day; answers how many digests were sent. One transaction per member: the digest
 * row's conditional upsert decides, so two runs never send a member two digests.
 */
export async function sendMatchDigests(db: Db, now: Date = new Date()): Promise<number> {
  const due = await rowsOf<{ user_id: string }>(
    db,
    sql`select distinct m.user_id from matches m
        where m.notified_at is null and m.alert = 'DAILY'
          and not exists (select 1 from match_digests d where d.user_id = m.user_id
                          and d.sent_at > ${now}::timestamptz - interval '${sql.raw(DIGEST_EVERY)}')
        limit 500`,
  );
  let sent = 0;
  for (const { user_id } of due) {
    const did = await db.transaction(async (tx) => {
      const claimed = await rowsOf<{ user_id: string }>(
        tx,
        sql`insert into match_digests (user_id, sent_at) values (${user_id}, ${now})
            on conflict (user_id) do update set sent_at = excluded.sent_at
              where match_digests.sent_at <= ${now}::timestamptz - interval '${sql.raw(DIGEST_EVERY)}'
            returning user_id`,
      );
      if (!claimed.length) return false;
      const told = await rowsOf<{ offer_id: string }>(
        tx,
        sql`update matches set notified_at = ${now}
            where user_id = ${user_id} and notified_at is null and alert = 'DAILY'
            returning offer_id`,
      );
      if (!told.length) return false;
      await notify(tx, matchNotices.digest(user_id, told.length));
      return true;
    });
    if (did) sent++;
  }
  return sent;
}

/** Active wants past their end become EXPIRED (reads already treat them so); answers how many. */
export async function expireWants(db: Db, now: Date = new Date()): Promise<number> {
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`update wants set status = 'EXPIRED', updated_at = ${now}
        where status = 'ACTIVE' and expires_at <= ${now} returning id`,
  );
  return rows.length;
}

export interface Matcher {
  /** Matches what is queued now; answers how many matches were made. */
  run(): Promise<number>;
  /** Starts a run after the current request (never throws; a kick during a run asks for one more). */
  kick(): void;
}

/**
 * The matcher of this instance: kicked after each request that may have queued something (its
 * transaction has committed by then), with the periodic job as the fallback for anything left queued.
 * `afterMatches` runs when a run made matches or told owners (notices are then waiting to be delivered).
 */
export function createMatcher(db: Db, afterMatches: () => void): Matcher {
  let active = false;
  let again = false;
  const run = async () => {
    const made = await matchQueued(db);
    // Owners' notices may also come from matches another instance or an earlier run wrote.
    const told = await tellOwners(db);
    if (made > 0 || told > 0) afterMatches();
    return made;
  };
  return {
    run,
    kick() {
      if (active) {
        again = true;
        return;
      }
      active = true;
      runInBackground('match offers and wants', async () => {
        try {
          do {
            again = false;
            await run();
          } while (again);
        } finally {
          active = false;
        }
      });
    },
  };
}
