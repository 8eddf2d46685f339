/**
 * The referral reward settings from configuration: the amount per referral and the
 * monthly cap per referrer. Past the cap a referral stays QUALIFIED, unpaid, and says why; the
 * summary counts the month's rewards. Its own file: the reward settings are process-wide.
 */
import { randomUUID } from 'node:crypto';
import { REFERRAL_MESSAGES } from '@barterbits/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { referrals, subscriptions, users } from '../../src/db/schema.ts';
import { addPeriod, MEMBERSHIP_PLAN_ID } from '../../src/modules/membership/plan.ts';
import { evaluateReferral } from '../../src/modules/referrals/hooks.ts';
import { ledgerViolations } from '../../src/modules/wallet/invariants.ts';
import { balanceOf } from '../../src/modules/wallet/ledger.ts';
import { build, call, createUser, freshIp, MEMBER, signIn } from '../helper.ts';

const REWARD = 1_000;
const CAP = 2;
const app = await build({
  config: { enableTestApi: true, referralRewardCents: REWARD, referralMonthlyCap: CAP },
});
const db = app.database.db;
const PASSWORD = 'Referral#Pass1';
const alex = await signIn(app, MEMBER);

afterEach(async () => {
  expect(await ledgerViolations(db)).toEqual([]);
});

let seq = 0;
const address = () => `cap${++seq}-${randomUUID().slice(0, 6)}@example.com`;

/** An invitee of `code` who signed up, onboarded with a membership and bartered with alex. */
async function qualifiedInvitee(code: string) {
  const res = await call(app, 'signUp', {
    body: { email: address(), password: PASSWORD, confirmPassword: PASSWORD, referralCode: code },
    remoteAddress: freshIp(),
  });
  expect(res.statusCode, res.body).toBe(200);
  const id = res.json().data.user.id as string;
  await db.update(users).set({ checkOutStatus: 'COMPLETED' }).where(eq(users.id, id));
  await db.insert(subscriptions).values({
    userId: id,
    plan: MEMBERSHIP_PLAN_ID,
    status: 'ACTIVE',
    priceCents: 999n,
    currentPeriodEnd: addPeriod(new Date()),
  });
  await db.execute(
    sql`insert into barter_requests (reference, seller_id, buyer_id, offer_title, amount_cents, status)
        values (${`BR-C${randomUUID().slice(0, 8)}`}, ${id}, ${alex.user.id}, 'Test', 100, 'ACCEPTED')`,
  );
  return id;
}

describe('reward settings from configuration', () => {
  it(`pays ${REWARD} cents per referral, at most ${CAP} a month; beyond it the referral stays QUALIFIED`, async () => {
    const referrer = await createUser(app, { email: address(), password: PASSWORD, stage: 'COMPLETED' });
    const first = await call(app, 'getMyReferralSummary', { as: referrer });
    expect(first.json().data.rules).toEqual({ rewardCents: REWARD, monthlyCap: CAP });
    const code = first.json().data.code as string;

    const outcomes: (string | null)[] = [];
    const ids: string[] = [];
    for (let i = 0; i < CAP + 1; i++) {
      const id = await qualifiedInvitee(code);
      ids.push(id);
      outcomes.push(await db.transaction((tx) => evaluateReferral(tx, id)));
    }
    expect(outcomes).toEqual([...Array(CAP).fill('REWARDED'), 'QUALIFIED']);
    expect(await balanceOf(db, referrer.user.id)).toBe(BigInt(REWARD * CAP));
    const last = (await db.select().from(referrals).where(eq(referrals.inviteeId, ids[CAP]!)))[0]!;
    expect(last).toMatchObject({ state: 'QUALIFIED', rewardTransactionId: null });

    // Re-evaluating does not pay past the cap either.
    expect(await db.transaction((tx) => evaluateReferral(tx, ids[CAP]!))).toBe('QUALIFIED');
    expect(await balanceOf(db, referrer.user.id)).toBe(BigInt(REWARD * CAP));

    const s = (await call(app, 'getMyReferralSummary', { as: referrer })).json().data;
    expect(s).toMatchObject({
      rewardedCents: REWARD * CAP,
      rewardsThisMonth: CAP,
      rewardsLeftThisMonth: 0,
      counts: { REWARDED: CAP, QUALIFIED: 1 },
    });
    const list = (await call(app, 'listMyReferrals', { as: referrer, query: { state: 'QUALIFIED' } })).json();
    expect(list.data[0]).toMatchObject({
      state: 'QUALIFIED',
      note: REFERRAL_MESSAGES.overMonthlyCap,
      rewardCents: null,
    });
  });

  it('concurrent qualifications of different referrals of one referrer never pass the cap', async () => {
    const referrer = await createUser(app, { email: address(), password: PASSWORD, stage: 'COMPLETED' });
    const code = (await call(app, 'getMyReferralSummary', { as: referrer })).json().data.code as string;
    const ids: string[] = [];
    for (let i = 0; i < CAP + 3; i++) ids.push(await qualifiedInvitee(code));
    const outcomes = await Promise.all(ids.map((id) => db.transaction((tx) => evaluateReferral(tx, id))));
    expect(outcomes.filter((o) => o === 'REWARDED')).toHaveLength(CAP);
    expect(outcomes.filter((o) => o === 'QUALIFIED')).toHaveLength(3);
    expect(await balanceOf(db, referrer.user.id)).toBe(BigInt(REWARD * CAP));
  });
});
