/**
 * Idempotent requests on the idempotency_keys table, run by `route()` for every endpoint marked
 * `idempotent: true` in the contracts' registry (see contracts/src/idempotency.ts).
 *
 * `withIdempotency(database, { userId, key, route, fingerprint }, fn)`:
 * - first use of a key: claims it for this instance, runs `fn` and stores its answer;
 * - the same key and the same request again: answers the stored answer without running `fn`;
 * - the same key with another request (or on another endpoint): 422 IDEMPOTENCY_KEY_REUSED;
 * - the same key while the first request still runs: 409 IDEMPOTENCY_IN_PROGRESS;
 * - `fn` failing releases the key, so the client may retry with it.
 *
 * A claim is owned by a server instance (db/client.ts `InstanceLiveness`). When its owner is gone
 * (killed, crashed) a retry takes the claim over at once and runs `fn` again: `fn` must then find
 * what the first run applied (money services keep the key on the ledger movement, loads on the load
 * row), so a retry always learns the outcome and nothing is applied twice.
 *
 * The request's fingerprint is secret-free and hashed with the endpoint (SHA-256 of stable JSON), so
 * the stored hash is the same after a restart.
 */
import { createHash } from 'node:crypto';
import { HEADER_IDEMPOTENCY_KEY, IDEMPOTENCY_KEY_PATTERN, stableStringify } from '@barterbits/contracts';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database, DbOrTx } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema.ts';
import { AppError } from './app-error.ts';

export interface IdempotencyScope {
  userId: string;
  key: string;
  /** The endpoint, e.g. 'POST /subscription/subscribe' (from the registry): a key belongs to one. */
  route: string;
  /** What makes two requests "the same" (the endpoint's secret-free fingerprint of the body). */
  fingerprint: unknown;
}

/** The Idempotency-Key header of a request: required, 8 to 255 characters of [A-Za-z0-9_-:.]. */
export function idempotencyKeyOf(req: FastifyRequest): string {
  const raw = req.headers[HEADER_IDEMPOTENCY_KEY];
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (!key || !IDEMPOTENCY_KEY_PATTERN.test(key)) {
    throw new AppError('BAD_REQUEST', 'A valid Idempotency-Key header is required for this request.');
  }
  return key;
}

export const requestHash = (route: string, fingerprint: unknown): string =>
  createHash('sha256')
    .update(`${route}\n${stableStringify(fingerprint)}`)
    .digest('hex');

/** Requests of this process that hold a claim right now (`userId key`). */
const running = new Set<string>();

export async function withIdempotency<T>(
  database: Pick<Database, 'db' | 'instance'>,
  scope: IdempotencyScope,
  fn: () => Promise<T>,
): Promise<T> {
  const { db, instance } = database;
  const hash = requestHash(scope.route, scope.fingerprint);
  const where = and(eq(idempotencyKeys.userId, scope.userId), eq(idempotencyKeys.key, scope.key));
  const runKey = `${scope.userId} ${scope.key}`;
  // A duplicate inside this process is known without asking the database.
  if (running.has(runKey)) throw new AppError('IDEMPOTENCY_IN_PROGRESS');
  running.add(runKey);
  try {
    for (;;) {
      const claimed = await db
        .insert(idempotencyKeys)
        .values({
          userId: scope.userId,
          key: scope.key,
          route: scope.route,
          requestHash: hash,
          ownerInstance: instance.id,
        })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (claimed.length > 0) break;

      const [row] = await db.select().from(idempotencyKeys).where(where).limit(1);
      // Released between our insert and select: the first request failed; claim it again.
      if (!row) continue;
      if (row.route !== scope.route || row.requestHash !== hash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
      if (row.statusCode !== null) return row.response as T;
      // Unfinished. No request of this instance runs it (checked above), so a claim of ours is
      // abandoned; another instance's is, once that instance is gone.
      const owner = row.ownerInstance;
      const abandoned = owner === null || owner === instance.id || !(await instance.isAlive(owner));
      if (!abandoned) throw new AppError('IDEMPOTENCY_IN_PROGRESS');
      const takenOver = await db
        .update(idempotencyKeys)
        .set({ ownerInstance: instance.id, createdAt: new Date() })
        .where(
          and(
            where,
            isNull(idempotencyKeys.statusCode),
            owner === null ? isNull(idempotencyKeys.ownerInstance) : eq(idempotencyKeys.ownerInstance, owner),
          ),
        )
        .returning({ key: idempotencyKeys.key });
      // Another instance's retry took it over first.
      if (takenOver.length === 0) throw new AppError('IDEMPOTENCY_IN_PROGRESS');
      break;
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
  } finally {
    running.delete(runKey);
  }
}

/** Removes finished keys older than `olderThan` (replays are answered for that long). */
export async function purgeIdempotencyKeys(db: DbOrTx, olderThan: Date): Promise<number> {
  const rows = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, olderThan))
    .returning({ key: idempotencyKeys.key });
  return rows.length;
}
