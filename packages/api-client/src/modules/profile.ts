import type { Invoke } from '../call.ts';

/** profile calls (issue 3 item 6): one typed function per endpoint. */
export const profileApi = (_invoke: Invoke) => ({});
