import { ANALYTICS_MESSAGES } from '@barterbits/contracts';
import { describe, expect, it } from 'vitest';
import { addDays, parseRangeParams, presetRange, rangeParams, todayIn } from './range.ts';

const TODAY = '2026-11-26';
const parse = (query: string) => parseRangeParams(new URLSearchParams(query), TODAY);

describe('todayIn', () => {
  it('gives the calendar day in the marketplace zone, not in UTC', () => {
    // 03:30 UTC on Nov 27 is still Nov 26 in Toronto (UTC−5).
    expect(todayIn(new Date('2026-11-27T03:30:00Z'))).toBe('2026-11-26');
    expect(todayIn(new Date('2026-11-27T05:30:00Z'))).toBe('2026-11-27');
    expect(todayIn(new Date('2026-11-27T03:30:00Z'), 'UTC')).toBe('2026-11-27');
  });
});

describe('presets', () => {
  it('count today in: 7, 30 and 90 days ending today', () => {
    expect(presetRange('last-7-days', TODAY)).toEqual({ from: '2026-11-20', to: TODAY });
    expect(presetRange('last-30-days', TODAY)).toEqual({ from: '2026-10-28', to: TODAY });
    expect(presetRange('last-90-days', TODAY)).toEqual({ from: '2026-08-29', to: TODAY });
  });

  it('this month starts on the 1st, also on the 1st itself', () => {
    expect(presetRange('this-month', TODAY)).toEqual({ from: '2026-11-01', to: TODAY });
    expect(presetRange('this-month', '2026-12-01')).toEqual({ from: '2026-12-01', to: '2026-12-01' });
  });

  it('addDays crosses months, years and DST changes by calendar days', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDays('2026-11-01', 1)).toBe('2026-11-02');
  });
});

describe('parseRangeParams', () => {
  it('defaults to the last 30 days', () => {
    expect(parse('')).toEqual({ choice: 'last-30-days', from: '2026-10-28', to: TODAY });
  });

  it('reads a preset, and ignores one it does not know', () => {
    expect(parse('range=last-7-days')).toEqual({ choice: 'last-7-days', from: '2026-11-20', to: TODAY });
    expect(parse('range=this-month').from).toBe('2026-11-01');
    expect(parse('range=last-year').choice).toBe('last-30-days');
  });

  it('reads custom days, which win over a preset', () => {
    expect(parse('range=last-7-days&from=2026-01-01&to=2026-01-31')).toEqual({
      choice: 'custom',
      from: '2026-01-01',
      to: '2026-01-31',
    });
  });

  it('keeps custom days the server would refuse, with the contract message', () => {
    expect(parse('from=2026-02-01&to=2026-01-01').error).toBe(ANALYTICS_MESSAGES.dateRange);
    expect(parse('from=2026-02-30&to=2026-03-01').error).toBe(ANALYTICS_MESSAGES.badDate);
    expect(parse('from=2024-01-01&to=2026-01-01').error).toBe(ANALYTICS_MESSAGES.rangeTooLong);
    expect(parse('from=2026-02-01&to=2026-02-01').error).toBeUndefined();
  });

  it('needs both ends for custom days', () => {
    expect(parse('from=2026-01-01').choice).toBe('last-30-days');
  });
});

describe('rangeParams', () => {
  it('writes a preset, none for the default, and custom days', () => {
    expect(rangeParams({ choice: 'last-30-days' }).toString()).toBe('');
    expect(rangeParams({ choice: 'last-90-days' }).toString()).toBe('range=last-90-days');
    expect(rangeParams({ choice: 'custom', from: '2026-01-01', to: '2026-01-31' }).toString()).toBe(
      'from=2026-01-01&to=2026-01-31',
    );
  });

  it('round-trips through parseRangeParams', () => {
    for (const choice of ['last-7-days', 'last-30-days', 'last-90-days', 'this-month'] as const) {
      expect(parseRangeParams(rangeParams({ choice }), TODAY).choice).toBe(choice);
    }
    const custom = parseRangeParams(
      rangeParams({ choice: 'custom', from: '2026-05-02', to: '2026-06-01' }),
      TODAY,
    );
    expect(custom).toEqual({ choice: 'custom', from: '2026-05-02', to: '2026-06-01' });
  });
});
