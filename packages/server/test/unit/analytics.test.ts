/** Analytics: the range resolution, shares, and the search-miss normalisation. */
import { ANALYTICS_MESSAGES, ZAnalyticsQuery } from '@barterbits/contracts';
import { describe, expect, it } from 'vitest';
import { isAppError } from '../../src/lib/app-error.ts';
import { shareOf } from '../../src/modules/analytics/analytics.service.ts';
import { addDays, resolveAnalyticsRange } from '../../src/modules/analytics/range.ts';
import { missCategory, normaliseSearchQuery } from '../../src/modules/offer-search/search-misses.ts';

/** The AppError thrown by `fn`, or a failure. */
function refusal(fn: () => unknown) {
  try {
    fn();
  } catch (e) {
    if (isAppError(e)) return { status: e.statusCode, message: e.message, fields: e.fieldErrors };
    throw e;
  }
  throw new Error('expected a refusal');
}

describe('resolveAnalyticsRange', () => {
  // 1 Apr 2024 03:30Z is still 31 March in Toronto (EDT, UTC−4).
  const now = new Date('2024-04-01T03:30:00Z');

  it('defaults to the 30 days ending today in Toronto', () => {
    expect(resolveAnalyticsRange({}, now)).toMatchObject({ from: '2024-03-02', to: '2024-03-31', days: 30 });
  });

  it('turns the days into Toronto instants across the DST change, `to` included', () => {
    const w = resolveAnalyticsRange({ from: '2024-03-01', to: '2024-03-31' }, now);
    expect(w.start.toISOString()).toBe('2024-03-01T05:00:00.000Z'); // EST
    expect(w.end.toISOString()).toBe('2024-04-01T04:00:00.000Z'); // EDT
    expect(w).toMatchObject({ days: 31, timeZone: 'America/Toronto' });
  });

  it('fills `from` from `to` and `to` from today', () => {
    expect(resolveAnalyticsRange({ to: '2024-01-30' }, now)).toMatchObject({ from: '2024-01-01', days: 30 });
    expect(resolveAnalyticsRange({ from: '2024-03-30' }, now)).toMatchObject({ to: '2024-03-31', days: 2 });
  });

  it('accepts 366 days and refuses 367, and a start after the end', () => {
    expect(resolveAnalyticsRange({ from: '2023-04-01', to: '2024-03-31' }, now).days).toBe(366);
    expect(refusal(() => resolveAnalyticsRange({ from: '2023-03-31', to: '2024-03-31' }, now))).toEqual({
      status: 400,
      message: ANALYTICS_MESSAGES.rangeTooLong,
      fields: { from: [ANALYTICS_MESSAGES.rangeTooLong] },
    });
    expect(refusal(() => resolveAnalyticsRange({ from: '2024-04-01' }, now))).toMatchObject({
      status: 400,
      fields: { to: [ANALYTICS_MESSAGES.dateRange] },
    });
  });

  it('moves days across months and leap days', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });
});

describe('ZAnalyticsQuery', () => {
  it('refuses impossible dates, reversed and too long ranges with their messages', () => {
    const issues = (q: Record<string, string>) =>
      ZAnalyticsQuery.safeParse(q).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues({ from: '2024-02-30' })).toEqual([['from', ANALYTICS_MESSAGES.badDate]]);
    expect(issues({ from: '2024-03-02', to: '2024-03-01' })).toEqual([['to', ANALYTICS_MESSAGES.dateRange]]);
    expect(issues({ from: '2023-01-01', to: '2024-01-02' })).toEqual([
      ['from', ANALYTICS_MESSAGES.rangeTooLong],
    ]);
    expect(issues({ from: '2023-01-01', to: '2024-01-01' })).toBeUndefined();
  });
});

describe('shareOf', () => {
  it('rounds to 4 decimals and gives null without a denominator', () => {
    expect(shareOf(1, 3)).toBe(0.3333);
    expect(shareOf(2, 3)).toBe(0.6667);
    expect(shareOf(0, 5)).toBe(0);
    expect(shareOf(3, 0)).toBeNull();
  });
});

describe('search misses', () => {
  it('normalises the text: trimmed, collapsed spaces, lower case, at most 100 characters', () => {
    expect(normaliseSearchQuery('  Kayak \t  RENTAL\n')).toBe('kayak rental');
    expect(normaliseSearchQuery('   ')).toBe('');
    expect(normaliseSearchQuery(`${'a'.repeat(99)} b`)).toBe('a'.repeat(99));
    expect(normaliseSearchQuery('x'.repeat(150))).toHaveLength(100);
  });

  it("counts one category by its name, several or all as ''", () => {
    expect(missCategory([1])).toBe('Product');
    expect(missCategory([3])).toBe('Vacation Rentals');
    expect(missCategory([1, 2])).toBe('');
    expect(missCategory(undefined)).toBe('');
  });
});
