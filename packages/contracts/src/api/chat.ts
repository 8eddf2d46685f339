/**
 * Chat between members: channels, messages, read cursors, moderation, blocks, reports, admin.
 *
 * Channels are DIRECT (one per pair of members, reused whoever starts it) or GROUP (a name, operators).
 * The endpoints carry the spec's chat action names (§3) where one maps: createChannel, inviteMember,
 * leaveGroup, getChannelDetails, getMembers, getOperators, registerAsOperator, unRegisterAsOperator,
 * muteMember, unMuteMember, getMuteUser, banMember, unBanMember, getBanUser, freezeChannel,
 * sendDefaultMessage; getUser is `getChatUser` (the registry already has a getUser).
 *
 * Nothing lost, nothing doubled: every message has a `seq`, gapless per channel. A send carries the
 * client's `clientId`; a retry with the same clientId answers the message already made. After a
 * reconnect the client asks for the messages `afterSeq` of the newest one it has (ascending); history
 * pages go `beforeSeq`. Live events arrive over the chat WebSocket (`ZChatEvent*` below are their payloads,
 * `LIVE_HUB_EVENTS` in `live.ts` maps each event type to its payload).
 *
 * Moderation is checked on every send and join: muted members read but cannot send; banned members
 * (from the channel, or from chat everywhere by an admin) are removed and cannot rejoin, send or read
 * until the ban ends; a frozen channel accepts messages from operators only; DIRECT channels have no
 * operators, mutes, bans or freezing. A block stops one-to-one messages either way.
 */
import { z } from 'zod';
import type { EndpointDef } from '../endpoint-def.ts';
import { ZId } from '../entities.ts';
import { dataEnvelope, ZPageMeta, zNumeric, zPagingQuery, zQueryInt, zWholeNumber } from '../envelope.ts';
import { VALIDATION_MESSAGES as M } from '../messages.ts';
import { ZTextArea, zIsoDay } from '../rules.ts';
import { ZChatImage, ZChatMemberRef, ZChatMessage, ZChatMessageKind } from './chat-message.ts';

const TAG = 'chat';

/** The longest text message: spec §5 text areas (under 250 characters). */
export const CHAT_TEXT_MAX = 249;
/** A group's name. */
export const CHAT_GROUP_NAME_MAX = 80;
/** The most members of a group (its creator included). */
export const CHAT_GROUP_MAX_MEMBERS = 100;
/** Members one inviteMember / createChannel call may add. */
export const CHAT_INVITE_MAX = 20;
/** A client id: 8 to 64 of A-Z a-z 0-9 _ - : . (a UUID fits). */
export const CHAT_CLIENT_ID_PATTERN = /^[A-Za-z0-9_\-:.]{8,64}$/;
/** Messages per page of GET …/messages. */
export const CHAT_MESSAGES_PAGE_MAX = 100;
export const CHAT_MESSAGES_PAGE_DEFAULT = 50;
/** Messages shown before and after a reported message in the console. */
export const CHAT_REPORT_CONTEXT = 5;
/** The longest mute or ban with a duration: one year, in minutes; absent = permanent. */
export const CHAT_DURATION_MAX_MINUTES = 525_600;
/** Messages a member may send per minute (all channels). */
export const CHAT_SEND_RATE_LIMIT = { max: 60, windowSeconds: 60 } as const;
/** The multipart field of a chat image. */
export const CHAT_IMAGE_FIELD = 'file';

export const CHAT_CHANNEL_KINDS = ['DIRECT', 'GROUP'] as const;
export const ZChatChannelKind = z.enum(CHAT_CHANNEL_KINDS);
export type ChatChannelKind = z.infer<typeof ZChatChannelKind>;

/** Reasons to report a message (ours; modelled on the offer report reasons of spec §3). */
export const CHAT_REPORT_REASONS = [
  'ITS_SPAM',
  'HARASSMENT',
  'OFFENSIVE_OR_INAPPROPRIATE',
  'ADULT_CONTENT',
  'SCAM_OR_FRAUD',
  'PERSONAL_INFORMATION',
  'OTHER',
] as const;
export const ZChatReportReason = z.enum(CHAT_REPORT_REASONS);
export type ChatReportReason = z.infer<typeof ZChatReportReason>;
export const CHAT_REPORT_REASON_LABELS: Record<ChatReportReason, string> = {
  ITS_SPAM: "It's spam",
  HARASSMENT: 'Harassment or hate',
  OFFENSIVE_OR_INAPPROPRIATE: 'Offensive or inappropriate',
  ADULT_CONTENT: 'Adult content',
  SCAM_OR_FRAUD: 'Scam or fraud',
  PERSONAL_INFORMATION: 'Shares personal information',
  OTHER: 'Other',
};
export const CHAT_REPORT_REASON_OPTIONS = CHAT_REPORT_REASONS.map((value) => ({
  value,
  label: CHAT_REPORT_REASON_LABELS[value],
}));

