import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localDay, startOfLocalDay, todayRange } from '../../src/modules/wallet/calendar.ts';

/** Today's [start, end) found afresh from the zone's calendar. */
function freshRange(now: Date, zone: string) {
  const [y, m, d] = localDay(now, zone).split('-').map(Number) as [number, number, number];
  return {
    start: startOfLocalDay(y, m, d, zone).getTime(),
    end: startOfLocalDay(y, m, d + 1, zone).getTime(),
  };
}

const ZONES = [
  'America/Toronto',
  'America/Vancouver',
  'America/St_Johns',
  'Europe/London',
  'America/Santiago',
];
const HOUR = 3_600_000;

describe('todayRange', () => {
  it('is the day containing the instant, in any order of instants and zones (DST changes included)', () => {
    // Instants around the 2026 DST changes of North America, Europe and Chile, and a few ordinary days.
    const around = [
      Date.UTC(2026, 2, 8, 7),
      Date.UTC(2026, 10, 1, 6),
      Date.UTC(2026, 2, 29, 1),
      Date.UTC(2026, 3, 5, 3),
      Date.UTC(2026, 8, 6, 4),
      Date.UTC(2026, 5, 15, 12),
    ];
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            base: fc.constantFrom(...around),
            offset: fc.integer({ min: -36 * HOUR, max: 36 * HOUR }),
            zone: fc.constantFrom(...ZONES),
          }),
          { minLength: 1, maxLength: 40 },
        ),
        (calls) => {
          for (const { base, offset, zone } of calls) {
            const now = new Date(base + offset);
            const got = todayRange(now, zone);
            expect({ start: got.start.getTime(), end: got.end.getTime() }).toEqual(freshRange(now, zone));
            expect(got.start.getTime()).toBeLessThanOrEqual(now.getTime());
            expect(got.end.getTime()).toBeGreaterThan(now.getTime());
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('the last instant of a day and the first of the next fall on their own days', () => {
    const { start, end } = todayRange(new Date(Date.UTC(2026, 10, 1, 12)), 'America/Toronto');
    const last = todayRange(new Date(end.getTime() - 1), 'America/Toronto');
    expect(last.start.getTime()).toBe(start.getTime());
    const next = todayRange(end, 'America/Toronto');
    expect(next.start.getTime()).toBe(end.getTime());
    // 1 November 2026: Toronto's clocks go back, a day of 25 hours.
    expect(end.getTime() - start.getTime()).toBe(25 * HOUR);
  });

  it('gives each caller its own dates', () => {
    const a = todayRange(new Date(Date.UTC(2026, 5, 15, 12)), 'America/Toronto');
    a.start.setTime(0);
    const b = todayRange(new Date(Date.UTC(2026, 5, 15, 13)), 'America/Toronto');
    expect(b.start.getTime()).not.toBe(0);
  });
});
