import type { Invoke } from '../call.ts';

/** Offer media: photos and the Vacation Rental availability calendar (issue 4): one typed function per endpoint. */
export const offerMediaApi = (_invoke: Invoke) => ({});