export const CHAT_REPORT_STATUSES = ['OPEN', 'DECLINED', 'ACTIONED'] as const;
export const ZChatReportStatus = z.enum(CHAT_REPORT_STATUSES);
export type ChatReportStatus = z.infer<typeof ZChatReportStatus>;

/** Chat messages (ours; the spec gives none). */
export const CHAT_MESSAGES = {
  textRequired: 'Please write a message.',
  textMax: `A message must be at most ${CHAT_TEXT_MAX} characters.`,
  clientId: 'clientId must be 8 to 64 letters, digits or _ - : .',
  kindFields: 'Send text with TEXT, an uploadId with IMAGE, or an offerId with OFFER.',
  nameRequired: 'Please name the group.',
  nameMax: `A group name must be at most ${CHAT_GROUP_NAME_MAX} characters.`,
  reasonRequired: 'Please give a reason.',
  duration: `The duration must be a whole number of minutes from 1 to ${CHAT_DURATION_MAX_MINUTES} (leave it out for permanent).`,
  memberBanned: 'This member is banned from this conversation and cannot be added.',
  memberIdsMax: `At most ${CHAT_INVITE_MAX} members can be added at once.`,
  seq: 'Must be a whole number of at least 0.',
  afterAndBefore: 'Ask for afterSeq or beforeSeq, not both.',
  detailsRequired: 'Please tell us more about the problem.',
  channelNotFound: 'This conversation does not exist or you are not in it.',
  messageNotFound: 'This message does not exist or you cannot see it.',
  memberNotFound: 'This member does not exist.',
  notInChannel: 'This member is not in the conversation.',
  self: 'You cannot do this to yourself.',
  blocked: 'You cannot message this member.',
  youBlocked: 'You have blocked this member. Unblock them to send a message.',
  muted: 'You have been muted in this conversation and cannot send messages.',
  mutedUntil: (until: string) => `You have been muted in this conversation until ${until}.`,
  banned: 'You have been banned from this conversation.',
  bannedEverywhere: 'You have been banned from chat.',
  frozen: 'This conversation is frozen: only its operators can send messages.',
  notOperator: 'Only the operators of this group can do this.',
  operatorProtected: 'Operators cannot be muted or banned. Remove their operator role first.',
  directOnly: 'One-to-one conversations have no operators, mutes, bans or freezing.',
  groupOnly: 'Only group conversations can do this.',
  groupFull: `A group can have at most ${CHAT_GROUP_MAX_MEMBERS} members.`,
  clientIdReused: 'This clientId was already used for a different message.',
  imageNotFound: 'This image was not found. Please upload it again.',
  offerNotFound: 'This offer is not available.',
  cannotReportOwn: 'You cannot report your own message.',
  cannotReportSystem: 'System messages cannot be reported.',
  alreadyReported: 'You have already reported this message.',
  reported: 'Thank you. Your report has been sent to our team.',
  reportResolved: 'This report has already been resolved.',
  channelCreated: 'The group has been created.',
  invited: 'The members have been added.',
  left: 'You have left the group.',
  operatorAdded: 'The member is now an operator.',
  operatorRemoved: 'The member is no longer an operator.',
  lastOperator: 'A group needs at least one operator. Make another member an operator first.',
  mutedDone: 'The member has been muted.',
  unmuted: 'The member can send messages again.',
  bannedDone: 'The member has been banned and removed from the group.',
  bannedEverywhereDone: 'The member has been banned from chat and removed from every group.',
  unbanned: 'The ban has been lifted.',
  frozenDone: 'The conversation has been frozen.',
  unfrozen: 'The conversation is no longer frozen.',
  blockedDone: 'You have blocked this member.',
  unblocked: 'You have unblocked this member.',
  declined: 'The report has been declined.',
  actioned: 'The report has been marked as actioned.',
  imageUploaded: 'The image has been uploaded.',
  notBanned: 'This member is not banned.',
  notMuted: 'This member is not muted.',
} as const;

/** The caller's own standing in a channel. */
export const ZChatMyState = z.object({
  isOperator: z.boolean(),
  /** Muted until (null: not muted); `mutedPermanently` for a mute without end. */
  mutedUntil: z.string().nullable(),
  mutedPermanently: z.boolean(),
  muteReason: z.string().nullable(),
  /** Whether a send would be accepted now (not muted, not frozen unless operator, not blocked). */
  canSend: z.boolean(),
  /** Why not, when canSend is false. */
  cannotSendReason: z.string().nullable(),
});

