/**
 * The shared display format: en-CA and fr-CA dates, times, numbers and BITS. ICU versions differ in
 * the spaces they put around "p.m." or "h" (plain, no-break or narrow no-break), so dates are compared
 * with every space made plain; the words, order and punctuation are pinned. Numbers and amounts pin
 * their spaces: French groups and units take U+00A0 (written '\u00a0'), never a plain space.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { formatBitsGrouped } from '../../src/api/wallet.ts';
import {
  formatBits,
  formatDate,
  formatDateTime,
  formatFullDate,
  formatLocale,
  formatMoney,
  formatMonth,
  formatNumber,
  formatPrice,
  formatTime,
  LOCALE,
  offerDetailRows,
  parseDay,
  setFormatLocale,
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
    // In French, as the offers pages word them.
    expect(formatPrice(4000, 'Hourly', { locale: 'fr-CA' })).toBe('40,00\u00a0BITS™/h');
    expect(formatPrice(null, 'Fixed', { locale: 'fr-CA' })).toBe('Voir la description');
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

const fr = { locale: 'fr-CA' } as const;
const FR_TORONTO = { ...TORONTO, ...fr };

describe('Canadian French', () => {
  it('shows dates and times as Intl writes them in fr-CA', () => {
    expect(plain(formatDate(INSTANT, FR_TORONTO))).toBe('23 nov. 2026');
    expect(plain(formatDateTime(INSTANT, FR_TORONTO))).toBe('23 nov. 2026, 22 h 48');
    expect(plain(formatTime(INSTANT, FR_TORONTO))).toBe('22 h 48');
    expect(plain(formatTime('2026-01-05T14:05:00Z', { timeZone: 'UTC', ...fr }))).toBe('14 h 05');
    expect(plain(formatTime('2026-01-05T00:45:00Z', { timeZone: 'UTC', ...fr }))).toBe('0 h 45');
    expect(plain(formatFullDate('2026-06-01', fr))).toBe('lundi 1 juin 2026');
    expect(plain(formatMonth('2025-06', fr))).toBe('juin 2025');
    expect(plain(formatDate('2026-11-30', { timeZone: 'Pacific/Kiritimati', ...fr }))).toBe('30 nov. 2026');
    expect(formatDate(null, fr)).toBe('');
  });

  it('groups numbers with U+00A0 and a decimal comma, and a unit after a U+00A0', () => {
    expect(formatNumber(85000, fr)).toBe('85\u00a0000');
    expect(formatNumber(85000, { ...fr, unit: 'km' })).toBe('85\u00a0000\u00a0km');
    expect(formatNumber(1234567n, fr)).toBe('1\u00a0234\u00a0567');
    expect(formatNumber(3.5, fr)).toBe('3,5');
    expect(formatNumber(-4200, fr)).toBe('-4\u00a0200');
    expect(formatNumber(2015, { ...fr, plain: true })).toBe('2015');
  });

  it('shows BITS as "1 234,50 BITS™", U+00A0 between groups and before BITS™', () => {
    expect(formatBits(123450, fr)).toBe('1\u00a0234,50\u00a0BITS™');
    expect(formatBits(2550, fr)).toBe('25,50\u00a0BITS™');
    expect(formatBits(5, fr)).toBe('0,05\u00a0BITS™');
    expect(formatBits(-500, fr)).toBe('-5,00\u00a0BITS™');
    expect(formatBits(500, { ...fr, signed: true })).toBe('+5,00\u00a0BITS™');
    expect(formatBits(900719925474099n, fr)).toBe('9\u00a0007\u00a0199\u00a0254\u00a0740,99\u00a0BITS™');
    expect(formatPrice(123450, 'Fixed', fr)).toBe('1\u00a0234,50\u00a0BITS™');
    expect(formatPrice(4000, 'Hourly', fr)).toBe('40,00\u00a0BITS™/h');
  });

  it('puts the dollar sign after the amount, where Intl puts it in fr-CA', () => {
    expect(formatMoney(999, 'CAD', fr)).toBe('9,99\u00a0$\u00a0CAD');
    expect(formatMoney(100000, 'CAD', fr)).toBe('1\u00a0000,00\u00a0$\u00a0CAD');
    const intl = new Intl.NumberFormat('fr-CA', { style: 'currency', currency: 'CAD' }).format(1000);
    expect(formatMoney(100000, 'CAD', fr)).toBe(`${intl}\u00a0CAD`);
  });

  it('shows offer attributes’ numbers in French', () => {
    expect(offerDetailRows('Cars & Vehicles', { year: 2015, mileageKm: 85000 }, fr)).toEqual([
      { key: 'year', label: 'Year', value: '2015' },
      { key: 'mileageKm', label: 'Mileage', value: '85\u00a0000\u00a0km' },
    ]);
  });

  it('reads French days back: its own format, month names, abbreviations, with or without accents', () => {
    for (let m = 1; m <= 12; m++) {
      const day = `2026-${String(m).padStart(2, '0')}-15`;
      expect(parseDay(formatDate(day, fr), fr), formatDate(day, fr)).toBe(day);
      expect(parseDay(formatFullDate(day, fr).replace(/^\p{L}+ /u, ''), fr)).toBe(day);
    }
    expect(parseDay('30 nov. 2026', fr)).toBe('2026-11-30');
    expect(parseDay('30 novembre 2026', fr)).toBe('2026-11-30');
    expect(parseDay('1er décembre 2026', fr)).toBe('2026-12-01');
    expect(parseDay('3 FÉVR. 2026', fr)).toBe('2026-02-03');
    expect(parseDay('3 fevrier 2026', fr)).toBe('2026-02-03');
    expect(parseDay('15 aout 2026', fr)).toBe('2026-08-15');
    expect(parseDay('15 juil 2026', fr)).toBe('2026-07-15');
    expect(parseDay('30\u00a0nov.\u00a02026', fr)).toBe('2026-11-30');
    expect(parseDay('2026-11-30', fr)).toBe('2026-11-30');
    // The English names still read, as the apps wrote them before.
    expect(parseDay('Nov 30, 2026', fr)).toBe('2026-11-30');
    expect(parseDay('Apr 3, 2026', fr)).toBe('2026-04-03');
  });

  it('refuses French text that is no day, or could be two months', () => {
    for (const text of ['30 février 2026', '15 jui 2026', '15 ju 2026', '30 novx 2026', '31 avril 2026'])
      expect(parseDay(text, fr), text).toBeNull();
    // English reads only English names.
    expect(parseDay('30 novembre 2026')).toBeNull();
    expect(parseDay('3 avril 2026')).toBeNull();
  });
});

describe('the current locale', () => {
  afterEach(() => setFormatLocale('en-CA'));

  it('is English until the app switches, then every default follows it', () => {
    expect(formatLocale()).toBe('en-CA');
    expect(formatBits(123450)).toBe('1,234.50 BITS™');
    setFormatLocale('fr-CA');
    expect(formatLocale()).toBe('fr-CA');
    expect(formatBits(123450)).toBe('1\u00a0234,50\u00a0BITS™');
    expect(formatBitsGrouped(200000)).toBe('2\u00a0000,00');
    expect(formatNumber(85000, { unit: 'km' })).toBe('85\u00a0000\u00a0km');
    expect(formatMoney(999)).toBe('9,99\u00a0$\u00a0CAD');
    expect(plain(formatDate(INSTANT, TORONTO))).toBe('23 nov. 2026');
    expect(plain(formatTime(INSTANT, TORONTO))).toBe('22 h 48');
    expect(parseDay('30 novembre 2026')).toBe('2026-11-30');
    setFormatLocale('en-CA');
    expect(formatBits(123450)).toBe('1,234.50 BITS™');
    expect(plain(formatDate(INSTANT, TORONTO))).toBe('Nov 23, 2026');
  });

  it('gives way to a locale the call names', () => {
    setFormatLocale('fr-CA');
    const en = { locale: 'en-CA' } as const;
    expect(formatBits(123450, en)).toBe('1,234.50 BITS™');
    expect(formatBitsGrouped(200000, en)).toBe('2,000.00');
    expect(formatNumber(85000, { ...en, unit: 'km' })).toBe('85,000 km');
    expect(formatMoney(999, 'CAD', en)).toBe('$9.99 CAD');
    expect(plain(formatDateTime(INSTANT, { ...TORONTO, ...en }))).toBe('Nov 23, 2026, 10:48 p.m.');
    expect(parseDay('30 novembre 2026', en)).toBeNull();
    setFormatLocale('en-CA');
    expect(formatBits(123450, fr)).toBe('1\u00a0234,50\u00a0BITS™');
    expect(plain(formatDate(INSTANT, FR_TORONTO))).toBe('23 nov. 2026');
  });
});
