/**
 * Disputes of held barter payments: the buyer opens one (with photos), the hold stops, the seller
 * answers once, and an admin (moderator or super admin; support reads) releases, refunds or splits the
 * held BITS, to the cent, with a note both parties read, the timeline, the audit log and both parties
 * told. Unanswered for three days, a dispute can be resolved for the buyer only. Of a dispute, the
 * buyer's confirmation and the release job racing on one barter, exactly one applies. The ledger
 * invariants are checked after every test.
 */
import { BARTER_DISPUTE_MESSAGES, BARTER_MESSAGES } from '@barterbits/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { UploadStorage } from '../../src/adapters/uploads.ts';
import {
  adminAuditLog,
  barterRequests,
  notifications,
  users,
  walletTransactions,
} from '../../src/db/schema.ts';
import { adminRoleCache } from '../../src/modules/admin-accounts/admin-role-cache.ts';
import { createBarterService } from '../../src/modules/barter/barter.service.ts';
import { createBarterDisputesService } from '../../src/modules/barter/barter-disputes.service.ts';
import { ledgerViolations } from '../../src/modules/wallet/invariants.ts';
import { balanceOf } from '../../src/modules/wallet/ledger.ts';
import { createAccount } from '../../src/seed.ts';
import { ADMIN, type As, call, type Session, signIn, testIdempotencyKey } from '../helper.ts';
import { heldBarterWorld } from './barter-helpers.ts';
import { multipart, testImage } from './upload-helpers.ts';

const DAY = 24 * 60 * 60_000;
const { app, db, alex, maple, A, M, S, PIN, paid: heldBarter } = await heldBarterWorld(7);

let adminSeq = 0;
async function adminWith(role: 'MODERATOR' | 'SUPPORT'): Promise<Session> {
  const n = ++adminSeq;
  const who = { email: `disputes${n}@admins.example.com`, password: 'Roles#Falcon88' };
  await createAccount(db, {
    ...who,
    role: 'ADMIN',
    adminRole: role,
    status: 'ACTIVE',
    firstName: 'Dispute',
    lastName: 'Admin',
    userName: `disputes${n}x`,
    mobileNumber: `61355504${String(n).padStart(2, '0')}`,
    city: 'Ottawa',
    province: 'Ontario',
    postalCode: 'K1A 0B1',
  });
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, who.email));
  adminRoleCache.forget(row!.id);
  return signIn(app, who, 'ADMIN');
}
const moderator = await adminWith('MODERATOR');
const support = await adminWith('SUPPORT');
const superAdmin = await signIn(app, ADMIN, 'ADMIN');

afterEach(async () => {
  expect(await ledgerViolations(db)).toEqual([]);
});

const open = (requestId: string, extra: object = {}, who: As = A) =>
  call(app, 'openBarterDispute', {
    as: who,
    body: { requestId, reason: 'NOT_AS_DESCRIBED', text: 'The bike has a cracked frame.', ...extra },
  });
const answer = (requestId: string, who: As = M) =>
  call(app, 'answerBarterDispute', {
    as: who,
    body: { requestId, text: 'It was fine when it left the shop.' },
  });
const resolve = (id: string, body: object, as: Session = moderator) =>
  call(app, 'adminResolveBarterDispute', {
    as: as.headers,
    params: { id },
    body: { note: 'Both sides heard; see the photos.', ...body },
    idempotencyKey: testIdempotencyKey(),
  });
const detail = async (id: string, who: As = A) =>
  (await call(app, 'getBarterRequest', { as: who, params: { id } })).json().data;
const holdOf = async (id: string) =>
  (await db.select().from(barterRequests).where(eq(barterRequests.id, id)))[0]!.holdStatus;
const noticesOf = (userId: string, type: string) =>
  db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, type)));