/** One line of the conversations list. */
export const ZChatChannel = z
  .object({
    id: ZId,
    kind: ZChatChannelKind,
    /** The group's name, or the other member's display name. */
    name: z.string(),
    /** The other member's photo (DIRECT), else null. */
    photo: z.string().nullable(),
    /** DIRECT: the other member. */
    otherMember: ZChatMemberRef.nullable(),
    memberCount: z.number().int().nonnegative(),
    frozen: z.boolean(),
    lastMessage: ZChatMessage.nullable(),
    lastMessageAt: z.string().nullable(),
    lastSeq: z.number().int().nonnegative(),
    /** The caller's read cursor. */
    readSeq: z.number().int().nonnegative(),
    unreadCount: z.number().int().nonnegative(),
    createdAt: z.string(),
  })
  .meta({ id: 'ChatChannel' });
export type TChatChannel = z.infer<typeof ZChatChannel>;

/** A channel as the thread view shows it. */
export const ZChatChannelDetails = ZChatChannel.extend({
  me: ZChatMyState,
  /** DIRECT: the other member's read cursor (for "read"); GROUP: null (see getMembers). */
  otherReadSeq: z.number().int().nonnegative().nullable(),
  /** DIRECT: whether the caller blocked the other member / was blocked by them. */
  blockedByMe: z.boolean(),
  blockedMe: z.boolean(),
  createdBy: ZId.nullable(),
}).meta({ id: 'ChatChannelDetails' });
export type TChatChannelDetails = z.infer<typeof ZChatChannelDetails>;

export const ZChatMember = ZChatMemberRef.extend({
  isOperator: z.boolean(),
  mutedUntil: z.string().nullable(),
  mutedPermanently: z.boolean(),
  muteReason: z.string().nullable(),
  readSeq: z.number().int().nonnegative(),
  joinedAt: z.string(),
}).meta({ id: 'ChatMember' });
export type TChatMember = z.infer<typeof ZChatMember>;

export const ZChatBan = z
  .object({
    id: ZId,
    /** null: banned from chat everywhere (by an admin). */
    channelId: ZId.nullable(),
    member: ZChatMemberRef,
    reason: z.string(),
    /** null: permanent. */
    until: z.string().nullable(),
    bannedBy: ZChatMemberRef.nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'ChatBan' });
export type TChatBan = z.infer<typeof ZChatBan>;

// ---- inputs ----

/** An id in a path, query or body: any case accepted, lower-cased (so a pair's channel key is one). */
const zInId = ZId.transform((s) => s.toLowerCase());
const zMemberId = zInId;
const ZChannelParams = z.object({ id: zInId });
const ZChannelMemberParams = z.object({ id: zInId, memberId: zInId });
const ZMemberParams = z.object({ memberId: zInId });

/** A reason for a mute, ban or freeze: required, under 250 characters. */
export const ZChatReason = z
  .string({ error: CHAT_MESSAGES.reasonRequired })
  .trim()
  .min(1, CHAT_MESSAGES.reasonRequired)
  .pipe(ZTextArea);
/** Minutes from 1 to CHAT_DURATION_MAX_MINUTES; absent or null = permanent. */
export const ZChatDuration = z
  .number({ error: CHAT_MESSAGES.duration })
  .int(CHAT_MESSAGES.duration)
  .min(1, CHAT_MESSAGES.duration)
  .max(CHAT_DURATION_MAX_MINUTES, CHAT_MESSAGES.duration)
  .nullable()
  .optional();

export const ZChatGroupName = z
  .string({ error: CHAT_MESSAGES.nameRequired })
  .trim()
  .min(1, CHAT_MESSAGES.nameRequired)
  .max(CHAT_GROUP_NAME_MAX, CHAT_MESSAGES.nameMax);

export const ZChatMemberIds = z.array(zMemberId).max(CHAT_INVITE_MAX, CHAT_MESSAGES.memberIdsMax);

export const ZChatClientId = z
  .string({ error: M.required })
  .regex(CHAT_CLIENT_ID_PATTERN, CHAT_MESSAGES.clientId);

/** Message text: trimmed, 1..CHAT_TEXT_MAX characters. */
export const ZChatText = z
  .string({ error: CHAT_MESSAGES.textRequired })
  .trim()
  .min(1, CHAT_MESSAGES.textRequired)
  .max(CHAT_TEXT_MAX, CHAT_MESSAGES.textMax);

export const ZListChatChannelsQuery = z.object({ ...zPagingQuery(100, 30, 100_000) });
export type TListChatChannelsQuery = z.input<typeof ZListChatChannelsQuery>;
export const ZListChatChannelsResponse = z.object({
  data: z.array(ZChatChannel),
  meta: ZPageMeta.extend({ unreadTotal: z.number().int().nonnegative() }),
});
export type TListChatChannelsResponse = z.infer<typeof ZListChatChannelsResponse>;

export const ZChatUnreadResponse = dataEnvelope(
  z.object({
    /** Unread messages over all the caller's channels (the navigation badge). */
    total: z.number().int().nonnegative(),
    /** Channels with at least one unread message. */
    channels: z.number().int().nonnegative(),
  }),
);
export type TChatUnreadResponse = z.infer<typeof ZChatUnreadResponse>;

