import { stableStringify } from '@barterbits/contracts';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { idempotencyKeys, users } from '../../src/db/schema.ts';
import { AppError } from '../../src/lib/app-error.ts';
import { purgeIdempotencyKeys, requestHash, withIdempotency } from '../../src/lib/idempotency.ts';
import { build, MEMBER, usingPostgres } from '../helper.ts';
import { key } from './membership-helpers.ts';

const app = await build();
const db = app.database.db;
const database = app.database;
const [member] = await db.select({ id: users.id }).from(users).where(eq(users.email, MEMBER.email));
const userId = member!.id;
const scope = (k: string, fingerprint: unknown = { a: 1 }, route = 'POST /test') => ({
  userId,
  key: k,
  route,
  fingerprint,
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
    expect(await withIdempotency(database, scope(k), fn)).toEqual({ data: { n: 1 } });
    expect(await withIdempotency(database, scope(k), fn)).toEqual({ data: { n: 1 } });
    expect(runs).toBe(1);
  });

  it('treats bodies equal up to key order as the same; another body or route is 422', async () => {
    const k = key();
    await withIdempotency(database, scope(k, { a: 1, b: { c: 2, d: 3 } }), async () => 'first');
    expect(await withIdempotency(database, scope(k, { b: { d: 3, c: 2 }, a: 1 }), async () => 'second')).toBe(
      'first',
    );
    expect(await codeOf(withIdempotency(database, scope(k, { a: 2 }), async () => 'x'))).toBe(
      'IDEMPOTENCY_KEY_REUSED',
    );
    expect(
      await codeOf(
        withIdempotency(database, scope(k, { a: 1, b: { c: 2, d: 3 } }, 'POST /other'), async () => 'x'),
      ),
    ).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('answers 409 to a duplicate while the first request runs', async () => {
    const k = key();
    const gate = deferred<string>();
    const first = withIdempotency(database, scope(k), () => gate.promise);
    await new Promise((r) => setTimeout(r, 20));
    expect(await codeOf(withIdempotency(database, scope(k), async () => 'dup'))).toBe(
      'IDEMPOTENCY_IN_PROGRESS',
    );
    gate.resolve('done');
    expect(await first).toBe('done');
    expect(await withIdempotency(database, scope(k), async () => 'later')).toBe('done');
  });

  it('releases the key when the work fails, so a retry runs', async () => {
    const k = key();
    expect(
      await codeOf(
        withIdempotency(database, scope(k), async () => {
          throw new AppError('CARD_DECLINED');
        }),
      ),
    ).toBe('CARD_DECLINED');
    expect(await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, k))).toEqual([]);
    expect(await withIdempotency(database, scope(k, { other: true }), async () => 'retried')).toBe('retried');
  });

  it('takes over at once a claim whose instance is gone (killed mid-request), however recent', async () => {
    const k = key();
    const dead = database.instance.id === 1 ? 2 : 1;
    expect(await database.instance.isAlive(dead)).toBe(false);
    await db.insert(idempotencyKeys).values({
      userId,
      key: k,
      route: 'POST /test',
      requestHash: requestHash('POST /test', { a: 1 }),
      ownerInstance: dead,
      createdAt: new Date(),
    });
    expect(await withIdempotency(database, scope(k), async () => 'recovered')).toBe('recovered');
    expect(await withIdempotency(database, scope(k), async () => 'again')).toBe('recovered');
  });

  it('takes over a claim of this instance that no request of it runs any more', async () => {
    const k = key();
    await db.insert(idempotencyKeys).values({
      userId,
      key: k,
      route: 'POST /test',
      requestHash: requestHash('POST /test', { a: 1 }),
      ownerInstance: database.instance.id,
    });
    expect(await withIdempotency(database, scope(k), async () => 'recovered')).toBe('recovered');
  });

  it.runIf(usingPostgres)('answers 409 while the claim belongs to another live instance', async () => {
    const k = key();
    const other = new pg.Client({ connectionString: app.config.databaseUrl as string });
    await other.connect();
    const otherId = database.instance.id === 77 ? 78 : 77;
    await other.query('SELECT pg_advisory_lock($1, $2)', [0x42426c69, otherId]);
    try {
      expect(await database.instance.isAlive(otherId)).toBe(true);
      await db.insert(idempotencyKeys).values({
        userId,
        key: k,
        route: 'POST /test',
        requestHash: requestHash('POST /test', { a: 1 }),
        ownerInstance: otherId,
      });
      expect(await codeOf(withIdempotency(database, scope(k), async () => 'dup'))).toBe(
        'IDEMPOTENCY_IN_PROGRESS',
      );
    } finally {
      await other.end();
    }
    // The other instance's session ended: its claim is taken over.
    expect(await database.instance.isAlive(otherId)).toBe(false);
    expect(await withIdempotency(database, scope(k), async () => 'taken over')).toBe('taken over');
  });

  it('purges old records', async () => {
    const k = key();
    await withIdempotency(database, scope(k), async () => 1);
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
