/**
 * The `memberships` resource (read-only): a member's membership, saved cards and recent charges.
 * getOne → GET /user/memberShip-details/{id}; the record id is the user's id.
 */
import type { TMembershipDetailsResponse } from '@barterbits/contracts';
import { resourceProvider } from '../providers/resourceProvider.ts';

export const MEMBERSHIPS_RESOURCE = 'memberships';

/** What the memberships resource needs from `@barterbits/api-client`'s `Api` (tests pass a fake). */
export interface MembershipsApi {
  getMembershipDetails(userId: string): Promise<TMembershipDetailsResponse>;
}

export function createMembershipsProvider(api: MembershipsApi) {
  return resourceProvider(MEMBERSHIPS_RESOURCE, {
    async getOne(_resource, params) {
      const res = await api.getMembershipDetails(String(params.id));
      return { data: { id: res.data.userId, ...res.data } };
    },
  });
}
