import {
  formatBits,
  formatDate,
  type ReferralState,
  type TMyReferral,
  type TReferralRewardRules,
} from '@barterbits/contracts';
import type { Messages } from '../../../i18n/messages.ts';
import { t } from '../../../lib/i18n.ts';

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

/** The chip's words of each state (the contracts' `REFERRAL_STATE_LABELS`, in the app's language). */
const STATE_LABEL = {
  INVITED: 'referrals.state.INVITED',
  REGISTERED: 'referrals.state.REGISTERED',
  QUALIFIED: 'referrals.state.QUALIFIED',
  REWARDED: 'referrals.state.REWARDED',
  VOID: 'referrals.state.VOID',
} as const satisfies Record<ReferralState, keyof Messages>;

/** The chip's words: the contracts' label of the state, in the app's language. */
export const referralStateLabel = (state: ReferralState): string => t(STATE_LABEL[state]);

/** Who an invite is for: the friend's name once they joined, else the invited address. */
export const referralWho = (r: Pick<TMyReferral, 'inviteeName' | 'inviteeEmail'>): string =>
  r.inviteeName ?? r.inviteeEmail ?? t('referrals.who.friend');

/** The latest step of each state, with its date. */
const STEP = {
  INVITED: 'referrals.step.INVITED',
  REGISTERED: 'referrals.step.REGISTERED',
  QUALIFIED: 'referrals.step.QUALIFIED',
  REWARDED: 'referrals.step.REWARDED',
  VOID: 'referrals.step.VOID',
} as const satisfies Record<ReferralState, keyof Messages>;

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
  const date = formatDate(at[r.state] ?? r.createdAt);
  if (r.state === 'REGISTERED' && r.source === 'LINK') return t('referrals.step.LINK', { date });
  return t(STEP[r.state], { date });
}

/**
 * How the reward works, in words, from the rules in force (never hard-coded): the amount, what the friend
 * has to do, and the monthly cap. No reward configured: invitations still welcome friends, without BITS.
 */
export function rewardRulesText(rules: TReferralRewardRules): string[] {
  if (rules.rewardCents <= 0 || rules.monthlyCap <= 0) return [t('referrals.reward.paused')];
  return [
    t('referrals.reward.amount', { amount: formatBits(rules.rewardCents) }),
    t('referrals.reward.qualifies'),
    t('referrals.reward.cap', { cap: rules.monthlyCap }),
  ];
}

/** "3 rewards left this month" / "You have reached this month's reward limit." */
export const rewardsLeftText = (left: number): string =>
  t('referrals.reward.left', { left: Math.max(0, left) });

/** "18 invitations left today" / "No e-mail invitations left today. …" */
export const invitesLeftText = (left: number): string =>
  t('referrals.email.invitesLeft', { left: Math.max(0, left) });
