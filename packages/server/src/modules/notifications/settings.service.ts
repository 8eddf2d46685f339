/** The caller's notification settings: the group × channel matrix and the search radii. */
import {
  LOCKED_NOTIFICATION_CELLS,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_GROUPS,
  type TNotificationSettings,
  type TUpdateNotificationSettingsRequest,
} from '@barterbits/contracts';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { createSettingsRepository, type SettingCell } from './settings.repository.ts';

/** The cells a PATCH body names, in a stable order. */
function cellsOf(groups: TUpdateNotificationSettingsRequest['groups']): SettingCell[] {
  const cells: SettingCell[] = [];
  for (const group of NOTIFICATION_GROUPS) {
    for (const channel of NOTIFICATION_CHANNELS) {
      const enabled = groups?.[group]?.[channel];
      if (enabled !== undefined) cells.push({ group, channel, enabled });
    }
  }
  return cells;
}

export function createNotificationSettingsService(deps: { db: Db; now?: () => Date }) {
  const { db } = deps;
  const clock = deps.now ?? (() => new Date());

  const read = async (userId: string): Promise<TNotificationSettings> => {
    const repo = createSettingsRepository(db);
    const groups = await repo.matrix(userId);
    for (const { group, channel } of LOCKED_NOTIFICATION_CELLS) groups[group][channel] = true;
    return {
      groups,
      locked: [...LOCKED_NOTIFICATION_CELLS],
      securityEmails: 'ALWAYS',
      ...(await repo.radii(userId)),
    };
  };

  return {
    /** The caller's settings (self only: the caller is the subject). */
    get: (auth: AuthContext) => read(auth.userId),

    /** Changes only the cells and radii sent (the contract refused unknown or locked ones). */
    async update(
      auth: AuthContext,
      body: TUpdateNotificationSettingsRequest,
    ): Promise<TNotificationSettings> {
      const at = clock();
      await db.transaction(async (tx) => {
        const repo = createSettingsRepository(tx);
        await repo.saveCells(auth.userId, cellsOf(body.groups), at);
        const radii = {
          ...(body.offerRadius !== undefined ? { offerRadius: body.offerRadius } : {}),
          ...(body.memberRadius !== undefined ? { memberRadius: body.memberRadius } : {}),
        };
        if (Object.keys(radii).length) await repo.saveRadii(auth.userId, radii, at);
      });
      return read(auth.userId);
    },
  };
}

export type NotificationSettingsService = ReturnType<typeof createNotificationSettingsService>;