/** POST /chat/direct: open (or get) the one-to-one channel with a member, optionally from an offer. */
export const ZOpenDirectChannelRequest = z.object({
  memberId: zMemberId,
  /** Started from an offer: its card is posted as the first message of a new channel (or when not the last one). */
  offerId: zInId.optional(),
});
export type TOpenDirectChannelRequest = z.input<typeof ZOpenDirectChannelRequest>;
export const ZOpenDirectChannelResponse = dataEnvelope(
  z.object({ channel: ZChatChannelDetails, created: z.boolean() }),
);
export type TOpenDirectChannelResponse = z.infer<typeof ZOpenDirectChannelResponse>;

export const ZCreateChannelRequest = z.object({
  name: ZChatGroupName,
  memberIds: ZChatMemberIds.optional(),
});
export type TCreateChannelRequest = z.input<typeof ZCreateChannelRequest>;
export const ZChatChannelResponse = dataEnvelope(ZChatChannelDetails);
export type TChatChannelResponse = z.infer<typeof ZChatChannelResponse>;

export const ZInviteMemberRequest = z.object({
  memberIds: ZChatMemberIds.min(1, M.required),
});
export type TInviteMemberRequest = z.input<typeof ZInviteMemberRequest>;

export const ZChatMembersResponse = dataEnvelope(z.array(ZChatMember));
export type TChatMembersResponse = z.infer<typeof ZChatMembersResponse>;

export const ZChatMemberRequest = z.object({ memberId: zMemberId });
export type TChatMemberRequest = z.input<typeof ZChatMemberRequest>;

export const ZMuteMemberRequest = z.object({
  memberId: zMemberId,
  durationMinutes: ZChatDuration,
  reason: ZChatReason,
});
export type TMuteMemberRequest = z.input<typeof ZMuteMemberRequest>;

export const ZBanMemberRequest = z.object({
  memberId: zMemberId,
  durationMinutes: ZChatDuration,
  reason: ZChatReason,
});
export type TBanMemberRequest = z.input<typeof ZBanMemberRequest>;
export const ZChatBansResponse = dataEnvelope(z.array(ZChatBan));
export type TChatBansResponse = z.infer<typeof ZChatBansResponse>;
export const ZChatBanResponse = dataEnvelope(ZChatBan);

export const ZChatMemberResponse = dataEnvelope(ZChatMember);

export const ZSendDefaultMessageRequest = z.object({ text: ZChatText });
export type TSendDefaultMessageRequest = z.input<typeof ZSendDefaultMessageRequest>;

/** POST …/messages: TEXT with `text`, IMAGE with `uploadId` (POST /chat/images), OFFER with `offerId`. */
export const ZSendMessageRequest = z
  .object({
    clientId: ZChatClientId,
    kind: z.enum(['TEXT', 'IMAGE', 'OFFER'], { error: CHAT_MESSAGES.kindFields }),
    text: ZChatText.optional(),
    uploadId: zInId.optional(),
    offerId: zInId.optional(),
  })
  .superRefine((v, ctx) => {
    const need = v.kind === 'TEXT' ? 'text' : v.kind === 'IMAGE' ? 'uploadId' : 'offerId';
    if (v[need] === undefined) {
      ctx.addIssue({
        code: 'custom',
        message: v.kind === 'TEXT' ? CHAT_MESSAGES.textRequired : M.required,
        path: [need],
      });
    }
    for (const other of ['text', 'uploadId', 'offerId'] as const) {
      if (other !== need && v[other] !== undefined) {
        ctx.addIssue({ code: 'custom', message: CHAT_MESSAGES.kindFields, path: [other] });
      }
    }
  });
export type TSendMessageRequest = z.input<typeof ZSendMessageRequest>;
export const ZChatMessageResponse = dataEnvelope(ZChatMessage);
export type TChatMessageResponse = z.infer<typeof ZChatMessageResponse>;

const zSeq = (message = CHAT_MESSAGES.seq) =>
  zNumeric(zWholeNumber(0, Number.MAX_SAFE_INTEGER, message), message).optional();

/**
 * GET …/messages: `afterSeq` (catch-up: the messages after it, oldest first), or `beforeSeq`
 * (history: the `limit` messages before it, oldest first), or neither (the newest `limit`).
 */
export const ZListMessagesQuery = z
  .object({
    afterSeq: zSeq(),
    beforeSeq: zSeq(),
    limit: zQueryInt(
      1,
      CHAT_MESSAGES_PAGE_MAX,
      CHAT_MESSAGES_PAGE_DEFAULT,
      `Limit must be a whole number from 1 to ${CHAT_MESSAGES_PAGE_MAX}.`,
    ),
  })
  .refine((q) => q.afterSeq === undefined || q.beforeSeq === undefined, {
    message: CHAT_MESSAGES.afterAndBefore,
    path: ['beforeSeq'],
  });