let photoSeed = 40;
async function uploadPhoto(who: As = A): Promise<string> {
  const body = multipart([{ name: 'crack.png', type: 'image/png', data: await testImage(++photoSeed) }]);
  const res = await app.inject({
    method: 'POST',
    url: '/v1/purchase/barter-dispute/photo',
    headers: { ...(who as Record<string, string>), ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.uploadId as string;
}

describe('opening a dispute', () => {
  it('stops the hold: no release by the buyer, the job or a refund, until an admin decides', async () => {
    const id = await heldBarter(1_200);
    const photo = await uploadPhoto();
    // Only the buyer opens one; the seller is refused, anyone else told nothing.
    expect((await open(id, {}, M)).statusCode).toBe(403);
    expect((await open(id, {}, S)).statusCode).toBe(404);

    const opened = await open(id, { photoUploadIds: [photo] });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().message).toBe(BARTER_DISPUTE_MESSAGES.opened);
    expect(opened.json().data).toMatchObject({
      status: 'OPEN',
      reason: 'NOT_AS_DESCRIBED',
      photos: [{ uploadId: photo }],
      timeline: [{ kind: 'OPENED', by: 'BUYER', text: 'The bike has a cracked frame.' }],
    });
    expect(await holdOf(id)).toBe('DISPUTED');
    expect((await noticesOf(maple, 'BARTER_DISPUTE_OPENED')).some((n) => n.link?.includes(id))).toBe(true);

    // Opening again answers the same dispute.
    const again = await open(id, { reason: 'OTHER', text: 'Another try' });
    expect(again.json().data.id).toBe(opened.json().data.id);

    // Both parties read it on the barter's page; the seller sees the photo, a stranger does not.
    expect((await detail(id, M)).dispute).toMatchObject({ id: opened.json().data.id, status: 'OPEN' });
    const photoUrl = opened.json().data.photos[0].thumbUrl as string;
    expect(
      (await app.inject({ method: 'GET', url: photoUrl, headers: M as Record<string, string> })).statusCode,
    ).toBe(200);
    expect(
      (await app.inject({ method: 'GET', url: photoUrl, headers: S as Record<string, string> })).statusCode,
    ).toBe(404);

    // The hold is stopped.
    const mapleBefore = await balanceOf(db, maple);
    const released = await call(app, 'releaseBarterPayment', {
      as: A,
      body: { requestId: id },
      idempotencyKey: testIdempotencyKey(),
    });
    expect(released.statusCode).toBe(409);
    expect(released.json().message).toBe(BARTER_MESSAGES.disputed);
    const refunded = await call(app, 'refundBarter', {
      as: M,
      body: { requestId: id, amountCents: 100, pin: PIN },
      idempotencyKey: testIdempotencyKey(),
    });
    expect(refunded.statusCode).toBe(409);
    expect(refunded.json().message).toBe(BARTER_MESSAGES.disputed);
    const jobs = createBarterService({ db, config: app.config });
    await jobs.releaseDue(new Date(Date.now() + 30 * DAY));
    expect(await holdOf(id)).toBe('DISPUTED');
    expect(await balanceOf(db, maple)).toBe(mapleBefore);
  });

  it('refuses what is not the caller’s photo, a payment not held, and changes nothing', async () => {
    const id = await heldBarter(500);
    const samPhoto = await uploadPhoto(S);
    const foreign = await open(id, { photoUploadIds: [samPhoto] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe(BARTER_DISPUTE_MESSAGES.photoUnknown);
    const tooMany = await open(id, { photoUploadIds: [samPhoto, samPhoto, samPhoto, samPhoto] });
    expect(tooMany.statusCode).toBe(400);
    expect(await holdOf(id)).toBe('HELD');

    expect(
      (
        await call(app, 'releaseBarterPayment', {
          as: A,
          body: { requestId: id },
          idempotencyKey: testIdempotencyKey(),
        })
      ).statusCode,
    ).toBe(200);
    const late = await open(id);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(BARTER_DISPUTE_MESSAGES.notHeld);
    expect(await holdOf(id)).toBe('RELEASED');
  });

  it('the seller answers once; the buyer cannot answer', async () => {
    const id = await heldBarter(700);
    await open(id);
    expect((await answer(id, A)).statusCode).toBe(403);
    const first = await answer(id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({
      status: 'ANSWERED',
      sellerAnswer: 'It was fine when it left the shop.',
      timeline: [{ kind: 'OPENED' }, { kind: 'ANSWERED', by: 'SELLER' }],
    });
    expect((await noticesOf(alex, 'BARTER_DISPUTE_ANSWERED')).some((n) => n.link?.includes(id))).toBe(true);
    const second = await answer(id);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(BARTER_DISPUTE_MESSAGES.alreadyAnswered);
  });
});

describe('an admin resolves a dispute', () => {
  it('splits the held BITS to the cent, with the note, the timeline, the audit row and both told', async () => {
    const id = await heldBarter(1_001);
    // A partial refund first: what is held is the amount less it.
    expect(
      (
        await call(app, 'refundBarter', {
          as: M,
          body: { requestId: id, amountCents: 1, pin: PIN },
          idempotencyKey: testIdempotencyKey(),
        })
      ).statusCode,
    ).toBe(200);
    const disputeId = (await open(id)).json().data.id as string;
    await answer(id);

    // Support reads, and may not resolve.
    const read = await call(app, 'adminBarterDisputes', { as: support.headers, query: {} });
    expect(read.statusCode).toBe(200);
    expect(read.json().data.map((d: { id: string }) => d.id)).toContain(disputeId);
    const one = await call(app, 'adminBarterDispute', { as: support.headers, params: { id: disputeId } });
    expect(one.json().data).toMatchObject({
      barter: { id, heldCents: 1_000 },
      buyer: { id: alex },
      seller: { id: maple },
    });
    expect((await resolve(disputeId, { outcome: 'SPLIT', sellerCents: 333 }, support)).statusCode).toBe(403);

    // A split must leave each side something.
    for (const sellerCents of [1_000, 1_500]) {
      const bad = await resolve(disputeId, { outcome: 'SPLIT', sellerCents });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(BARTER_DISPUTE_MESSAGES.splitRange);
    }
    expect((await resolve(disputeId, { outcome: 'SPLIT' })).statusCode).toBe(400);

    const alexBefore = await balanceOf(db, alex);
    const mapleBefore = await balanceOf(db, maple);
    const res = await resolve(disputeId, { outcome: 'SPLIT', sellerCents: 333 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'RESOLVED',
      outcome: 'SPLIT',
      sellerCents: 333,
      buyerCents: 667,
      resolutionNote: 'Both sides heard; see the photos.',
      barter: { heldCents: 0 },
      timeline: [{ kind: 'OPENED' }, { kind: 'ANSWERED' }, { kind: 'RESOLVED', by: 'ADMIN' }],
    });
    expect(await balanceOf(db, maple)).toBe(mapleBefore + 333n);
    expect(await balanceOf(db, alex)).toBe(alexBefore + 667n);
    const after = await detail(id);
    expect(after).toMatchObject({
      status: 'ACCEPTED',
      refundedCents: 668,
      hold: { status: 'RELEASED', releasedBy: 'ADMIN', heldCents: 0 },
      dispute: { status: 'RESOLVED', resolutionNote: 'Both sides heard; see the photos.' },
    });
    for (const who of [alex, maple]) {
      expect((await noticesOf(who, 'BARTER_DISPUTE_RESOLVED')).some((n) => n.link?.includes(id))).toBe(true);
    }
    const audit = await db
      .select()
      .from(adminAuditLog)
      .where(
        and(
          eq(adminAuditLog.action, 'BARTER_DISPUTE_RESOLVED'),
          sql`${adminAuditLog.details}->>'disputeId' = ${disputeId}`,
        ),
      );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ adminId: moderator.user.id, targetUserId: alex });

    // The same decision again (a retry whose answer was lost) answers the resolution, and moves nothing.
    const retry = await resolve(disputeId, { outcome: 'SPLIT', sellerCents: 333 });
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json().data).toMatchObject({ status: 'RESOLVED', sellerCents: 333, buyerCents: 667 });
    expect(await balanceOf(db, maple)).toBe(mapleBefore + 333n);

    // Once resolved, nothing more moves.
    const twice = await resolve(disputeId, { outcome: 'REFUND' }, superAdmin);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(BARTER_DISPUTE_MESSAGES.notOpen);
    expect(await balanceOf(db, alex)).toBe(alexBefore + 667n);
  });

  it('a dispute the seller leaves unanswered waits three days, then can only refund the buyer', async () => {
    const id = await heldBarter(900);
    const disputeId = (await open(id)).json().data.id as string;
    const early = await resolve(disputeId, { outcome: 'REFUND' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(BARTER_DISPUTE_MESSAGES.waitForAnswer);

    const later = createBarterDisputesService({
      db,
      // Resolving stores no photo.
      storage: {} as UploadStorage,
      clock: () => new Date(Date.now() + 3 * DAY + 1000),
    });
    const auth = { userId: moderator.user.id, role: 'ADMIN' } as Parameters<typeof later.resolve>[0];
    await expect(
      later.resolve(auth, disputeId, { outcome: 'RELEASE', note: 'No answer' }),
    ).rejects.toMatchObject({
      message: BARTER_DISPUTE_MESSAGES.unansweredRefundOnly,
    });
    const alexBefore = await balanceOf(db, alex);
    const resolved = await later.resolve(auth, disputeId, {
      outcome: 'REFUND',
      note: 'No answer from the seller.',
    });
    expect(resolved).toMatchObject({
      status: 'RESOLVED',
      outcome: 'REFUND',
      sellerCents: 0,
      buyerCents: 900,
    });
    expect(await balanceOf(db, alex)).toBe(alexBefore + 900n);
    expect(await detail(id)).toMatchObject({ status: 'REFUND', hold: { status: 'RETURNED' } });
    // The barter is done: the buyer refunded in full may still review it, and the review says a dispute happened.
    const review = await call(app, 'createReview', {
      as: A,
      body: { barterRequestId: id, hearts: 1, text: 'Never answered my dispute.' },
    });
    expect(review.statusCode, review.body).toBe(200);
    expect(review.json().data.trade.disputed).toBe(true);
  });

  it('a seller answering while an admin resolves after the deadline: the admin is told to decide again', async () => {
    const id = await heldBarter(300);
    const disputeId = (await open(id)).json().data.id as string;
    // The admin's decision reads the dispute OPEN; the seller's answer lands before it is written.
    let answered = false;
    const racing = new Proxy(db, {
      get(target, prop, receiver) {
        if (prop !== 'transaction') return Reflect.get(target, prop, receiver);
        return async (fn: Parameters<typeof db.transaction>[0]) => {
          if (!answered) {
            answered = true;
            expect((await answer(id)).statusCode).toBe(200);
          }
          return target.transaction(fn);
        };
      },
    });
    const late = createBarterDisputesService({
      db: racing,
      storage: {} as UploadStorage,
      clock: () => new Date(Date.now() + 3 * DAY + 1000),
    });
    const auth = { userId: moderator.user.id, role: 'ADMIN' } as Parameters<typeof late.resolve>[0];
    const alexBefore = await balanceOf(db, alex);
    await expect(
      late.resolve(auth, disputeId, { outcome: 'REFUND', note: 'No answer' }),
    ).rejects.toMatchObject({
      message: BARTER_DISPUTE_MESSAGES.answeredMeanwhile,
    });
    expect(await balanceOf(db, alex)).toBe(alexBefore);
    expect(await holdOf(id)).toBe('DISPUTED');
  });

  it('releases all of it to the seller, and the barter can then be reviewed', async () => {
    const id = await heldBarter(650);
    const disputeId = (await open(id)).json().data.id as string;
    await answer(id);
    const mapleBefore = await balanceOf(db, maple);
    expect((await resolve(disputeId, { outcome: 'RELEASE' }, superAdmin)).statusCode).toBe(200);
    expect(await balanceOf(db, maple)).toBe(mapleBefore + 650n);
    const review = await call(app, 'createReview', {
      as: A,
      body: { barterRequestId: id, hearts: 2, text: 'Took a dispute to sort out.' },
    });
    expect(review.statusCode, review.body).toBe(200);
    // The review says a dispute happened.
    expect(review.json().data.trade).toMatchObject({ barterRequestId: id, disputed: true });
  });
});

describe('the dashboard', () => {
  it('counts the BITS held now, the open disputes, and the dispute rate of the range’s held trades', async () => {
    const cards = async () =>
      (await call(app, 'adminAnalytics', { as: support.headers, query: {} })).json().data.protection;
    const before = await cards();
    const id = await heldBarter(250);
    const mid = await cards();
    expect(mid.heldCents).toBe(before.heldCents + 250);
    expect(mid.heldCount).toBe(before.heldCount + 1);
    expect(mid.heldTrades).toBe(before.heldTrades + 1);
    await open(id);
    const after = await cards();
    expect(after).toMatchObject({
      heldCents: mid.heldCents,
      openDisputes: mid.openDisputes + 1,
      disputedTrades: mid.disputedTrades + 1,
    });
    expect(after.disputeRate).toBeCloseTo(after.disputedTrades / after.heldTrades, 4);
  });
});

describe('races', () => {
  it('of a dispute, the buyer’s confirmation and the release job on one barter, exactly one applies', async () => {
    const jobs = createBarterService({ db, config: app.config });
    for (let round = 0; round < 4; round++) {
      const id = await heldBarter(400);
      const [disputed, confirmed] = await Promise.all([
        open(id),
        call(app, 'releaseBarterPayment', {
          as: A,
          body: { requestId: id },
          idempotencyKey: testIdempotencyKey(),
        }),
        jobs.releaseDue(new Date(Date.now() + 8 * DAY)),
      ]);
      const releases = await db
        .select()
        .from(walletTransactions)
        .where(
          and(
            eq(walletTransactions.relatedId, id),
            sql`${walletTransactions.metadata}->>'stage' = 'RELEASE'`,
          ),
        );
      const hold = await holdOf(id);
      if (hold === 'DISPUTED') {
        expect(disputed.statusCode).toBe(200);
        expect(confirmed.statusCode).toBe(409);
        expect(releases).toHaveLength(0);
      } else {
        expect(hold).toBe('RELEASED');
        expect(disputed.statusCode).toBe(409);
        expect(releases).toHaveLength(1);
      }
    }
  });
});
