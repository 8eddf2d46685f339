import { centsToBits, type TAdminReferral } from '@barterbits/contracts';

/** One CSV line per referral; the column order is the header order. Rewards in BITS with two decimals. */
export function toReferralCsvRow(r: TAdminReferral) {
  return {
    id: r.id,
    createdAt: r.createdAt,
    state: r.state,
    stateLabel: r.stateLabel,
    source: r.source,
    referrerId: r.referrer.id,
    referrerName: r.referrer.displayName,
    referrerEmail: r.referrer.email,
    referrerCode: r.referrerCode ?? '',
    inviteeId: r.invitee?.id ?? '',
    inviteeName: r.invitee?.displayName ?? '',
    inviteeEmail: r.invitee?.email ?? r.inviteeEmail ?? '',
    invitedAt: r.invitedAt ?? '',
    registeredAt: r.registeredAt ?? '',
    qualifiedAt: r.qualifiedAt ?? '',
    rewardedAt: r.rewardedAt ?? '',
    rewardBits: r.rewardCents === null ? '' : centsToBits(r.rewardCents),
    rewardTransaction: r.rewardTransactionReference ?? '',
    voidedAt: r.voidedAt ?? '',
    voidReason: r.voidReason ?? '',
    voidedBy: r.voidedBy?.displayName ?? '',
  };
}
