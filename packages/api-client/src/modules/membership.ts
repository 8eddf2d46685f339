import type { BodyOf, QueryOf } from '@barterbits/contracts';
import type { Invoke } from '../call.ts';

/**
 * membership calls: one typed function per endpoint. Paying calls take the attempt's
 * Idempotency-Key: reuse it when retrying the same attempt, so a payment never happens twice.
 */
export const membershipApi = (invoke: Invoke) => ({
  /**
   * POST /payment/cards: save a card typed in the card form ({card fields}), or one the browser saved in the
   * card processor's field ({setupIntentId}); only brand and last four come back.
   */
  addCard: (body: BodyOf<'addCard'>) => invoke('addCard', { body }),
  /** POST /payment/cards/setup: what the browser saves a card in the processor's field with (Stripe only). */
  createCardSetup: () => invoke('createCardSetup'),
  /** GET /payment/cards: saved cards, default first. */
  listCards: () => invoke('listCards'),
  /** PATCH /payment/cards/{id}/default. */
  setDefaultCard: (id: string) => invoke('setDefaultCard', { params: { id } }),
  /** DELETE /payment/cards/{id}. */
  deleteCard: (id: string) => invoke('deleteCard', { params: { id } }),
  /** GET /subscription/plans (public). */
  listPlans: () => invoke('listPlans'),
  /** POST /subscription/subscribe with a saved card ({cardId}) or a new one ({card} or {paymentMethodId}). */
  subscribe: (body: BodyOf<'subscribe'>, idempotencyKey: string) =>
    invoke('subscribe', { body, idempotencyKey }),
  /** GET /subscription/customer (admins pass userId). */
  getCustomerSubscription: (query?: QueryOf<'getCustomerSubscription'>) =>
    invoke('getCustomerSubscription', { query }),
  /** POST /subscription/cancel-subscription. */
  cancelSubscription: (body: BodyOf<'cancelSubscription'>) => invoke('cancelSubscription', { body }),
  /** POST /subscription/renew-subscription. */
  renewSubscription: (body: BodyOf<'renewSubscription'>, idempotencyKey: string) =>
    invoke('renewSubscription', { body, idempotencyKey }),
  /** GET /subscription/{id} (admin): the membership of user {id}. */
  getUserSubscription: (userId: string) => invoke('getUserSubscription', { params: { id: userId } }),
  /** GET /user/memberShip-details/{id} (admin): membership, cards and recent charges. */
  getMembershipDetails: (userId: string) => invoke('getMembershipDetails', { params: { id: userId } }),
});
