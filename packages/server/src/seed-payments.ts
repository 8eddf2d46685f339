/**
 * Demo card payments, seeded on a real start only, after the community: so that the console's Card
 * loads and Disputes pages are alive after `npm start`. alex, priya and lina each load BITS by card
 * (through the loads service and the embedded sandbox, as a member would), and lina's bank disputes her
 * load: its BITS are held and her wallet is on hold until the bank decides (her wallet page says so).
 * With a processor whose card field is in the browser (Stripe) nothing is seeded: it takes real cards.
 */
import { eq } from 'drizzle-orm';
import type { PaymentProcessor } from './adapters/payments.ts';
import type { Db } from './db/client.ts';
import { bitsLoads, users } from './db/schema.ts';
import { createDisputes } from './modules/payments/disputes.service.ts';
import { createLoadsService } from './modules/wallet/loads.service.ts';
import { DEMO_PIN } from './seed.ts';

const LOADS: readonly { email: string; cents: number; holder: string }[] = [
  { email: 'alex@demo.barterbits.ca', cents: 5_000, holder: 'Alex Martin' },
  { email: 'priya@demo.barterbits.ca', cents: 2_500, holder: 'Priya Shah' },
  { email: 'lina@demo.barterbits.ca', cents: 4_000, holder: 'Lina Nguyen' },
];

/** Answers how many of the demo card loads are credited (none with Stripe); a second run changes nothing. */
export async function seedDemoPayments(
  db: Db,
  payments: PaymentProcessor,
  now = new Date(),
): Promise<number> {
  if (payments.intents) return 0;
  const loads = createLoadsService({ db, payments });
  let made = 0;
  for (const l of LOADS) {
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, l.email));
    if (!user) continue;
    const outcome = await loads.load(
      { userId: user.id, role: 'MEMBER', sessionId: 'demo-seed' },
      {
        amountCents: l.cents,
        card: {
          number: '4242424242424242',
          expMonth: 12,
          expYear: now.getFullYear() + 3,
          cvc: '123',
          holderName: l.holder,
        },
        pin: DEMO_PIN,
      },
      `demo-load:${l.email}`,
    );
    if (outcome.ok) made++;
  }
  const [lina] = await db
    .select({ load: bitsLoads })
    .from(bitsLoads)
    .innerJoin(users, eq(users.id, bitsLoads.userId))
    .where(eq(users.email, 'lina@demo.barterbits.ca'));
  if (lina?.load.chargeId) {
    await createDisputes({ db, now: () => now }).opened(payments.name, {
      disputeRef: 'dp_demo_lina',
      paymentRef: lina.load.paymentRef,
      chargeRef: lina.load.chargeId,
      amountCents: Number(lina.load.amountCents),
      reason: 'fraudulent',
    });
  }
  return made;
}
