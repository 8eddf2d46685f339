import type { BodyOf, QueryOf } from '@barterbits/contracts';
import type { Invoke } from '../call.ts';

/** Disputes of held barter payments in the console: support reads, moderators and super admins resolve. */
export const barterDisputesAdminApi = (invoke: Invoke) => ({
  /** GET /admin/barter-disputes (admin): the disputes, those to decide first (status, reason, member filters). */
  adminBarterDisputes: (query?: QueryOf<'adminBarterDisputes'>) => invoke('adminBarterDisputes', { query }),
  /** GET /admin/barter-disputes/{id} (admin): one dispute with its barter, parties, photos and timeline. */
  adminBarterDispute: (id: string) => invoke('adminBarterDispute', { params: { id } }),
  /**
   * POST /admin/barter-disputes/{id}/resolve (moderator, super admin): the held BITS to the seller, back to
   * the buyer, or split, with a note both parties read; Idempotency-Key per attempt.
   */
  adminResolveBarterDispute: (
    id: string,
    body: BodyOf<'adminResolveBarterDispute'>,
    idempotencyKey: string,
  ) => invoke('adminResolveBarterDispute', { params: { id }, body, idempotencyKey }),
});
