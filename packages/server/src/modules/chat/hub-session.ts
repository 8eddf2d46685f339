/**
 * Ending a member's chat sockets: a signed-out session's sockets, or every socket of
 * a suspended member, are closed at once on every instance through a 'session-ended' hub event. Called
 * after the change has committed (the routes of logout and change-status). A failed publish is logged,
 * never fails the call: each socket also re-checks its session periodically (chat.socket.ts).
 */
import type { z } from 'zod';
import type { ChatHub, ZSessionEndedPayload } from './hub.ts';

export type SessionEndedPayload = z.infer<typeof ZSessionEndedPayload>;

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
