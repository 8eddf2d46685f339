/**
 * An in-app notice as GET /notify lists it and the live connection carries it ('notice'), its types,
 * and the payload of 'notices-read'. Kept apart from `notifications.ts`: the member app checks every live
 * frame from the start of a session, so these are loaded up front, the rest only with the pages that use it.
 */
import { z } from 'zod';
import { ZId } from '../entities.ts';

export const NOTIFICATION_TYPES = [
  'GIFT_RECEIVED',
  'GIFT_CLAIMED',
  'GIFT_RETURNED',
  'GIFT_CANCELLED',
  'BARTER_REQUEST',
  'BARTER_ACCEPTED',
  'BARTER_DECLINED',
  'BARTER_REFUND',
  'REVIEW_RECEIVED',
  'REVIEW_REPLIED',
  'REVIEW_DISABLED',
  'REFERRAL_REWARDED',
  'CHAT_MESSAGE',
  'BITS_LOADED',
  'OFFER_DISABLED',
  'OFFER_ENABLED',
  'BITS_LOAD_FAILED',
  'BITS_LOAD_REFUNDED',
  'FEEDBACK_ANSWERED',
  'CARD_PAYMENT_DISPUTED',
  'CARD_DISPUTE_CLOSED',
  // Buyer protection: a held barter payment released to the seller, and the buyer's reminder before it is.
  'BARTER_RELEASED',
  'BARTER_HOLD_ENDING',
  'BARTER_DISPUTE_OPENED',
  'BARTER_DISPUTE_ANSWERED',
  'BARTER_DISPUTE_RESOLVED',
  // Matching: new offers for a want or a saved search (grouped per subject), the daily digest of them, and
  // the seller's "members near you want something like this".
  'WANT_MATCHES',
  'SEARCH_MATCHES',
  'MATCH_DIGEST',
  'OFFER_WANTED',
  'WANT_DISABLED',
  'WANT_ENABLED',
] as const;
export const ZNotificationType = z.enum(NOTIFICATION_TYPES);
export type NotificationType = z.infer<typeof ZNotificationType>;

export const ZNotification = z
  .object({
    id: ZId,
    type: ZNotificationType,
    title: z.string(),
    body: z.string(),
    /** A member-app path (e.g. /bits-gift/…), or null when there is nothing to open. */
    link: z.string().nullable(),
    read: z.boolean(),
    readAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'Notification' });
export type TNotification = z.infer<typeof ZNotification>;

/**
 * The payload of the live event 'notices-read' (the member marked notices read, in any tab): the unread
 * count now. The event 'notice' carries a new in-app notice as GET /notify lists it (`ZNotification`).
 * Both ride on the chat socket (`LIVE_HUB_EVENTS` in `live.ts`).
 */
export const ZNoticesReadPayload = z.object({ unread: z.number().int().nonnegative() });
