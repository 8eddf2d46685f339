/**
 * Ending a member's chat sockets: a signed-out session's sockets, or every socket of
 * a suspended member, are closed at once on every instance through a 'session-ended' hub event. Called
 * after the change has committed (the routes of logout and change-status). A failed publish is logged,
 * never fails the call: each socket also re-checks its session periodically (chat.socket.ts).
 */
import type { ChatHub } from './hub.ts';

export interface SessionEndedPayload {
  /** The one session that ended (logout); null: every session of the member (suspension). */
  sessionId: string | null;
  reason: string;
}

export async function publishSessionEnded(
  hub: ChatHub,
  userId: string,
  payload: SessionEndedPayload,
  log?: { error: (obj: object, msg: string) => void },
): Promise<void> {
  try {
    await hub.publish({ type: 'session-ended', channelId: null, recipients: [userId], payload });
  } catch (err) {
    log?.error({ err }, 'chat session-ended publish failed');
  }
}
