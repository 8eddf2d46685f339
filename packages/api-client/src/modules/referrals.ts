import type { BodyOf, QueryOf } from '@barterbits/contracts';
import type { Invoke } from '../call.ts';

/** Invite a friend: invite codes and links, e-mail invites, referral states and BITS rewards; admin GET /referral. One typed function per endpoint. */
export const referralsApi = (invoke: Invoke) => ({
  /** GET /referral/my-invite: the caller's invite code and link, counts per state, rewards and the reward rules. */
  getMyReferralSummary: () => invoke('getMyReferralSummary'),
  /** GET /referral/invites: the caller's invites with their states, newest first. */
  listMyReferrals: (query?: QueryOf<'listMyReferrals'>) => invoke('listMyReferrals', { query }),
  /** POST /referral/invite: invite a friend by e-mail (rate-limited per day; re-inviting re-sends). */
  inviteFriend: (body: BodyOf<'inviteFriend'>) => invoke('inviteFriend', { body }),
  /** GET /referral/code/{code} (public): whether an invite code is valid, and the inviter's display name. */
  checkReferralCode: (code: string) => invoke('checkReferralCode', { params: { code } }),
  /** POST /referral/apply-code: add an invite code after signing up without one, before setup is completed. */
  applyReferralCode: (body: BodyOf<'applyReferralCode'>) => invoke('applyReferralCode', { body }),
  /** GET /referral (admin): every referral, filtered, sorted and paged (CSV export). */
  listReferrals: (query?: QueryOf<'listReferrals'>) => invoke('listReferrals', { query }),
  /** GET /referral/{id} (admin): one referral. */
  getReferral: (id: string) => invoke('getReferral', { params: { id } }),
  /** POST /referral/void (admin): void a referral not yet rewarded, with a reason (audited). */
  voidReferral: (body: BodyOf<'voidReferral'>) => invoke('voidReferral', { body }),
});
