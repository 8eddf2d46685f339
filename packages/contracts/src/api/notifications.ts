/**
 * In-app notifications (spec §7: GET /notify?userId=, PATCH /notify; §3 notification counts).
 * A notice tells one member about an event that concerns them (a gift received, claimed or
 * returned; a barter request, its decision, a refund; a card load credited; an admin disabling or
 * enabling their offer) and links to the member-app page about it.
 * The server writes it in the same DB transaction as the event, so no event is told twice or lost.
 */
import { z } from 'zod';
import { DEFAULT_SEARCH_RADIUS_KM } from '../constants.ts';
import type { EndpointDef } from '../endpoint-def.ts';
import { ZId } from '../entities.ts';
import { dataEnvelope, ZPageMeta, zQueryInt, zWholeNumber } from '../envelope.ts';
import { VALIDATION_MESSAGES as M } from '../messages.ts';
import { type NotificationType, ZNotification } from './notice.ts';

/**
 * What a member can switch, per group of notices × channel. Every notice type belongs to one
 * group (NOTIFICATION_GROUP_OF); security e-mails (password, e-mail change, sign-in lock, PIN lock) are
 * outside the matrix and always sent.
 */
export const NOTIFICATION_GROUPS = [
  'BARTER',
  'PAYMENTS',
  'GIFTS',
  'REVIEWS',
  'CHAT',
  'REFERRALS',
  'OFFER_MODERATION',
  'MATCHES',
  'FEEDBACK',
  'SYSTEM',
] as const;
export const ZNotificationGroup = z.enum(NOTIFICATION_GROUPS);
export type NotificationGroup = z.infer<typeof ZNotificationGroup>;

export const NOTIFICATION_CHANNELS = ['IN_APP', 'PUSH', 'EMAIL'] as const;
export const ZNotificationChannel = z.enum(NOTIFICATION_CHANNELS);
export type NotificationChannel = z.infer<typeof ZNotificationChannel>;

/** How each group is named to members (settings page, e-mails). */
export const NOTIFICATION_GROUP_LABELS: Record<NotificationGroup, string> = {
  BARTER: 'Barter requests and decisions',
  PAYMENTS: 'Payments, loads and refunds',
  GIFTS: 'Gifts',
  REVIEWS: 'Reviews, replies and votes',
  CHAT: 'Chat messages',
  REFERRALS: 'Referrals',
  OFFER_MODERATION: 'Offer moderation',
  MATCHES: 'Offers matching your wants and searches',
  FEEDBACK: 'Answers to your feedback',
  SYSTEM: 'System notices',
};

/** The group each notice type is switched by (a new type must name its group here). */
export const NOTIFICATION_GROUP_OF: Record<NotificationType, NotificationGroup> = {
  GIFT_RECEIVED: 'GIFTS',
  GIFT_CLAIMED: 'GIFTS',
  GIFT_RETURNED: 'GIFTS',
  GIFT_CANCELLED: 'GIFTS',
  BARTER_REQUEST: 'BARTER',
  BARTER_ACCEPTED: 'BARTER',
  BARTER_DECLINED: 'BARTER',
  BARTER_REFUND: 'PAYMENTS',
  REVIEW_RECEIVED: 'REVIEWS',
  REVIEW_REPLIED: 'REVIEWS',
  REVIEW_DISABLED: 'REVIEWS',
  REFERRAL_REWARDED: 'REFERRALS',
  CHAT_MESSAGE: 'CHAT',
  BITS_LOADED: 'PAYMENTS',
  OFFER_DISABLED: 'OFFER_MODERATION',
  OFFER_ENABLED: 'OFFER_MODERATION',
  BITS_LOAD_FAILED: 'PAYMENTS',
  BITS_LOAD_REFUNDED: 'PAYMENTS',
  FEEDBACK_ANSWERED: 'FEEDBACK',
  CARD_PAYMENT_DISPUTED: 'PAYMENTS',
  CARD_DISPUTE_CLOSED: 'PAYMENTS',
  BARTER_RELEASED: 'PAYMENTS',
  BARTER_HOLD_ENDING: 'BARTER',
  BARTER_DISPUTE_OPENED: 'BARTER',
  BARTER_DISPUTE_ANSWERED: 'BARTER',
  BARTER_DISPUTE_RESOLVED: 'PAYMENTS',
  WANT_MATCHES: 'MATCHES',
  SEARCH_MATCHES: 'MATCHES',
  MATCH_DIGEST: 'MATCHES',
  OFFER_WANTED: 'MATCHES',
  WANT_DISABLED: 'OFFER_MODERATION',
  WANT_ENABLED: 'OFFER_MODERATION',
};

