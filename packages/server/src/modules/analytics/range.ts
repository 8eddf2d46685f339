/**
 * The analytics range: calendar days in the marketplace's zone, `to` included, resolved from the
 * query (defaults: today, and the ANALYTICS_DEFAULT_DAYS days ending on `to`) into the instants
 * [start, end) the queries compare timestamps with.
 */
import {
  ANALYTICS_DEFAULT_DAYS,
  ANALYTICS_MAX_DAYS,
  ANALYTICS_MESSAGES,
  ANALYTICS_TIME_ZONE,
  analyticsRangeDays,
  type TAnalyticsRange,
} from '@barterbits/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { AppError } from '../../lib/app-error.ts';
import { dayRange, localDay } from '../wallet/calendar.ts';

export interface AnalyticsWindow extends TAnalyticsRange {
  /** The first instant of `from` and the first instant after `to`, in ANALYTICS_TIME_ZONE. */
  start: Date;
  end: Date;
}

/** `day` (YYYY-MM-DD) moved by `n` days. */
export const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/**
 * The range of a query; a 400 (VALIDATION_FAILED, with the field) when `from` falls after `to` or the
 * range is longer than ANALYTICS_MAX_DAYS once the defaults are filled in.
 */
export function resolveAnalyticsRange(
  q: { from?: string | undefined; to?: string | undefined },
  now: Date,
): AnalyticsWindow {
  const to = q.to ?? localDay(now, ANALYTICS_TIME_ZONE);
  const from = q.from ?? addDays(to, 1 - ANALYTICS_DEFAULT_DAYS);
  if (from > to) {
    throw new AppError('VALIDATION_FAILED', ANALYTICS_MESSAGES.dateRange, {
      fieldErrors: { to: [ANALYTICS_MESSAGES.dateRange] },
    });
  }
  const days = analyticsRangeDays(from, to);
  if (days > ANALYTICS_MAX_DAYS) {
    throw new AppError('VALIDATION_FAILED', ANALYTICS_MESSAGES.rangeTooLong, {
      fieldErrors: { from: [ANALYTICS_MESSAGES.rangeTooLong] },
    });
  }
  const { start, end } = dayRange(from, to, ANALYTICS_TIME_ZONE);
  return { from, to, days, timeZone: ANALYTICS_TIME_ZONE, start, end };
}

/** Every day from `from` to `to` (YYYY-MM-DD, both included), in order. */
export function daysFrom(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/**
 * The instants [start, end) of `days` in ANALYTICS_TIME_ZONE, one span per run of consecutive days
 * (DST-safe through dayRange), for conditions on timestamps.
 */
export function spansOf(days: readonly string[]): { start: Date; end: Date }[] {
  const sorted = [...new Set(days)].sort();
  const spans: { start: Date; end: Date }[] = [];
  let first = sorted[0];
  for (let i = 0; i < sorted.length; i++) {
    const day = sorted[i]!;
    const next = sorted[i + 1];
    if (next === addDays(day, 1)) continue;
    spans.push(dayRange(first!, day, ANALYTICS_TIME_ZONE));
    first = next;
  }
  return spans;
}

/** `column` falls in one of the spans (false when there are none). */
export function inSpans(column: SQL, spans: readonly { start: Date; end: Date }[]): SQL {
  if (spans.length === 0) return sql`false`;
  return sql`(${sql.join(
    spans.map(
      (s) =>
        sql`(${column} >= ${s.start.toISOString()}::timestamptz and ${column} < ${s.end.toISOString()}::timestamptz)`,
    ),
    sql` or `,
  )})`;
}

/** A text[] parameter of days, compared as date[]. */
export const dayArray = (days: readonly string[]) => sql`${`{${days.join(',')}}`}::date[]`;
