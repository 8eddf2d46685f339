import type { Invoke } from '../call.ts';

/** Issue 15: filled by its helper. One typed function per endpoint. */
export const analyticsApi = (_invoke: Invoke) => ({});
