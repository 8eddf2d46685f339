import type { Invoke } from '../call.ts';

/** membership calls (issue 3): one typed function per endpoint. */
export const membershipApi = (_invoke: Invoke) => ({});
