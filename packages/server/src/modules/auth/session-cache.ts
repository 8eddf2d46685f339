/**
 * Positive session checks, remembered for a moment: every authenticated request checks that its
 * session is open and its account active (one query); a burst of requests on one session shares
 * one check per SESSION_CHECK_TTL_MS. Every place that ends sessions or changes an account's status
 * forgets them here at once (`forgetSession`, `forgetUser`), so in the one server process a logout,
 * a password change or a suspension takes effect on the next request; the TTL only bounds how
 * long a change made outside this process (e.g. by hand in SQL) can go unseen.
 */
export const SESSION_CHECK_TTL_MS = 2_000;
const MAX_ENTRIES = 10_000;

export interface CheckedSession {
  userId: string;
  statusId: number;
  roleId: number;
}

const checked = new Map<string, CheckedSession & { until: number }>();

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
    if (checked.size >= MAX_ENTRIES) checked.delete(checked.keys().next().value!);
    checked.set(sessionId, { ...session, until: now + SESSION_CHECK_TTL_MS });
  },

  forgetSession(sessionId: string): void {
    checked.delete(sessionId);
  },

  forgetUser(userId: string): void {
    for (const [id, s] of checked) if (s.userId === userId) checked.delete(id);
  },
};
