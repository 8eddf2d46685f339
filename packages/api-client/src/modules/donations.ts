import type { BodyOf, QueryOf } from '@barterbits/contracts';
import type { Invoke } from '../call.ts';

/**
 * Donations to the Community Fund: one typed function per endpoint. `donate` takes the
 * attempt's Idempotency-Key: reuse it when retrying the same attempt, so a donation never moves twice.
 */
export const donationsApi = (invoke: Invoke) => ({
  /** GET /donate/fund: what the fund holds, its donors, and the caller's own total. */
  getCommunityFund: () => invoke('getCommunityFund'),
  /** POST /donate: give BITS to the fund with the PIN (or a pinToken); answers the donation and the new balance. */
  donate: (body: BodyOf<'donate'>, idempotencyKey: string) => invoke('donate', { body, idempotencyKey }),
  /** GET /donate/history: the caller's donations, newest first. */
  listMyDonations: (query?: QueryOf<'listMyDonations'>) => invoke('listMyDonations', { query }),
});
