/** Periodic membership jobs (run by src/jobs.ts; tests call them directly with a `now`). */
import type { PaymentProcessor } from '../../adapters/payments.ts';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { createMembershipRepository } from './membership.repository.ts';
import { createMembershipService } from './membership.service.ts';

/**
 * Marks ACTIVE memberships whose period ended before `now` as EXPIRED, on the membership and on
 * the user. Memberships do not renew by themselves; the member renews from /membership.
 * Answers how many expired.
 */
export async function expireMemberships(db: Db, now: Date = new Date()): Promise<number> {
  const repo = createMembershipRepository();
  return db.transaction(async (tx) => {
    const ids = await repo.expireDue(tx, now);
    await repo.setUserSubscription(tx, ids, 'EXPIRED');
    return ids.length;
  });
}

/**
 * Membership payments made in steps (Stripe) and left PENDING (the member never came back after the bank's
 * check, the processor or the database unreachable): read back from the processor and applied, failed, or
 * cancelled once the bank's check was abandoned (see membership.service.ts). Nothing with the sandbox.
 * Answers how many were settled.
 */
export async function reconcileMembershipCharges(
  db: Db,
  payments: PaymentProcessor | undefined,
  config: Pick<AppConfig, 'membershipPriceCents' | 'productName'>,
  now: Date = new Date(),
): Promise<number> {
  if (!payments?.intents) return 0;
  return createMembershipService({ db, payments, config, now: () => now }).settlePending(now);
}
