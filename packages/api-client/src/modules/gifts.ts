import type { BodyOf, QueryOf } from '@barterbits/contracts';
import type { Invoke } from '../call.ts';

/**
 * Gifts of BITS: one typed function per endpoint. Money-moving calls take the attempt's
 * Idempotency-Key: reuse it when retrying the same attempt, so a gift never moves twice.
 */
export const giftsApi = (invoke: Invoke) => ({
  /** POST /gift/validate-email: whether a gift to the address can be delivered (the same answer with or without an account; named only for a member you have exchanged BITS with); refused for your own address. */
  validateGiftEmail: (body: BodyOf<'validateGiftEmail'>) => invoke('validateGiftEmail', { body }),
  /** POST /gift: give BITS with the PIN (or a pinToken); answers the gift and the new balance. */
  sendGift: (body: BodyOf<'sendGift'>, idempotencyKey: string) =>
    invoke('sendGift', { body, idempotencyKey }),
  /** GET /gift/history: the caller's sent gifts, newest first. */
  listSentGifts: (query?: QueryOf<'listSentGifts'>) => invoke('listSentGifts', { query }),
  /** GET /gift: gifts to the caller, pending first. */
  listReceivedGifts: (query?: QueryOf<'listReceivedGifts'>) => invoke('listReceivedGifts', { query }),
  /** GET /gift/{id}: one gift (its sender or recipient only). */
  getGift: (id: string) => invoke('getGift', { params: { id } }),
  /** POST /gift/claim: the BITS move to the caller's wallet; answers the gift and the new balance. */
  claimGift: (body: BodyOf<'claimGift'>, idempotencyKey: string) =>
    invoke('claimGift', { body, idempotencyKey }),
  /** POST /gift/cancel: the sender takes back a pending gift. */
  cancelGift: (body: BodyOf<'cancelGift'>, idempotencyKey: string) =>
    invoke('cancelGift', { body, idempotencyKey }),
});
