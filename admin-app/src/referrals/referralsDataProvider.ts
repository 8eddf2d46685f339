/**
 * The `referrals` resource: getList → GET /referral (filters state, referrerId, from, to, q; sorted by
 * createdAt, updatedAt, state or rewardedAt); getOne/getMany → GET /referral/{id}; getManyReference
 * with target `referrerId` → the list filtered by that member; `voidReferral` → POST /referral/void
 * (a referral not yet rewarded, with a reason the referrer sees).
 */
import {
  ADMIN_REFERRAL_SORT_FIELDS,
  REFERRAL_STATES,
  type TAdminReferralResponse,
  type TAdminReferralsQuery,
  type TAdminReferralsResponse,
  type TVoidReferralRequest,
} from '@barterbits/contracts';
import type { DataProvider, GetListParams } from 'react-admin';
import { dayRangeOf, filterOf, isOneOf, listQueryOf, readPages, searchOf } from '../providers/listParams.ts';
import { byIdMethods, listMethods, resourceProvider } from '../providers/resourceProvider.ts';

export const REFERRALS_RESOURCE = 'referrals';

/** What the referrals resource needs from `@barterbits/api-client`'s `Api` (tests pass a fake). */
export interface ReferralsApi {
  listReferrals(query?: TAdminReferralsQuery): Promise<TAdminReferralsResponse>;
  getReferral(id: string): Promise<TAdminReferralResponse>;
  voidReferral(body: TVoidReferralRequest): Promise<TAdminReferralResponse>;
}

type Paged = TAdminReferralsQuery & { offset: number; limit: number };

/** react-admin list parameters → the GET /referral query. */
export function toReferralsQuery(params: Partial<GetListParams>): Paged {
  const filter = filterOf(params);
  const query: Paged = listQueryOf(params, ADMIN_REFERRAL_SORT_FIELDS, 'createdAt');
  if (isOneOf(REFERRAL_STATES, filter.state)) query.state = filter.state;
  if (typeof filter.referrerId === 'string' && filter.referrerId) query.referrerId = filter.referrerId;
  if (typeof filter.inviteeId === 'string' && filter.inviteeId) query.inviteeId = filter.inviteeId;
  Object.assign(query, dayRangeOf(filter));
  const q = searchOf(filter.q);
  if (q) query.q = q;
  return query;
}

export function createReferralsProvider(api: ReferralsApi) {
  const list = (params: Partial<GetListParams>) =>
    readPages(toReferralsQuery(params), (q) => api.listReferrals(q));

  return resourceProvider(
    REFERRALS_RESOURCE,
    {
      ...listMethods(list),
      ...byIdMethods((id) => api.getReferral(id)),
    },
    {
      /** Answers the voided referral and the server's message (shown as the notification). */
      async voidReferral(_resource: string, params: TVoidReferralRequest) {
        const res = await api.voidReferral(params);
        return { data: res.data, message: res.message };
      },
    },
  );
}

/** The referrals provider's own calls, for `useDataProvider<ReferralsDataProvider>()`. */
export type ReferralsDataProvider = DataProvider &
  Pick<ReturnType<typeof createReferralsProvider>, 'voidReferral'>;
