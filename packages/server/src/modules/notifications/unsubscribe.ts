/**
 * One-click unsubscribe links of notification e-mails: the token names the member and the
 * group and is signed (HMAC-SHA256) with the app's token-signing secret, under its own purpose label
 * so it can never pass for another signed value. It does not expire: an old e-mail's link still works.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { NOTIFICATION_GROUPS, type NotificationGroup } from '@barterbits/contracts';

const PURPOSE = 'notification-unsubscribe:v1';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Signs and reads unsubscribe tokens `<userId>.<group>.<signature>`. */
export interface UnsubscribeTokens {
  sign(userId: string, group: NotificationGroup): string;
  /** The member and group, or null when the token is malformed or its signature is wrong. */
  verify(token: string): { userId: string; group: NotificationGroup } | null;
}

export function createUnsubscribeTokens(secret: string): UnsubscribeTokens {
  const mac = (userId: string, group: string) =>
    createHmac('sha256', secret).update(`${PURPOSE}\n${userId}\n${group}`).digest('base64url');
  return {
    sign: (userId, group) => `${userId}.${group}.${mac(userId, group)}`,
    verify(token) {
      const [userId = '', group = '', signature = '', ...rest] = token.split('.');
      if (rest.length || !UUID.test(userId) || !NOTIFICATION_GROUPS.includes(group as NotificationGroup))
        return null;
      const expected = Buffer.from(mac(userId, group));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return { userId, group: group as NotificationGroup };
    },
  };
}