export type TListMessagesQuery = z.input<typeof ZListMessagesQuery>;
export const ZListMessagesResponse = z.object({
  /** Oldest first. */
  data: z.array(ZChatMessage),
  meta: z.object({
    /** More messages exist in the asked direction (after the last / before the first). */
    hasMore: z.boolean(),
    /** The channel's newest seq and the caller's read cursor. */
    lastSeq: z.number().int().nonnegative(),
    readSeq: z.number().int().nonnegative(),
    limit: z.number().int().positive(),
  }),
});
export type TListMessagesResponse = z.infer<typeof ZListMessagesResponse>;

/** POST …/read: the read cursor moves to `seq` (never backwards; capped at the channel's last seq). */
export const ZMarkReadRequest = z.object({
  seq: z.number({ error: CHAT_MESSAGES.seq }).int(CHAT_MESSAGES.seq).min(0, CHAT_MESSAGES.seq),
});
export type TMarkReadRequest = z.input<typeof ZMarkReadRequest>;
export const ZMarkReadResponse = dataEnvelope(
  z.object({
    channelId: ZId,
    readSeq: z.number().int().nonnegative(),
    unreadCount: z.number().int().nonnegative(),
    /** The caller's unread total over all channels. */
    unreadTotal: z.number().int().nonnegative(),
  }),
);
export type TMarkReadResponse = z.infer<typeof ZMarkReadResponse>;

export const ZChatImageResponse = dataEnvelope(ZChatImage);
export type TChatImageResponse = z.infer<typeof ZChatImageResponse>;

export const ZChatUser = ZChatMemberRef.extend({
  blockedByMe: z.boolean(),
  blockedMe: z.boolean(),
}).meta({ id: 'ChatUser' });
export const ZChatUserResponse = dataEnvelope(ZChatUser);
export const ZChatUserParams = z.object({ id: zInId });

export const ZChatBlock = z.object({ member: ZChatMemberRef, createdAt: z.string() });
export const ZChatBlocksResponse = dataEnvelope(z.array(ZChatBlock));
export type TChatBlocksResponse = z.infer<typeof ZChatBlocksResponse>;
export const ZChatBlockResponse = dataEnvelope(z.object({ memberId: ZId, blocked: z.boolean() }));

export const ZReportMessageRequest = z
  .object({
    reason: z.enum(CHAT_REPORT_REASONS, { error: 'Please choose a reason.' }),
    details: z.string().trim().max(CHAT_TEXT_MAX, M.textAreaMax).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.reason === 'OTHER' && !v.details) {
      ctx.addIssue({ code: 'custom', message: CHAT_MESSAGES.detailsRequired, path: ['details'] });
    }
  });
export type TReportMessageRequest = z.input<typeof ZReportMessageRequest>;
export const ZReportMessageResponse = dataEnvelope(
  z.object({ id: ZId, messageId: ZId, reason: ZChatReportReason, createdAt: z.string() }),
);
export type TReportMessageResponse = z.infer<typeof ZReportMessageResponse>;

// ---- admin ----

/** A member as the console shows them: full name and e-mail. */
export const ZChatAdminParty = z.object({ id: ZId, name: z.string(), email: z.string() });

/** A reported message in the console, one row per report (the CSV export's columns). */
export const ZChatReport = z
  .object({
    id: ZId,
    reason: ZChatReportReason,
    details: z.string().nullable(),
    status: ZChatReportStatus,
    createdAt: z.string(),
    resolvedAt: z.string().nullable(),
    resolvedBy: ZChatAdminParty.nullable(),
    reporter: ZChatAdminParty,
    /** The reported message. */
    messageId: ZId,
    messageSeq: z.number().int(),
    messageKind: ZChatMessageKind,
    messageText: z.string().nullable(),
    messageImageUrl: z.string().nullable(),
    messageOfferId: ZId.nullable(),
    messageCreatedAt: z.string(),
    sender: ZChatAdminParty.nullable(),
    /** Whether the sender is banned from chat everywhere now. */
    senderBanned: z.boolean(),
    channelId: ZId,
    channelKind: ZChatChannelKind,
    channelName: z.string().nullable(),
    channelFrozen: z.boolean(),
    /** Reports of this message in all. */
    messageReports: z.number().int().positive(),
  })
  .meta({ id: 'ChatReport' });
export type TChatReport = z.infer<typeof ZChatReport>;

export const ZChatReportDetail = ZChatReport.extend({
  /** Up to CHAT_REPORT_CONTEXT messages before and after, with the reported one, oldest first. */
  context: z.array(ZChatMessage),
});
export type TChatReportDetail = z.infer<typeof ZChatReportDetail>;

const zDateQuery = zIsoDay().optional();

