/**
 * How the notices page lays notices out: unread notices of one type, when there are several, are one
 * expandable group ("3 new barter requests") at the place of the newest of them; every other notice
 * is a row of its own. Read notices are never grouped (they are history, each with its own date).
 */
import type { NotificationType, TNotification } from '@barterbits/contracts';

/** One entry of the page: a notice, or several unread notices of one type. */
export type NoticeEntry =
  | { kind: 'notice'; notice: TNotification }
  | { kind: 'group'; type: NotificationType; label: string; notices: TNotification[] };

/** What n unread notices of a type are called in their group's heading. */
const GROUP_NOUNS: Record<NotificationType, string> = {
  GIFT_RECEIVED: 'gifts received',
  GIFT_CLAIMED: 'gifts claimed',
  GIFT_RETURNED: 'gifts returned',
  GIFT_CANCELLED: 'gifts cancelled',
  BARTER_REQUEST: 'barter requests',
  BARTER_ACCEPTED: 'barter requests accepted',
  BARTER_DECLINED: 'barter requests declined',
  BARTER_REFUND: 'refunds',
  REVIEW_RECEIVED: 'reviews',
  REVIEW_REPLIED: 'replies to your reviews',
  REVIEW_DISABLED: 'reviews removed',
  REFERRAL_REWARDED: 'referral rewards',
  CHAT_MESSAGE: 'conversations with messages',
  BITS_LOADED: 'BITS loads',
  OFFER_DISABLED: 'offers disabled',
  OFFER_ENABLED: 'offers enabled again',
  BITS_LOAD_FAILED: 'loads not completed',
  BITS_LOAD_REFUNDED: 'load refunds',
  FEEDBACK_ANSWERED: 'answers to your feedback',
};

/** "3 new barter requests". */
export const groupLabel = (type: NotificationType, count: number): string =>
  `${count} new ${GROUP_NOUNS[type] ?? 'notifications'}`;

/** The page's entries, in the notices' order (newest first). */
export function groupNotices(notices: readonly TNotification[]): NoticeEntry[] {
  const unreadOfType = new Map<NotificationType, TNotification[]>();
  for (const n of notices) {
    if (n.read) continue;
    const list = unreadOfType.get(n.type) ?? [];
    list.push(n);
    unreadOfType.set(n.type, list);
  }
  const entries: NoticeEntry[] = [];
  for (const n of notices) {
    const same = n.read ? undefined : unreadOfType.get(n.type);
    if (!same || same.length < 2) entries.push({ kind: 'notice', notice: n });
    else if (same[0] === n)
      entries.push({ kind: 'group', type: n.type, label: groupLabel(n.type, same.length), notices: same });
  }
  return entries;
}
