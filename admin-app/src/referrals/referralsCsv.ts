import { centsToBits, type TAdminReferral } from '@barterbits/contracts';
import { englishText, type Translate } from '../i18n/useT.ts';
import type { CsvRow } from '../layout/csvExport.tsx';
import { REFERRAL_STATE_KEYS } from './referralLabels.tsx';

/**
 * One CSV line per referral; the column order is the header order. The state in the console's language
 * (`t`) beside its code; rewards in BITS with two decimals.
 */
export function toReferralCsvRow(r: TAdminReferral, t: Translate = englishText): CsvRow<'referrals'> {
  return {
    id: r.id,
    createdAt: r.createdAt,
    stateCode: r.state,
    state: t(REFERRAL_STATE_KEYS[r.state]),
    source: r.source,
    referrerId: r.referrer.id,
    referrerName: r.referrer.displayName,
    referrerEmail: r.referrer.email,
    referrerCode: r.referrerCode ?? '',
    inviteeId: r.invitee?.id ?? '',
    inviteeName: r.invitee?.displayName ?? '',
    inviteeEmailAddress: r.invitee?.email ?? r.inviteeEmail ?? '',
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
