/**
 * Support refunds a paid membership charge from the console (the embedded sandbox here; Stripe in
 * stripe-disputes.test.ts): the card is refunded through the processor, once whatever the retries; refunding
 * the latest payment ends the membership at once, an older one's refund leaves it as it is.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminAuditLog, cardCharges, subscriptions } from '../../src/db/schema.ts';
import { ADMIN, build, call, createUser, login, testIdempotencyKey } from '../helper.ts';
import { card } from './membership-helpers.ts';

const app = await build({ config: { enableTestApi: true } });
const db = app.database.db;

async function subscriber() {
  const s = await createUser(app, {
    email: `refund-${randomUUID().slice(0, 8)}@example.com`,
    password: 'RefundTests#1',
    stage: 'SUBSCRIPTION',
    firstName: 'Rae',
    lastName: 'Fund',
  });
  const res = await call(app, 'subscribe', {
    as: s.headers,
    body: { card: card() },
    idempotencyKey: testIdempotencyKey(),
  });
  expect(res.statusCode, res.body).toBe(200);
  return s;
}
const chargesOf = (userId: string) => db.select().from(cardCharges).where(eq(cardCharges.userId, userId));
const subscriptionOf = async (userId: string) =>
  (await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0];

describe('refunding a membership charge from the console', () => {
  it('refunds the latest payment through the processor, once, and ends the membership it paid for', async () => {
    const admin = await login(app, ADMIN, 'ADMIN');
    const s = await subscriber();
    const [charge] = await chargesOf(s.user.id);
    expect((await subscriptionOf(s.user.id))?.status).toBe('ACTIVE');
    const key = testIdempotencyKey();
    const refund = () =>
      call(app, 'adminRefundMembershipCharge', {
        as: admin.accessToken,
        params: { id: charge!.id },
        body: { reason: 'Charged by mistake' },
        idempotencyKey: key,
      });
    let res = await refund();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ data: { id: charge!.id, status: 'REFUNDED' } });
    const sub = await subscriptionOf(s.user.id);
    expect(sub?.status).toBe('EXPIRED');
    expect(sub!.currentPeriodEnd.getTime()).toBeLessThanOrEqual(Date.now());
    // The same request again: the same answer; a new one is refused (nothing left to refund).
    res = await refund();
    expect(res.json().data.status).toBe('REFUNDED');
    res = await call(app, 'adminRefundMembershipCharge', {
      as: admin.accessToken,
      params: { id: charge!.id },
      body: { reason: 'Again' },
      idempotencyKey: testIdempotencyKey(),
    });
    expect(res.statusCode).toBe(409);
    const audit = await db.select().from(adminAuditLog).where(eq(adminAuditLog.targetUserId, s.user.id));
    expect(audit.filter((a) => a.action === 'MEMBERSHIP_CHARGE_REFUND')).toHaveLength(1);
  });

  it('leaves the membership as it is when an older payment is refunded', async () => {
    const admin = await login(app, ADMIN, 'ADMIN');
    const s = await subscriber();
    const renew = await call(app, 'renewSubscription', {
      as: s.headers,
      body: {},
      idempotencyKey: testIdempotencyKey(),
    });
    expect(renew.statusCode, renew.body).toBe(200);
    const charges = (await chargesOf(s.user.id)).sort(
      (a, b) => a.createdAt.getTime() - b.createdAt.getTime(),
    );
    expect(charges).toHaveLength(2);
    const res = await call(app, 'adminRefundMembershipCharge', {
      as: admin.accessToken,
      params: { id: charges[0]!.id },
      body: { reason: 'Paid twice' },
      idempotencyKey: testIdempotencyKey(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await subscriptionOf(s.user.id))?.status).toBe('ACTIVE');
  });

  it('refuses an unknown charge, a reason left empty, and members', async () => {
    const admin = await login(app, ADMIN, 'ADMIN');
    const s = await subscriber();
    const [charge] = await chargesOf(s.user.id);
    const as = (who: string) =>
      call(app, 'adminRefundMembershipCharge', {
        as: who,
        params: { id: charge!.id },
        body: { reason: 'x' },
        idempotencyKey: testIdempotencyKey(),
      });
    expect((await as(s.accessToken)).statusCode).toBe(403);
    const unknown = await call(app, 'adminRefundMembershipCharge', {
      as: admin.accessToken,
      params: { id: randomUUID() },
      body: { reason: 'x' },
      idempotencyKey: testIdempotencyKey(),
    });
    expect(unknown.statusCode).toBe(404);
    const empty = await call(app, 'adminRefundMembershipCharge', {
      as: admin.accessToken,
      params: { id: charge!.id },
      body: { reason: '  ' },
      idempotencyKey: testIdempotencyKey(),
    });
    expect(empty.statusCode).toBe(400);
    expect((await chargesOf(s.user.id))[0]?.status).toBe('SUCCEEDED');
  });
});
