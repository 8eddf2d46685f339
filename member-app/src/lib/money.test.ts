import { describe, expect, it } from 'vitest';
import { formatBits, formatDateTime, formatGroupedBits, sanitizeMoneyInput } from './money.ts';

describe('money', () => {
  it('formats cents grouped, signed on request', () => {
    expect(formatBits(102550)).toBe('1,025.50 BITS™');
    expect(formatGroupedBits(102550)).toBe('1,025.50 BITS™');
    expect(formatGroupedBits(500, true)).toBe('+5.00 BITS™');
    expect(formatGroupedBits(-500, true)).toBe('-5.00 BITS™');
  });

  it('shows no date when there is none', () => {
    expect(formatDateTime(null)).toBe('');
  });

  it('keeps digits and one point with at most two decimals', () => {
    expect(sanitizeMoneyInput('12.345')).toBe('12.34');
    expect(sanitizeMoneyInput('1e5')).toBe('15');
    expect(sanitizeMoneyInput('1.2.3')).toBe('1.23');
    expect(sanitizeMoneyInput('-4,50')).toBe('450');
  });
});
