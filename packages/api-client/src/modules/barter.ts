import type { BodyOf, QueryOf } from '@barterbits/contracts';
import type { Invoke } from '../call.ts';

/**
 * Barter: sale requests by sellers, acceptance with PIN by buyers, cancel, refunds and the disputes of held
 * payments: one typed function per endpoint. Creating, confirming, releasing and refunding
 * take an Idempotency-Key.
 */
export const barterApi = (invoke: Invoke) => ({
  /** GET /purchase/barter-record/user/{id}: the seller's Barter Sales, newest first (own id only). */
  listBarterRecords: (userId: string, query?: QueryOf<'listBarterRecords'>, signal?: AbortSignal) =>
    invoke('listBarterRecords', { params: { id: userId }, query, signal }),
  /** GET /purchase/barter-request/user/{id}: the buyer's purchases, pending first (own id only). */
  listBarterRequests: (userId: string, query?: QueryOf<'listBarterRequests'>, signal?: AbortSignal) =>
    invoke('listBarterRequests', { params: { id: userId }, query, signal }),
  /** GET /purchase/buyer-lookup?query=: members to sell to, by exact e-mail or username prefix. */
  buyerLookup: (query: QueryOf<'buyerLookup'>, signal?: AbortSignal) =>
    invoke('buyerLookup', { query, signal }),
  /** GET /purchase/barter-request/{id}: one request with its refunds (seller or buyer). */
  getBarterRequest: (id: string, signal?: AbortSignal) =>
    invoke('getBarterRequest', { params: { id }, signal }),
  /** POST /purchase/barter-request: the seller asks the buyer to pay. */
  createBarterRequest: (body: BodyOf<'createBarterRequest'>, idempotencyKey: string) =>
    invoke('createBarterRequest', { body, idempotencyKey }),
  /** POST /purchase/barter-request/confirmation: the buyer accepts (with PIN or pinToken) or declines. */
  confirmBarterRequest: (body: BodyOf<'confirmBarterRequest'>, idempotencyKey: string) =>
    invoke('confirmBarterRequest', { body, idempotencyKey }),
  /** POST /purchase/barter-request/release: the buyer confirms they received it; the held payment goes to the seller. */
  releaseBarterPayment: (body: BodyOf<'releaseBarterPayment'>, idempotencyKey: string) =>
    invoke('releaseBarterPayment', { body, idempotencyKey }),
  /** POST /purchase/barter-request/cancel: the seller cancels a pending request. */
  cancelBarterRequest: (body: BodyOf<'cancelBarterRequest'>) => invoke('cancelBarterRequest', { body }),
  /** POST /purchase/barter-refund: the seller refunds an accepted sale, fully or in part. */
  refundBarter: (body: BodyOf<'refundBarter'>, idempotencyKey: string) =>
    invoke('refundBarter', { body, idempotencyKey }),
  /**
   * POST /purchase/barter-dispute/photo: multipart with one image in field `file` (BARTER_DISPUTE_PHOTO_FIELD);
   * answers the uploadId to send in openBarterDispute's photoUploadIds. For upload progress use `clients.member`.
   */
  uploadBarterDisputePhoto: (form: FormData) => invoke('uploadBarterDisputePhoto', { body: form as never }),
  /** POST /purchase/barter-dispute: the buyer disputes a held payment (reason, text, up to 3 photos); an admin decides. */
  openBarterDispute: (body: BodyOf<'openBarterDispute'>) => invoke('openBarterDispute', { body }),
  /** POST /purchase/barter-dispute/answer: the seller's side of a dispute, once. */
  answerBarterDispute: (body: BodyOf<'answerBarterDispute'>) => invoke('answerBarterDispute', { body }),
});
