/** The caller's push tokens: stored at permission time, forgotten at sign-out. */
import type { TRegisterDeviceTokenRequest } from '@barterbits/contracts';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { createDeviceTokensRepository } from './device-tokens.ts';

/** Longer user agents are cut (they are only shown to help a member tell devices apart). */
const USER_AGENT_MAX = 512;

export function createDeviceTokensService(deps: { db: Db; now?: () => Date }) {
  const repo = createDeviceTokensRepository(deps.db);
  const clock = deps.now ?? (() => new Date());
  return {
    /** Upsert by token: the caller now owns it, seen now (a token moves to the latest member). */
    async register(auth: AuthContext, body: TRegisterDeviceTokenRequest, userAgent: string | undefined) {
      const row = await repo.upsert({
        token: body.token,
        userId: auth.userId,
        platform: body.platform ?? 'WEB',
        userAgent: userAgent ? userAgent.slice(0, USER_AGENT_MAX) : null,
        at: clock(),
      });
      return { platform: 'WEB' as const, lastSeenAt: row.lastSeenAt.toISOString() };
    },

    /** Removes the token if it is the caller's; someone else's token is left alone (same answer shape). */
    async remove(auth: AuthContext, token: string) {
      return { removed: await repo.removeOwn(auth.userId, token) };
    },
  };
}
