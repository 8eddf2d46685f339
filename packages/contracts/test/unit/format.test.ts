/**
 * The shared display format: en-CA dates, times, numbers and BITS. ICU versions differ in
 * the spaces they put around "p.m." (plain, no-break or narrow no-break), so texts are compared with
 * every space made plain; the words, order and punctuation are pinned.
 */
import { describe, expect, it } from 'vitest';
import {
  formatBits,
  formatDate,
  formatDateTime,
  formatFullDate,
  formatMoney,
  formatMonth,
  formatNumber,
  formatPrice,
  formatTime,
  LOCALE,
  offerDetailRows,
  parseDay,
} from '../../src/format.ts';

/** Every kind of space (U+00A0, U+202F, …) as a plain one. */
const plain = (s: string) => s.replace(/\s/g, ' ');

// 22:48:16 on Nov 23 in Toronto, 19:48:16 in Vancouver; Nov 24 in UTC.
const INSTANT = '2026-11-24T03:48:16.000Z';
const TORONTO = { timeZone: 'America/Toronto' };

describe('dates and times', () => {
  it('is Canadian English', () => {
    expect(LOCALE).toBe('en-CA');
  });

  it('shows a date as "Nov 23, 2026" in the given zone', () => {
    expect(plain(formatDate(INSTANT, TORONTO))).toBe('Nov 23, 2026');
    expect(plain(formatDate(INSTANT, { timeZone: 'UTC' }))).toBe('Nov 24, 2026');
    expect(plain(formatDate(new Date(INSTANT), TORONTO))).toBe('Nov 23, 2026');
    expect(plain(formatDate(Date.parse(INSTANT), TORONTO))).toBe('Nov 23, 2026');
  });

  it('shows a date-time as "Nov 23, 2026, 10:48 p.m." (minutes, no seconds)', () => {
    expect(plain(formatDateTime(INSTANT, TORONTO))).toBe('Nov 23, 2026, 10:48 p.m.');
    expect(plain(formatDateTime(INSTANT, { timeZone: 'America/Vancouver' }))).toBe('Nov 23, 2026, 7:48 p.m.');
    expect(plain(formatDateTime('2026-01-05T14:03:00Z', { timeZone: 'UTC' }))).toBe('Jan 5, 2026, 2:03 p.m.');
    expect(plain(formatDateTime('2026-01-05T00:03:00Z', { timeZone: 'UTC' }))).toBe(
      'Jan 5, 2026, 12:03 a.m.',
    );
  });

  it('shows a time as "10:48 p.m."', () => {
    expect(plain(formatTime(INSTANT, TORONTO))).toBe('10:48 p.m.');
  });

  it('shows the same shape without a zone (the runtime zone)', () => {
    expect(plain(formatDateTime(INSTANT))).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [ap]\.m\.$/);
    expect(plain(formatDate(INSTANT))).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  });

  it('shows a calendar day or month as that day or month in every zone', () => {
    expect(formatDate('2026-06-01')).toBe('Jun 1, 2026');
    expect(formatDate('2026-06-01', { timeZone: 'Pacific/Honolulu' })).toBe('Jun 1, 2026');
    expect(formatDate('2026-06-01', { timeZone: 'Pacific/Kiritimati' })).toBe('Jun 1, 2026');
    expect(formatFullDate('2026-06-01')).toBe('Monday, June 1, 2026');
    expect(formatMonth('2025-06')).toBe('June 2025');
    expect(formatMonth('2026-11-23T12:00:00Z', { timeZone: 'UTC' })).toBe('November 2026');
  });

  it('shows nothing when there is no date', () => {
    for (const f of [formatDate, formatDateTime, formatTime, formatMonth, formatFullDate]) {
      expect(f(null)).toBe('');
      expect(f(undefined)).toBe('');
      expect(f('')).toBe('');
      expect(f('not a date')).toBe('');
    }
  });
});

describe('numbers', () => {
  it('groups counts and measures', () => {
    expect(formatNumber(85000)).toBe('85,000');
    expect(formatNumber(85000, { unit: 'km' })).toBe('85,000 km');
    expect(formatNumber(1234567n)).toBe('1,234,567');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(3.5)).toBe('3.5');
    expect(formatNumber(-4200)).toBe('-4,200');
  });

  it('never groups identifiers such as a year', () => {
    expect(formatNumber(2015, { plain: true })).toBe('2015');
    expect(formatNumber(1234567, { plain: true })).toBe('1234567');
  });

  it('shows nothing for a missing or non-finite number', () => {
    expect(formatNumber(null)).toBe('');
    expect(formatNumber(undefined)).toBe('');
    expect(formatNumber(Number.NaN)).toBe('');
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe('');
  });
});

