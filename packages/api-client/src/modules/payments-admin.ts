import type { BodyOf, QueryOf } from '@barterbits/contracts';
import type { Invoke } from '../call.ts';

/** Card payments in the console: card loads, refunds to the card, disputes: one typed function per endpoint. */
export const paymentsAdminApi = (invoke: Invoke) => ({
  /** GET /admin/payments/loads (admin): card loads with the processor's references, newest first. */
  adminCardLoads: (query?: QueryOf<'adminCardLoads'>) => invoke('adminCardLoads', { query }),
  /** POST /admin/payments/loads/{id}/refund (admin): the load refunded to its card; Idempotency-Key per attempt. */
  adminRefundCardLoad: (id: string, body: BodyOf<'adminRefundCardLoad'>, idempotencyKey: string) =>
    invoke('adminRefundCardLoad', { params: { id }, body, idempotencyKey }),
  /** POST /admin/payments/charges/{id}/refund (admin): a paid membership charge refunded; Idempotency-Key per attempt. */
  adminRefundMembershipCharge: (
    id: string,
    body: BodyOf<'adminRefundMembershipCharge'>,
    idempotencyKey: string,
  ) => invoke('adminRefundMembershipCharge', { params: { id }, body, idempotencyKey }),
  /** GET /admin/payments/disputes (admin): card disputes with their exposure. */
  adminDisputes: (query?: QueryOf<'adminDisputes'>) => invoke('adminDisputes', { query }),
  /** POST /admin/payments/disputes/{id}/debt (admin): a lost dispute's debt settled or written off. */
  adminSettleDisputeDebt: (id: string, body: BodyOf<'adminSettleDisputeDebt'>) =>
    invoke('adminSettleDisputeDebt', { params: { id }, body }),
});
