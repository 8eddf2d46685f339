/**
 * The live connection (chat, and the notices that ride on it): one WebSocket per tab to
 * GET /v1/chat/socket, opened while a member is signed in (MemberShell mounts `useLiveConnection`),
 * reconnecting with backoff, refreshing the token on a 4001 close, never retrying after 4003
 * (`createChatSocket` in the api-client holds those rules; this module shares it with the pages).
 */
import {
  type ChatSocket,
  type ChatSocketFrame,
  type ChatSocketOptions,
  createChatSocket,
} from '@barterbits/api-client';
import { checkLiveServerFrame, LIVE_SOCKET_PATH, type LiveServerFrame } from '@barterbits/contracts';
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { api } from './api.ts';

/** Where the connection stands (for a small "Reconnecting…" hint in the thread). */
export type LiveStatus = 'idle' | 'connecting' | 'open' | 'reconnecting' | 'closed';

/**
 * A server frame as listeners see it: the hub's events ('message', 'read', 'typing', 'channel', 'member',
 * 'moderation', 'unread', and the notices' 'notice' and 'notices-read'), typed by the contracts' live
 * protocol (`LIVE_SERVER_FRAMES`), and three about the connection:
 * - 'connected': the socket is (re)authenticated ('ready' from the server). Listeners that hold messages
 *   catch up over REST (`listChatMessages(id, { afterSeq })`) on every 'connected' after the first.
 * - 'resync': the server says events may have been missed: catch up over REST the same way.
 * - 'maintenance': a maintenance lock was set or released (the app checks the lock again).
 */
export type LiveEvent =
  | LiveServerFrame<Exclude<LiveServerFrame['type'], 'ready' | 'pong' | 'error'>>
  | { type: 'connected'; channelId: null; payload: { userId: string; reconnect: boolean } };

/**
 * A server frame as listeners see it, or null when it is not for them. Each frame is checked against the
 * contracts' live protocol first: one of an unknown type or not valid for its type is logged and dropped
 * (the connection goes on). 'ready' becomes 'connected' (`reconnect`: this connection was authenticated
 * before); 'pong' and 'error' (a refused typing indicator) are not for listeners.
 */
export function toLiveEvent(frame: ChatSocketFrame, reconnect: boolean): LiveEvent | null {
  const checked = checkLiveServerFrame(frame);
  if (!checked.ok) {
    console.warn(`Live event ignored: ${checked.reason}.`);
    return null;
  }
  const event = checked.frame;
  switch (event.type) {
    case 'ready':
      return { type: 'connected', channelId: null, payload: { userId: event.payload.userId, reconnect } };
    case 'pong':
    case 'error':
      return null;
    default:
      return event;
  }
}

/** The socket's address on this page's host: ws:// beside http, wss:// beside https. */
export const liveSocketUrl = (loc: Pick<Location, 'protocol' | 'host'>): string =>
  `${loc.protocol === 'https:' ? 'wss' : 'ws'}://${loc.host}${LIVE_SOCKET_PATH}`;

/** The chat unread total of a member (react-query key). */
export const chatUnreadKey = (userId: string) => ['chat', 'unread', userId] as const;

/** GET /chat/unread: the total the navigation badge shows. */
export const chatUnreadQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: chatUnreadKey(userId),
    queryFn: async () => (await api.getChatUnread()).data.total,
  });

// ---- the tab's one connection ----

type Listener = (event: LiveEvent) => void;
const listeners = new Set<Listener>();
const statusListeners = new Set<() => void>();
let status: LiveStatus = 'idle';
let current: { userId: string; socket: ChatSocket; queryClient: QueryClient } | null = null;

const setStatus = (next: LiveStatus) => {
  if (next === status) return;
  status = next;
  for (const l of [...statusListeners]) l();
};

const emit = (event: LiveEvent) => {
  for (const l of [...listeners]) {
    try {
      l(event);
    } catch (err) {
      // One page's failing listener must not keep the event from the others (or the badge).
      console.error(err);
    }
  }
};

