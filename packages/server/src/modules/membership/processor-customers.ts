/**
 * The member as a customer of the card processor (Stripe: `cus_…`), for processors whose payments and
 * saved cards belong to a customer. Made the first time the member pays there, then read back.
 */
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { IntentPayments } from '../../adapters/payments.ts';
import type { DbOrTx } from '../../db/client.ts';
import { processorCustomers } from '../../db/schema.ts';
import { fullName, memberNameParts } from '../users/display-name.ts';

async function storedCustomer(db: DbOrTx, userId: string, processor: string): Promise<string | null> {
  const [row] = await db
    .select({ customerRef: processorCustomers.customerRef })
    .from(processorCustomers)
    .where(and(eq(processorCustomers.userId, userId), eq(processorCustomers.processor, processor)))
    .limit(1);
  return row?.customerRef ?? null;
}

/**
 * The idempotency key a customer is made with: the member and what is sent about them. The processor refuses
 * a key used again with other details (for a day, at Stripe), so a first answer that was lost, then a change
 * of name or e-mail, makes a new customer rather than refusing the member's payments; the lost one holds nothing.
 */
function customerKey(userId: string, email: string, name: string | null): string {
  const sent = createHash('sha256')
    .update(JSON.stringify([email, name]))
    .digest('hex')
    .slice(0, 16);
  return `customer:${userId}:${sent}`;
}

/**
 * The member's customer at `processor`: the stored one, or one made now. Made with {@link customerKey}, so
 * two first payments at once make one customer, and the first stored row wins.
 */
export async function customerAt(
  db: DbOrTx,
  processor: string,
  intents: IntentPayments,
  userId: string,
): Promise<string> {
  const known = await storedCustomer(db, userId, processor);
  if (known) return known;
  const [owner] = await memberNameParts(db, [userId]);
  if (!owner) throw new Error(`customerAt: no member ${userId}`);
  const name = fullName(owner, owner.email);
  const made = await intents.ensureCustomer(
    { userId, email: owner.email, name },
    customerKey(userId, owner.email, name),
  );
  await db.insert(processorCustomers).values({ userId, processor, customerRef: made }).onConflictDoNothing();
  return (await storedCustomer(db, userId, processor)) ?? made;
}
