import type { TUser } from '@barterbits/contracts';

/**
 * How long after the account was made its current sign-in still counts as the member's first: the
 * sign-up (or social sign-up) starts the session in the same request, after the verification e-mail
 * (an SMTP delivery may take its time), and an account made for someone is usually signed into soon.
 */
export const FIRST_SESSION_WINDOW_MS = 5 * 60_000;

/**
 * Whether the member is in their first session, from the profile the server keeps: `lastLogin` is
 * the start of the current sign-in (set at every sign-in and at sign-up), `created_at` the account's
 * creation. A sign-in that began within FIRST_SESSION_WINDOW_MS of the creation is the first one.
 */
export const isFirstSession = (user: Pick<TUser, 'lastLogin' | 'created_at'> | undefined): boolean => {
  if (!user?.lastLogin) return false;
  const since = Date.parse(user.lastLogin) - Date.parse(user.created_at);
  return Number.isFinite(since) && since <= FIRST_SESSION_WINDOW_MS;
};
