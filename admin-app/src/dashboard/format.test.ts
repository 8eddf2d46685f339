import { describe, expect, it } from 'vitest';
import {
  axisBits,
  centsCsv,
  countOf,
  formatCents,
  formatCount,
  formatShare,
  sharePercent,
} from './format.ts';

describe('formatShare', () => {
  it('writes a fraction as a percentage with one decimal', () => {
    expect(formatShare(0.1234)).toBe('12.3%');
    expect(formatShare(1)).toBe('100%');
    expect(formatShare(0)).toBe('0%');
    expect(formatShare(2.5)).toBe('250%');
  });

  it('writes a dash when unknown', () => {
    expect(formatShare(null)).toBe('—');
    expect(formatShare(undefined)).toBe('—');
  });
});

it('sharePercent gives CSV percentages with two decimals, null when unknown', () => {
  expect(sharePercent(0.1234)).toBe(12.34);
  expect(sharePercent(0.0001)).toBe(0.01);
  expect(sharePercent(null)).toBeNull();
});

it('counts are grouped and BITS exact from cents', () => {
  expect(formatCount(1234567)).toBe('1,234,567');
  expect(formatCents(102550)).toBe('1,025.50 BITS™');
  expect(formatCents(0)).toBe('0.00 BITS™');
  expect(centsCsv(102550)).toBe('1025.50');
  expect(centsCsv(5)).toBe('0.05');
});

describe('axisBits', () => {
  it('shortens large BITS amounts', () => {
    expect(axisBits(5_000)).toBe('50');
    expect(axisBits(150_000)).toBe('1.5K');
    expect(axisBits(2_500_000)).toBe('25K');
    expect(axisBits(120_000_000)).toBe('1.2M');
    expect(axisBits(0)).toBe('0');
  });
});

it('countOf picks the noun by the count', () => {
  expect(countOf(1, 'trade', 'trades')).toBe('1 trade');
  expect(countOf(0, 'trade', 'trades')).toBe('0 trades');
  expect(countOf(1204, 'trade', 'trades')).toBe('1,204 trades');
});
