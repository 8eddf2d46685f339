/** The notification matrix cells a member changed, and their search radii (user_settings). */
import {
  DEFAULT_NOTIFICATION_MATRIX,
  type Locale,
  type NotificationChannel,
  type NotificationChannels,
  type NotificationGroup,
  type NotificationMatrix,
  RADIUS_SETTING_DEFAULT_KM,
} from '@barterbits/contracts';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { notificationSettings, userSettings } from '../../db/schema.ts';

/** One changed cell. */
export interface SettingCell {
  group: NotificationGroup;
  channel: NotificationChannel;
  enabled: boolean;
}

/** A recipient of notices as notify() reads them (`recipients`). */
export interface Recipient {
  locale: Locale;
  hasDevice: boolean;
  /** The notification matrix cells they changed, of the groups asked for. */
  cells: { group: string; channel: string; enabled: boolean }[];
}

/** A recipient's channels for one group: the defaults overlaid with the cells they changed. */
export function channelsOf(r: Recipient | undefined, group: NotificationGroup): NotificationChannels {
  const c = { ...DEFAULT_NOTIFICATION_MATRIX[group] };
  for (const cell of r?.cells ?? [])
    if (cell.group === group) c[cell.channel as NotificationChannel] = cell.enabled;
  return c;
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

    /**
     * What notify() needs of each recipient, in one statement for any number of them: their language, whether
     * they have a device to push to, and the cells they changed in `groups`. A member not found reads as the
     * defaults (`channelsOf` overlays the cells on them).
     */
    async recipients(userIds: string[], groups: NotificationGroup[]): Promise<Map<string, Recipient>> {
      const out = new Map<string, Recipient>();
      if (!userIds.length) return out;
      const list = (xs: string[]) =>
        sql.join(
          xs.map((x) => sql`${x}`),
          sql`, `,
        );
      const rows = await rowsOf<{
        id: string;
        language: Locale;
        has_device: boolean;
        cells: { group: string; channel: string; enabled: boolean }[] | null;
      }>(
        db,
        sql`select u.id, u.language,
                   exists (select 1 from device_tokens d where d.user_id = u.id) as has_device,
                   (select json_agg(json_build_object('group', s."group", 'channel', s.channel, 'enabled', s.enabled))
                      from notification_settings s
                      where s.user_id = u.id and s."group" in (${list(groups)})) as cells
            from users u where u.id in (${list(userIds)})`,
      );
      for (const r of rows) {
        out.set(r.id, { locale: r.language, hasDevice: r.has_device, cells: r.cells ?? [] });
      }
      return out;
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
