/**
 * Idempotency declared once on the endpoint: every endpoint marked `idempotent` in the
 * registry needs the header, and a retry with the same key and request learns the first outcome,
 * also after a restart of the server (the stored hash has no per-process secret in it).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type EndpointName, endpoints } from '@barterbits/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { idempotencyKeys, walletTransactions } from '../../src/db/schema.ts';
import { seedDemoData } from '../../src/seed.ts';
import { ADMIN, type As, call, createPgDatabase, MEMBER, signIn, usingPostgres } from '../helper.ts';
import { card, key } from './membership-helpers.ts';

const PIN = '2468';
const dir = mkdtempSync(path.join(tmpdir(), 'bb-idem-'));
const pgDb = usingPostgres ? await createPgDatabase() : null;
afterAll(async () => {
  await pgDb?.drop();
  rmSync(dir, { recursive: true, force: true });
});

/**
 * A server on the same data every time (a restart is a new process on the same database). On PGlite the
 * first start copies the build's migrated base when there is one, as `npm start` does, instead of initdb.
 */
const pgliteBase = inject('dbTemplates').pgliteBase;
const start = () =>
  buildApp({
    logger: false,
    config: { env: 'test', logLevel: 'silent' },
    ...(pgDb
      ? { databaseUrl: pgDb.url }
      : { databaseUrl: '', dataDir: dir, ...(pgliteBase ? { pgliteBase } : {}) }),
  });

const loadBits = (app: FastifyInstance, as: As, k: string, body: object) =>
  call(app, 'loadBits', { as, body, idempotencyKey: k });

const loadsOf = async (app: FastifyInstance, userId: string, k: string) =>
  (
    await app.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(walletTransactions)
      .where(and(eq(walletTransactions.initiatedBy, userId), eq(walletTransactions.idempotencyKey, k)))
  )[0]!.n;

describe('idempotent endpoints across restarts', () => {
  it('a load with card details, retried with its key after a restart, answers the first load', async () => {
    let app = await start();
    await seedDemoData(app);
    let me = await signIn(app, MEMBER);
    const k = key();
    const body = { amountCents: 1_234, card: card(), pin: PIN };
    const first = await loadBits(app, me, k, body);
    expect(first.statusCode, first.body).toBe(200);
    // Nothing secret is stored: no card number, CVC or PIN in the idempotency record, as a value or a field
    // (the PIN as a whole value: its digits may occur inside an id or a hash).
    const [row] = await app.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, k));
    expect(JSON.stringify(row)).not.toMatch(
      new RegExp(`4242424242424242|"123"|"${PIN}"|:${PIN}[,}]|"(pin|cvc|number)"`),
    );
    await app.close();

    app = await start();
    me = await signIn(app, MEMBER);
    const again = await loadBits(app, me, k, body);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.transaction.id).toBe(first.json().data.transaction.id);
    expect(await loadsOf(app, me.user.id, k)).toBe(1);
    // Another card with the same key is another request.
    const other = await loadBits(app, me, k, { ...body, card: card('5555 5555 5555 4444') });
    expect(other.statusCode).toBe(422);
    await app.close();
  });

  it('a request cut off by a killed server is applied on the retry, at once and only once', async () => {
    const app = await start();
    const me = await signIn(app, MEMBER);
    const k = key();
    const body = { amountCents: 700, card: card(), pin: PIN };
    // What a killed instance leaves: its unfinished claim (its liveness lock died with it).
    const dead = app.database.instance.id === 5 ? 6 : 5;
    const { requestHash } = await import('../../src/lib/idempotency.ts');
    const { requestFingerprint } = await import('@barterbits/contracts');
    await app.database.db.insert(idempotencyKeys).values({
      userId: me.user.id,
      key: k,
      route: 'POST /wallet/load-bits',
      requestHash: requestHash('POST /wallet/load-bits', requestFingerprint(endpoints.loadBits, body)),
      ownerInstance: dead,
    });
    const retry = await loadBits(app, me, k, body);
    expect(retry.statusCode, retry.body).toBe(200);
    const replay = await loadBits(app, me, k, body);
    expect(replay.json().data.transaction.id).toBe(retry.json().data.transaction.id);
    expect(await loadsOf(app, me.user.id, k)).toBe(1);
    await app.close();
  });
});

describe('the registry mark does the work', () => {
  it('every endpoint marked idempotent refuses a call without a valid Idempotency-Key (400), moving nothing', async () => {
    const app = await start();
    const member = await signIn(app, MEMBER);
    const admin = await signIn(app, ADMIN, 'ADMIN');
    const marked = Object.entries(endpoints).filter(([, d]) => 'idempotent' in d && d.idempotent);
    expect(marked.map(([n]) => n).sort()).toEqual(
      [
        'adminRefundCardLoad',
        'adminRefundMembershipCharge',
        'adminResolveBarterDispute',
        'adminWalletPost',
        'cancelGift',
        'claimGift',
        'confirmBarterRequest',
        'createBarterRequest',
        'donate',
        'loadBits',
        'refundBarter',
        'releaseBarterPayment',
        'renewSubscription',
        'sendGift',
        'subscribe',
      ].sort(),
    );
    const before = await app.database.db.select({ n: sql<number>`count(*)::int` }).from(walletTransactions);
    for (const [name, def] of marked) {
      const as = def.audience === 'admin' ? admin : member;
      const bodies: Record<string, object> = {
        adminWalletPost: { userId: member.user.id, kind: 'REWARD', amountCents: 100, reason: 'test reward' },
        loadBits: { amountCents: 100, card: card(), pin: PIN },
        donate: { amountCents: 100, pin: PIN },
        adminRefundCardLoad: { reason: 'test refund' },
        adminRefundMembershipCharge: { reason: 'test refund' },
        adminResolveBarterDispute: { outcome: 'REFUND', note: 'test resolution' },
      };
      const params: Record<string, Record<string, string>> = {
        adminRefundCardLoad: { id: '00000000-0000-4000-8000-000000000000' },
        adminRefundMembershipCharge: { id: '00000000-0000-4000-8000-000000000000' },
        adminResolveBarterDispute: { id: '00000000-0000-4000-8000-000000000000' },
      };
      for (const k of [undefined, 'short', 'bad key with spaces']) {
        const res = await call(app, name as EndpointName, {
          as,
          body: bodies[name] ?? {},
          idempotencyKey: k ?? null,
          ...(params[name] ? { params: params[name] } : {}),
        });
        // A body the schema refuses may answer first (400 too); a valid one reaches the key check.
        expect(res.statusCode, `${name} ${res.body}`).toBe(400);
      }
      if (bodies[name]) {
        const res = await call(app, name as EndpointName, {
          as,
          body: bodies[name],
          idempotencyKey: null,
          ...(params[name] ? { params: params[name] } : {}),
        });
        expect(res.json().message, name).toMatch(/Idempotency-Key/);
      }
    }
    const after = await app.database.db.select({ n: sql<number>`count(*)::int` }).from(walletTransactions);
    expect(after[0]!.n).toBe(before[0]!.n);
    await app.close();
  });
});