export type NotificationChannels = Record<NotificationChannel, boolean>;
export type NotificationMatrix = Record<NotificationGroup, NotificationChannels>;

/** E-mail is on by default only for groups about money, moderation, support answers and the system. */
const EMAIL_BY_DEFAULT: readonly NotificationGroup[] = [
  'BARTER',
  'PAYMENTS',
  'GIFTS',
  'OFFER_MODERATION',
  'FEEDBACK',
  'SYSTEM',
];

/** The matrix of a member who changed nothing: in-app and push on everywhere, e-mail as above. */
export const DEFAULT_NOTIFICATION_MATRIX: NotificationMatrix = Object.fromEntries(
  NOTIFICATION_GROUPS.map((g) => [g, { IN_APP: true, PUSH: true, EMAIL: EMAIL_BY_DEFAULT.includes(g) }]),
) as NotificationMatrix;

/** Cells a member cannot turn off: system notices always reach the notices page. */
export const LOCKED_NOTIFICATION_CELLS: readonly {
  group: NotificationGroup;
  channel: NotificationChannel;
}[] = [{ group: 'SYSTEM', channel: 'IN_APP' }];

/** Whole kilometres of the stored offer and member radius settings (a search's own radius may go further). */
export const RADIUS_SETTING_MIN_KM = 1;
export const RADIUS_SETTING_MAX_KM = 100;
export const RADIUS_SETTING_DEFAULT_KM = DEFAULT_SEARCH_RADIUS_KM;

export const NOTIFICATION_SETTING_MESSAGES = {
  radius: `Radius must be a whole number of kilometres from ${RADIUS_SETTING_MIN_KM} to ${RADIUS_SETTING_MAX_KM}.`,
  unknownGroup: (keys: string[]) =>
    `Unknown notification group ${keys.map((k) => `"${k}"`).join(', ')}. Use one of ${NOTIFICATION_GROUPS.join(', ')}.`,
  unknownChannel: (keys: string[]) =>
    `Unknown channel ${keys.map((k) => `"${k}"`).join(', ')}. Use one of ${NOTIFICATION_CHANNELS.join(', ')}.`,
  unknownSetting: (keys: string[]) =>
    `Unknown setting ${keys.map((k) => `"${k}"`).join(', ')}. Use groups, offerRadius or memberRadius.`,
  onOff: 'Must be true (on) or false (off).',
  groupsShape: 'Groups must be an object like { "GIFTS": { "EMAIL": false } }.',
  channelsShape: 'A group must be an object like { "EMAIL": false }.',
  nothingToChange: 'Send at least one setting to change.',
  locked: 'System notices always appear in the app; this cannot be turned off.',
} as const;
const S = NOTIFICATION_SETTING_MESSAGES;

const groupShape = <T extends z.ZodType>(t: T) =>
  Object.fromEntries(NOTIFICATION_GROUPS.map((g) => [g, t])) as Record<NotificationGroup, T>;
const channelShape = <T extends z.ZodType>(t: T) =>
  Object.fromEntries(NOTIFICATION_CHANNELS.map((c) => [c, t])) as Record<NotificationChannel, T>;

const ZChannels = z.object(channelShape(z.boolean()));
const ZChannelsPatch = z.strictObject(channelShape(z.boolean({ error: S.onOff }).optional()), {
  error: (iss) =>
    iss.code === 'unrecognized_keys'
      ? S.unknownChannel(iss.keys)
      : iss.code === 'invalid_type'
        ? S.channelsShape
        : undefined,
});
const zRadius = () => zWholeNumber(RADIUS_SETTING_MIN_KM, RADIUS_SETTING_MAX_KM, S.radius);

/** GET /user/notification/setting: the caller's whole matrix and search radii. */
export const ZNotificationSettings = z
  .object({
    /** Group × channel: true when notices of that group reach the member through that channel. */
    groups: z.object(groupShape(ZChannels)),
    /** Cells that cannot be turned off (always true). */
    locked: z.array(z.object({ group: ZNotificationGroup, channel: ZNotificationChannel })),
    /** Security e-mails (password, e-mail change, sign-in lock, PIN lock) are always sent. */
    securityEmails: z.literal('ALWAYS'),
    /** Whole km, the default radius of offer search and of Find Members. */
    offerRadius: z.number().int(),
    memberRadius: z.number().int(),
  })
  .meta({ id: 'NotificationSettings' });
export type TNotificationSettings = z.infer<typeof ZNotificationSettings>;
export const ZNotificationSettingsResponse = dataEnvelope(ZNotificationSettings);
export type TNotificationSettingsResponse = z.infer<typeof ZNotificationSettingsResponse>;

