/**
 * The push sender the deliverer talks to. Its one set of types lives in adapters/push.ts
 * beside the real FCM sender and the no-op one (`createPushSender(config)` picks); modules import the
 * types from here, so they depend on the port, not on the adapter's FCM details.
 */
export type { PushMessage, PushResult, PushSender } from '../../adapters/push.ts';