describe('money', () => {
  it('shows BITS grouped with two decimals, exact from cents', () => {
    expect(formatBits(2550)).toBe('25.50 BITS™');
    expect(formatBits(102550)).toBe('1,025.50 BITS™');
    expect(formatBits(5)).toBe('0.05 BITS™');
    expect(formatBits(-500)).toBe('-5.00 BITS™');
    expect(formatBits(100_000_000_00)).toBe('100,000,000.00 BITS™');
    expect(formatBits(900719925474099n)).toBe('9,007,199,254,740.99 BITS™');
  });

  it('signs money in on request', () => {
    expect(formatBits(500, { signed: true })).toBe('+5.00 BITS™');
    expect(formatBits(-500, { signed: true })).toBe('-5.00 BITS™');
    expect(formatBits(0, { signed: true })).toBe('0.00 BITS™');
    expect(formatBits(500n, { signed: true })).toBe('+5.00 BITS™');
  });

  it('shows offer prices', () => {
    expect(formatPrice(123450, 'Fixed')).toBe('1,234.50 BITS™');
    expect(formatPrice(4000, 'Hourly')).toBe('40.00 BITS™/hr');
    expect(formatPrice(4000, 'See Description')).toBe('See Description');
    expect(formatPrice(null, 'Fixed')).toBe('See Description');
  });

  it('shows a real currency with its sign and code', () => {
    expect(formatMoney(999)).toBe('$9.99 CAD');
    expect(formatMoney(100000)).toBe('$1,000.00 CAD');
    expect(formatMoney(1250, 'USD')).toBe('$12.50 USD');
  });
});

describe('offer attributes', () => {
  it('shows a year without grouping and a mileage with its unit', () => {
    expect(
      offerDetailRows('Cars & Vehicles', {
        make: ' Honda ',
        model: 'Civic',
        year: 2015,
        mileageKm: 85000,
        transmission: 'AUTOMATIC',
        fuel: 'GAS',
      }).map((r) => `${r.label}: ${r.value}`),
    ).toEqual([
      'Make: Honda',
      'Model: Civic',
      'Year: 2015',
      'Mileage: 85,000 km',
      'Transmission: Automatic',
      'Fuel: Gas',
    ]);
  });

  it('lists only the attributes that are set, in display order', () => {
    expect(offerDetailRows('Product', { quantity: 1200, condition: 'LIKE_NEW' })).toEqual([
      { key: 'condition', label: 'Condition', value: 'Like new' },
      { key: 'quantity', label: 'Quantity', value: '1,200' },
    ]);
    expect(offerDetailRows('Services', { serviceArea: 'Downtown', serviceRadiusKm: 25 })).toEqual([
      { key: 'serviceArea', label: 'Service area', value: 'Downtown' },
      { key: 'serviceRadiusKm', label: 'Service radius', value: '25 km' },
    ]);
    expect(offerDetailRows('Vacation Rentals', { guests: 4, bedrooms: 0, bathrooms: '' })).toEqual([
      { key: 'guests', label: 'Guests', value: '4' },
      { key: 'bedrooms', label: 'Bedrooms', value: '0' },
    ]);
    expect(offerDetailRows('Cars & Vehicles', { year: Number.NaN, fuel: 'UNKNOWN' })).toEqual([
      { key: 'fuel', label: 'Fuel', value: 'UNKNOWN' },
    ]);
  });
});

describe('parseDay', () => {
  it('reads the apps’ own format back, and ISO and day-first days', () => {
    for (const day of ['2026-11-28', '2026-01-05', '2024-02-29', '2026-09-30'])
      expect(parseDay(formatDate(day))).toBe(day);
    expect(parseDay('Nov 28, 2026')).toBe('2026-11-28');
    expect(parseDay('  november 28 2026 ')).toBe('2026-11-28');
    expect(parseDay('Sept. 3, 2026')).toBe('2026-09-03');
    expect(parseDay('28 Nov 2026')).toBe('2026-11-28');
    expect(parseDay('2026-11-28')).toBe('2026-11-28');
    expect(parseDay('2026-1-5')).toBe('2026-01-05');
  });

  it('refuses days that do not exist and text that is no day', () => {
    for (const text of [
      'Feb 30, 2026',
      '2025-02-29',
      '2026-13-01',
      'Nov 0, 2026',
      'No 28, 2026',
      'Nov 28',
      '',
      '11/28/2026',
      'Nov 28, 0999',
      'Jux 1, 2026',
    ])
      expect(parseDay(text), text).toBeNull();
  });
});
