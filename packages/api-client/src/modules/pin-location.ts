import type { Invoke } from '../call.ts';

/** pin-location calls (issue 3): one typed function per endpoint. */
export const pinLocationApi = (_invoke: Invoke) => ({});
