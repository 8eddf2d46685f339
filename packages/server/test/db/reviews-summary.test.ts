/**
 * GET /review/summary reads user_review_stats (kept by a trigger): after any sequence of creating,
 * editing, deleting, disabling and enabling reviews it equals the live aggregate of the member's
 * enabled reviews. Also the review period with an injected clock.
 */
import { randomUUID } from 'node:crypto';
import { REVIEW_MESSAGES, REVIEW_WINDOW_DAYS } from '@barterbits/contracts';
import { inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/rows.ts';
import { barterRequests, reviews } from '../../src/db/schema.ts';
import { isAppError } from '../../src/lib/app-error.ts';
import { createReviewsService, DAY_MS } from '../../src/modules/reviews/reviews.service.ts';
import type { AuthContext } from '../../src/plugins/auth.ts';
import { ADMIN, BUSINESS, build, MEMBER, OTHER_MEMBER } from '../helper.ts';
import { userIdOf } from './ledger-helpers.ts';

const app = await build();
const db = app.database.db;
const alex = await userIdOf(db, MEMBER.email);
const maple = await userIdOf(db, BUSINESS.email);
const sam = await userIdOf(db, OTHER_MEMBER.email);
const admin = await userIdOf(db, ADMIN.email);
const as = (userId: string, role: 'ADMIN' | 'MEMBER' = 'MEMBER'): AuthContext => ({
  userId,
  role,
  sessionId: randomUUID(),
});

async function purchase(seller: string, buyer: string, decidedAt = new Date()) {
  const [row] = await db
    .insert(barterRequests)
    .values({
      reference: `BR-P${randomUUID().slice(0, 8).toUpperCase()}`,
      sellerId: seller,
      buyerId: buyer,
      offerTitle: 'Test offer',
      amountCents: 1_000n,
      status: 'ACCEPTED',
      decidedAt,
    })
    .returning({ id: barterRequests.id });
  return { id: row!.id, seller, buyer };
}

async function live(userId: string) {
  const [r] = await rowsOf<{ n: number; s: number | null; h: (number | null)[] }>(
    db,
    sql`select count(*)::int as n, sum(hearts)::int as s,
        array[count(*) filter (where hearts = 1), count(*) filter (where hearts = 2), count(*) filter (where hearts = 3),
              count(*) filter (where hearts = 4), count(*) filter (where hearts = 5)]::int[] as h
      from reviews where subject_id = ${userId}::uuid and enabled`,
  );
  const n = r!.n;
  return {
    count: n,
    average: n === 0 ? 0 : Math.round(((r!.s ?? 0) * 10) / n) / 10,
    hearts: { 1: r!.h[0], 2: r!.h[1], 3: r!.h[2], 4: r!.h[3], 5: r!.h[4] },
  };
}

const ignoreRefusals = async (p: Promise<unknown>) => {
  try {
    await p;
  } catch (e) {
    if (!isAppError(e)) throw e;
  }
};

describe('review summary', () => {
  it('always equals the live aggregate of enabled reviews (property)', async () => {
    const svc = createReviewsService({ db });
    // Purchases in both directions among three members: authors and subjects vary.
    const pairs: [string, string][] = [
      [maple, alex],
      [maple, sam],
      [alex, sam],
      [sam, maple],
      [maple, alex],
      [alex, maple],
    ];
    const purchases = await Promise.all(pairs.map(([s, b]) => purchase(s, b)));
    const ids = purchases.map((p) => p.id);
    const subjects = [alex, maple, sam];

    const op = fc.oneof(
      fc.record({
        kind: fc.constant('create' as const),
        p: fc.nat(purchases.length - 1),
        seller: fc.boolean(),
        hearts: fc.integer({ min: 1, max: 5 }),
      }),
      fc.record({
        kind: fc.constant('edit' as const),
        i: fc.nat(20),
        hearts: fc.integer({ min: 1, max: 5 }),
      }),
      fc.record({ kind: fc.constant('delete' as const), i: fc.nat(20) }),
      fc.record({ kind: fc.constant('toggle' as const), i: fc.nat(20), enabled: fc.boolean() }),
    );

    await fc.assert(
      fc.asyncProperty(fc.array(op, { maxLength: 14 }), async (ops) => {
        await db.delete(reviews).where(inArray(reviews.barterRequestId, ids));
        for (const o of ops) {
          const existing = await db
            .select({ id: reviews.id, authorId: reviews.authorId })
            .from(reviews)
            .where(inArray(reviews.barterRequestId, ids))
            .orderBy(reviews.id);
          const pick = 'i' in o && existing.length > 0 ? existing[o.i % existing.length]! : null;
          if (o.kind === 'create') {
            const p = purchases[o.p]!;
            await ignoreRefusals(
              svc.create(as(o.seller ? p.seller : p.buyer), {
                barterRequestId: p.id,
                hearts: o.hearts,
                text: 'ok',
              }),
            );
          } else if (o.kind === 'edit' && pick) {
            await ignoreRefusals(svc.update(as(pick.authorId), { reviewId: pick.id, hearts: o.hearts }));
          } else if (o.kind === 'delete' && pick) {
            await ignoreRefusals(svc.remove(as(pick.authorId), pick.id));
          } else if (o.kind === 'toggle' && pick) {
            await svc.enableDisable(as(admin, 'ADMIN'), {
              reviewId: pick.id,
              enabled: o.enabled,
              reason: 'test',
            });
          }
        }
        for (const u of subjects) {
          const s = await svc.summary(as(alex), u);
          expect({ count: s.count, average: s.average, hearts: s.hearts }).toEqual(await live(u));
        }
      }),
      { numRuns: 30 },
    );
  });

  it('the review period: open until REVIEW_WINDOW_DAYS after the decision (injected clock)', async () => {
    const decided = new Date('2030-01-01T12:00:00Z');
    const p = await purchase(maple, alex, decided);
    const at = (days: number, ms = 0) =>
      createReviewsService({ db, now: () => new Date(decided.getTime() + days * DAY_MS + ms) });
    const late = at(REVIEW_WINDOW_DAYS);
    await expect(
      late.create(as(alex), { barterRequestId: p.id, hearts: 5, text: 'ok' }),
    ).rejects.toMatchObject({
      message: REVIEW_MESSAGES.windowClosed,
    });
    expect(
      (await at(REVIEW_WINDOW_DAYS, -1).eligible(as(alex), maple)).map((e) => e.barterRequestId),
    ).toContain(p.id);
    expect((await late.eligible(as(alex), maple)).map((e) => e.barterRequestId)).not.toContain(p.id);
    const early = at(REVIEW_WINDOW_DAYS - 5);
    const open = (await early.eligible(as(alex), maple)).find((e) => e.barterRequestId === p.id);
    expect(open?.daysLeft).toBe(5);
    const r = await at(REVIEW_WINDOW_DAYS, -1).create(as(alex), {
      barterRequestId: p.id,
      hearts: 5,
      text: 'ok',
    });
    expect(r.subject.id).toBe(maple);
  });
});
