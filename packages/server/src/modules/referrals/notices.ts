/**
 * The in-app notices of referrals (kept in this module; notifications/notices.ts is the other
 * modules'). Made inside the caller's transaction.
 */
import { type NotificationType, PAGES } from '@barterbits/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { say } from '../../lib/i18n.ts';
import { amountIn } from '../notifications/notices.ts';
import type { Notice } from '../notifications/notify.ts';
import { memberNameParts, shortName } from '../users/display-name.ts';

/**
 * NOTE: 'REFERRAL_REWARDED' must be added to NOTIFICATION_TYPES in
 * contracts/src/api/notifications.ts (not this module's file); until then the cast below compiles
 * but GET /notify cannot serialise the notice.
 */
export const REFERRAL_REWARDED_NOTICE = 'REFERRAL_REWARDED' as NotificationType;

export const referralNotice = {
  /** To the referrer, when the reward of a referral was paid. */
  async rewarded(
    tx: DbOrTx,
    r: { referrer_id: string; invitee_id: string | null },
    amountCents: bigint,
  ): Promise<Notice> {
    const [friend] = r.invitee_id ? await memberNameParts(tx, [r.invitee_id]) : [];
    const name = friend ? shortName(friend) : null;
    return {
      userId: r.referrer_id,
      type: REFERRAL_REWARDED_NOTICE,
      words: (l) => ({
        title: say(l, 'notices.referralRewarded.title'),
        body: say(l, 'notices.referralRewarded.body', {
          name: name ?? say(l, 'notices.someone.invitedFriend'),
          amount: amountIn(amountCents, l),
        }),
      }),
      link: PAGES.inviteAFriend.path,
    };
  },
};
