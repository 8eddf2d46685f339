import type { Invoke } from '../call.ts';

/** Donations to the Community Fund (issue 15): one typed function per endpoint. */
export const donationsApi = (_invoke: Invoke) => ({});
