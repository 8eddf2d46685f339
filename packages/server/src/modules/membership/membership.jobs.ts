/** Periodic membership jobs (run by src/jobs.ts; tests call them directly with a `now`). */
import type { Db } from '../../db/client.ts';
import { createMembershipRepository } from './membership.repository.ts';

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