/** PATCH: only the cells and radii sent change; unknown groups or channels are refused. */
export const ZUpdateNotificationSettingsRequest = z
  .strictObject(
    {
      groups: z
        .strictObject(groupShape(ZChannelsPatch.optional()), {
          error: (iss) =>
            iss.code === 'unrecognized_keys'
              ? S.unknownGroup(iss.keys)
              : iss.code === 'invalid_type'
                ? S.groupsShape
                : undefined,
        })
        .optional(),
      offerRadius: zRadius().optional(),
      memberRadius: zRadius().optional(),
    },
    { error: (iss) => (iss.code === 'unrecognized_keys' ? S.unknownSetting(iss.keys) : undefined) },
  )
  .superRefine((v, ctx) => {
    const cells = Object.values(v.groups ?? {}).flatMap((c) => Object.keys(c ?? {}));
    if (!cells.length && v.offerRadius === undefined && v.memberRadius === undefined)
      ctx.addIssue({ code: 'custom', message: S.nothingToChange, path: [] });
    for (const { group, channel } of LOCKED_NOTIFICATION_CELLS) {
      if (v.groups?.[group]?.[channel] === false)
        ctx.addIssue({ code: 'custom', message: S.locked, path: ['groups', group, channel] });
    }
  });
export type TUpdateNotificationSettingsRequest = z.input<typeof ZUpdateNotificationSettingsRequest>;

/** The platforms a device token may come from (the member app is a web app). */
export const ZDevicePlatform = z.enum(['WEB']);
/** An FCM registration token: opaque text, at most 4096 characters. */
const ZDeviceToken = z
  .string({ error: M.required })
  .trim()
  .min(1, M.required)
  .max(4096, 'A device token is at most 4096 characters.');

/** POST /notify/manage-token: store (or refresh) this browser's push token for the caller. */
export const ZRegisterDeviceTokenRequest = z.object({
  token: ZDeviceToken,
  platform: ZDevicePlatform.default('WEB'),
});
export type TRegisterDeviceTokenRequest = z.input<typeof ZRegisterDeviceTokenRequest>;
export const ZRegisterDeviceTokenResponse = dataEnvelope(
  z.object({ platform: ZDevicePlatform, lastSeenAt: z.string() }),
);
export type TRegisterDeviceTokenResponse = z.infer<typeof ZRegisterDeviceTokenResponse>;

/** DELETE /notify/manage-token: forget the token at sign-out (only the caller's own). */
export const ZRemoveDeviceTokenRequest = z.object({ token: ZDeviceToken });
export type TRemoveDeviceTokenRequest = z.input<typeof ZRemoveDeviceTokenRequest>;
export const ZRemoveDeviceTokenResponse = dataEnvelope(z.object({ removed: z.boolean() }));
export type TRemoveDeviceTokenResponse = z.infer<typeof ZRemoveDeviceTokenResponse>;

/** The most notices one PATCH /notify may name. */
export const NOTIFICATION_MAX_IDS = 100;

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
  getNotificationSettings: {
    method: 'GET',
    path: '/user/notification/setting',
    audience: 'member',
    summary: "The caller's notification settings (group × channel) and search radii",
    tag: 'notifications',
    response: ZNotificationSettingsResponse,
  },
  updateNotificationSettings: {
    method: 'PATCH',
    path: '/user/notification/setting',
    audience: 'member',
    summary: 'Change some notification cells and search radii (only those sent); answers the whole settings',
    tag: 'notifications',
    body: ZUpdateNotificationSettingsRequest,
    response: ZNotificationSettingsResponse,
  },
  updateNotificationSetting: {
    method: 'PATCH',
    path: '/user/notification/update-setting',
    audience: 'member',
    summary: 'The same as PATCH /user/notification/setting (the name spec §7 gives)',
    tag: 'notifications',
    body: ZUpdateNotificationSettingsRequest,
    response: ZNotificationSettingsResponse,
  },
  registerDeviceToken: {
    method: 'POST',
    path: '/notify/manage-token',
    audience: 'member',
    summary: "Store this browser's push token for the caller (a token moves to the latest member)",
    tag: 'notifications',
    body: ZRegisterDeviceTokenRequest,
    response: ZRegisterDeviceTokenResponse,
  },
  removeDeviceToken: {
    method: 'DELETE',
    path: '/notify/manage-token',
    audience: 'member',
    summary: "Forget a push token of the caller's (at sign-out)",
    tag: 'notifications',
    body: ZRemoveDeviceTokenRequest,
    response: ZRemoveDeviceTokenResponse,
  },
} as const satisfies Record<string, EndpointDef>;
