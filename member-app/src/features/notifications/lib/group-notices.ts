/**
 * How the notices page lays notices out: unread notices of one type, when there are several, are one
 * expandable group ("3 new barter requests") at the place of the newest of them; every other notice
 * is a row of its own. Read notices are never grouped (they are history, each with its own date).
 */
import type { NotificationType, TNotification } from '@barterbits/contracts';
import type { Messages } from '../../../i18n/messages.ts';
import { t } from '../../../lib/i18n.ts';

/** One entry of the page: a notice, or several unread notices of one type. */
export type NoticeEntry =
  | { kind: 'notice'; notice: TNotification }
  | { kind: 'group'; type: NotificationType; label: string; notices: TNotification[] };

/** The heading of n unread notices of a type (a group has two or more). */
const GROUP_LABELS = {
  GIFT_RECEIVED: 'notifications.group.GIFT_RECEIVED',
  GIFT_CLAIMED: 'notifications.group.GIFT_CLAIMED',
  GIFT_RETURNED: 'notifications.group.GIFT_RETURNED',
  GIFT_CANCELLED: 'notifications.group.GIFT_CANCELLED',
  BARTER_REQUEST: 'notifications.group.BARTER_REQUEST',
  BARTER_ACCEPTED: 'notifications.group.BARTER_ACCEPTED',
  BARTER_DECLINED: 'notifications.group.BARTER_DECLINED',
  BARTER_REFUND: 'notifications.group.BARTER_REFUND',
  REVIEW_RECEIVED: 'notifications.group.REVIEW_RECEIVED',
  REVIEW_REPLIED: 'notifications.group.REVIEW_REPLIED',
  REVIEW_DISABLED: 'notifications.group.REVIEW_DISABLED',
  REFERRAL_REWARDED: 'notifications.group.REFERRAL_REWARDED',
  CHAT_MESSAGE: 'notifications.group.CHAT_MESSAGE',
  BITS_LOADED: 'notifications.group.BITS_LOADED',
  OFFER_DISABLED: 'notifications.group.OFFER_DISABLED',
  OFFER_ENABLED: 'notifications.group.OFFER_ENABLED',
  BITS_LOAD_FAILED: 'notifications.group.BITS_LOAD_FAILED',
  BITS_LOAD_REFUNDED: 'notifications.group.BITS_LOAD_REFUNDED',
  FEEDBACK_ANSWERED: 'notifications.group.FEEDBACK_ANSWERED',
  CARD_PAYMENT_DISPUTED: 'notifications.group.CARD_PAYMENT_DISPUTED',
  CARD_DISPUTE_CLOSED: 'notifications.group.CARD_DISPUTE_CLOSED',
  BARTER_RELEASED: 'notifications.group.BARTER_RELEASED',
  BARTER_HOLD_ENDING: 'notifications.group.BARTER_HOLD_ENDING',
  BARTER_DISPUTE_OPENED: 'notifications.group.BARTER_DISPUTE_OPENED',
  BARTER_DISPUTE_ANSWERED: 'notifications.group.BARTER_DISPUTE_ANSWERED',
  BARTER_DISPUTE_RESOLVED: 'notifications.group.BARTER_DISPUTE_RESOLVED',
  WANT_MATCHES: 'notifications.group.WANT_MATCHES',
  SEARCH_MATCHES: 'notifications.group.SEARCH_MATCHES',
  MATCH_DIGEST: 'notifications.group.MATCH_DIGEST',
  OFFER_WANTED: 'notifications.group.OFFER_WANTED',
  WANT_DISABLED: 'notifications.group.WANT_DISABLED',
  WANT_ENABLED: 'notifications.group.WANT_ENABLED',
} as const satisfies Record<NotificationType, keyof Messages>;

/** "3 new barter requests". */
export const groupLabel = (type: NotificationType, count: number): string =>
  // A type this app does not know yet (a newer server) is named generically.
  t(GROUP_LABELS[type] ?? 'notifications.group.other', { count });

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
