/**
 * Revocation across server instances. Each instance remembers positive session checks and
 * admin roles for a moment (session-cache.ts, admin-role-cache.ts). Triggers in PostgreSQL (migration
 * 0025) NOTIFY on REVOCATION_CHANNEL at the commit of every change that can end a session or change
 * what it may do:
 *
 * - `s:<sessionId>`: a session revoked, shortened or deleted (logout, password reset, sign-out
 *   everywhere);
 * - `u:<userId>`: an account's status, role or admin role changed (suspension, deletion, promotion);
 * - `*`: an admin role switched on or off (affects every admin holding it).
 *
 * Every instance (the one that made the change included: the change may come from SQL by hand) forgets
 * what is named. While the LISTEN connection is down nothing is remembered, so no instance can act on a
 * check older than the last notification it heard.
 *
 * A notification reaches the other instances a moment after the commit, and the member may be faster:
 * logged out through A, their next request lands on B before B heard of it. So before an instance acts on
 * something it remembered, it makes sure it has heard every revocation committed before the request came
 * ({@link revocationsHeard}: one round trip on the LISTEN connection, shared by the requests of that
 * moment). What was forgotten meanwhile is then read again from the database.
 */

import type { PgListener } from '../../lib/pg-listener.ts';
import { adminRoleCache } from '../admin-accounts/admin-role-cache.ts';
import { sessionCache } from './session-cache.ts';

export const REVOCATION_CHANNEL = 'barterbits_revocations';

/** One per LISTEN connection followed in this process (each app instance in it has its own). */
const barriers = new Set<() => Promise<boolean>>();

/**
 * Null when no other instance can revoke anything this process does not hear at once (no LISTEN: one
 * process on its own database). Otherwise resolves true once every revocation committed before the call
 * has been applied to the caches, or false when that cannot be said (the connection is down or slow):
 * then the caller must not act on what it remembered.
 */
export function revocationsHeard(): Promise<boolean> | null {
  if (barriers.size === 0) return null;
  if (barriers.size === 1) return barriers.values().next().value!();
  return Promise.all([...barriers].map((b) => b())).then((all) => all.every(Boolean));
}

/** Applies one notification's payload to this process's caches. */
export function applyRevocation(payload: string): void {
  if (payload === '*') {
    adminRoleCache.clear();
    return;
  }
  const id = payload.slice(2);
  if (payload.startsWith('s:')) sessionCache.forgetSession(id);
  else if (payload.startsWith('u:')) {
    sessionCache.forgetUser(id);
    adminRoleCache.forget(id);
  } else {
    // Unknown: the safe answer is to forget everything remembered.
    sessionCache.clear();
    adminRoleCache.clear();
  }
}

/**
 * Follows revocations on `listener` until the returned function is called. While the connection is
 * lost, the caches remember nothing; once it is back they start again from empty.
 */
export async function followRevocations(listener: PgListener): Promise<() => void> {
  let restore: (() => void)[] = [];
  const trust = () => {
    for (const r of restore) r();
    restore = [];
  };
  const offLost = listener.onLost(() => {
    if (restore.length === 0) restore = [sessionCache.distrust(), adminRoleCache.distrust()];
  });
  const offReconnect = listener.onReconnect(trust);
  const stop = await listener.listen(REVOCATION_CHANNEL, applyRevocation);
  const barrier = () => listener.sync();
  barriers.add(barrier);
  return () => {
    barriers.delete(barrier);
    stop();
    offLost();
    offReconnect();
    trust();
  };
}
