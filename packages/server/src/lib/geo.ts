/** Distances on the Earth's surface (haversine), in km, and the bounding box used as an index prefilter. */
import { type SQL, sql } from 'drizzle-orm';

export const EARTH_RADIUS_KM = 6371;
/** km per degree of latitude (and of longitude at the equator). */
const KM_PER_DEGREE = 111.045;

export interface Point {
  lat: number;
  lng: number;
}

const rad = (d: number) => (d * Math.PI) / 180;

export function haversineKm(a: Point, b: Point): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Distances are shown with one decimal. */
export const roundKm = (km: number) => Math.round(km * 10) / 10;

/**
 * The latitude/longitude box that contains every point within `radiusKm` of `c` (slightly larger).
 * `lng` is null when the box would wrap around the antimeridian or a pole (then only latitude bounds).
 */
export function boundingBox(c: Point, radiusKm: number) {
  const dLat = radiusKm / KM_PER_DEGREE;
  const cos = Math.cos(rad(c.lat));
  const dLng = cos > 1e-6 ? radiusKm / (KM_PER_DEGREE * cos) : 360;
  const lat = { min: c.lat - dLat, max: c.lat + dLat };
  const wraps = dLng >= 180 || c.lng - dLng < -180 || c.lng + dLng > 180 || lat.min < -90 || lat.max > 90;
  return { lat, lng: wraps ? null : { min: c.lng - dLng, max: c.lng + dLng } };
}

/** Haversine distance in km between the columns and a fixed point, as SQL. */
export function distanceSql(latCol: SQL, lngCol: SQL, c: Point): SQL {
  return sql`(${2 * EARTH_RADIUS_KM} * asin(least(1, sqrt(
    power(sin(radians(${latCol} - ${c.lat}::float8) / 2), 2)
    + cos(radians(${c.lat}::float8)) * cos(radians(${latCol}))
      * power(sin(radians(${lngCol} - ${c.lng}::float8) / 2), 2)))))`;
}

/**
 * The conditions of "within `radiusKm` of `c`": the bounding box on the columns (an index prefilter)
 * and `distance` (the row's distance in km from `c`, as SQL) deciding.
 */
export function withinRadiusSql(latCol: SQL, lngCol: SQL, c: Point, radiusKm: number, distance: SQL): SQL[] {
  const box = boundingBox(c, radiusKm);
  const where: SQL[] = [sql`${latCol} between ${box.lat.min} and ${box.lat.max}`];
  if (box.lng) where.push(sql`${lngCol} between ${box.lng.min} and ${box.lng.max}`);
  where.push(sql`${distance} <= ${radiusKm}`);
  return where;
}

/** Haversine distance in km between two pairs of columns, as SQL. */
export function distanceBetweenSql(lat1: SQL, lng1: SQL, lat2: SQL, lng2: SQL): SQL {
  return sql`(${2 * EARTH_RADIUS_KM} * asin(least(1, sqrt(
    power(sin(radians(${lat2} - ${lat1}) / 2), 2)
    + cos(radians(${lat1})) * cos(radians(${lat2}))
      * power(sin(radians(${lng2} - ${lng1}) / 2), 2)))))`;
}

/**
 * The box `boundingBox` gives, with longitudes -180..180 when it wraps (a box stored in a column must have
 * both bounds; the distance still decides).
 */
export function storedBox(c: Point, radiusKm: number) {
  const box = boundingBox(c, radiusKm);
  return {
    minLat: Math.max(-90, box.lat.min),
    maxLat: Math.min(90, box.lat.max),
    minLng: box.lng?.min ?? -180,
    maxLng: box.lng?.max ?? 180,
  };
}
