import type { Invoke } from '../call.ts';

/** onboarding calls (issue 3): one typed function per endpoint. */
export const onboardingApi = (_invoke: Invoke) => ({});
