/**
 * The push sender the deliverer talks to (issue 14). The real one (FCM) lives in adapters/push.ts;
 * until it is connected the no-op sender below answers every message as not sent.
 */

/** One push message to one device token. */
export interface PushMessage {
  token: string;
  title: string;
  body: string;
  /** A member-app path to open on click. */
  link?: string | null;
  data?: Record<string, string>;
}

/** The answer for one token: `tokenInvalid` means the token will never work again (delete it). */
export type PushResult = { ok: true } | { ok: false; tokenInvalid: boolean; error: string };

/** Sends push messages (FCM, or a stand-in). */
export interface PushSender {
  readonly name: string;
  send(msg: PushMessage): Promise<PushResult>;
}

/** No push service configured: nothing is sent (the deliverer marks PUSH deliveries FAILED at once, no retry). */
export const noPushSender: PushSender = {
  name: 'none',
  send: async () => ({ ok: false, tokenInvalid: false, error: 'No push service is configured.' }),
};