export const ZChatReportsQuery = z.object({
  /** OPEN (default), DECLINED, ACTIONED or ALL. */
  status: z.enum([...CHAT_REPORT_STATUSES, 'ALL'], { error: 'Unknown status.' }).default('OPEN'),
  reason: z.enum(CHAT_REPORT_REASONS, { error: 'Unknown reason.' }).optional(),
  channelId: zInId.optional(),
  senderId: zInId.optional(),
  reporterId: zInId.optional(),
  /** Reported on or after this day / on or before this day (UTC). */
  from: zDateQuery,
  to: zDateQuery,
  /** Up to 1000 a page, for the CSV export. */
  ...zPagingQuery(1000, 25, 1_000_000),
});
export type TChatReportsQuery = z.input<typeof ZChatReportsQuery>;
export const ZChatReportsResponse = z.object({ data: z.array(ZChatReport), meta: ZPageMeta });
export type TChatReportsResponse = z.infer<typeof ZChatReportsResponse>;
export const ZChatReportResponse = dataEnvelope(ZChatReportDetail);
export type TChatReportResponse = z.infer<typeof ZChatReportResponse>;

export const ZResolveChatReportRequest = z.object({
  /** DECLINED: nothing wrong; ACTIONED: acted on (e.g. after a ban or freeze). */
  status: z.enum(['DECLINED', 'ACTIONED'], { error: 'Please choose Declined or Actioned.' }),
  note: z.string().trim().max(CHAT_TEXT_MAX, M.textAreaMax).optional(),
});
export type TResolveChatReportRequest = z.input<typeof ZResolveChatReportRequest>;
export const ZChatReportResolvedResponse = dataEnvelope(ZChatReport);

export const ZAdminFreezeRequest = z.object({
  frozen: z.boolean({ error: M.required }),
  reason: ZChatReason,
});
export type TAdminFreezeRequest = z.input<typeof ZAdminFreezeRequest>;
export const ZAdminChatChannel = z.object({
  id: ZId,
  kind: ZChatChannelKind,
  name: z.string().nullable(),
  frozen: z.boolean(),
  memberCount: z.number().int().nonnegative(),
  lastSeq: z.number().int().nonnegative(),
});
export const ZAdminChatChannelResponse = dataEnvelope(ZAdminChatChannel);

export const ZAdminChatBanRequest = z.object({
  memberId: zMemberId,
  durationMinutes: ZChatDuration,
  reason: ZChatReason,
});
export type TAdminChatBanRequest = z.input<typeof ZAdminChatBanRequest>;
export const ZAdminChatBansQuery = z.object({
  memberId: zInId.optional(),
  ...zPagingQuery(1000, 25, 1_000_000),
});
export const ZAdminChatBansResponse = z.object({ data: z.array(ZChatBan), meta: ZPageMeta });

const C = (p: string) => `/chat${p}`;

