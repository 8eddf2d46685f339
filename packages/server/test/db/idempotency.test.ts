import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { idempotencyKeys, users } from '../../src/db/schema.ts';
import { AppError } from '../../src/lib/app-error.ts';
import { purgeIdempotencyKeys, stableStringify, withIdempotency } from '../../src/lib/idempotency.ts';
import { build, MEMBER } from '../helper.ts';
import { key } from './membership-helpers.ts';

const app = await build();
const db = app.database.db;
const [member] = await db.select({ id: users.id }).from(users).where(eq(users.email, MEMBER.email));
const userId = member!.id;
const scope = (k: string, requestBody: unknown = { a: 1 }, route = 'POST /test') => ({
  userId,
  key: k,
  route,
  requestBody,
});

const deferred = <T>() => {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
};

const codeOf = async (p: Promise<unknown>) => {
  try {
    await p;
    return 'ok';
  } catch (e) {
    return e instanceof AppError ? e.code : String(e);
  }
};

describe('withIdempotency', () => {
  it('runs once per key and answers the stored response to a replay', async () => {
    const k = key();
    let runs = 0;
    const fn = async () => ({ data: { n: ++runs } });
    expect(await withIdempotency(db, scope(k), fn)).toEqual({ data: { n: 1 } });
    expect(await withIdempotency(db, scope(k), fn)).toEqual({ data: { n: 1 } });
    expect(runs).toBe(1);
  });

  it('treats bodies equal up to key order as the same; another body or route is 422', async () => {
    const k = key();
    await withIdempotency(db, scope(k, { a: 1, b: { c: 2, d: 3 } }), async () => 'first');
    expect(await withIdempotency(db, scope(k, { b: { d: 3, c: 2 }, a: 1 }), async () => 'second')).toBe(
      'first',
    );
    expect(await codeOf(withIdempotency(db, scope(k, { a: 2 }), async () => 'x'))).toBe(
      'IDEMPOTENCY_KEY_REUSED',
    );
    expect(
      await codeOf(
        withIdempotency(db, scope(k, { a: 1, b: { c: 2, d: 3 } }, 'POST /other'), async () => 'x'),
      ),
    ).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('answers 409 to a duplicate while the first request runs', async () => {
    const k = key();
    const gate = deferred<string>();
    const first = withIdempotency(db, scope(k), () => gate.promise);
    await new Promise((r) => setTimeout(r, 20));
    expect(await codeOf(withIdempotency(db, scope(k), async () => 'dup'))).toBe('IDEMPOTENCY_IN_PROGRESS');
    gate.resolve('done');
    expect(await first).toBe('done');
    expect(await withIdempotency(db, scope(k), async () => 'later')).toBe('done');
  });

  it('releases the key when the work fails, so a retry runs', async () => {
    const k = key();
    expect(
      await codeOf(
        withIdempotency(db, scope(k), async () => {
          throw new AppError('CARD_DECLINED');
        }),
      ),
    ).toBe('CARD_DECLINED');
    expect(await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, k))).toEqual([]);
    expect(await withIdempotency(db, scope(k, { other: true }), async () => 'retried')).toBe('retried');
  });

  it('takes over a claim abandoned by a crashed request', async () => {
    const k = key();
    await db.insert(idempotencyKeys).values({
      userId,
      key: k,
      route: 'POST /test',
      requestHash: (await import('../../src/lib/idempotency.ts')).requestHash('POST /test', { a: 1 }),
      createdAt: new Date(Date.now() - 10 * 60_000),
    });
    expect(await withIdempotency(db, scope(k), async () => 'recovered')).toBe('recovered');
  });

  it('purges old records', async () => {
    const k = key();
    await withIdempotency(db, scope(k), async () => 1);
    expect(await purgeIdempotencyKeys(db, new Date(Date.now() - 60_000))).toBe(0);
    expect(await purgeIdempotencyKeys(db, new Date(Date.now() + 60_000))).toBeGreaterThanOrEqual(1);
    expect(await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, k))).toEqual([]);
  });

  it('stableStringify sorts keys and drops undefined', () => {
    expect(stableStringify({ b: 1, a: [{ d: 1, c: undefined }], e: null })).toBe(
      '{"a":[{"d":1}],"b":1,"e":null}',
    );
  });
});
