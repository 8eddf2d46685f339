import type { TUser } from '@barterbits/contracts';
import { persistedAtom } from './storage.ts';

/** The member's full profile as last loaded (GET /user/{id}), for the profile pages. */
export const profileDetailsAtom = persistedAtom<TUser | null>('profileDetails', null);

/** Another member's details being viewed (member profile pages). */
export const memberDetailsAtom = persistedAtom<TUser | null>('memberDetails', null);
