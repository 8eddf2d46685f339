/**
 * In-app notifications (spec §7: GET /notify?userId=, PATCH /notify; §3 notification counts).
 * A notice tells one member about an event that concerns them (a gift received, claimed or
 * returned; a barter request, its decision, a refund) and links to the member-app page about it.
 * The server writes it in the same DB transaction as the event, so no event is told twice or lost.
 */
import { z } from 'zod';
import type { EndpointDef } from '../endpoint-def.ts';
import { ZId } from '../entities.ts';
import { dataEnvelope, ZPageMeta, zQueryInt } from '../envelope.ts';
import { VALIDATION_MESSAGES as M } from '../messages.ts';

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
] as const;
export const ZNotificationType = z.enum(NOTIFICATION_TYPES);
export type NotificationType = z.infer<typeof ZNotificationType>;

/** The most notices one PATCH /notify may name. */
export const NOTIFICATION_MAX_IDS = 100;

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

/** GET /notify: the caller's notices, newest first; `userId` must be the caller. */
export const ZListNotificationsQuery = z.object({
  userId: ZId,
  limit: zQueryInt(1, 100, 20),
  offset: zQueryInt(0, 1_000_000, 0),
});
export type TListNotificationsQuery = z.input<typeof ZListNotificationsQuery>;
export const ZListNotificationsResponse = z.object({
  data: z.array(ZNotification),
  /** `unread`: the caller's unread notices in all (the navbar count). */
  meta: ZPageMeta.extend({ unread: z.number().int().nonnegative() }),
});
export type TListNotificationsResponse = z.infer<typeof ZListNotificationsResponse>;

/** PATCH /notify: mark the named notices (the caller's only; others are ignored) or all of them read. */
export const ZMarkNotificationsReadRequest = z
  .object({
    ids: z.array(ZId).min(1).max(NOTIFICATION_MAX_IDS).optional(),
    all: z.boolean().optional(),
  })
  .refine((v) => v.all === true || (v.ids !== undefined && v.ids.length > 0), {
    message: M.required,
    path: ['ids'],
  });
export type TMarkNotificationsReadRequest = z.input<typeof ZMarkNotificationsReadRequest>;
export const ZMarkNotificationsReadResponse = dataEnvelope(
  z.object({ unread: z.number().int().nonnegative() }),
);
export type TMarkNotificationsReadResponse = z.infer<typeof ZMarkNotificationsReadResponse>;

export const notificationsEndpoints = {
  listNotifications: {
    method: 'GET',
    path: '/notify',
    audience: 'member',
    summary: "The caller's in-app notices, newest first, with the unread count (userId must be the caller)",
    tag: 'notifications',
    query: ZListNotificationsQuery,
    response: ZListNotificationsResponse,
  },
  markNotificationsRead: {
    method: 'PATCH',
    path: '/notify',
    audience: 'member',
    summary: "Mark notices read (ids of the caller's notices, or all: true); answers the unread count",
    tag: 'notifications',
    body: ZMarkNotificationsReadRequest,
    response: ZMarkNotificationsReadResponse,
  },
} as const satisfies Record<string, EndpointDef>;