export const chatEndpoints = {
  listChatChannels: {
    method: 'GET',
    path: C('/channels'),
    audience: 'member',
    summary:
      "The caller's conversations, newest activity first: the other member's name and photo or the group name, the last message, its time and the unread count (meta.unreadTotal: all unread)",
    tag: TAG,
    query: ZListChatChannelsQuery,
    response: ZListChatChannelsResponse,
  },
  getChatUnread: {
    method: 'GET',
    path: C('/unread'),
    audience: 'member',
    summary: "The caller's unread messages over all conversations (the navigation's Chat badge)",
    tag: TAG,
    response: ZChatUnreadResponse,
  },
  openDirectChannel: {
    method: 'POST',
    path: C('/direct'),
    audience: 'member',
    summary:
      'Open the one-to-one conversation with a member (made once per pair, reused whoever starts it; refused when either blocked the other). With offerId, the offer is posted as a card',
    tag: TAG,
    body: ZOpenDirectChannelRequest,
    response: ZOpenDirectChannelResponse,
  },
  createChannel: {
    method: 'POST',
    path: C('/channels'),
    audience: 'member',
    summary: 'createChannel: a group with a name and the invited members; the creator is its first operator',
    tag: TAG,
    body: ZCreateChannelRequest,
    response: ZChatChannelResponse,
  },
  getChannelDetails: {
    method: 'GET',
    path: C('/channels/:id'),
    audience: 'member',
    summary:
      "getChannelDetails: one conversation of the caller, with the caller's standing (operator, mute, can send)",
    tag: TAG,
    params: ZChannelParams,
    response: ZChatChannelResponse,
  },
  inviteMember: {
    method: 'POST',
    path: C('/channels/:id/members'),
    audience: 'member',
    summary:
      'inviteMember: add members to a group (any member of it; not a frozen group unless operator). Banned members are refused',
    tag: TAG,
    params: ZChannelParams,
    body: ZInviteMemberRequest,
    response: ZChatMembersResponse,
  },
  leaveGroup: {
    method: 'POST',
    path: C('/channels/:id/leave'),
    audience: 'member',
    summary: 'leaveGroup: leave a group (its last operator must name another first unless alone)',
    tag: TAG,
    params: ZChannelParams,
    response: dataEnvelope(z.object({ channelId: ZId, left: z.boolean() })),
  },
  getMembers: {
    method: 'GET',
    path: C('/channels/:id/members'),
    audience: 'member',
    summary: "getMembers: a conversation's current members with their read cursors, operator flags and mutes",
    tag: TAG,
    params: ZChannelParams,
    response: ZChatMembersResponse,
  },
  getOperators: {
    method: 'GET',
    path: C('/channels/:id/operators'),
    audience: 'member',
    summary: "getOperators: a group's operators",
    tag: TAG,
    params: ZChannelParams,
    response: ZChatMembersResponse,
  },
  registerAsOperator: {
    method: 'POST',
    path: C('/channels/:id/operators'),
    audience: 'member',
    summary: 'registerAsOperator: an operator makes a member of the group an operator',
    tag: TAG,
    params: ZChannelParams,
    body: ZChatMemberRequest,
    response: ZChatMemberResponse,
  },
  unRegisterAsOperator: {
    method: 'DELETE',
    path: C('/channels/:id/operators/:memberId'),
    audience: 'member',
    summary: 'unRegisterAsOperator: an operator removes an operator (themselves included; a group keeps one)',
    tag: TAG,
    params: ZChannelMemberParams,
    response: ZChatMemberResponse,
  },
  muteMember: {
    method: 'POST',
    path: C('/channels/:id/mutes'),
    audience: 'member',
    summary:
      'muteMember: an operator mutes a member (not an operator) for durationMinutes or permanently, with a reason; they still read',
    tag: TAG,
    params: ZChannelParams,
    body: ZMuteMemberRequest,
    response: ZChatMemberResponse,
  },
  unMuteMember: {
    method: 'DELETE',
    path: C('/channels/:id/mutes/:memberId'),
    audience: 'member',
    summary: 'unMuteMember: an operator lifts a mute',
    tag: TAG,
    params: ZChannelMemberParams,
    response: ZChatMemberResponse,
  },
  getMuteUser: {
    method: 'GET',
    path: C('/channels/:id/mutes'),
    audience: 'member',
    summary: "getMuteUser: a group's muted members (until when, why)",
    tag: TAG,
    params: ZChannelParams,
    response: ZChatMembersResponse,
  },
  banMember: {
    method: 'POST',
    path: C('/channels/:id/bans'),
    audience: 'member',
    summary:
      'banMember: an operator bans a member (not an operator) for durationMinutes or permanently, with a reason; removed at once, cannot rejoin until it ends',
    tag: TAG,
    params: ZChannelParams,
    body: ZBanMemberRequest,
    response: ZChatBanResponse,
  },
  unBanMember: {
    method: 'DELETE',
    path: C('/channels/:id/bans/:memberId'),
    audience: 'member',
    summary: 'unBanMember: an operator lifts a ban (the member may be invited again)',
    tag: TAG,
    params: ZChannelMemberParams,
    response: dataEnvelope(z.object({ channelId: ZId, memberId: ZId })),
  },
  getBanUser: {
    method: 'GET',
    path: C('/channels/:id/bans'),
    audience: 'member',
    summary: "getBanUser: a group's current bans (operators only)",
    tag: TAG,
    params: ZChannelParams,
    response: ZChatBansResponse,
  },
  freezeChannel: {
    method: 'POST',
    path: C('/channels/:id/freeze'),
    audience: 'member',
    summary: 'freezeChannel: an operator freezes a group (only operators can send)',
    tag: TAG,
    params: ZChannelParams,
    response: ZChatChannelResponse,
  },
  unfreezeChannel: {
    method: 'DELETE',
    path: C('/channels/:id/freeze'),
    audience: 'member',
    summary: 'An operator unfreezes a group',
    tag: TAG,
    params: ZChannelParams,
    response: ZChatChannelResponse,
  },
  sendDefaultMessage: {
    method: 'POST',
    path: C('/channels/:id/system-messages'),
    audience: 'member',
    summary: 'sendDefaultMessage: an operator posts a SYSTEM message in a group',
    tag: TAG,
    params: ZChannelParams,
    body: ZSendDefaultMessageRequest,
    response: ZChatMessageResponse,
  },
  sendChatMessage: {
    method: 'POST',
    path: C('/channels/:id/messages'),
    audience: 'member',
    summary: `Send a message (TEXT at most ${CHAT_TEXT_MAX} characters, IMAGE by uploadId, OFFER by offerId) with the client's clientId: a retry with the same clientId answers the message already sent`,
    tag: TAG,
    params: ZChannelParams,
    body: ZSendMessageRequest,
    response: ZChatMessageResponse,
  },
  listChatMessages: {
    method: 'GET',
    path: C('/channels/:id/messages'),
    audience: 'member',
    summary:
      'Messages of a conversation, oldest first: afterSeq (catch-up after a reconnect), beforeSeq (older history) or the newest page',
    tag: TAG,
    params: ZChannelParams,
    query: ZListMessagesQuery,
    response: ZListMessagesResponse,
  },
  markChatRead: {
    method: 'POST',
    path: C('/channels/:id/read'),
    audience: 'member',
    summary: "Move the caller's read cursor to seq (never backwards)",
    tag: TAG,
    params: ZChannelParams,
    body: ZMarkReadRequest,
    response: ZMarkReadResponse,
  },
  uploadChatImage: {
    method: 'POST',
    path: C('/images'),
    audience: 'member',
    summary:
      'Upload an image to send (multipart/form-data, one file in field "file"; JPEG, PNG or WebP by content, at most 5 MB); answers the uploadId for sendChatMessage',
    tag: TAG,
    response: ZChatImageResponse,
  },
  getChatUser: {
    method: 'GET',
    path: C('/users/:id'),
    audience: 'member',
    summary: "getUser: a member's chat name and photo, and whether either blocked the other",
    tag: TAG,
    params: ZChatUserParams,
    response: ZChatUserResponse,
  },
  listChatBlocks: {
    method: 'GET',
    path: C('/blocks'),
    audience: 'member',
    summary: 'The members the caller blocked',
    tag: TAG,
    response: ZChatBlocksResponse,
  },
  blockChatMember: {
    method: 'POST',
    path: C('/blocks'),
    audience: 'member',
    summary: 'Block a member: no one-to-one messages either way',
    tag: TAG,
    body: ZChatMemberRequest,
    response: ZChatBlockResponse,
  },
  unblockChatMember: {
    method: 'DELETE',
    path: C('/blocks/:memberId'),
    audience: 'member',
    summary: 'Unblock a member',
    tag: TAG,
    params: ZMemberParams,
    response: ZChatBlockResponse,
  },
  reportChatMessage: {
    method: 'POST',
    path: C('/messages/:id/report'),
    audience: 'member',
    summary: 'Report a message of a conversation one is in (once per message), with a reason',
    tag: TAG,
    params: z.object({ id: zInId }),
    body: ZReportMessageRequest,
    response: ZReportMessageResponse,
  },
  adminListChatReports: {
    method: 'GET',
    path: C('/admin/reports'),
    audience: 'admin',
    summary:
      'Reported chat messages, newest report first, filtered (status, reason, channel, sender, reporter, dates); up to 1000 a page for CSV',
    tag: TAG,
    query: ZChatReportsQuery,
    response: ZChatReportsResponse,
  },
  adminGetChatReport: {
    method: 'GET',
    path: C('/admin/reports/:id'),
    audience: 'admin',
    summary: `One report with ${CHAT_REPORT_CONTEXT} messages before and after the reported one`,
    tag: TAG,
    params: z.object({ id: zInId }),
    response: ZChatReportResponse,
  },
  adminResolveChatReport: {
    method: 'POST',
    path: C('/admin/reports/:id/resolve'),
    audience: 'admin',
    summary: 'Resolve an open report: DECLINED or ACTIONED (audited)',
    tag: TAG,
    params: z.object({ id: zInId }),
    body: ZResolveChatReportRequest,
    response: ZChatReportResolvedResponse,
  },
  adminFreezeChatChannel: {
    method: 'POST',
    path: C('/admin/channels/:id/freeze'),
    audience: 'admin',
    summary: 'Freeze or unfreeze any group conversation, with a reason (audited)',
    tag: TAG,
    params: ZChannelParams,
    body: ZAdminFreezeRequest,
    response: ZAdminChatChannelResponse,
  },
  adminListChatBans: {
    method: 'GET',
    path: C('/admin/bans'),
    audience: 'admin',
    summary: 'Members banned from chat everywhere (current bans)',
    tag: TAG,
    query: ZAdminChatBansQuery,
    response: ZAdminChatBansResponse,
  },
  adminBanChatMember: {
    method: 'POST',
    path: C('/admin/bans'),
    audience: 'admin',
    summary:
      'Ban a member from chat everywhere for durationMinutes or permanently, with a reason: removed from every group at once, no sending or reading (audited)',
    tag: TAG,
    body: ZAdminChatBanRequest,
    response: ZChatBanResponse,
  },
  adminUnbanChatMember: {
    method: 'DELETE',
    path: C('/admin/bans/:memberId'),
    audience: 'admin',
    summary: "Lift a member's chat ban everywhere (audited)",
    tag: TAG,
    params: ZMemberParams,
    response: dataEnvelope(z.object({ memberId: ZId })),
  },
} as const satisfies Record<string, EndpointDef>;
