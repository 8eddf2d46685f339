/**
 * Analytics rollups: the barter and card-load figures of whole Toronto days, computed
 * once and read by every range that covers them (analytics.repository.ts counts the other days
 * live, so an answer is the same with or without them). A day is recomputed whole (delete + insert)
 * in one transaction under an advisory lock, so a rerun is idempotent and two runs at once never
 * mix their rows. Today is never rolled up: it is still changing. Offers, wants and matches per category are
 * not rolled up: they are counted live from their indexes (analytics.repository.ts). */
import { ANALYTICS_TIME_ZONE } from '@barterbits/contracts';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { localDay } from '../wallet/calendar.ts';
import { addDays, dayArray, daysFrom, inSpans, spansOf } from './range.ts';

/** The days the job recomputes every run, ending yesterday (late commits, recent refunds). */
export const ROLLUP_WINDOW_DAYS = 35;
/** Days never rolled up that one run fills in, newest first (the first run after deploying). */
export const ROLLUP_BACKFILL_DAYS = 400;
/**
 * A request changed up to this long before the previous run started may have committed after that
 * run read: its days are recomputed too.
 */
const CHANGE_MARGIN = sql`interval '10 minutes'`;
const LOCK = sql`select pg_advisory_xact_lock(hashtext('analytics-rollup'))`;
const PAID = sql`('ACCEPTED', 'REFUND')`;

/** Recomputes `days` (those before today in Toronto) inside `tx`, which holds the rollup lock. */
async function recompute(tx: DbOrTx, days: readonly string[]) {
  const list = dayArray(days);
  const tz = ANALYTICS_TIME_ZONE;
  const spans = spansOf(days);
  await tx.execute(sql`delete from analytics_daily where day = any(${list})`);
  await tx.execute(sql`
    update analytics_traders set traded = traded - m.days, bought = bought - m.days
    from (select range_agg(daterange(d, d, '[]')) as days from unnest(${list}) d) m
    where traded && m.days or bought && m.days`);
  await tx.execute(sql`delete from analytics_rollup_days where day = any(${list})`);
  await tx.execute(sql`
    insert into analytics_daily (day, category, requests_made, requests_made_paid, trades, volume_cents,
                                 refunded_trades, refunded_cents)
    with b as (
      select coalesce(o.category, '') as category, br.amount_cents, br.refunded_cents,
             br.status in ${PAID} as paid,
             (br.created_at at time zone ${tz})::date as made_day,
             (br.decided_at at time zone ${tz})::date as decided_day
      from barter_requests br left join offers o on o.id = br.offer_id
      where ${inSpans(sql`br.created_at`, spans)}
         or (br.status in ${PAID} and ${inSpans(sql`br.decided_at`, spans)})),
    x as (
      select made_day as day, category, 1 as made, paid::int as made_paid, 0 as trades, 0::bigint as volume,
             0 as refunded, 0::bigint as refunded_cents
      from b where made_day = any(${list})
      union all
      select decided_day, category, 0, 0, 1, amount_cents, (refunded_cents > 0)::int, refunded_cents
      from b where paid and decided_day = any(${list}))
    select day, category, sum(made), sum(made_paid), sum(trades), sum(volume), sum(refunded), sum(refunded_cents)
    from x group by day, category`);
  await tx.execute(sql`
    insert into analytics_traders (user_id, traded, bought)
    select p.user_id, range_agg(daterange(p.day, p.day, '[]')),
           coalesce(range_agg(daterange(p.day, p.day, '[]')) filter (where p.buyer), '{}')
    from (select (decided_at at time zone ${tz})::date as day, seller_id, buyer_id from barter_requests
          where status in ${PAID} and ${inSpans(sql`decided_at`, spans)}) t
    cross join lateral (values (t.seller_id, t.day, false), (t.buyer_id, t.day, true)) p(user_id, day, buyer)
    group by p.user_id
    on conflict (user_id) do update
      set traded = analytics_traders.traded + excluded.traded, bought = analytics_traders.bought + excluded.bought`);
  await tx.execute(sql`
    insert into analytics_rollup_days (day, rolled_at, loads, loaded_cents, refunded_loads)
    select d, now(), coalesce(l.loads, 0), coalesce(l.loaded_cents, 0), coalesce(l.refunded, 0)
    from unnest(${list}) d
    left join (
      select (completed_at at time zone ${tz})::date as day,
             count(*) filter (where status = 'SUCCESSFUL') as loads,
             sum(amount_cents) filter (where status = 'SUCCESSFUL') as loaded_cents,
             count(*) filter (where status = 'REFUND') as refunded
      from bits_loads
      where status in ('SUCCESSFUL', 'REFUND') and ${inSpans(sql`completed_at`, spans)}
      group by 1) l on l.day = d`);
}

/**
 * Recomputes the rollups of `days` in one transaction; days from today on (Toronto, at `now`) are
 * left out. Returns the days rolled up.
 */
export async function rollupAnalyticsDays(db: Db, days: readonly string[], now = new Date()) {
  const today = localDay(now, ANALYTICS_TIME_ZONE);
  const past = [...new Set(days)].filter((d) => d < today).sort();
  if (past.length === 0) return [];
  await db.transaction(async (tx) => {
    await tx.execute(LOCK);
    await recompute(tx, past);
  });
  return past;
}

/**
 * The job's run: in one transaction, recomputes the last ROLLUP_WINDOW_DAYS days, every day whose
 * requests changed since the previous run (a refund, an acceptance, a moved offer: whatever their
 * age) and up to ROLLUP_BACKFILL_DAYS days not rolled up yet since the first request. Returns how
 * many days it recomputed.
 */
export async function runAnalyticsRollup(db: Db, now = new Date(), windowDays = ROLLUP_WINDOW_DAYS) {
  const tz = ANALYTICS_TIME_ZONE;
  const yesterday = addDays(localDay(now, tz), -1);
  return db.transaction(async (tx) => {
    await tx.execute(LOCK);
    const [state] = await rowsOf<{ since: string | null; first: string | null }>(
      tx,
      sql`select (select max(rolled_at) - ${CHANGE_MARGIN} from analytics_rollup_days)::text as since,
                 (select (min(created_at) at time zone ${tz})::date from barter_requests)::text as first`,
    );
    const days = new Set(daysFrom(addDays(yesterday, 1 - windowDays), yesterday));
    if (state?.first && state.first <= yesterday) {
      const rolled = await rowsOf<{ day: string }>(
        tx,
        sql`select day::text as day from analytics_rollup_days where day >= ${state.first}::date`,
      );
      const have = new Set(rolled.map((r) => r.day));
      const missing = daysFrom(state.first, yesterday).filter((d) => !have.has(d) && !days.has(d));
      for (const d of missing.slice(-ROLLUP_BACKFILL_DAYS)) days.add(d);
    }
    if (state?.since) {
      const changed = await rowsOf<{ day: string }>(
        tx,
        sql`
        select distinct d::text as day
        from barter_requests br
        cross join lateral (values ((br.created_at at time zone ${tz})::date),
                                   ((br.decided_at at time zone ${tz})::date)) v(d)
        where d is not null
          and (br.updated_at >= ${state.since}::timestamptz
               or br.offer_id in (select id from offers where updated_at >= ${state.since}::timestamptz))`,
      );
      for (const r of changed) if (r.day <= yesterday) days.add(r.day);
    }
    const list = [...days].sort();
    if (list.length > 0) await recompute(tx, list);
    return list.length;
  });
}
