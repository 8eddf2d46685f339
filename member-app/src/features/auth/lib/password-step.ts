import { ZEmail } from '@barterbits/contracts';

const emailOf = (value: unknown): string | null => {
  const parsed = ZEmail.safeParse(value);
  return parsed.success ? parsed.data : null;
};

const stateEmail = (state: unknown): unknown =>
  typeof state === 'object' && state !== null && 'email' in state ? state.email : undefined;

/**
 * The address /password signs in with: the navigation state's `email` (kept out of the address bar and
 * the history's URLs) first, else the `?email=` query (for links from outside the app), lower-cased.
 * null when neither holds a valid address: the page then sends the visitor to /sign-in.
 */
export const passwordStepEmail = (search: string, state: unknown): string | null =>
  emailOf(stateEmail(state)) ?? emailOf(new URLSearchParams(search).get('email') ?? undefined);
