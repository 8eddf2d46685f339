import type { LoggedInMember } from '../lib/member.ts';
import { persistedAtom } from './storage.ts';

/** The signed-in member (null when signed out); its userId is what the profile is loaded with on start. */
export const userAtom = persistedAtom<LoggedInMember | null>('user', null);

export interface SessionState {
  /** Set by a successful sign-in or profile load. */
  isLoggedIn: boolean;
}
export const sessionAtom = persistedAtom<SessionState>('session', { isLoggedIn: false });
