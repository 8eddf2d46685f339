import {
  formatBits,
  formatDate,
  formatNumber,
  REFERRAL_STATE_LABELS,
  type ReferralState,
  type TMyReferral,
  type TReferralRewardRules,
} from '@barterbits/contracts';

/** The chip colour of each state: waiting is neutral, progress is blue, paid is green, void is grey-red. */
export const REFERRAL_STATE_COLORS: Record<
  ReferralState,
  'default' | 'info' | 'primary' | 'success' | 'error'
> = {
  INVITED: 'default',
  REGISTERED: 'info',
  QUALIFIED: 'primary',
  REWARDED: 'success',
  VOID: 'error',
};

/** The chip's words: the contracts' label of the state (the server sends the same as `stateLabel`). */
export const referralStateLabel = (state: ReferralState): string => REFERRAL_STATE_LABELS[state];

/** Who an invite is for: the friend's name once they joined, else the invited address. */
export const referralWho = (r: Pick<TMyReferral, 'inviteeName' | 'inviteeEmail'>): string =>
  r.inviteeName ?? r.inviteeEmail ?? 'A friend';

/** The latest step of an invite and its date, e.g. "Rewarded Jan 5, 2026" (dates in the member's time zone). */
export function referralLatestStep(
  r: Pick<
    TMyReferral,
    | 'state'
    | 'source'
    | 'invitedAt'
    | 'registeredAt'
    | 'qualifiedAt'
    | 'rewardedAt'
    | 'voidedAt'
    | 'createdAt'
  >,
): string {
  const at: Record<ReferralState, string | null> = {
    INVITED: r.invitedAt,
    REGISTERED: r.registeredAt,
    QUALIFIED: r.qualifiedAt,
    REWARDED: r.rewardedAt,
    VOID: r.voidedAt,
  };
  const verb: Record<ReferralState, string> = {
    INVITED: 'Invited',
    REGISTERED: r.source === 'LINK' ? 'Joined with your link' : 'Signed up',
    QUALIFIED: 'Qualified',
    REWARDED: 'Rewarded',
    VOID: 'Void since',
  };
  const date = formatDate(at[r.state] ?? r.createdAt);
  return date ? `${verb[r.state]} ${date}` : verb[r.state];
}

/**
 * How the reward works, in words, from the rules in force (never hard-coded): the amount, what the friend
 * has to do, and the monthly cap. No reward configured: invitations still welcome friends, without BITS.
 */
export function rewardRulesText(rules: TReferralRewardRules): string[] {
  if (rules.rewardCents <= 0 || rules.monthlyCap <= 0) {
    return ['Invite rewards are paused at the moment, but your friends are always welcome to join.'];
  }
  return [
    `You earn ${formatBits(rules.rewardCents)} for each friend who joins with your link or code.`,
    'Your friend qualifies once they finish setting up their account with an active membership and complete a first successful barter with someone other than you.',
    `You can earn up to ${formatNumber(rules.monthlyCap)} ${rules.monthlyCap === 1 ? 'reward' : 'rewards'} a month. A friend who qualifies after that limit still counts, without BITS.`,
  ];
}

/** "3 rewards left this month" / "No rewards left this month". */
export const rewardsLeftText = (left: number): string =>
  left <= 0
    ? "You have reached this month's reward limit."
    : `${formatNumber(left)} ${left === 1 ? 'reward' : 'rewards'} left this month.`;

/** "18 invitations left today" / "No invitations left today". */
export const invitesLeftText = (left: number): string =>
  left <= 0
    ? 'No e-mail invitations left today. You can still share your link.'
    : `${formatNumber(left)} ${left === 1 ? 'invitation' : 'invitations'} left today.`;
