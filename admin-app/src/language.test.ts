import { describe, expect, it } from 'vitest';
import { chooseLocale, type LanguageSources } from './language.ts';

const sources = (over: Partial<LanguageSources>): LanguageSources => ({
  storage: { getItem: () => null },
  cookies: '',
  languages: [],
  ...over,
});

describe("the console's language at start", () => {
  it("is the browser's on a first visit, English when it names neither language", () => {
    expect(chooseLocale(sources({ languages: ['fr-FR', 'en-US'] }))).toBe('fr-CA');
    expect(chooseLocale(sources({ languages: ['de-DE', 'en-GB'] }))).toBe('en-CA');
    expect(chooseLocale(sources({ languages: ['es'] }))).toBe('en-CA');
  });

  it('is the one chosen on this browser: the cookie, else local storage', () => {
    const stored = { getItem: (k: string) => (k === 'bb_lang' ? 'fr-CA' : null) };
    expect(chooseLocale(sources({ storage: stored, languages: ['en-CA'] }))).toBe('fr-CA');
    expect(chooseLocale(sources({ storage: stored, cookies: 'a=1; bb_lang=en-CA', languages: ['fr'] }))).toBe(
      'en-CA',
    );
  });

  it('ignores an unknown stored language and a refusing storage', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
    };
    expect(chooseLocale(sources({ cookies: 'bb_lang=de-DE', languages: ['fr-CA'] }))).toBe('fr-CA');
    expect(chooseLocale(sources({ storage: refusing, languages: ['fr'] }))).toBe('fr-CA');
  });
});
