/**
 * The admin role of each signed-in admin, remembered for a moment per process (the same rule and TTL as
 * the session check, auth/session-cache.ts): a burst of admin calls shares one look-up per
 * ADMIN_ROLE_TTL_MS. A role change or a deactivation forgets the admin here, and for one TTL after a
 * forget the look-ups of that admin are not remembered (the change may still be in its transaction).
 * Other instances forget an admin when PostgreSQL notifies the change (auth/revocations.ts), and
 * remember nothing while that notification channel is down (`distrust`).
 */
import type { AdminRoleCode } from '@barterbits/contracts';
import { createDistrust } from '../../lib/distrust.ts';
import { SESSION_CHECK_TTL_MS } from '../auth/session-cache.ts';

export const ADMIN_ROLE_TTL_MS = SESSION_CHECK_TTL_MS;
const MAX_ENTRIES = 10_000;

const remembered = new Map<string, { role: AdminRoleCode | null; until: number }>();
const forgotten = new Map<string, number>();
const distrusted = createDistrust();

/** Remembered roles of admins: `null` is a remembered "no active role". */
export const adminRoleCache = {
  /** The remembered role (`null`: none), or `undefined` when it must be looked up. */
  get(userId: string, now = Date.now()): AdminRoleCode | null | undefined {
    const hit = remembered.get(userId);
    if (!hit) return undefined;
    if (hit.until <= now) {
      remembered.delete(userId);
      return undefined;
    }
    return hit.role;
  },

  set(userId: string, role: AdminRoleCode | null, now = Date.now()): void {
    if (distrusted.held()) return;
    const until = forgotten.get(userId);
    if (until !== undefined) {
      if (until > now) return;
      forgotten.delete(userId);
    }
    if (remembered.size >= MAX_ENTRIES) remembered.delete(remembered.keys().next().value!);
    remembered.set(userId, { role, until: now + ADMIN_ROLE_TTL_MS });
  },

  /** After an admin's role or status changed: looked up afresh from the next request on. */
  forget(userId: string): void {
    remembered.delete(userId);
    if (forgotten.size >= MAX_ENTRIES) forgotten.delete(forgotten.keys().next().value!);
    forgotten.set(userId, Date.now() + ADMIN_ROLE_TTL_MS);
  },

  /** Forgets every remembered role (a role itself was switched off or on). */
  clear(): void {
    remembered.clear();
  },

  /** Remembers nothing (and forgets what it held) until the returned function is called. */
  distrust(): () => void {
    remembered.clear();
    return distrusted.hold();
  },
};
