/**
 * Read side of analytics: one aggregate query per figure group, each over the range's instants
 * [start, end) or, for snapshots, the current rows. Sums come back as text (bigint) and counts as
 * int; the service turns them into numbers. A trade is a barter request paid (ACCEPTED or REFUND),
 * dated by decided_at.
 */
import { ANALYTICS_TIME_ZONE, FEEDBACK_OPEN_STATUSES } from '@barterbits/contracts';
import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { feedback } from '../../db/schema.ts';
import { memberAccountSql } from '../members/visibility.ts';
import { type AnalyticsWindow, dayArray, inSpans } from './range.ts';

/** The statuses of a barter request that was paid (a refund keeps it a trade). */
const PAID = sql`('ACCEPTED', 'REFUND')`;
/** The tenths of the Lorenz curve read from the balances (the tenth tenth is the total). */
const LORENZ_TENTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9];

type Window = Pick<AnalyticsWindow, 'start' | 'end' | 'from' | 'to' | 'days' | 'timeZone'>;

/** A range split into the days read from rollups and the instants of the others, counted live. */
export interface RollupSplit {
  rolled: string[];
  live: { start: Date; end: Date }[];
}

export function createAnalyticsRepository(db: DbOrTx) {
  /** The one row of an aggregate query. */
  const one = async <T>(query: ReturnType<typeof sql>) => (await rowsOf<T>(db, query))[0] as T;
  const ts = (d: Date) => d.toISOString();

  return {
    /** Members signed up before the end, and in the range. */
    members: (w: Window) =>
      one<{ total: number; new_in_range: number }>(sql`
        select count(*)::int as total,
               count(*) filter (where created_at >= ${ts(w.start)}::timestamptz)::int as new_in_range
        from users where ${memberAccountSql(sql`users`)} and created_at < ${ts(w.end)}::timestamptz`),

    /** The days of the range that have rollups (analytics.rollup.ts). */
    rolledDays: async (w: Window) =>
      (
        await rowsOf<{ day: string }>(
          db,
          sql`select day::text as day from analytics_rollup_days
              where day >= ${w.from}::date and day <= ${w.to}::date order by day`,
        )
      ).map((r) => r.day),

    /**
     * Trades decided in the range: count, volume, refunds, and the members on either side; the
     * rolled-up days from their rollups (a member's rolled-up trade days hold only rolled-up days),
     * the others live.
     */
    trades: (w: Window, s: RollupSplit) =>
      one<{ trades: number; gmv: string; refunded: number; refunded_cents: string; traders: number }>(sql`
        with t as (
          select seller_id, buyer_id, amount_cents, refunded_cents from barter_requests
          where status in ${PAID} and ${inSpans(sql`decided_at`, s.live)}),
        x as (
          select count(*) as trades, coalesce(sum(amount_cents), 0) as gmv,
                 count(*) filter (where refunded_cents > 0) as refunded,
                 coalesce(sum(refunded_cents), 0) as refunded_cents
          from t
          union all
          select coalesce(sum(trades), 0), coalesce(sum(volume_cents), 0), coalesce(sum(refunded_trades), 0),
                 coalesce(sum(refunded_cents), 0)
          from analytics_daily where day = any(${dayArray(s.rolled)}))
        select sum(trades)::int as trades, sum(gmv)::text as gmv, sum(refunded)::int as refunded,
               sum(refunded_cents)::text as refunded_cents,
               (select count(*) from (select seller_id from t union select buyer_id from t
                                      union select user_id from analytics_traders
                                      where traded && daterange(${w.from}::date, ${w.to}::date, '[]')) p)::int as traders
        from x`),

    /** Offers now, per status and category, and those created in the range. */
    offersByStatusAndCategory: () =>
      rowsOf<{ status: string; category: string; n: number }>(
        db,
        sql`select status, category, count(*)::int as n from offers group by status, category`,
      ),
    offersCreated: (w: Window) =>
      one<{ n: number }>(sql`
        select count(*)::int as n from offers
        where created_at >= ${ts(w.start)}::timestamptz and created_at < ${ts(w.end)}::timestamptz`),

    /**
     * Loads completed in the range: SUCCESSFUL (credited) and REFUND (charged, then refunded); the
     * rolled-up days from their rollups, the others live.
     */
    loads: (s: RollupSplit) =>
      one<{ loaded: number; loaded_cents: string; refunded: number }>(sql`
        with x as (
          select count(*) filter (where status = 'SUCCESSFUL') as loaded,
                 coalesce(sum(amount_cents) filter (where status = 'SUCCESSFUL'), 0) as loaded_cents,
                 count(*) filter (where status = 'REFUND') as refunded
          from bits_loads
          where status in ('SUCCESSFUL', 'REFUND') and ${inSpans(sql`completed_at`, s.live)}
          union all
          select coalesce(sum(loads), 0), coalesce(sum(loaded_cents), 0), coalesce(sum(refunded_loads), 0)
          from analytics_rollup_days where day = any(${dayArray(s.rolled)}))
        select sum(loaded)::int as loaded, sum(loaded_cents)::text as loaded_cents, sum(refunded)::int as refunded
        from x`),

    /** Gifts sent in the range (not cancelled) and those of them claimed. */
    gifts: (w: Window) =>
      one<{ sent: number; sent_cents: string; claimed: number }>(sql`
        select count(*)::int as sent, coalesce(sum(amount_cents), 0)::text as sent_cents,
               count(*) filter (where status = 'ACCEPTED')::int as claimed
        from gifts
        where status <> 'CANCELLED' and created_at >= ${ts(w.start)}::timestamptz
          and created_at < ${ts(w.end)}::timestamptz`),

    /**
     * Buyer protection: what is held now (payments held or disputed, and disputes unresolved), and of the
     * trades decided in the range paid into a hold, how many were disputed.
     */
    protection: (w: Window) =>
      one<{
        held_cents: string;
        held_count: number;
        open_disputes: number;
        held_trades: number;
        disputed: number;
      }>(sql`
        select (select coalesce(sum(amount_cents - refunded_cents), 0)::text from barter_requests
                 where hold_status in ('HELD', 'DISPUTED')) as held_cents,
               (select count(*) from barter_requests where hold_status in ('HELD', 'DISPUTED'))::int as held_count,
               (select count(*) from barter_disputes where status <> 'RESOLVED')::int as open_disputes,
               count(*)::int as held_trades,
               count(d.id)::int as disputed
        from barter_requests b left join barter_disputes d on d.barter_id = b.id
        where b.hold_status is not null and b.decided_at >= ${ts(w.start)}::timestamptz
          and b.decided_at < ${ts(w.end)}::timestamptz`),

    /** Reports still open and feedback not yet answered, now. */
    moderation: () =>
      one<{ offer_reports: number; review_reports: number; chat_reports: number; feedback: number }>(sql`
        select (select count(*) from offer_reports where status = 'OPEN')::int as offer_reports,
               (select count(*) from review_reports where status = 'OPEN')::int as review_reports,
               (select count(*) from chat_reports where status = 'OPEN')::int as chat_reports,
               (select count(*) from feedback where ${inArray(feedback.status, FEEDBACK_OPEN_STATUSES)})::int as feedback`),

    /** Per day of the range (every day listed): sign-ups and BITS loaded (rolled-up days from rollups). */
    daily: (w: Window, s: RollupSplit) =>
      rowsOf<{ day: string; sign_ups: number; loaded: string }>(
        db,
        sql`
        with days as (select ${w.from}::date + g as day from generate_series(0, ${w.days - 1}) g),
        s as (
          select (created_at at time zone ${w.timeZone})::date as day, count(*)::int as n from users
          where ${memberAccountSql(sql`users`)} and created_at >= ${ts(w.start)}::timestamptz
            and created_at < ${ts(w.end)}::timestamptz
          group by 1),
        l as (
          select (completed_at at time zone ${w.timeZone})::date as day, sum(amount_cents) as v
          from bits_loads
          where status = 'SUCCESSFUL' and ${inSpans(sql`completed_at`, s.live)}
          group by 1
          union all
          select day, loaded_cents from analytics_rollup_days where day = any(${dayArray(s.rolled)}))
        select days.day::text as day, coalesce(s.n, 0) as sign_ups, coalesce(l.v, 0)::text as loaded
        from days left join s using (day) left join l using (day)
        order by days.day`,
      ),

    /**
     * Barter requests: those made in the range (and of them paid, whenever) and the trades of the
     * range, grouped per offer category (null: the offer was deleted; `category_row`) and per day of
     * decision (the other rows). Live days in one pass over the requests, plus the rolled-up days'
     * rows (made counted on the day made, trades on the day decided, as live).
     */
    barterBreakdown: (w: Window, s: RollupSplit) =>
      rowsOf<{
        category_row: boolean;
        category: string | null;
        day: string | null;
        made: number;
        made_paid: number;
        trades: number;
        volume: string;
      }>(
        db,
        sql`
        with b as (
          select o.category, br.amount_cents,
                 ${inSpans(sql`br.created_at`, s.live)} as made,
                 br.status in ${PAID} as paid,
                 (br.status in ${PAID} and ${inSpans(sql`br.decided_at`, s.live)}) as traded,
                 (br.decided_at at time zone ${w.timeZone})::date as day
          from barter_requests br left join offers o on o.id = br.offer_id
          where ${inSpans(sql`br.created_at`, s.live)}
             or (br.status in ${PAID} and ${inSpans(sql`br.decided_at`, s.live)})),
        u as (
          select category, day, count(*) filter (where made) as made,
                 count(*) filter (where made and paid) as made_paid,
                 count(*) filter (where traded) as trades,
                 coalesce(sum(amount_cents) filter (where traded), 0) as volume
          from b group by category, day
          union all
          select nullif(category, ''), day, requests_made, requests_made_paid, trades, volume_cents
          from analytics_daily where day = any(${dayArray(s.rolled)}))
        select grouping(day) = 1 as category_row, category, day::text as day,
               sum(made)::int as made, sum(made_paid)::int as made_paid, sum(trades)::int as trades,
               sum(volume)::text as volume
        from u group by grouping sets ((category), (day))`,
      ),

    /** Per category: ACTIVE offers now and offers published in the range. */
    offerSupply: (w: Window) =>
      rowsOf<{ category: string; active: number; published: number }>(
        db,
        sql`
        select category, sum(active)::int as active, sum(published)::int as published
        from (select category, count(*) as active, 0 as published from offers
              where status = 'ACTIVE' group by category
              union all
              select category, 0, count(*) from offers
              where published_at >= ${ts(w.start)}::timestamptz and published_at < ${ts(w.end)}::timestamptz
              group by category) x
        group by category`,
      ),

    /**
     * Per category: ACTIVE wants now (not past their expiry) and wants posted in the range. Counted live,
     * as the offers are, not rolled up: the partial indexes on active wants and on created_at keep them cheap.
     */
    wantDemand: (w: Window) =>
      rowsOf<{ category: string; active: number; posted: number }>(
        db,
        sql`
        select category,
               count(*) filter (where status = 'ACTIVE' and expires_at > now())::int as active,
               count(*) filter (where created_at >= ${ts(w.start)}::timestamptz
                                  and created_at < ${ts(w.end)}::timestamptz)::int as posted
        from wants
        where status = 'ACTIVE'
           or (created_at >= ${ts(w.start)}::timestamptz and created_at < ${ts(w.end)}::timestamptz)
        group by category`,
      ),

    /**
     * Matches made in the range, per subject kind (WANT, SEARCH), and of them those whose owner was
     * later the buyer of a barter request for the matched offer (made at or after the match). Live,
     * like the wants: matches_created_idx finds the range, barter_requests_buyer_idx the requests.
     */
    matchesMade: (w: Window) =>
      rowsOf<{ kind: string; made: number; bartered: number }>(
        db,
        sql`
        select m.subject_kind as kind, count(*)::int as made,
               count(*) filter (where exists (
                 select 1 from barter_requests br
                 where br.buyer_id = m.user_id and br.offer_id = m.offer_id
                   and br.created_at >= m.created_at))::int as bartered
        from matches m
        where m.created_at >= ${ts(w.start)}::timestamptz and m.created_at < ${ts(w.end)}::timestamptz
        group by m.subject_kind`,
      ),

    /** Searches that found nothing in the range, per category ('' = all categories). */
    missesByCategory: (w: Window) =>
      rowsOf<{ category: string; n: number }>(
        db,
        sql`select category, sum(count)::int as n from search_misses
            where day >= ${w.from}::date and day <= ${w.to}::date group by category`,
      ),

    /** The most frequent searches that found nothing in the range. */
    topMisses: (w: Window, limit: number) =>
      rowsOf<{ query: string; category: string; n: number }>(
        db,
        sql`select query, category, sum(count)::int as n from search_misses
            where day >= ${w.from}::date and day <= ${w.to}::date
            group by query, category order by n desc, query, category limit ${limit}`,
      ),

    /**
     * Member wallets holding BITS now, ranked in one sort (poorest first): how many and what they
     * hold, those whose owner never bought (no paid barter request as buyer: on rolled-up days per
     * the rollups, on the others live, from the first day not rolled up) and what they hold, what
     * the richest tenth (at least one) holds, and the Lorenz curve: `lorenz[k - 1]` is what the
     * poorest ⌊n·k/10⌋ holders hold, k = 1..9 (k = 10 is `held`). Plain sums over the ranks, not
     * running sums: numeric per row was most of the time.
     */
    balances: () =>
      one<{
        holders: number;
        held: string;
        never: number;
        never_held: string;
        top10: string;
        lorenz: string[];
      }>(sql`
        with first_gap as (
          select min(g)::date as day
          from generate_series((select (min(created_at) at time zone ${ANALYTICS_TIME_ZONE})::date
                                from barter_requests),
                               (now() at time zone ${ANALYTICS_TIME_ZONE})::date, interval '1 day') g
          where not exists (select 1 from analytics_rollup_days r where r.day = g::date)),
        live_buyers as (
          select br.buyer_id from barter_requests br, first_gap
          where br.status in ${PAID}
            and br.decided_at >= (first_gap.day::timestamp at time zone ${ANALYTICS_TIME_ZONE}) - interval '1 day'
            and not exists (select 1 from analytics_rollup_days r
                            where r.day = (br.decided_at at time zone ${ANALYTICS_TIME_ZONE})::date)),
        h as (
          select a.id, a.balance_cents as b,
                 (t.user_id is null or isempty(t.bought))
                 and a.user_id not in (select buyer_id from live_buyers) as never
          from wallet_accounts a left join analytics_traders t on t.user_id = a.user_id
          where a.kind = 'MEMBER' and a.balance_cents > 0),
        r as (select b, never, row_number() over (order by b, id) as rk from h),
        n as (select count(*) as n, count(*) - ceil(count(*) / 10.0)::bigint as top from h)
        select count(*)::int as holders, coalesce(sum(b), 0)::text as held,
               count(*) filter (where never)::int as never,
               coalesce(sum(b) filter (where never), 0)::text as never_held,
               coalesce(sum(b) filter (where rk > n.top), 0)::text as top10,
               array[${sql.join(
                 LORENZ_TENTHS.map(
                   (k) =>
                     sql`coalesce(sum(b) filter (where rk * 10 <= n.n * ${sql.raw(String(k))}), 0)::text`,
                 ),
                 sql`, `,
               )}] as lorenz
        from r, n`),
  };
}

export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;
