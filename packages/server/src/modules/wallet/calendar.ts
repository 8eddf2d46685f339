/**
 * Calendar days in the wallet's time zone (America/Toronto): the daily load limit counts per
 * calendar day there, and statement/history periods are whole days there. DST-safe: each day's
 * start is found from the zone's real offset at that instant.
 */
import { WALLET_LOAD_LIMITS, type WalletPeriod } from '@barterbits/contracts';

export const WALLET_TIME_ZONE = WALLET_LOAD_LIMITS.timeZone;

const partsFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: WALLET_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

interface Parts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function partsOf(at: Date): Parts {
  const p: Record<string, number> = {};
  for (const { type, value } of partsFormat.formatToParts(at)) {
    if (type !== 'literal') p[type] = Number(value);
  }
  return p as unknown as Parts;
}

/** Offset of the zone at `at`, in ms (local − UTC). */
function offsetAt(at: Date): number {
  const p = partsOf(at);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/** The instant of local midnight starting day y-m-d (month 1-12; day may overflow, Date.UTC normalises). */
export function startOfLocalDay(year: number, month: number, day: number): Date {
  const guess = Date.UTC(year, month - 1, day);
  let at = new Date(guess - offsetAt(new Date(guess)));
  // Re-check with the offset at the found instant (DST change between guess and result).
  at = new Date(guess - offsetAt(at));
  return at;
}

/** "YYYY-MM-DD" of the local day containing `at`. */
export function localDay(at: Date): string {
  const p = partsOf(at);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

const parseDay = (day: string): [number, number, number] => {
  const [y, m, d] = day.split('-').map(Number);
  return [y!, m!, d!];
};

/** [start, end) instants of the inclusive local-day range from..to. */
export function dayRange(from: string, to: string): { start: Date; end: Date } {
  const [fy, fm, fd] = parseDay(from);
  const [ty, tm, td] = parseDay(to);
  return { start: startOfLocalDay(fy, fm, fd), end: startOfLocalDay(ty, tm, td + 1) };
}

/** Today's [start, end) in the wallet's zone. */
export function todayRange(now: Date): { start: Date; end: Date } {
  const p = partsOf(now);
  return { start: startOfLocalDay(p.year, p.month, p.day), end: startOfLocalDay(p.year, p.month, p.day + 1) };
}

const dayString = (at: Date) => localDay(at);

/** The inclusive local days of a period (ALL: from the epoch of BarterBits to today). */
export function periodDays(period: WalletPeriod, now: Date): { from: string; to: string } {
  const p = partsOf(now);
  const today = localDay(now);
  const daysAgo = (n: number) =>
    dayString(new Date(startOfLocalDay(p.year, p.month, p.day - n).getTime() + 3_600_000));
  switch (period) {
    case 'TODAY':
      return { from: today, to: today };
    case 'LAST_7_DAYS':
      return { from: daysAgo(6), to: today };
    case 'LAST_30_DAYS':
      return { from: daysAgo(29), to: today };
    case 'THIS_MONTH':
      return { from: `${p.year}-${String(p.month).padStart(2, '0')}-01`, to: today };
    case 'LAST_MONTH': {
      const first = new Date(Date.UTC(p.year, p.month - 2, 1));
      const last = new Date(Date.UTC(p.year, p.month - 1, 0));
      return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
    }
    case 'LAST_3_MONTHS': {
      const first = new Date(Date.UTC(p.year, p.month - 3, 1));
      return { from: first.toISOString().slice(0, 10), to: today };
    }
    case 'THIS_YEAR':
      return { from: `${p.year}-01-01`, to: today };
    case 'ALL':
      return { from: '2000-01-01', to: today };
  }
}

/** The calendar months, newest first, starting with the month of `now`: [{month, from, to}]. */
export function recentMonths(now: Date, offset: number, limit: number) {
  const p = partsOf(now);
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