/** Put a total in the badge's cache, dropping a GET under way (its answer would be older). */
const writeUnreadTotal = (queryClient: QueryClient, userId: string, total: number) => {
  void queryClient.cancelQueries({ queryKey: chatUnreadKey(userId) });
  queryClient.setQueryData(chatUnreadKey(userId), total);
};

/** How {@link startLive} makes its socket (a test passes a fake). */
export type CreateLiveSocket = (opts: ChatSocketOptions) => ChatSocket;

/** The maintenance lock's part of the socket: the tester's unlock pass, and what a maintenance close does. */
export type LiveMaintenanceHooks = Pick<ChatSocketOptions, 'getUnlockPass' | 'onMaintenance'>;

/**
 * Open the tab's connection for `userId` (closing any other first) and return its stop function.
 * Each 'ready' is emitted as 'connected' and refetches the unread total (events may have been missed
 * before it); 'unread' events set the total; 'resync' refetches it and is passed on; 'maintenance' asks
 * for a restriction check (`maintenance.onMaintenance`), so locked sections show before they are opened.
 */
export function startLive(
  userId: string,
  queryClient: QueryClient,
  createSocket: CreateLiveSocket = createChatSocket,
  maintenance: LiveMaintenanceHooks = {},
): () => void {
  current?.socket.stop();
  let readyBefore = false;
  const refetchUnread = () => void queryClient.invalidateQueries({ queryKey: chatUnreadKey(userId) });
  const socket = createSocket({
    url: () => liveSocketUrl(window.location),
    getAccessToken: () => api.session.getAccessToken(),
    refresh: () => api.refreshToken(),
    // A tester's maintenance unlock pass rides along; a maintenance close asks for a restriction check.
    ...maintenance,
    onStatus: (s) => {
      if (current?.socket === socket) setStatus(s);
    },
    onEvent: (frame) => {
      const event = toLiveEvent(frame, readyBefore);
      if (!event) return;
      if (event.type === 'connected') {
        readyBefore = true;
        refetchUnread();
      } else if (event.type === 'resync') refetchUnread();
      else if (event.type === 'maintenance') maintenance.onMaintenance?.('');
      else if (event.type === 'unread') writeUnreadTotal(queryClient, userId, event.payload.total);
      emit(event);
    },
  });
  const mine = { userId, socket, queryClient };
  current = mine;
  socket.start();
  return () => {
    socket.stop();
    if (current !== mine) return;
    current = null;
    setStatus('idle');
  };
}

/** Open the live connection for this member while mounted (once, in MemberShell); closes on unmount/sign-out. */
export function useLiveConnection(userId: string | undefined, maintenance?: LiveMaintenanceHooks): void {
  const queryClient = useQueryClient();
  useEffect(
    () => (userId ? startLive(userId, queryClient, createChatSocket, maintenance) : undefined),
    [userId, queryClient, maintenance],
  );
}

const subscribeStatus = (onChange: () => void) => {
  statusListeners.add(onChange);
  return () => {
    statusListeners.delete(onChange);
  };
};

/** The connection's status now (outside React). */
export const getLiveStatus = (): LiveStatus => status;

/** The connection's status. */
export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore(subscribeStatus, getLiveStatus);
}

/** Listen to live events until the returned function is called. */
export function subscribeLive(listener: (event: LiveEvent) => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Subscribe to live events while mounted; the listener may change between renders (latest one is called). */
export function useLiveEvents(listener: (event: LiveEvent) => void): void {
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => subscribeLive((event) => latest.current(event)), []);
}

/** Tell the channel's other members this member is typing. false when not connected (dropped). */
export function sendTyping(channelId: string): boolean {
  return current?.socket.send({ type: 'typing', channelId }) ?? false;
}

/**
 * The chat unread total for the navigation badge: GET /chat/unread on start and after every (re)connect,
 * then kept true by 'unread' events, including across tabs (each tab has its socket).
 */
export function useChatUnreadTotal(userId: string | undefined): number {
  return useQuery({ ...chatUnreadQueryOptions(userId ?? ''), enabled: !!userId }).data ?? 0;
}

/** Set the badge's total at once (the chat page calls it with markChatRead's `unreadTotal`). */
export function setChatUnreadTotal(total: number): void {
  if (current) writeUnreadTotal(current.queryClient, current.userId, total);
}
