/** Spec §5 number and money input, and the BITS <-> integer cents conversions. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatBitsGrouped, WALLET_MESSAGES } from '../../src/api/wallet.ts';
import { NUMBER_MAXIMUM } from '../../src/constants.ts';
import { setFormatLocale } from '../../src/format.ts';
import { VALIDATION_MESSAGES as M } from '../../src/messages.ts';
import { bitsToCents, centsToBits, ZCents, ZMoneyInput, ZNumberInput } from '../../src/rules.ts';
import { acceptsAs, rejectsAll, show } from './helpers.ts';

describe('ZNumberInput (numeric only, e.g. 4.50 or 2; two decimals; maximum 1000000)', () => {
  acceptsAs(ZNumberInput, [
    ['4.50', '4.50'],
    ['2', '2'],
    ['0', '0'],
    ['0.5', '0.5'],
    [' 12.3 ', '12.3'],
    ['1000000', '1000000'],
    ['1000000.00', '1000000.00'],
    ['999999.99', '999999.99'],
  ]);
  rejectsAll(ZNumberInput, [
    ['', M.required],
    ['  ', M.required],
    [undefined, M.required],
    ['1e3', M.numericOnly],
    ['1E3', M.numericOnly],
    ['-1', M.numericOnly],
    ['+1', M.numericOnly],
    ['abc', M.numericOnly],
    ['4.', M.numericOnly],
    ['.5', M.numericOnly],
    ['1,000', M.numericOnly],
    ['1.2.3', M.numericOnly],
    ['4.505', M.decimals],
    ['0.001', M.decimals],
    ['1000000.01', M.numberMax],
    ['1000001', M.numberMax],
    ['99999999999999999999', M.numberMax],
  ]);
});

describe('ZMoneyInput (BITS as typed -> integer cents)', () => {
  acceptsAs(ZMoneyInput, [
    ['4.50', 450],
    ['2', 200],
    ['0.01', 1],
    ['0.1', 10],
    ['19.99', 1999],
    ['1.15', 115],
    ['1000000', 100_000_000],
    ['1000000.00', 100_000_000],
    [' 7.5 ', 750],
  ]);
  rejectsAll(ZMoneyInput, [
    ['', M.required],
    ['4.505', M.decimals],
    ['1e3', M.numericOnly],
    ['-1', M.numericOnly],
    ['1000000.01', M.numberMax],
    ['0', M.positive],
    ['0.00', M.positive],
  ]);
});

describe('bitsToCents', () => {
  const cases: [string, number][] = [
    ['0', 0],
    ['2', 200],
    ['4.5', 450],
    ['4.50', 450],
    ['0.07', 7],
    ['0.1', 10],
    ['19.99', 1999], // 19.99 * 100 is 1998.9999999999998 in floating point
    ['1.00', 100],
    ['0.29', 29],
    ['1000000', 100_000_000],
    ['007', 700],
    [' 3.25 ', 325],
    ['-1.50', -150],
    ['-0.01', -1],
    ['-0', 0],
  ];
  for (const [input, cents] of cases) {
    it(`${show(input)} -> ${cents}`, () => expect(bitsToCents(input)).toBe(cents));
  }
  for (const bad of [
    '',
    ' ',
    'abc',
    '1e3',
    '4.505',
    '1.2.3',
    '.5',
    '4.',
    '+1',
    '1,000',
    '--1',
    'NaN',
    'Infinity',
  ]) {
    it(`throws on ${show(bad)}`, () => expect(() => bitsToCents(bad)).toThrow(RangeError));
  }
  it('throws when the amount is not a safe integer of cents', () => {
    expect(() => bitsToCents('99999999999999999999')).toThrow(RangeError);
  });
});

describe('centsToBits', () => {
  const cases: [number | bigint, string][] = [
    [0, '0.00'],
    [1, '0.01'],
    [10, '0.10'],
    [450, '4.50'],
    [200, '2.00'],
    [1999, '19.99'],
    [-150, '-1.50'],
    [-1, '-0.01'],
    [100_000_000, '1000000.00'],
    [10n, '0.10'],
    [9_007_199_254_740_993n, '90071992547409.93'],
  ];
  for (const [cents, bits] of cases) {
    it(`${show(cents)} -> ${bits}`, () => expect(centsToBits(cents)).toBe(bits));
  }
  it('refuses fractional cents', () => {
    expect(() => centsToBits(1.5)).toThrow(RangeError);
  });
});

describe('formatBitsGrouped (amount digits grouped in the locale, exact from cents)', () => {
  const cases: [number | bigint, string, string][] = [
    [0, '0.00', '0,00'],
    [5, '0.05', '0,05'],
    [-1, '-0.01', '-0,01'],
    [99_999, '999.99', '999,99'],
    [100_000, '1,000.00', '1\u00a0000,00'],
    [123_450, '1,234.50', '1\u00a0234,50'],
    [-123_450, '-1,234.50', '-1\u00a0234,50'],
    [200_000, '2,000.00', '2\u00a0000,00'],
    [100_000_000, '1,000,000.00', '1\u00a0000\u00a0000,00'],
    [Number.MAX_SAFE_INTEGER, '90,071,992,547,409.91', '90\u00a0071\u00a0992\u00a0547\u00a0409,91'],
    [9_007_199_254_740_993n, '90,071,992,547,409.93', '90\u00a0071\u00a0992\u00a0547\u00a0409,93'],
    [
      -123_456_789_012_345_678_901n,
      '-1,234,567,890,123,456,789.01',
      '-1\u00a0234\u00a0567\u00a0890\u00a0123\u00a0456\u00a0789,01',
    ],
  ];
  for (const [cents, en, fr] of cases) {
    it(`${show(cents)} -> ${en} / ${show(fr)}`, () => {
      expect(formatBitsGrouped(cents)).toBe(en);
      expect(formatBitsGrouped(cents, { locale: 'en-CA' })).toBe(en);
      expect(formatBitsGrouped(cents, { locale: 'fr-CA' })).toBe(fr);
    });
  }
  it('refuses fractional cents', () => {
    expect(() => formatBitsGrouped(1.5)).toThrow(RangeError);
    expect(() => formatBitsGrouped(1.5, { locale: 'fr-CA' })).toThrow(RangeError);
  });
  it('writes English amounts as before: a comma every three digits from the right (property)', () => {
    const commas = (c: number) => centsToBits(c).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
    fc.assert(
      fc.property(fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), (c) => {
        expect(formatBitsGrouped(c)).toBe(commas(c));
      }),
    );
  });
  it('keeps every digit of any safe amount: ungrouped, it is centsToBits (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), (c) => {
        expect(formatBitsGrouped(c).replaceAll(',', '')).toBe(centsToBits(c));
        expect(formatBitsGrouped(c, { locale: 'fr-CA' }).replaceAll('\u00a0', '').replace(',', '.')).toBe(
          centsToBits(c),
        );
      }),
    );
  });
  it('groups English amounts in the wallet’s English messages, even when the app is in French', () => {
    expect(WALLET_MESSAGES.loadMax).toBe('You can load at most 2,000.00 BITS at a time.');
    setFormatLocale('fr-CA');
    try {
      expect(WALLET_MESSAGES.dailyLimit(123_450)).toBe(
        'This load exceeds your daily limit of 5,000.00 BITS. You can load up to 1,234.50 BITS more today.',
      );
    } finally {
      setFormatLocale('en-CA');
    }
  });
});

describe('cents round trip (property)', () => {
  it('bitsToCents(centsToBits(c)) === c for every safe integer amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), (c) => {
        expect(bitsToCents(centsToBits(c))).toBe(c);
      }),
    );
  });
  it('every valid money input parses to the cents of its digits', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: NUMBER_MAXIMUM * 100 }), (c) => {
        const typed = centsToBits(c);
        expect(ZMoneyInput.parse(typed)).toBe(c);
        expect(ZCents.parse(c)).toBe(c);
      }),
    );
  });
});

describe('ZCents (integer cents over the API)', () => {
  acceptsAs(ZCents, [
    [1, 1],
    [450, 450],
    [NUMBER_MAXIMUM * 100, 100_000_000],
  ]);
  rejectsAll(ZCents, [
    [0, M.positive],
    [-1, M.positive],
    [1.5, M.decimals],
    [NUMBER_MAXIMUM * 100 + 1, M.numberMax],
    ['450', M.numericOnly],
    [undefined, M.numericOnly],
    [Number.NaN, M.numericOnly],
  ]);
});
