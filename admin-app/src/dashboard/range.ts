/**
 * The dashboard's date range: a preset (last 7 / 30 / 90 days, this month) or custom days, kept in the
 * page's URL query so a view can be shared and reloaded. Days are calendar days in the marketplace's
 * zone (ANALYTICS_TIME_ZONE), `to` included, as GET /analytics reads them.
 */
import { ANALYTICS_TIME_ZONE, ZAnalyticsQuery } from '@barterbits/contracts';

export const RANGE_PRESETS = ['last-7-days', 'last-30-days', 'last-90-days', 'this-month'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];
/** A preset, or 'custom' for days chosen in the From / To inputs. */
export type RangeChoice = RangePreset | 'custom';

export const RANGE_LABELS: Record<RangeChoice, string> = {
  'last-7-days': 'Last 7 days',
  'last-30-days': 'Last 30 days',
  'last-90-days': 'Last 90 days',
  'this-month': 'This month',
  custom: 'Custom range',
};

/** The range the page opens with when the URL names none. */
export const DEFAULT_PRESET: RangePreset = 'last-30-days';

/** The URL query's keys: `range` for a preset, `from` and `to` (YYYY-MM-DD) for custom days. */
export const RANGE_PARAM = 'range';
export const FROM_PARAM = 'from';
export const TO_PARAM = 'to';

/** The chosen range: its days, or the message saying why the URL's custom days cannot be used. */
export interface DashboardRange {
  choice: RangeChoice;
  from: string;
  to: string;
  /** Set for custom days the server would refuse (bad date, start after end, too long). */
  error?: string;
}

const DAY_MS = 86_400_000;

/** `day` (YYYY-MM-DD) moved by `n` days. */
export const addDays = (day: string, n: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** Today (YYYY-MM-DD) in the marketplace's zone at the instant `now`. */
export function todayIn(now: Date, timeZone: string = ANALYTICS_TIME_ZONE): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The days of a preset ending today (`today` is YYYY-MM-DD in the marketplace's zone). */
export function presetRange(preset: RangePreset, today: string): { from: string; to: string } {
  switch (preset) {
    case 'last-7-days':
      return { from: addDays(today, -6), to: today };
    case 'last-30-days':
      return { from: addDays(today, -29), to: today };
    case 'last-90-days':
      return { from: addDays(today, -89), to: today };
    case 'this-month':
      return { from: `${today.slice(0, 8)}01`, to: today };
  }
}

const isPreset = (value: string | null): value is RangePreset =>
  (RANGE_PRESETS as readonly (string | null)[]).includes(value);

/** Why custom days cannot be used (the contract's own messages), or undefined when they can. */
export function customRangeError(from: string, to: string): string | undefined {
  const parsed = ZAnalyticsQuery.safeParse({ from, to });
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

/**
 * The range a URL query names: custom `from` and `to` when both are there, else the `range` preset,
 * else the default (last 30 days).
 */
export function parseRangeParams(params: URLSearchParams, today: string): DashboardRange {
  const from = params.get(FROM_PARAM);
  const to = params.get(TO_PARAM);
  if (from !== null && to !== null) {
    const error = customRangeError(from, to);
    return error ? { choice: 'custom', from, to, error } : { choice: 'custom', from, to };
  }
  const range = params.get(RANGE_PARAM);
  const preset = isPreset(range) ? range : DEFAULT_PRESET;
  return { choice: preset, ...presetRange(preset, today) };
}

/** The URL query of a preset (none for the default) or of custom days. */
export function rangeParams(
  range: { choice: RangePreset } | { choice: 'custom'; from: string; to: string },
): URLSearchParams {
  if (range.choice === 'custom')
    return new URLSearchParams({ [FROM_PARAM]: range.from, [TO_PARAM]: range.to });
  return range.choice === DEFAULT_PRESET
    ? new URLSearchParams()
    : new URLSearchParams({ [RANGE_PARAM]: range.choice });
}
