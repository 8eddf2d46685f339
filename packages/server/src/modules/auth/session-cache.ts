/**
 * Positive session checks, remembered for a moment: every authenticated request checks that its
 * session is open and its account active (one query); a burst of requests on one session shares
 * one check per SESSION_CHECK_TTL_MS. Every place that ends sessions or changes an account's status
 * forgets them here (`forgetSession`, `forgetUser`). Such a change may still be in its transaction,
 * so a check made right after could read the old state: for one TTL after a forget, checks of that
 * session or user are answered from the database and not remembered. So in the one server process a
 * logout, a password change or a suspension takes effect on the next request after its commit.
 *
 * Other instances hear of every such change through PostgreSQL: triggers on auth_sessions,
 * users and user_profiles NOTIFY at commit, and auth/revocations.ts forgets here what they name. While
 * that LISTEN connection is down, nothing is remembered (`distrust`): every check goes to the database
 * until the connection is back. The TTL only bounds what a lost notification could leave unseen.
 */
import type { Locale } from '@barterbits/contracts';
import { createDistrust } from '../../lib/distrust.ts';

export const SESSION_CHECK_TTL_MS = 2_000;
const MAX_ENTRIES = 10_000;

export interface CheckedSession {
  userId: string;
  statusId: number;
  roleId: number;
  /**
   * The account's language. A change forgets the user here (users.service.ts); another instance may
   * answer in the previous language for at most one TTL, as no notification names it.
   */
  language: Locale;
}

const checked = new Map<string, CheckedSession & { until: number }>();
/** Held by each LISTEN connection that is down: checks are then not remembered. */
const distrusted = createDistrust();
/** Sessions and users forgotten lately (until when their checks are not remembered). */
const forgotten = new Map<string, number>();

function recentlyForgotten(key: string, now: number): boolean {
  const until = forgotten.get(key);
  if (until === undefined) return false;
  if (until > now) return true;
  forgotten.delete(key);
  return false;
}

function forget(key: string): void {
  if (forgotten.size >= MAX_ENTRIES) forgotten.delete(forgotten.keys().next().value!);
  forgotten.set(key, Date.now() + SESSION_CHECK_TTL_MS);
}

export const sessionCache = {
  get(sessionId: string, userId: string, now = Date.now()): CheckedSession | null {
    const hit = checked.get(sessionId);
    if (!hit) return null;
    if (hit.until <= now || hit.userId !== userId) {
      checked.delete(sessionId);
      return null;
    }
    return hit;
  },

  set(sessionId: string, session: CheckedSession, now = Date.now()): void {
    if (distrusted.held()) return;
    if (recentlyForgotten(sessionId, now) || recentlyForgotten(session.userId, now)) return;
    if (checked.size >= MAX_ENTRIES) checked.delete(checked.keys().next().value!);
    checked.set(sessionId, { ...session, until: now + SESSION_CHECK_TTL_MS });
  },

  forgetSession(sessionId: string): void {
    forget(sessionId);
    checked.delete(sessionId);
  },

  forgetUser(userId: string): void {
    forget(userId);
    for (const [id, s] of checked) if (s.userId === userId) checked.delete(id);
  },

  /**
   * Stops remembering checks (and forgets those remembered) until the returned function is called:
   * while the revocation LISTEN is down, another instance's logout could go unheard.
   */
  distrust(): () => void {
    checked.clear();
    return distrusted.hold();
  },

  /** Forgets every remembered check (e.g. after a notification that names no one in particular). */
  clear(): void {
    checked.clear();
  },
};
