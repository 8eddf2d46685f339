/**
 * Reviews: only the parties of a successful, not fully refunded purchase review each other,
 * once per side, within the review period; replies, votes, reports, the summary and the admin's
 * moderation. Every refused call changes nothing.
 */
import { randomUUID } from 'node:crypto';
import { REVIEW_HISTORY_PAGE_MAX, REVIEW_MESSAGES, REVIEW_WINDOW_DAYS } from '@barterbits/contracts';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/rows.ts';
import { adminAuditLog, barterRequests, notifications, reviews } from '../../src/db/schema.ts';
import {
  ADMIN,
  type As,
  BUSINESS,
  build,
  call,
  createUser,
  MEMBER,
  OTHER_MEMBER,
  signIn,
} from '../helper.ts';
import { userIdOf } from './ledger-helpers.ts';

const app = await build({ config: { enableTestApi: true } });
const db = app.database.db;

const alex = await userIdOf(db, MEMBER.email);
const maple = await userIdOf(db, BUSINESS.email);
const sam = await userIdOf(db, OTHER_MEMBER.email);
const A = (await signIn(app, MEMBER)).headers;
const M = (await signIn(app, BUSINESS)).headers;
const S = (await signIn(app, OTHER_MEMBER)).headers;
const ADM = (await signIn(app, ADMIN, 'ADMIN')).headers;

const DAY = 24 * 60 * 60_000;

/** A purchase of maple's offer by `buyer` (alex by default), decided `daysAgo` days ago. */
async function purchase(
  opts: {
    seller?: string;
    buyer?: string;
    cents?: number;
    daysAgo?: number;
    status?: string;
    refunded?: number;
  } = {},
) {
  const [row] = await db
    .insert(barterRequests)
    .values({
      reference: `BR-T${randomUUID().slice(0, 8).toUpperCase()}`,
      sellerId: opts.seller ?? maple,
      buyerId: opts.buyer ?? alex,
      offerTitle: 'Maple syrup, 1 L',
      amountCents: BigInt(opts.cents ?? 2_500),
      refundedCents: BigInt(opts.refunded ?? 0),
      status: opts.status ?? 'ACCEPTED',
      decidedAt: new Date(Date.now() - (opts.daysAgo ?? 1) * DAY),
    })
    .returning({ id: barterRequests.id });
  return row!.id;
}

const review = (as: As, barterRequestId: string, hearts = 5, text = 'Great trade, fast and friendly.') =>
  call(app, 'createReview', { as, body: { barterRequestId, hearts, text } });

async function reviewId(as: As, barterRequestId: string, hearts = 5) {
  const res = await review(as, barterRequestId, hearts);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as string;
}

