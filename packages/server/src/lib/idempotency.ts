/**
 * Idempotent POSTs (money-moving and charging calls) on the idempotency_keys table.
 *
 * `withIdempotency(db, { userId, key, route, requestBody }, fn)`:
 * - first use of a key: runs `fn` and stores its answer;
 * - the same key and the same body again: answers the stored answer without running `fn`;
 * - the same key with another body (or on another route): 422 IDEMPOTENCY_KEY_REUSED;
 * - the same key while the first request still runs: 409 IDEMPOTENCY_IN_PROGRESS;
 * - `fn` failing releases the key, so the client may retry with it.
 * A claim left behind by a crashed process is taken over after `staleAfterMs`.
 */
import { createHash } from 'node:crypto';
import { HEADER_IDEMPOTENCY_KEY } from '@barterbits/contracts';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema.ts';
import { AppError } from './app-error.ts';

export interface IdempotencyScope {
  userId: string;
  key: string;
  /** The call, e.g. 'POST /subscription/subscribe': a key belongs to one route. */
  route: string;
  /** What makes two requests "the same" (secrets should be replaced by fingerprints beforehand). */
  requestBody: unknown;
}

export interface IdempotencyOptions {
  /** An unfinished claim older than this is considered abandoned. Default 5 minutes. */
  staleAfterMs?: number;
  now?: () => Date;
}

const KEY_PATTERN = /^[A-Za-z0-9_\-:.]{8,255}$/;

/** The Idempotency-Key header of a request: required, 8 to 255 characters of [A-Za-z0-9_-:.]. */
export function idempotencyKeyOf(req: FastifyRequest): string {
  const raw = req.headers[HEADER_IDEMPOTENCY_KEY];
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (!key || !KEY_PATTERN.test(key)) {
    throw new AppError('BAD_REQUEST', 'A valid Idempotency-Key header is required for this request.');
  }
  return key;
}

/** JSON with object keys sorted, so equal bodies hash equally whatever their key order. */
export function stableStringify(value: unknown): string {
  if (value === undefined) return 'null';
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableStringify(v)}`).join(',')}}`;
}

export const requestHash = (route: string, body: unknown): string =>
  createHash('sha256')
    .update(`${route}\n${stableStringify(body)}`)
    .digest('hex');

export async function withIdempotency<T>(
  db: DbOrTx,
  scope: IdempotencyScope,
  fn: () => Promise<T>,
  opts: IdempotencyOptions = {},
): Promise<T> {
  const now = opts.now ?? (() => new Date());
  const staleAfterMs = opts.staleAfterMs ?? 5 * 60_000;
  const hash = requestHash(scope.route, scope.requestBody);
  const where = and(eq(idempotencyKeys.userId, scope.userId), eq(idempotencyKeys.key, scope.key));

  const claimed = await db
    .insert(idempotencyKeys)
    .values({ userId: scope.userId, key: scope.key, route: scope.route, requestHash: hash, createdAt: now() })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });

  if (claimed.length === 0) {
    const [row] = await db.select().from(idempotencyKeys).where(where).limit(1);
    if (!row) {
      // Released between our insert and select: the first request failed; try again as the first.
      return withIdempotency(db, scope, fn, opts);
    }
    if (row.route !== scope.route || row.requestHash !== hash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
    if (row.statusCode !== null) return row.response as T;
    // Still running, unless the claim is abandoned: then take it over (one taker wins).
    const takenOver = await db
      .update(idempotencyKeys)
      .set({ createdAt: now() })
      .where(
        and(
          where,
          isNull(idempotencyKeys.statusCode),
          lt(idempotencyKeys.createdAt, new Date(now().getTime() - staleAfterMs)),
        ),
      )
      .returning({ key: idempotencyKeys.key });
    if (takenOver.length === 0) throw new AppError('IDEMPOTENCY_IN_PROGRESS');
  }

  let result: T;
  try {
    result = await fn();
  } catch (e) {
    await db.delete(idempotencyKeys).where(and(where, isNull(idempotencyKeys.statusCode)));
    throw e;
  }
  await db
    .update(idempotencyKeys)
    .set({ statusCode: 200, response: result as object })
    .where(where);
  return result;
}

/** Removes finished keys older than `olderThan` (replays are answered for that long). */
export async function purgeIdempotencyKeys(db: DbOrTx, olderThan: Date): Promise<number> {
  const rows = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, olderThan))
    .returning({ key: idempotencyKeys.key });
  return rows.length;
}
