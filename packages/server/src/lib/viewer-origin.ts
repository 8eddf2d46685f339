/** Where a member searches from: their general location and one of their radius settings. */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { preparedRowsOf } from '../db/rows.ts';
import type { Point } from './geo.ts';

/** The radius settings (user_settings columns): the member search's and the offer search's. */
const RADIUS_SETTINGS = {
  member: sql`s.member_radius`,
  offer: sql`s.offer_radius`,
};

/**
 * The user's general location (null without one) and their `setting` radius in km (null without a
 * settings row).
 */
export async function viewerOrigin(
  db: DbOrTx,
  userId: string,
  setting: keyof typeof RADIUS_SETTINGS,
): Promise<{ center: Point | null; radiusSetting: number | null }> {
  const [row] = await preparedRowsOf<{
    latitude: number | null;
    longitude: number | null;
    radius: number | null;
  }>(
    db,
    sql`select l.latitude, l.longitude, ${RADIUS_SETTINGS[setting]} as radius
        from users u
        left join user_locations l on l.user_id = u.id
        left join user_settings s on s.user_id = u.id
        where u.id = ${userId}`,
    'viewer_origin',
  );
  if (!row) return { center: null, radiusSetting: null };
  const center =
    row.latitude !== null && row.longitude !== null ? { lat: row.latitude, lng: row.longitude } : null;
  return { center, radiusSetting: row.radius };
}
