/**
 * Rate limits per subject (e.g. a member id), counted in PostgreSQL so every server instance sees
 * the same count.
 *
 * A fixed window per key: the first hit starts it; a hit past `max` inside it is refused with 429
 * RATE_LIMITED (a `RateLimitedError`, whose `retryAfterSeconds` is the time left in the window).
 * Every call counts, refused ones too, so hammering does not shorten the wait. One upsert, so
 * concurrent hits all count.
 *
 * The counters live in `auth_throttle` (the keyed window table that sign-in, sign-up and
 * forgot-password already use) under their own key prefix, so no migration is needed.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { preparedOnce } from '../db/rows.ts';
import { authThrottle } from '../db/schema.ts';
import { AppError } from './app-error.ts';

export interface RateLimitRule {
  /** Prefix of the counter keys, one per rule (e.g. "gift-email-check"). */
  name: string;
  /** Hits allowed per window. */
  max: number;
  windowSeconds: number;
  /** The user-facing message of a refusal. */
  message: string;
}

/** 429 RATE_LIMITED with the seconds until the window ends (sent as the Retry-After header). */
export class RateLimitedError extends AppError {
  readonly retryAfterSeconds: number;

  constructor(message: string, retryAfterSeconds: number) {
    super('RATE_LIMITED', message);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** The counter key of `subject` under `rule`. */
export const rateLimitKey = (rule: RateLimitRule, subject: string): string => `${rule.name}:${subject}`;

/**
 * Counts one hit of `subject` under `rule`; throws a `RateLimitedError` when it is past the limit.
 */
export async function takeRateLimit(db: DbOrTx, rule: RateLimitRule, subject: string): Promise<void> {
  const [row] = await hit(db, { key: rateLimitKey(rule, subject), windowSeconds: rule.windowSeconds });
  if (!row || row.hits <= rule.max) return;
  throw new RateLimitedError(
    rule.message,
    Math.max(1, Math.min(rule.windowSeconds, Number(row.secondsLeft))),
  );
}

/** One hit on a key's window (a new window when none or when it is over): the hits and seconds left. */
const hit = preparedOnce('rate_limit_hit', (db) => {
  const windowSeconds = sql`${sql.placeholder('windowSeconds')}::int`;
  const expired = sql`${authThrottle.windowStartedAt} <= now() - make_interval(secs => ${windowSeconds})`;
  return db
    .insert(authThrottle)
    .values({ key: sql.placeholder('key'), failures: 1, windowStartedAt: sql`now()` })
    .onConflictDoUpdate({
      target: authThrottle.key,
      set: {
        failures: sql`case when ${expired} then 1 else ${authThrottle.failures} + 1 end`,
        windowStartedAt: sql`case when ${expired} then now() else ${authThrottle.windowStartedAt} end`,
      },
    })
    .returning({
      hits: authThrottle.failures,
      secondsLeft: sql<number | string>`ceil(extract(epoch from (${authThrottle.windowStartedAt}
        + make_interval(secs => ${windowSeconds}) - now())))`,
    });
});