const count = async () => (await db.select({ n: sql<number>`count(*)::int` }).from(reviews))[0]!.n;
const summary = async (userId: string, as: As = A) => {
  const res = await call(app, 'getReviewSummary', { as, query: { userId } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
/** The live aggregate of a member's enabled reviews. */
async function liveAggregate(userId: string) {
  const [r] = await rowsOf<{ n: number; avg: string | null }>(
    db,
    sql`select count(*)::int as n, round(avg(hearts)::numeric, 1)::text as avg
      from reviews where subject_id = ${userId}::uuid and enabled`,
  );
  return { count: r!.n, average: r!.avg === null ? 0 : Number(r!.avg) };
}
const noticesOf = (userId: string, type: string) =>
  rowsOf<{ id: string; body: string }>(
    db,
    sql`select id, body from ${notifications} where user_id = ${userId}::uuid and type = ${type}`,
  );

describe('writing a review', () => {
  it('both parties review each other once, with the trade and names on the answer; the subject is told', async () => {
    const p = await purchase({ cents: 12_345 });
    const res = await review(A, p, 4);
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json().data;
    expect(r).toMatchObject({
      hearts: 4,
      author: { id: alex, displayName: expect.any(String) },
      subject: { id: maple },
      trade: { barterRequestId: p, amountCents: 12_345, offerTitle: 'Maple syrup, 1 L' },
      likes: 0,
      dislikes: 0,
      myVote: null,
      reply: null,
      canEdit: true,
      canVote: false,
      canReport: false,
    });
    expect(r.trade.reference).toMatch(/^BR-/);
    expect(r.author.displayName).not.toContain('@');
    expect((await noticesOf(maple, 'REVIEW_RECEIVED')).length).toBeGreaterThan(0);

    // the other side reviews too; a second review of the same side is refused
    expect((await review(M, p, 5)).statusCode).toBe(200);
    const before = await count();
    const again = await review(A, p, 1);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(REVIEW_MESSAGES.alreadyReviewed);
    expect(await count()).toBe(before);
  });

  it('refuses anyone but the parties, and unsuccessful, refunded or old purchases', async () => {
    const before = await count();
    const p = await purchase();
    expect((await review(S, p)).statusCode).toBe(403);
    expect((await review(null, p)).statusCode).toBe(401);
    expect((await review(ADM, p)).statusCode).toBe(403);
    expect((await review(A, randomUUID())).statusCode).toBe(404);

    const pending = await purchase({ status: 'PENDING' });
    expect((await review(A, pending)).json().message).toBe(REVIEW_MESSAGES.notSuccessful);
    const declined = await purchase({ status: 'REJECTED' });
    expect((await review(A, declined)).statusCode).toBe(409);

    const full = await purchase({ status: 'REFUND', refunded: 2_500 });
    const r1 = await review(A, full);
    expect(r1.statusCode).toBe(409);
    expect(r1.json().message).toBe(REVIEW_MESSAGES.refunded);
    // a partly refunded sale can still be reviewed
    const partly = await purchase({ refunded: 1_000 });
    expect((await review(A, partly)).statusCode).toBe(200);
    await db.delete(reviews).where(eq(reviews.barterRequestId, partly));

    const old = await purchase({ daysAgo: REVIEW_WINDOW_DAYS + 1 });
    const r2 = await review(A, old);
    expect(r2.statusCode).toBe(409);
    expect(r2.json().message).toBe(REVIEW_MESSAGES.windowClosed);
    expect(await count()).toBe(before);
  });

  it('a refund after the review leaves the review, but a fully refunded purchase cannot be reviewed by the other side', async () => {
    const p = await purchase();
    await reviewId(A, p);
    await db
      .update(barterRequests)
      .set({ status: 'REFUND', refundedCents: 2_500n })
      .where(eq(barterRequests.id, p));
    expect((await review(M, p)).statusCode).toBe(409);
  });

  it('bad input is a 400 with a message and changes nothing', async () => {
    const p = await purchase();
    const before = await count();
    for (const body of [
      { barterRequestId: p, hearts: 0, text: 'ok' },
      { barterRequestId: p, hearts: 6, text: 'ok' },
      { barterRequestId: p, hearts: 3.5, text: 'ok' },
      { barterRequestId: p, hearts: '5', text: 'ok' },
      { barterRequestId: p, hearts: 5, text: '   ' },
      { barterRequestId: p, hearts: 5, text: 'x'.repeat(250) },
      { barterRequestId: p, hearts: 5 },
      { barterRequestId: 'nope', hearts: 5, text: 'ok' },
      { barterRequestId: p, hearts: 5, text: 'nul\u0000byte' },
    ]) {
      const res = await call(app, 'createReview', { as: A, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    expect(await count()).toBe(before);
  });

  it('GET /review/eligible lists open purchases with that member, with days left', async () => {
    const p = await purchase({ daysAgo: 10 });
    const res = await call(app, 'listReviewEligibility', { as: A, query: { userId: maple } });
    expect(res.statusCode).toBe(200);
    const item = res.json().data.find((x: { barterRequestId: string }) => x.barterRequestId === p);
    expect(item).toMatchObject({ role: 'BUYER', subject: { id: maple }, daysLeft: REVIEW_WINDOW_DAYS - 10 });
    await reviewId(A, p);
    const after = await call(app, 'listReviewEligibility', { as: A, query: { userId: maple } });
    expect(after.json().data.some((x: { barterRequestId: string }) => x.barterRequestId === p)).toBe(false);
    // sam has no purchase with maple
    const none = await call(app, 'listReviewEligibility', { as: S, query: { userId: maple } });
    expect(none.json().data).toEqual([]);
    expect((await call(app, 'listReviewEligibility', { as: ADM })).statusCode).toBe(403);
  });
});

describe('editing and deleting', () => {
  it('only the author edits or deletes; the summary follows', async () => {
    const p = await purchase({ buyer: sam });
    const id = await reviewId(S, p, 2);
    const bad = await call(app, 'updateReview', { as: M, body: { reviewId: id, hearts: 5 } });
    expect(bad.statusCode).toBe(403);
    expect((await call(app, 'updateReview', { as: S, body: { reviewId: id } })).statusCode).toBe(400);
    expect((await call(app, 'updateReview', { as: S, body: { reviewId: id, hearts: 9 } })).statusCode).toBe(
      400,
    );
    const ok = await call(app, 'updateReview', {
      as: S,
      body: { reviewId: id, hearts: 3, text: 'Fine after all.' },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ hearts: 3, text: 'Fine after all.' });
    expect(await summary(maple)).toMatchObject(await liveAggregate(maple));

    expect((await call(app, 'deleteReview', { as: M, params: { id } })).statusCode).toBe(403);
    expect((await call(app, 'deleteReview', { as: S, params: { id } })).statusCode).toBe(200);
    expect((await call(app, 'getReview', { as: A, params: { id } })).statusCode).toBe(404);
    expect(await summary(maple)).toMatchObject(await liveAggregate(maple));
  });

  it('a deleted review is final: its purchase is neither offered nor accepted for a new review', async () => {
    const p = await purchase({ buyer: sam });
    const id = await reviewId(S, p, 1);
    // maple replies; deleting and posting again must not be a way to wipe the reply
    const replied = await call(app, 'createReply', {
      as: M,
      body: { reviewId: id, text: 'We refunded you.' },
    });
    expect(replied.statusCode, replied.body).toBe(200);
    expect((await call(app, 'deleteReview', { as: S, params: { id } })).statusCode).toBe(200);
    const eligible = await call(app, 'listReviewEligibility', { as: S, query: { userId: maple } });
    expect(eligible.json().data.some((x: { barterRequestId: string }) => x.barterRequestId === p)).toBe(
      false,
    );
    const before = await count();
    const again = await review(S, p, 1);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(REVIEW_MESSAGES.deletedBefore);
    expect(await count()).toBe(before);
    // the other side of the same purchase may still review
    expect((await review(M, p, 5)).statusCode).toBe(200);
  });
});

describe('the hearts a member gave', () => {
  it('the given summary counts the enabled reviews the member wrote, not the ones received', async () => {
    const G = await createUser(app, {
      email: `giver.${randomUUID()}@example.com`,
      password: 'Sandbox#Pass1',
      stage: 'COMPLETED',
      firstName: 'Gia',
      lastName: 'Giver',
    });
    const giver = G.user.id;
    const empty = { count: 0, average: 0, hearts: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } };
    expect(await summary(giver)).toMatchObject(empty);
    const givenOf = async (userId: string) => {
      const res = await call(app, 'getReviewSummary', { as: A, query: { userId, isGiven: 'true' } });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data;
    };
    expect(await givenOf(giver)).toMatchObject(empty);
    await reviewId(G, await purchase({ buyer: giver }), 5);
    await reviewId(G, await purchase({ buyer: giver }), 2);
    const third = await reviewId(G, await purchase({ buyer: giver }), 4);
    // maple reviews the giver back: that is received, not given
    const back = await purchase({ buyer: giver });
    await reviewId(M, back, 1);
    const disabled = await call(app, 'enableDisableReview', {
      as: ADM,
      body: { reviewId: third, enabled: false, reason: 'Off topic' },
    });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(await givenOf(giver)).toMatchObject({
      userId: giver,
      count: 2,
      average: 3.5,
      hearts: { 1: 0, 2: 1, 3: 0, 4: 0, 5: 1 },
    });
    expect(await summary(giver)).toMatchObject({ count: 1, average: 1, hearts: { 1: 1 } });
    const bad = await call(app, 'getReviewSummary', { as: A, query: { userId: giver, isGiven: 'maybe' } });
    expect(bad.statusCode).toBe(400);
  });
});

describe('replies', () => {
  it('only the reviewed member replies, once, and edits it; the author is told', async () => {
    const p = await purchase();
    const id = await reviewId(A, p);
    expect(
      (await call(app, 'createReply', { as: A, body: { reviewId: id, text: 'Me too' } })).statusCode,
    ).toBe(403);
    expect(
      (await call(app, 'createReply', { as: S, body: { reviewId: id, text: 'Me too' } })).statusCode,
    ).toBe(403);
    expect((await call(app, 'createReply', { as: M, body: { reviewId: id, text: '' } })).statusCode).toBe(
      400,
    );
    expect((await call(app, 'updateReply', { as: M, body: { reviewId: id, text: 'x' } })).statusCode).toBe(
      404,
    );
    const res = await call(app, 'createReply', { as: M, body: { reviewId: id, text: 'Thanks Alex!' } });
    expect(res.statusCode, res.body).toBe(200);
    const reply = res.json().data;
    expect(reply).toMatchObject({ reviewId: id, text: 'Thanks Alex!', author: { id: maple }, canEdit: true });
    expect((await noticesOf(alex, 'REVIEW_REPLIED')).length).toBeGreaterThan(0);
    const twice = await call(app, 'createReply', { as: M, body: { reviewId: id, text: 'Again' } });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(REVIEW_MESSAGES.alreadyReplied);

    expect(
      (await call(app, 'updateReply', { as: A, body: { reviewId: id, text: 'Hijack' } })).statusCode,
    ).toBe(403);
    const edit = await call(app, 'updateReply', { as: M, body: { reviewId: id, text: 'Thank you, Alex!' } });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().data.text).toBe('Thank you, Alex!');

    const byReview = await call(app, 'getReviewReply', { as: S, params: { id } });
    expect(byReview.json().data).toMatchObject({ id: reply.id, text: 'Thank you, Alex!', canEdit: false });
    const byId = await call(app, 'getReply', { as: S, params: { id: reply.id } });
    expect(byId.json().data.reviewId).toBe(id);
    expect((await call(app, 'getReviewReply', { as: ADM, params: { id } })).statusCode).toBe(200);
    expect((await call(app, 'getReply', { as: null, params: { id: reply.id } })).statusCode).toBe(401);
    expect((await call(app, 'getReply', { as: S, params: { id: randomUUID() } })).statusCode).toBe(404);
  });
});

describe('votes and reports', () => {
  it('others vote once (NEUTRAL withdraws), every change in the history; no vote on one’s own review', async () => {
    const p = await purchase();
    const id = await reviewId(A, p);
    expect(
      (await call(app, 'voteReview', { as: A, body: { reviewId: id, reaction: 'LIKE' } })).statusCode,
    ).toBe(403);
    expect(
      (await call(app, 'voteReview', { as: M, body: { reviewId: id, reaction: 'LIKE' } })).statusCode,
    ).toBe(403);
    expect(
      (await call(app, 'voteReview', { as: S, body: { reviewId: id, reaction: 'LOVE' } })).statusCode,
    ).toBe(400);
    const like = await call(app, 'voteReview', { as: S, body: { reviewId: id, reaction: 'LIKE' } });
    expect(like.json().data).toMatchObject({ myVote: 'LIKE', likes: 1, dislikes: 0 });
    await call(app, 'voteReview', { as: S, body: { reviewId: id, reaction: 'LIKE' } });
    const dis = await call(app, 'voteReview', { as: S, body: { reviewId: id, reaction: 'DISLIKE' } });
    expect(dis.json().data).toMatchObject({ myVote: 'DISLIKE', likes: 0, dislikes: 1 });
    const seen = await call(app, 'getReview', { as: S, params: { id } });
    expect(seen.json().data).toMatchObject({ myVote: 'DISLIKE', dislikes: 1, canVote: true });
    const neutral = await call(app, 'voteReview', { as: S, body: { reviewId: id, reaction: 'NEUTRAL' } });
    expect(neutral.json().data).toMatchObject({ myVote: null, likes: 0, dislikes: 0 });

    const hist = await call(app, 'getReviewVoteHistory', { as: A, params: { id } });
    expect(hist.statusCode).toBe(200);
    expect(hist.json().data.map((h: { reaction: string }) => h.reaction)).toEqual([
      'NEUTRAL',
      'DISLIKE',
      'LIKE',
    ]);
    expect(hist.json().data[0].voter.id).toBe(sam);
    const likes = await call(app, 'getReviewVoteHistory', {
      as: ADM,
      params: { id },
      query: { likeOrDislike: 'LIKE', offset: 0, limit: 10_000_000 },
    });
    expect(likes.statusCode, likes.body).toBe(200);
    expect(likes.json().meta).toMatchObject({ total: 1, limit: REVIEW_HISTORY_PAGE_MAX, offset: 0 });
    expect(
      (await call(app, 'getReviewVoteHistory', { as: A, params: { id }, query: { limit: 0 } })).statusCode,
    ).toBe(400);
    expect((await call(app, 'getReviewVoteHistory', { as: null, params: { id } })).statusCode).toBe(401);
  });

  it('others report once with a reason; parties cannot', async () => {
    const p = await purchase();
    const id = await reviewId(A, p);
    const rep = (as: As, body: object) => call(app, 'reportReview', { as, body: { reviewId: id, ...body } });
    expect((await rep(A, { reason: 'ITS_SPAM' })).statusCode).toBe(403);
    expect((await rep(M, { reason: 'ITS_SPAM' })).statusCode).toBe(403);
    expect((await rep(S, { reason: 'BORING' })).statusCode).toBe(400);
    expect((await rep(S, { reason: 'OTHER' })).json().fieldErrors?.details).toBeTruthy();
    expect((await rep(S, { reason: 'OTHER', details: 'x'.repeat(250) })).statusCode).toBe(400);
    expect((await rep(ADM, { reason: 'ITS_SPAM' })).statusCode).toBe(403);
    const ok = await rep(S, { reason: 'OFFENSIVE_OR_INAPPROPRIATE', details: 'Rude words' });
    expect(ok.statusCode, ok.body).toBe(200);
    const again = await rep(S, { reason: 'ITS_SPAM' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(REVIEW_MESSAGES.alreadyReported);
    expect((await call(app, 'getReview', { as: S, params: { id } })).json().data).toMatchObject({
      reportedByMe: true,
      canReport: false,
    });
  });
});

describe('lists and summary', () => {
  it('members list received and given reviews; the summary equals the live aggregate', async () => {
    const received = await call(app, 'listReviews', { as: S, query: { userId: maple } });
    expect(received.statusCode).toBe(200);
    expect(received.json().data.every((r: { subject: { id: string } }) => r.subject.id === maple)).toBe(true);
    const given = await call(app, 'listReviews', { as: A, query: { isGiven: 'true' } });
    expect(given.json().data.every((r: { author: { id: string } }) => r.author.id === alex)).toBe(true);
    expect(given.json().data.length).toBeGreaterThan(0);
    const s = await summary(maple, S);
    expect(s).toMatchObject(await liveAggregate(maple));
    const sumPerHeart = [1, 2, 3, 4, 5].reduce((n, h) => n + s.hearts[h], 0);
    expect(sumPerHeart).toBe(s.count);
    expect((await call(app, 'listReviews', { as: A, query: { isGiven: 'maybe' } })).statusCode).toBe(400);
    expect((await call(app, 'getReviewSummary', { as: A, query: {} })).statusCode).toBe(400);
    expect((await call(app, 'getReviewSummary', { as: A, query: { userId: randomUUID() } })).statusCode).toBe(
      404,
    );
    expect((await call(app, 'getReviewSummary', { as: null, query: { userId: maple } })).statusCode).toBe(
      401,
    );
  });
});

describe('admin moderation', () => {
  it('disabling hides the review from members, takes it out of the summary, actions reports, audits and tells the author', async () => {
    const p = await purchase();
    const id = await reviewId(A, p, 1);
    await call(app, 'reportReview', { as: S, body: { reviewId: id, reason: 'ITS_SPAM' } });
    const before = await summary(maple);

    // members are refused the admin calls
    for (const [name, opts] of [
      ['listReportedReviews', {}],
      ['getReportedReview', { params: { id } }],
      ['getReviewActionSummary', { params: { id } }],
      ['enableDisableReview', { body: { reviewId: id, enabled: false, reason: 'Spam' } }],
    ] as const) {
      expect((await call(app, name, { as: S, ...opts })).statusCode, name).toBe(403);
      expect((await call(app, name, { as: null, ...opts })).statusCode, name).toBe(401);
    }

    const reported = await call(app, 'listReportedReviews', { as: ADM });
    expect(reported.statusCode, reported.body).toBe(200);
    const row = reported.json().data.find((r: { id: string }) => r.id === id);
    expect(row).toMatchObject({ openReports: 1, reasons: { ITS_SPAM: 1 } });
    const one = await call(app, 'getReportedReview', { as: ADM, params: { id } });
    expect(one.json().data.reportList[0]).toMatchObject({
      reporter: { id: sam },
      reason: 'ITS_SPAM',
      status: 'OPEN',
    });

    expect(
      (
        await call(app, 'enableDisableReview', {
          as: ADM,
          body: { reviewId: id, enabled: false, reason: ' ' },
        })
      ).statusCode,
    ).toBe(400);
    const dis = await call(app, 'enableDisableReview', {
      as: ADM,
      body: { reviewId: id, enabled: false, reason: 'Spam' },
    });
    expect(dis.statusCode, dis.body).toBe(200);
    expect(dis.json().data).toMatchObject({
      resolvedReports: 1,
      review: { enabled: false, disabledReason: 'Spam' },
    });

    expect((await call(app, 'getReview', { as: S, params: { id } })).statusCode).toBe(404);
    expect((await call(app, 'getReview', { as: A, params: { id } })).statusCode).toBe(404);
    const list = await call(app, 'listReviews', { as: S, query: { userId: maple, limit: 100 } });
    expect(list.json().data.some((r: { id: string }) => r.id === id)).toBe(false);
    expect(
      (await call(app, 'voteReview', { as: S, body: { reviewId: id, reaction: 'LIKE' } })).statusCode,
    ).toBe(404);
    expect((await call(app, 'deleteReview', { as: A, params: { id } })).statusCode).toBe(404);
    const after = await summary(maple);
    expect(after.count).toBe(before.count - 1);
    expect(after).toMatchObject(await liveAggregate(maple));
    expect((await noticesOf(alex, 'REVIEW_DISABLED')).some((n) => n.body.includes('Spam'))).toBe(true);
    const audit = await db.select().from(adminAuditLog).where(eq(adminAuditLog.action, 'REVIEW_DISABLED'));
    expect(audit.some((a) => (a.details as { reviewId?: string }).reviewId === id)).toBe(true);

    const summaryRes = await call(app, 'getReviewActionSummary', { as: ADM, params: { id } });
    expect(summaryRes.json().data).toMatchObject({ enabled: false, reports: 1, openReports: 0 });
    const adminList = await call(app, 'listReviews', { as: ADM, query: { userId: maple, enabled: 'false' } });
    expect(adminList.json().data.some((r: { id: string }) => r.id === id)).toBe(true);
    expect((await call(app, 'getReview', { as: ADM, params: { id } })).json().data.enabled).toBe(false);

    // a disabled review cannot be reported; enabling again puts it back in the summary
    expect(
      (await call(app, 'reportReview', { as: S, body: { reviewId: id, reason: 'ITS_SPAM' } })).statusCode,
    ).toBe(404);
    const en = await call(app, 'enableDisableReview', {
      as: ADM,
      body: { reviewId: id, enabled: true, reason: 'Fair opinion' },
    });
    expect(en.statusCode).toBe(200);
    expect((await summary(maple)).count).toBe(before.count);
    // a new report, and the admin keeps the review: the report is declined
    await db.execute(sql`delete from review_reports where review_id = ${id}::uuid`);
    await call(app, 'reportReview', { as: S, body: { reviewId: id, reason: 'ITS_SPAM' } });
    const keep = await call(app, 'enableDisableReview', {
      as: ADM,
      body: { reviewId: id, enabled: true, reason: 'Fair opinion' },
    });
    expect(keep.json().data.resolvedReports).toBe(1);
    expect((await noticesOf(alex, 'REVIEW_DISABLED')).length).toBe(1);
    const reports = await rowsOf<{ status: string }>(
      db,
      sql`select status from review_reports where review_id = ${id}::uuid`,
    );
    expect(reports.map((r) => r.status)).toEqual(['DECLINED']);
  });

  it('the admin list filters by member, hearts, reported and enabled', async () => {
    const res = await call(app, 'listReviews', {
      as: ADM,
      query: { hearts: 1, enabled: 'true', limit: 100 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(
      res.json().data.every((r: { hearts: number; enabled: boolean }) => r.hearts === 1 && r.enabled),
    ).toBe(true);
    const reported = await call(app, 'listReviews', { as: ADM, query: { reported: 'true' } });
    expect(reported.json().data.every((r: { openReports: number }) => r.openReports > 0)).toBe(true);
    const given = await call(app, 'listReviews', { as: ADM, query: { userId: sam, isGiven: 'true' } });
    expect(given.json().data.every((r: { author: { id: string } }) => r.author.id === sam)).toBe(true);
    expect((await call(app, 'listReviews', { as: ADM, query: { hearts: 7 } })).statusCode).toBe(400);
    expect((await call(app, 'listReviews', { as: null })).statusCode).toBe(401);
  });
});
