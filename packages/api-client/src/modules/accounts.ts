import type { Invoke } from '../call.ts';

/** accounts calls (issue 3): one typed function per endpoint. */
export const accountsApi = (_invoke: Invoke) => ({});
