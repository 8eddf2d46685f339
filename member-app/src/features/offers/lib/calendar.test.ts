import { describe, expect, it } from 'vitest';
import { shiftMonth } from '../../../lib/calendar.ts';
import { monthGrid } from './calendar.ts';

describe('calendar months', () => {
  it('shifts across years and lays out weeks from Sunday', () => {
    expect(shiftMonth('2025-12', 1)).toBe('2026-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    const weeks = monthGrid('2026-02'); // 1 Feb 2026 is a Sunday; 28 days.
    expect(weeks).toHaveLength(4);
    expect(weeks[0]?.[0]?.day).toBe('2026-02-01');
    const march = monthGrid('2026-03'); // 1 March 2026 is a Sunday too; 31 days → 5 weeks.
    expect(march).toHaveLength(5);
    expect(march.flat().filter((c) => c.day).length).toBe(31);
    expect(new Set(march.flat().map((c) => c.key)).size).toBe(35);
  });
});
