/** The notification matrix cells a member changed, and their search radii (user_settings). */
import {
  DEFAULT_NOTIFICATION_MATRIX,
  type NotificationChannel,
  type NotificationChannels,
  type NotificationGroup,
  type NotificationMatrix,
  RADIUS_SETTING_DEFAULT_KM,
} from '@barterbits/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { notificationSettings, userSettings } from '../../db/schema.ts';

/** One changed cell. */
export interface SettingCell {
  group: NotificationGroup;
  channel: NotificationChannel;
  enabled: boolean;
}

const copyDefaults = (): NotificationMatrix =>
  Object.fromEntries(
    Object.entries(DEFAULT_NOTIFICATION_MATRIX).map(([g, c]) => [g, { ...c }]),
  ) as NotificationMatrix;

export function createSettingsRepository(db: DbOrTx) {
  return {
    /** The member's whole matrix: defaults overlaid with the cells they changed. */
    async matrix(userId: string): Promise<NotificationMatrix> {
      const rows = await db
        .select()
        .from(notificationSettings)
        .where(eq(notificationSettings.userId, userId));
      const m = copyDefaults();
      for (const r of rows) {
        const cells = m[r.group as NotificationGroup];
        if (cells) cells[r.channel as NotificationChannel] = r.enabled;
      }
      return m;
    },

    /** The member's channels for one group. */
    async channels(userId: string, group: NotificationGroup): Promise<NotificationChannels> {
      const rows = await db
        .select({ channel: notificationSettings.channel, enabled: notificationSettings.enabled })
        .from(notificationSettings)
        .where(and(eq(notificationSettings.userId, userId), eq(notificationSettings.group, group)));
      const c = { ...DEFAULT_NOTIFICATION_MATRIX[group] };
      for (const r of rows) c[r.channel as NotificationChannel] = r.enabled;
      return c;
    },

    async saveCells(userId: string, cells: SettingCell[], at: Date): Promise<void> {
      if (!cells.length) return;
      await db
        .insert(notificationSettings)
        .values(cells.map((c) => ({ userId, ...c, updatedAt: at })))
        .onConflictDoUpdate({
          target: [notificationSettings.userId, notificationSettings.group, notificationSettings.channel],
          set: { enabled: sql`excluded.enabled`, updatedAt: at },
        });
    },

    /** Offer and member radius (the defaults when the member has no settings row yet). */
    async radii(userId: string): Promise<{ offerRadius: number; memberRadius: number }> {
      const [row] = await db
        .select({ offerRadius: userSettings.offerRadius, memberRadius: userSettings.memberRadius })
        .from(userSettings)
        .where(eq(userSettings.userId, userId));
      return row ?? { offerRadius: RADIUS_SETTING_DEFAULT_KM, memberRadius: RADIUS_SETTING_DEFAULT_KM };
    },

    async saveRadii(userId: string, v: { offerRadius?: number; memberRadius?: number }, at: Date) {
      const set = { ...v, updatedAt: at };
      await db
        .insert(userSettings)
        .values({ userId, ...set })
        .onConflictDoUpdate({ target: userSettings.userId, set });
    },
  };
}
