import type { BodyOf, QueryOf } from '@barterbits/contracts';
import type { Invoke } from '../call.ts';

/** Find members nearby (GET /user/find-members/{loginId}, POST /user/business/find-member) and public member profiles. One typed function per endpoint. */
export const membersApi = (invoke: Invoke) => ({
  /** GET /user/find-members/{loginId}: members around the caller (loginId = the caller's own user id). */
  findMembers: (loginId: string, query: QueryOf<'findMembers'> = {}) =>
    invoke('findMembers', { params: { loginId }, query }),
  /** POST /user/business/find-member: business members around the caller, by category and sub-category. */
  findBusinessMembers: (body: BodyOf<'findBusinessMembers'> = {}) => invoke('findBusinessMembers', { body }),
  /** GET /user/member-profile/{id}: a member's public profile with their rating summary. */
  getMemberProfile: (id: string) => invoke('getMemberProfile', { params: { id } }),
  /** GET /user/member-profile/{id}/offers: the member's ACTIVE offers, newest first. */
  getMemberOffers: (id: string, query: QueryOf<'getMemberOffers'> = {}) =>
    invoke('getMemberOffers', { params: { id }, query }),
});
