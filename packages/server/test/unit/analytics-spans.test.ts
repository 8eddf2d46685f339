/** Analytics rollups: the days of a range not rolled up, as instant spans in Toronto. */
import { describe, expect, it } from 'vitest';
import { daysFrom, spansOf } from '../../src/modules/analytics/range.ts';

describe('daysFrom', () => {
  it('lists every day, both ends included, across a month end', () => {
    expect(daysFrom('2024-02-28', '2024-03-01')).toEqual(['2024-02-28', '2024-02-29', '2024-03-01']);
    expect(daysFrom('2024-03-01', '2024-03-01')).toEqual(['2024-03-01']);
    expect(daysFrom('2024-03-02', '2024-03-01')).toEqual([]);
  });
});

describe('spansOf', () => {
  it('joins consecutive days into one span from Toronto midnight to the next, DST included', () => {
    // 10 March 2024 is 23 hours long in Toronto: EST before, EDT after.
    expect(spansOf(['2024-03-10', '2024-03-09', '2024-03-11'])).toEqual([
      { start: new Date('2024-03-09T05:00:00Z'), end: new Date('2024-03-12T04:00:00Z') },
    ]);
  });

  it('makes one span per run of days, in order, ignoring repeats', () => {
    expect(spansOf(['2024-07-05', '2024-07-01', '2024-07-02', '2024-07-05'])).toEqual([
      { start: new Date('2024-07-01T04:00:00Z'), end: new Date('2024-07-03T04:00:00Z') },
      { start: new Date('2024-07-05T04:00:00Z'), end: new Date('2024-07-06T04:00:00Z') },
    ]);
    expect(spansOf([])).toEqual([]);
  });
});
