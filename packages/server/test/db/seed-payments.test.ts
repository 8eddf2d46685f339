/**
 * The demo card payments (a real start only): three card loads through the loads service and the
 * sandbox, and lina's load disputed, so the console's Card loads and Disputes pages show something after
 * `npm start`. Seeding twice changes nothing; the ledger invariants hold.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bitsLoads, cardDisputes, walletAccounts } from '../../src/db/schema.ts';
import { ledgerViolations } from '../../src/modules/wallet/invariants.ts';
import { balanceOf } from '../../src/modules/wallet/ledger.ts';
import { walletProcessorOf } from '../../src/modules/wallet/wallet.jobs.ts';
import { createAccount, DEMO_NEIGHBOURS } from '../../src/seed.ts';
import { seedDemoPayments } from '../../src/seed-payments.ts';
import { build } from '../helper.ts';
import { userIdOf } from './ledger-helpers.ts';

const app = await build();
const db = app.database.db;
for (const account of DEMO_NEIGHBOURS) await createAccount(db, account);

describe('the demo card payments', () => {
  it('loads by card for three members and disputes lina’s, once', async () => {
    const payments = walletProcessorOf(db)!;
    const alex = await userIdOf(db, 'alex@demo.barterbits.ca');
    const lina = await userIdOf(db, 'lina@demo.barterbits.ca');
    const before = Number(await balanceOf(db, alex));
    expect(await seedDemoPayments(db, payments)).toBe(3);
    expect(await seedDemoPayments(db, payments)).toBe(3);
    const loads = await db.select().from(bitsLoads);
    expect(loads.filter((l) => l.status === 'SUCCESSFUL' && l.chargeId)).toHaveLength(3);
    expect(Number(await balanceOf(db, alex)) - before).toBe(5_000);
    const [dispute] = await db.select().from(cardDisputes);
    expect(dispute).toMatchObject({ userId: lina, status: 'OPEN', heldCents: 4_000n, debtCents: 0n });
    expect(await db.select().from(cardDisputes)).toHaveLength(1);
    const [wallet] = await db.select().from(walletAccounts).where(eq(walletAccounts.userId, lina));
    expect(wallet?.spendingPaused).toBe(true);
    expect(await ledgerViolations(db)).toEqual([]);
  });
});
