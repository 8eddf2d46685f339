/**
 * The live protocol: the WebSocket at GET /v1/chat/socket, one map from frame type to zod schema, as the
 * endpoint registry is for the HTTP calls. From it the server's hub is typed (what may be published), the
 * server checks what a client sends, the member app checks what it receives and types its handlers, and
 * the server generates the AsyncAPI document (GET /v1/asyncapi.json).
 *
 * Server → client frames are `{ type, channelId, payload }`:
 * - {@link LIVE_HUB_EVENTS}: what the modules publish on the server's hub after their transaction
 *   commits, delivered as they are to the sockets of their recipients (chat's, and the notices');
 * - {@link LIVE_SOCKET_FRAMES}: the socket's own ('ready', 'pong', 'resync', 'maintenance', 'error').
 * Client → server frames ({@link LIVE_CLIENT_FRAMES}) are flat: `{ type: 'typing', channelId }`.
 *
 * The browser loads this map up front (the live connection opens with the member's shell): keep payloads
 * to the small schema modules the frames need (`api/chat-message.ts`, `api/notice.ts`, never a whole API
 * module), and the texts that document them in {@link LIVE_FRAME_DOCS}, which only the server reads. The
 * socket's address, subprotocol and close codes are in `live-socket.ts` (no schemas: the api-client's
 * socket reads them).
 */
import { z } from 'zod';
import {
  ZChatEventChange,
  ZChatEventMessage,
  ZChatEventRead,
  ZChatEventTyping,
  ZChatEventUnread,
} from './api/chat-message.ts';
import { ZNoticesReadPayload, ZNotification } from './api/notice.ts';
import { ZId } from './entities.ts';

/** One server frame type: what its `channelId` may be, and its payload. */
export interface LiveFrameDef {
  channelId: z.ZodType<string | null>;
  payload: z.ZodType;
}

/** A channel's event: always names the channel. */
const inChannel = ZId;
/** A change about a channel, or about the member everywhere (null: e.g. a ban from chat everywhere). */
const channelOrNone = ZId.nullable();
const none = z.null();

/** Events published on the server's hub and delivered as they are to their recipients' sockets. */
export const LIVE_HUB_EVENTS = {
  message: { channelId: inChannel, payload: ZChatEventMessage },
  read: { channelId: inChannel, payload: ZChatEventRead },
  typing: { channelId: inChannel, payload: ZChatEventTyping },
  channel: { channelId: channelOrNone, payload: ZChatEventChange },
  member: { channelId: channelOrNone, payload: ZChatEventChange },
  moderation: { channelId: channelOrNone, payload: ZChatEventChange },
  unread: { channelId: channelOrNone, payload: ZChatEventUnread },
  notice: { channelId: none, payload: ZNotification },
  'notices-read': { channelId: none, payload: ZNoticesReadPayload },
} satisfies Record<string, LiveFrameDef>;

/** The codes of an 'error' frame. */
export const LIVE_ERROR_CODES = [
  'BAD_FRAME',
  'TOO_MANY_REQUESTS',
  'MAINTENANCE',
  'FORBIDDEN',
  'INTERNAL',
] as const;

/** Frames of the socket itself. */
export const LIVE_SOCKET_FRAMES = {
  ready: { channelId: none, payload: z.object({ userId: ZId }) },
  pong: { channelId: none, payload: z.object({ at: z.string() }) },
  resync: { channelId: none, payload: z.null() },
  maintenance: { channelId: none, payload: z.null() },
  error: {
    channelId: channelOrNone,
    payload: z.object({ code: z.enum(LIVE_ERROR_CODES), message: z.string() }),
  },
} satisfies Record<string, LiveFrameDef>;

/** Every frame the server sends. */
export const LIVE_SERVER_FRAMES = { ...LIVE_HUB_EVENTS, ...LIVE_SOCKET_FRAMES } satisfies Record<
  string,
  LiveFrameDef
>;

/**
 * Every frame a client may send. 'auth' only as the first frame of a socket opened without the token
 * subprotocol; 'typing' is delivered to the channel's other members when the sender may write there.
 */
export const LIVE_CLIENT_FRAMES = {
  // Marked pure: the browser never checks these, and its bundle drops them.
  auth: /* @__PURE__ */ z.object({ type: z.literal('auth'), token: z.string().min(1) }),
  typing: /* @__PURE__ */ z.object({ type: z.literal('typing'), channelId: ZId }),
  ping: /* @__PURE__ */ z.object({ type: z.literal('ping') }),
} satisfies Record<string, z.ZodObject>;

/** The frames of a map of frame types, one member of the union per type. */
export type LiveFrameOf<
  M extends Record<string, LiveFrameDef>,
  K extends keyof M = keyof M,
> = K extends string
  ? { type: K; channelId: z.output<M[K]['channelId']>; payload: z.output<M[K]['payload']> }
  : never;

