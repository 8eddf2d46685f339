/**
 * The live connection (issue 13 chat; issue 14 will carry notices on it too): one WebSocket per tab to
 * GET /v1/chat/socket, opened while a member is signed in (MemberShell mounts `useLiveConnection`),
 * reconnecting with backoff, refreshing the token on a 4001 close, never retrying after 4003.
 *
 * STUB (lead): the signatures below are the contract between lib (helper "live") and features/chat
 * (helper "chat-ui"). The implementation replaces the bodies; the signatures only grow.
 */
import type { TChatEventChange, TChatMessage } from '@barterbits/contracts';

/** Where the connection stands (for a small "Reconnecting…" hint in the thread). */
export type LiveStatus = 'idle' | 'connecting' | 'open' | 'reconnecting' | 'closed';

/**
 * A server frame as listeners see it. Besides the hub's events ('message', 'read', 'typing', 'channel',
 * 'member', 'moderation', 'unread'), two come from the client itself:
 * - 'connected': the socket is (re)authenticated ('ready' from the server). Listeners that hold messages
 *   catch up over REST (`listChatMessages(id, { afterSeq })`) on every 'connected' after the first.
 * - 'resync': the server says events may have been missed: catch up over REST the same way.
 */
export type LiveEvent =
  | { type: 'message'; channelId: string; payload: TChatMessage }
  | { type: 'read'; channelId: string; payload: { userId: string; readSeq: number } }
  | { type: 'typing'; channelId: string; payload: { userId: string } }
  | { type: 'channel' | 'member' | 'moderation'; channelId: string | null; payload: TChatEventChange }
  | {
      type: 'unread';
      channelId: string | null;
      payload: { total: number; channelId: string | null; unreadCount: number | null };
    }
  | { type: 'connected'; channelId: null; payload: { userId: string; reconnect: boolean } }
  | { type: 'resync'; channelId: null; payload: null };

/** Open the live connection for this member while mounted (once, in MemberShell); closes on unmount/sign-out. */
export function useLiveConnection(_userId: string | undefined): void {}

/** The connection's status. */
export function useLiveStatus(): LiveStatus {
  return 'idle';
}

/** Subscribe to live events while mounted; the listener may change between renders (latest one is called). */
export function useLiveEvents(_listener: (event: LiveEvent) => void): void {}

/** Tell the channel's other members this member is typing. false when not connected (dropped). */
export function sendTyping(_channelId: string): boolean {
  return false;
}

/**
 * The chat unread total for the navigation badge: GET /chat/unread on start and after every (re)connect,
 * then kept true by 'unread' events, including across tabs (each tab has its socket).
 */
export function useChatUnreadTotal(_userId: string | undefined): number {
  return 0;
}

/** Set the badge's total at once (the chat page calls it with markChatRead's `unreadTotal`). */
export function setChatUnreadTotal(_total: number): void {}
