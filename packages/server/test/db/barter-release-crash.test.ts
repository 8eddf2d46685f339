/**
 * The release job killed half-way (PostgreSQL, where another process can share the database): a process
 * releasing held barter payments one per transaction is killed with SIGKILL after a few releases; then two
 * instances resume at once. Every payment is released exactly once, none is lost, and the ledger invariants
 * hold. (On PGlite, barter-holds.test.ts stops a run half-way in-process.)
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { barterRequests, walletTransactions } from '../../src/db/schema.ts';
import { createBarterService } from '../../src/modules/barter/barter.service.ts';
import { ledgerViolations } from '../../src/modules/wallet/invariants.ts';
import {
  BUSINESS,
  bearer,
  call,
  createPgDatabase,
  login,
  MEMBER,
  testIdempotencyKey,
  usingPostgres,
} from '../helper.ts';
import { loadBits, userIdOf } from './ledger-helpers.ts';
import { COMPLETE_OFFERS, publishedOfferId } from './offer-helpers.ts';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe.skipIf(!usingPostgres)('kill -9 of a release run', () => {
  it('leaves each payment released or held, and the next runs release each exactly once', async () => {
    const pgdb = await createPgDatabase('seeded');
    const app = await buildApp({
      logger: false,
      databaseUrl: pgdb.url,
      config: { env: 'test', logLevel: 'silent', barterHoldDays: 7 },
    });
    try {
      const db = app.database.db;
      const alex = await userIdOf(db, MEMBER.email);
      const A = bearer((await login(app, MEMBER)).accessToken);
      const M = bearer((await login(app, BUSINESS)).accessToken);
      const offerId = await publishedOfferId(app, COMPLETE_OFFERS.Product, M);
      const ids: string[] = [];
      for (let i = 0; i < 12; i++) {
        await loadBits(db, alex, 1_000n);
        const created = await call(app, 'createBarterRequest', {
          as: M,
          body: { buyerId: alex, offerId, amountCents: 100 + i },
          idempotencyKey: testIdempotencyKey(),
        });
        const id = created.json().data.id as string;
        const accepted = await call(app, 'confirmBarterRequest', {
          as: A,
          body: { requestId: id, accept: true, pin: '2468' },
          idempotencyKey: testIdempotencyKey(),
        });
        expect(accepted.statusCode, accepted.body).toBe(200);
        ids.push(id);
      }
      const due = new Date(Date.now() + 8 * 24 * 60 * 60_000).toISOString();
      const releasesOf = async () =>
        db
          .select({ relatedId: walletTransactions.relatedId })
          .from(walletTransactions)
          .where(
            and(
              inArray(walletTransactions.relatedId, ids),
              sql`${walletTransactions.metadata}->>'stage' = 'RELEASE'`,
            ),
          );

      const child = spawn(
        process.execPath,
        ['--import', 'tsx', 'test/db/children/release-held-payments.ts', pgdb.url, due],
        { cwd: serverDir, stdio: ['ignore', 'pipe', 'inherit'] },
      );
      const exited = new Promise((resolve) => child.on('exit', (_code, signal) => resolve(signal)));
      let released = 0;
      await new Promise<void>((resolve) => {
        child.stdout.on('data', (c: Buffer) => {
          released += c
            .toString()
            .split('\n')
            .filter((l) => l === 'released').length;
          if (released >= 3) resolve();
        });
        child.on('exit', () => resolve());
      });
      child.kill('SIGKILL');
      expect(await exited).toBe('SIGKILL');

      const midway = await db.select().from(barterRequests).where(inArray(barterRequests.id, ids));
      const releasedMidway = midway.filter((r) => r.holdStatus === 'RELEASED').length;
      expect(releasedMidway).toBeGreaterThanOrEqual(3);
      expect(releasedMidway).toBeLessThan(ids.length);
      expect(await releasesOf()).toHaveLength(releasedMidway);
      expect(await ledgerViolations(db)).toEqual([]);

      // Two instances resume at once.
      await Promise.all([
        createBarterService({ db, config: app.config }).releaseDue(new Date(due), 2),
        createBarterService({ db, config: app.config }).releaseDue(new Date(due), 2),
      ]);
      const after = await db.select().from(barterRequests).where(inArray(barterRequests.id, ids));
      expect(after.every((r) => r.holdStatus === 'RELEASED')).toBe(true);
      const releases = await releasesOf();
      expect(releases).toHaveLength(ids.length);
      expect(new Set(releases.map((r) => r.relatedId)).size).toBe(ids.length);
      expect(await ledgerViolations(db)).toEqual([]);
      const [one] = await db.select().from(barterRequests).where(eq(barterRequests.id, ids[0]!));
      expect(one?.releasedBy).toBe('AUTO');
    } finally {
      await app.close();
      await pgdb.drop();
    }
  }, 120_000);
});