export type LiveHubEventType = keyof typeof LIVE_HUB_EVENTS;
/** A hub event as a socket receives it (`LiveHubEvent<'message'>`: one type's). */
export type LiveHubEvent<K extends LiveHubEventType = LiveHubEventType> = LiveFrameOf<
  typeof LIVE_HUB_EVENTS,
  K
>;
export type LiveServerFrameType = keyof typeof LIVE_SERVER_FRAMES;
/** A server frame (`LiveServerFrame<'ready'>`: one type's). */
export type LiveServerFrame<K extends LiveServerFrameType = LiveServerFrameType> = LiveFrameOf<
  typeof LIVE_SERVER_FRAMES,
  K
>;
export type LiveClientFrameType = keyof typeof LIVE_CLIENT_FRAMES;
/** A client frame (`LiveClientFrame<'typing'>`: one type's). */
export type LiveClientFrame<K extends LiveClientFrameType = LiveClientFrameType> = z.output<
  (typeof LIVE_CLIENT_FRAMES)[K]
>;

/** A frame checked against the map: the typed frame, or why it was refused (for a log line or an error frame). */
export type LiveFrameCheck<F> = { ok: true; frame: F } | { ok: false; reason: string };

const firstIssue = (error: z.ZodError, what: string) => {
  const issue = error.issues[0];
  const at = issue && issue.path.length > 0 ? issue.path.join('.') : what;
  return `${at}: ${issue?.message ?? 'not valid'}`;
};

/** A server frame as received (`channelId` and `payload` as they came), checked against its type's schemas. */
export function checkLiveServerFrame(frame: {
  type: string;
  channelId: unknown;
  payload: unknown;
}): LiveFrameCheck<LiveServerFrame> {
  if (!Object.hasOwn(LIVE_SERVER_FRAMES, frame.type))
    return { ok: false, reason: `unknown frame type "${frame.type.slice(0, 40)}"` };
  const def: LiveFrameDef = LIVE_SERVER_FRAMES[frame.type as LiveServerFrameType];
  const channelId = def.channelId.safeParse(frame.channelId);
  if (!channelId.success) return { ok: false, reason: `${frame.type}: channelId is not valid` };
  const payload = def.payload.safeParse(frame.payload);
  if (!payload.success)
    return { ok: false, reason: `${frame.type}: ${firstIssue(payload.error, 'payload')}` };
  return {
    ok: true,
    frame: { type: frame.type, channelId: channelId.data, payload: payload.data } as LiveServerFrame,
  };
}

/** A client frame (parsed JSON), checked against its type's schema. */
export function checkLiveClientFrame(value: unknown): LiveFrameCheck<LiveClientFrame> {
  const type = (value as { type?: unknown } | null)?.type;
  if (!value || typeof value !== 'object' || Array.isArray(value) || typeof type !== 'string')
    return { ok: false, reason: 'A frame must be JSON: { "type": … }.' };
  if (!Object.hasOwn(LIVE_CLIENT_FRAMES, type))
    return { ok: false, reason: `Unknown frame type "${type.slice(0, 40)}".` };
  const parsed = LIVE_CLIENT_FRAMES[type as LiveClientFrameType].safeParse(value);
  if (!parsed.success) {
    const field = parsed.error.issues[0]?.path.join('.') || 'type';
    return { ok: false, reason: `The ${type} frame needs a valid ${field}.` };
  }
  return { ok: true, frame: parsed.data };
}

/**
 * What each frame means, for the AsyncAPI document (the server reads it; the browser never loads it).
 * Every frame type of both directions has one.
 */
export const LIVE_FRAME_DOCS: {
  server: Record<LiveServerFrameType, string>;
  client: Record<LiveClientFrameType, string>;
} = {
  server: {
    message:
      'A new message in a channel the member is in, as GET /chat/channels/{id}/messages returns it (clientId only for its sender).',
    read: "A member's read cursor moved in the channel.",
    typing: 'Another member is writing in the channel.',
    channel: 'A channel was created or changed (frozen, unfrozen): refetch its details.',
    member:
      'A member joined, left or was removed, or became or stopped being an operator: refetch the members.',
    moderation:
      'A member was muted, unmuted, banned or unbanned (channelId null: banned from, or let back into, chat everywhere).',
    unread:
      "The recipient's new unread total, and their unread count in the channel (null: not a member of it).",
    notice: 'A new in-app notice, as GET /notify lists it, sent once after its transaction committed.',
    'notices-read': 'The member marked notices read (in any tab): the unread count now.',
    ready: 'The socket is authenticated (sent once). After a reconnect, catch up over REST.',
    pong: "The answer to the client's ping.",
    resync:
      'Events may have been missed (the event feed was interrupted, or a lock changed): catch up over REST.',
    maintenance: 'A maintenance lock was set or released: check the lock again.',
    error: 'A client frame was refused: a code, and a message for the log. The socket stays open.',
  },
  client: {
    auth: 'The access token, as the first frame of a socket opened without the token subprotocol (within 5 seconds).',
    typing:
      'The member is writing in the channel: delivered to its other members (at most every 2 seconds per channel).',
    ping: 'Keeps the connection checked: the server answers pong.',
  },
};
