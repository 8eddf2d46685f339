/** The reader's language: Accept-Language headers and browser lists, French or English, English by default. */
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LOCALE,
  LOCALES,
  negotiateLocale,
  requestedLocale,
  ZLocale,
} from '../../src/i18n/locales.ts';

describe('locales', () => {
  it('offers Canadian English and Canadian French, English first and by default', () => {
    expect(LOCALES).toEqual(['en-CA', 'fr-CA']);
    expect(DEFAULT_LOCALE).toBe('en-CA');
  });

  it('ZLocale accepts exactly the two locales', () => {
    expect(ZLocale.parse('fr-CA')).toBe('fr-CA');
    expect(ZLocale.parse('en-CA')).toBe('en-CA');
    for (const other of ['fr', 'en', 'fr-FR', 'FR-CA', 'de-DE', '', null]) {
      expect(ZLocale.safeParse(other).success).toBe(false);
    }
  });
});

describe('negotiateLocale from an Accept-Language header', () => {
  it.each([
    ['fr-CA,fr;q=0.9,en;q=0.8', 'fr-CA'],
    ['fr-FR', 'fr-CA'],
    ['FR', 'fr-CA'],
    ['en-US', 'en-CA'],
    ['en-CA,fr-CA;q=0.9', 'en-CA'],
    // Languages other than French and English are skipped, whatever their rank.
    ['de-DE,fr;q=0.5', 'fr-CA'],
    ['de-DE,de;q=0.9,en;q=0.3,fr;q=0.2', 'en-CA'],
    ['es,it', 'en-CA'],
    // Ordered by q-value, then by position.
    ['en;q=0.5,fr;q=0.8', 'fr-CA'],
    ['en;q=0.8,fr;q=0.8', 'en-CA'],
    ['en;q=0.7, fr', 'fr-CA'],
    [' fr-CA ; q=0.9 , en ; q=0.8 ', 'fr-CA'],
    // q=0 means "not acceptable".
    ['fr;q=0', 'en-CA'],
    ['fr;q=0.000,en;q=0.1', 'en-CA'],
    ['fr;q=0,en;q=0', 'en-CA'],
    // "*" is any language: nothing chosen, the default.
    ['*', 'en-CA'],
    ['*,fr;q=0.5', 'fr-CA'],
    // Nothing, or nothing readable.
    ['', 'en-CA'],
    [',,;;', 'en-CA'],
    ['garbage', 'en-CA'],
    ['\u0000\uFFFF;q=x', 'en-CA'],
    ['fr;q=abc,en;q=0.1', 'en-CA'],
    ['fr;q=2', 'en-CA'],
    ['français', 'en-CA'],
    ['frx-CA', 'en-CA'],
  ] as const)('%j → %s', (header, expected) => {
    expect(negotiateLocale(header)).toBe(expected);
  });

  it('takes a tag written with an underscore as its language', () => {
    expect(negotiateLocale('fr_CA')).toBe('fr-CA');
  });
});

describe('negotiateLocale from a list (navigator.languages)', () => {
  it.each([
    [['fr-CA', 'en-CA'], 'fr-CA'],
    [['en-GB', 'fr'], 'en-CA'],
    [['de', 'ja', 'fr-BE'], 'fr-CA'],
    [['de', 'ja'], 'en-CA'],
    [[], 'en-CA'],
    [['', '*', 'garbage'], 'en-CA'],
  ] as const)('%j → %s', (list, expected) => {
    expect(negotiateLocale(list)).toBe(expected);
  });

  it('gives the default for nothing at all', () => {
    expect(negotiateLocale(null)).toBe(DEFAULT_LOCALE);
    expect(negotiateLocale(undefined)).toBe(DEFAULT_LOCALE);
  });

  it('skips a non-string entry of an untyped list rather than throwing', () => {
    expect(negotiateLocale([42, 'fr'] as unknown as string[])).toBe('fr-CA');
  });
});

describe('requestedLocale', () => {
  it.each([
    ['fr-CA,fr;q=0.9', 'fr-CA'],
    ['en-GB,fr;q=0.8', 'en-CA'],
    ['de-DE, en;q=0.5', 'en-CA'],
    ['de-DE,*;q=0.5', null],
    ['fr;q=0', null],
    ['', null],
    [null, null],
    [undefined, null],
  ] as const)(
    '%j → %s: English or French only when named, so an account language can fill in',
    (header, expected) => {
      expect(requestedLocale(header)).toBe(expected);
    },
  );
});
