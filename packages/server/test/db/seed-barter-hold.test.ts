/**
 * The demo's buyer protection (a real start only): alex paid priya for a dinner two days ago and the
 * BITS are still held for him, so after `npm start` alex sees "Confirm you received it" and priya "On hold";
 * priya disputes the snow tires she bought from alex, so alex has an answer to give and the console a
 * dispute to decide. Both obey the services' rules, and the ledger invariants hold.
 */
import { describe, expect, it } from 'vitest';
import { ledgerViolations } from '../../src/modules/wallet/invariants.ts';
import { balanceOf } from '../../src/modules/wallet/ledger.ts';
import { createAccount, DEMO_NEIGHBOURS, DEMO_PASSWORD, seedDemoOffers } from '../../src/seed.ts';
import { seedDemoCommunity } from '../../src/seed-community.ts';
import { build, call, MEMBER, signIn, testIdempotencyKey } from '../helper.ts';
import { userIdOf } from './ledger-helpers.ts';

const app = await build();
const db = app.database.db;
for (const account of DEMO_NEIGHBOURS) await createAccount(db, account);
await seedDemoOffers(db);
await seedDemoCommunity(db, { referralRewardCents: 2500n });

describe('the demo held payment', () => {
  it('is alex’s dinner from priya, held five more days, and alex can release it once', async () => {
    const alex = await signIn(app, MEMBER);
    const priya = await signIn(app, { email: 'priya@demo.barterbits.ca', password: DEMO_PASSWORD });
    expect(await ledgerViolations(db)).toEqual([]);
    const purchases = await call(app, 'listBarterRequests', { as: alex, params: { id: alex.user.id } });
    const held = purchases
      .json()
      .data.find((b: { hold: { status: string } | null }) => b.hold?.status === 'HELD');
    expect(held).toMatchObject({
      offer: { title: 'Home-cooked Indian dinner for four' },
      seller: { id: priya.user.id },
      amountCents: 6_000,
      hold: { heldCents: 6_000, releasedAt: null },
    });
    const daysLeft = (Date.parse(held.hold.releaseAt) - Date.now()) / 86_400_000;
    expect(daysLeft).toBeGreaterThan(4.9);
    expect(daysLeft).toBeLessThan(5.1);

    const priyaId = await userIdOf(db, 'priya@demo.barterbits.ca');
    const before = await balanceOf(db, priyaId);
    const release = () =>
      call(app, 'releaseBarterPayment', {
        as: alex,
        body: { requestId: held.id },
        idempotencyKey: testIdempotencyKey(),
      });
    expect((await release()).statusCode).toBe(200);
    expect((await release()).statusCode).toBe(200);
    expect(await balanceOf(db, priyaId)).toBe(before + 6_000n);
    expect(await ledgerViolations(db)).toEqual([]);
  });

  it('is priya’s dispute of alex’s snow tires: open, alex answers it, an admin can then decide', async () => {
    const alex = await signIn(app, MEMBER);
    const sales = await call(app, 'listBarterRecords', { as: alex, params: { id: alex.user.id } });
    const tires = sales
      .json()
      .data.find((b: { offer: { title: string } }) => b.offer.title === 'Set of snow tires');
    expect(tires).toMatchObject({ hold: { status: 'DISPUTED', heldCents: 12_000 } });
    const detail = (await call(app, 'getBarterRequest', { as: alex, params: { id: tires.id } })).json().data;
    expect(detail.dispute).toMatchObject({
      status: 'OPEN',
      reason: 'NOT_AS_DESCRIBED',
      timeline: [{ kind: 'OPENED', by: 'BUYER' }],
    });
    const answered = await call(app, 'answerBarterDispute', {
      as: alex,
      body: { requestId: tires.id, text: 'They were checked before the sale.' },
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(await ledgerViolations(db)).toEqual([]);
  });
});
