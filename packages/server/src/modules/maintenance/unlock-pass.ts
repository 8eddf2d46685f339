/**
 * Unlock passes: a short-lived pass an admin gives a tester to use the marketplace while it is
 * locked. `<lockId>.<expiry, unix seconds>.<HMAC-SHA256>`, signed with a key derived from the server's
 * secret: it is bound to one lock (a new lock or a release ends it) and checked without a query.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a presented pass is worth against the lock in force. */
export type PassVerdict = 'valid' | 'invalid' | 'expired' | 'stale';

export interface UnlockPasses {
  /** A pass for lock `lockId`, valid until `expiresAt`. */
  issue(lockId: string, expiresAt: Date): string;
  /** Checks `token` against the lock in force (`lockId`, null when nothing is locked). */
  check(token: string, lockId: string | null, nowMs?: number): PassVerdict;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const SIGNATURE_BYTES = 32;

/** The signer of unlock passes, keyed from `secret` (the access-token secret) for this purpose only. */
export function createUnlockPasses(secret: string): UnlockPasses {
  const key = createHmac('sha256', secret).update('barterbits:maintenance-unlock-pass').digest();
  const sign = (body: string) => createHmac('sha256', key).update(body).digest();
  return {
    issue(lockId, expiresAt) {
      const body = `${lockId}.${Math.floor(expiresAt.getTime() / 1000)}`;
      return `${body}.${sign(body).toString('base64url')}`;
    },
    check(token, lockId, nowMs = Date.now()) {
      const parts = token.split('.');
      if (parts.length !== 3) return 'invalid';
      const [passLock, exp, sig] = parts as [string, string, string];
      if (!UUID.test(passLock) || !/^\d{1,12}$/.test(exp)) return 'invalid';
      const given = Buffer.from(sig, 'base64url');
      if (given.length !== SIGNATURE_BYTES || !timingSafeEqual(given, sign(`${passLock}.${exp}`)))
        return 'invalid';
      if (Number(exp) * 1000 <= nowMs) return 'expired';
      if (passLock !== lockId) return 'stale';
      return 'valid';
    },
  };
}
