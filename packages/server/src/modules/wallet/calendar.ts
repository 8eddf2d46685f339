/**
 * Calendar days in a time zone. The wallet's own zone (America/Toronto) is the default: the daily
 * load limit counts per calendar day there (a business rule, always that zone). Statements and
 * history periods are whole days in the member's zone when they give one (`timeZone` query), else
 * in the wallet's. DST-safe: each day's start is found from the zone's real offset at that instant,
 * also where a DST change skips or repeats midnight.
 */
import { WALLET_LOAD_LIMITS, type WalletPeriod } from '@barterbits/contracts';

export const WALLET_TIME_ZONE: string = WALLET_LOAD_LIMITS.timeZone;

const DAY_MS = 86_400_000;

const formats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone (a zone name is checked by the contracts' `ZTimeZone` before it gets here). */
function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(timeZone, format);
  }
  return format;
}

interface Parts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function partsOf(at: Date, timeZone: string): Parts {
  const p: Record<string, number> = {};
  for (const { type, value } of partsFormat(timeZone).formatToParts(at)) {
    if (type !== 'literal') p[type] = Number(value);
  }
  return p as unknown as Parts;
}

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0');

/** Offset of the zone at `at`, in ms (local − UTC). */
function offsetAt(at: Date, timeZone: string): number {
  const p = partsOf(at, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/** "YYYY-MM-DD" of the local day containing `at`. */
export function localDay(at: Date, timeZone: string = WALLET_TIME_ZONE): string {
  const p = partsOf(at, timeZone);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
}

/**
 * The first instant of local day y-m-d (month 1-12; day may overflow, Date.UTC normalises): local
 * midnight, or the DST change itself where the change skips midnight (America/Santiago, America/Havana).
 */
export function startOfLocalDay(
  year: number,
  month: number,
  day: number,
  timeZone: string = WALLET_TIME_ZONE,
): Date {
  const guess = Date.UTC(year, month - 1, day);
  const target = new Date(guess).toISOString().slice(0, 10);
  // Every offset in force around that day (a DST change near midnight gives two): local midnight
  // read with each; the earliest one that falls on the day is its start.
  const offsets = new Set<number>();
  for (const probe of [guess - 1.5 * DAY_MS, guess, guess + 1.5 * DAY_MS]) {
    offsets.add(offsetAt(new Date(probe), timeZone));
  }
  const first = new Date(guess - offsetAt(new Date(guess), timeZone));
  offsets.add(offsetAt(first, timeZone));
  let start: number | null = null;
  for (const offset of offsets) {
    const at = guess - offset;
    if (localDay(new Date(at), timeZone) === target && (start === null || at < start)) start = at;
  }
  return new Date(start ?? guess - offsetAt(first, timeZone));
}

/** The instant as ISO 8601 in the zone, with its offset: "2025-03-08T22:30:05-08:00". */
export function localIsoDateTime(at: Date, timeZone: string = WALLET_TIME_ZONE): string {
  const p = partsOf(at, timeZone);
  const offsetMinutes = Math.round(offsetAt(at, timeZone) / 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const zone = `${sign}${pad(Math.trunc(offsetMinutes / 60))}:${pad(offsetMinutes % 60)}`;
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}${zone}`;
}

const parseDay = (day: string): [number, number, number] => {
  const [y, m, d] = day.split('-').map(Number);
  return [y!, m!, d!];
};

/** [start, end) instants of the inclusive local-day range from..to. */
export function dayRange(
  from: string,
  to: string,
  timeZone: string = WALLET_TIME_ZONE,
): { start: Date; end: Date } {
  const [fy, fm, fd] = parseDay(from);
  const [ty, tm, td] = parseDay(to);
  return {
    start: startOfLocalDay(fy, fm, fd, timeZone),
    end: startOfLocalDay(ty, tm, td + 1, timeZone),
  };
}

/** The last day found per zone by todayRange: every instant in [start, end) has that day. */
const lastDay = new Map<string, { start: number; end: number }>();

/**
 * Today's [start, end) in the zone (the daily load limit: always the wallet's zone). The zone's calendar
 * (Intl) is read once per zone and day: the day found last is kept and given again for any instant inside
 * it (a signed-in wallet read spent a tenth of its CPU finding the same day again).
 */
export function todayRange(now: Date, timeZone: string = WALLET_TIME_ZONE): { start: Date; end: Date } {
  const at = now.getTime();
  let day = lastDay.get(timeZone);
  if (!day || at < day.start || at >= day.end) {
    const p = partsOf(now, timeZone);
    day = {
      start: startOfLocalDay(p.year, p.month, p.day, timeZone).getTime(),
      end: startOfLocalDay(p.year, p.month, p.day + 1, timeZone).getTime(),
    };
    lastDay.set(timeZone, day);
  }
  return { start: new Date(day.start), end: new Date(day.end) };
}

/** The inclusive local days of a period (ALL: from the epoch of BarterBits to today). */
export function periodDays(
  period: WalletPeriod,
  now: Date,
  timeZone: string = WALLET_TIME_ZONE,
): { from: string; to: string } {
  const p = partsOf(now, timeZone);
  const today = localDay(now, timeZone);
  const day = (d: Date) => d.toISOString().slice(0, 10);
  const daysAgo = (n: number) => day(new Date(Date.UTC(p.year, p.month - 1, p.day - n)));
  switch (period) {
    case 'TODAY':
      return { from: today, to: today };
    case 'LAST_7_DAYS':
      return { from: daysAgo(6), to: today };
    case 'LAST_30_DAYS':
      return { from: daysAgo(29), to: today };
    case 'THIS_MONTH':
      return { from: `${p.year}-${pad(p.month)}-01`, to: today };
    case 'LAST_MONTH':
      return {
        from: day(new Date(Date.UTC(p.year, p.month - 2, 1))),
        to: day(new Date(Date.UTC(p.year, p.month - 1, 0))),
      };
    case 'LAST_3_MONTHS':
      return { from: day(new Date(Date.UTC(p.year, p.month - 3, 1))), to: today };
    case 'THIS_YEAR':
      return { from: `${p.year}-01-01`, to: today };
    case 'ALL':
      return { from: '2000-01-01', to: today };
  }
}

/** The calendar months of the zone, newest first, starting with the month of `now`: [{month, from, to}]. */
export function recentMonths(now: Date, offset: number, limit: number, timeZone: string = WALLET_TIME_ZONE) {
  const p = partsOf(now, timeZone);
  const out: { month: string; from: string; to: string; label: string }[] = [];
  for (let i = offset; i < offset + limit; i++) {
    const first = new Date(Date.UTC(p.year, p.month - 1 - i, 1));
    const last = new Date(Date.UTC(p.year, p.month - i, 0));
    out.push({
      month: first.toISOString().slice(0, 7),
      from: first.toISOString().slice(0, 10),
      to: last.toISOString().slice(0, 10),
      label: first.toLocaleString('en-CA', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
    });
  }
  return out;
}
