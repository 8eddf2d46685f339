import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/**
 * The console's date filters ("from" and "to" calendar days, UTC), one way everywhere. The database does
 * the day arithmetic: the day after 9999-12-31 is a timestamp it has, and a JavaScript date it cannot read.
 */

/** `column` at or after the start of `day` (UTC). */
export const onOrAfterDay = (column: AnyColumn | SQL, day: string): SQL =>
  sql`${column} >= (${day}::date)::timestamp at time zone 'UTC'`;

/** `column` before the end of `day` (UTC): the whole of `day` included. */
export const onOrBeforeDay = (column: AnyColumn | SQL, day: string): SQL =>
  sql`${column} < (${day}::date + 1)::timestamp at time zone 'UTC'`;
