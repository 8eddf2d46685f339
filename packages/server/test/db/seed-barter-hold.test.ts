/**
 * The demo's held barter payment (a real start only): alex paid priya for a dinner two days ago and the
 * BITS are still held for him, so after `npm start` alex sees "Confirm you received it" and priya "On hold".
 * It obeys the service's rules: the buyer releases it, once, and the ledger invariants hold.
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
});
