/**
 * The `memberships` resource: a member's membership, saved cards and recent charges.
 * getOne → GET /user/memberShip-details/{id}; the record id is the user's id.
 * refundMembershipCharge → POST /admin/payments/charges/{id}/refund (a paid charge back to its card).
 */
import type {
  ResponseOf,
  TMembershipDetailsResponse,
  TRefundMembershipChargeRequest,
} from '@barterbits/contracts';
import type { DataProvider } from 'react-admin';
import { resourceProvider } from '../providers/resourceProvider.ts';

export const MEMBERSHIPS_RESOURCE = 'memberships';

/** What the memberships resource needs from `@barterbits/api-client`'s `Api` (tests pass a fake). */
export interface MembershipsApi {
  getMembershipDetails(userId: string): Promise<TMembershipDetailsResponse>;
  adminRefundMembershipCharge(
    id: string,
    body: TRefundMembershipChargeRequest,
    idempotencyKey: string,
  ): Promise<ResponseOf<'adminRefundMembershipCharge'>>;
}

/** A refund of a charge: the admin's reason and this attempt's Idempotency-Key. */
export interface RefundChargeParams {
  id: string;
  reason: string;
  idempotencyKey: string;
}

/** A fresh attempt (its own Idempotency-Key) to refund charge `id` for `reason`. */
export const refundChargeAttempt = (id: string, reason: string): RefundChargeParams => ({
  id,
  reason,
  idempotencyKey: `adm-${crypto.randomUUID()}`,
});

export function createMembershipsProvider(api: MembershipsApi) {
  return resourceProvider(
    MEMBERSHIPS_RESOURCE,
    {
      async getOne(_resource, params) {
        const res = await api.getMembershipDetails(String(params.id));
        return { data: { id: res.data.userId, ...res.data } };
      },
    },
    {
      /** Answers the charge as it is now (refunded) and the server's message. */
      async refundMembershipCharge(_resource: string, { id, reason, idempotencyKey }: RefundChargeParams) {
        const res = await api.adminRefundMembershipCharge(id, { reason: reason.trim() }, idempotencyKey);
        return { data: res.data, message: res.message };
      },
    },
  );
}

/** The memberships provider's own call, for `useDataProvider<MembershipsDataProvider>()`. */
export type MembershipsDataProvider = DataProvider &
  Pick<ReturnType<typeof createMembershipsProvider>, 'refundMembershipCharge'>;
