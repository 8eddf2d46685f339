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
 */

import type { PgListener } from '../../lib/pg-listener.ts';
import { adminRoleCache } from '../admin-accounts/admin-role-cache.ts';
import { sessionCache } from './session-cache.ts';

export const REVOCATION_CHANNEL = 'barterbits_revocations';

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
  return () => {
    stop();
    offLost();
    offReconnect();
    trust();
  };
}
