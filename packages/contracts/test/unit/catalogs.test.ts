/**
 * The catalog check over every English/French pair under src/i18n/ (a new folder is picked up on its
 * own), the check itself on broken pairs, and the types that make a French catalog match its English one.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { type ArgsOf, type Catalog, defineCatalog, type Translation } from '../../src/i18n/catalog.ts';
import { LOCALES } from '../../src/i18n/locales.ts';
import { checkCatalogPair, frenchTypographyProblems } from './catalog-check.ts';

const I18N = join(import.meta.dirname, '../../src/i18n');
const FOLDERS = readdirSync(I18N, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

const load = async (folder: string, locale: string): Promise<Catalog> =>
  (await import(join(I18N, folder, `${locale}.ts`))).default;

describe('every catalog pair under src/i18n/', () => {
  it('finds the pairs (common at least)', () => {
    expect(FOLDERS).toContain('common');
  });

  describe.each(FOLDERS)('%s', (folder) => {
    it('has one catalog per locale and nothing else', () => {
      expect(readdirSync(join(I18N, folder)).sort()).toEqual(LOCALES.map((l) => `${l}.ts`));
    });

    it('is a flat map of ids to strings', async () => {
      for (const locale of LOCALES) {
        const catalog = await load(folder, locale);
        for (const [id, message] of Object.entries(catalog)) {
          expect(id).toMatch(/^[a-z][a-zA-Z0-9]*(\.[a-z][a-zA-Z0-9]*)+$/);
          expect(typeof message).toBe('string');
        }
      }
    });

    it('passes the catalog check: same ids and arguments, valid ICU, French typography', async () => {
      expect(checkCatalogPair(await load(folder, 'en-CA'), await load(folder, 'fr-CA'))).toEqual([]);
    });

    it('types the French against the English without loading it (so a French reader never downloads it)', () => {
      const source = readFileSync(join(I18N, folder, 'fr-CA.ts'), 'utf8');
      expect(source).toMatch(/^import type en from '\.\/en-CA\.ts';$/m);
      expect(source).toMatch(/satisfies Translation<typeof en>;\s*$/);
      expect(source).not.toMatch(/^import (?!type )/m);
    });
  });
});

describe('checkCatalogPair', () => {
  const en = {
    'x.title': 'Sign in',
    'x.count': '{count, plural, one {# offer} other {# offers}}',
    'x.greeting': 'Hello {name}, you have {n, number} BITS™',
    'x.kind': '{kind, select, business {A business} other {A member}}',
  };
  const fr = {
    'x.title': 'Se connecter',
    'x.count': '{count, plural, one {# offre} other {# offres}}',
    'x.greeting': 'Bonjour {name}, vous avez {n, number} BITS™',
    'x.kind': '{kind, select, business {Une entreprise} other {Un membre}}',
  };

  it('finds nothing wrong in a sound pair', () => {
    expect(checkCatalogPair(en, fr)).toEqual([]);
  });

  it('names a missing and an extra id', () => {
    const { 'x.title': _, ...missing } = fr;
    expect(checkCatalogPair(en, { ...missing, 'x.extra': 'De trop' })).toEqual([
      'x.title: missing in French',
      'x.extra: in French only',
    ]);
  });

  it('names a message that is not ICU', () => {
    const problems = checkCatalogPair(en, {
      ...fr,
      'x.count': '{count, plural, one {# offre} other {# offres}',
    });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^x\.count \(fr-CA\): is not ICU MessageFormat/);
    expect(checkCatalogPair({ ...en, 'x.title': 'Sign {in' }, fr)[0]).toMatch(
      /^x\.title \(en-CA\): is not ICU/,
    );
  });

  it('names a plural or select without an "other" case', () => {
    expect(
      checkCatalogPair(en, { ...fr, 'x.count': '{count, plural, one {# offre} many {# offres}}' }),
    ).toEqual(['x.count (fr-CA): "count" (plural) has no "other" case']);
  });

  it('names an argument dropped, renamed or of another kind', () => {
    expect(
      checkCatalogPair(en, { ...fr, 'x.greeting': 'Bonjour {nom}, vous avez {n, number} BITS™' }),
    ).toEqual(['x.greeting: arguments differ: en-CA {n, number} {name}, fr-CA {n, number} {nom}']);
    expect(checkCatalogPair(en, { ...fr, 'x.count': '{count} offres' })).toEqual([
      'x.count: arguments differ: en-CA {count, plural}, fr-CA {count}',
    ]);
    expect(
      checkCatalogPair(en, { ...fr, 'x.kind': '{kind, select, personal {Un membre} other {Un membre}}' }),
    ).toEqual(['x.kind: select "kind" has cases business other in en-CA, other personal in fr-CA']);
  });

  it('reads an argument inside a plural case', () => {
    const withName = { 'x.a': '{count, plural, one {# offer by {name}} other {# offers by {name}}}' };
    expect(
      checkCatalogPair(withName, { 'x.a': '{count, plural, one {# offre de {name}} other {# offres}}' }),
    ).toEqual([]);
    expect(checkCatalogPair(withName, { 'x.a': '{count, plural, one {# offre} other {# offres}}' })).toEqual([
      'x.a: arguments differ: en-CA {count, plural} {name}, fr-CA {count, plural}',
    ]);
  });

  it('names French typography mistakes', () => {
    expect(checkCatalogPair({ 'x.q': 'Forgot password?' }, { 'x.q': 'Mot de passe oublié ?' })).toEqual([
      'x.q (fr-CA): ASCII space before "?", write U+00A0: "asse oublié ?"',
    ]);
    expect(checkCatalogPair({ 'x.q': "Don't" }, { 'x.q': "S'inscrire" })).toEqual([
      `x.q (fr-CA): straight apostrophe, write ’ (U+2019): "S'inscrire"`,
    ]);
  });
});

describe('French typography', () => {
  it.each([
    'Mot de passe oublié\u00a0?',
    'Attention\u00a0: solde insuffisant\u00a0!',
    'Vraiment\u202f?!',
    'Le mot «\u00a0troc\u00a0» est québécois.',
    'Voir https://barterbits.ca',
    'S’inscrire',
    // A run that starts with the mark follows an argument ("{name}?"): it cannot be judged.
    '?',
  ])('accepts %j', (text) => {
    expect(frenchTypographyProblems(text)).toEqual([]);
  });

  it.each([
    ['Mot de passe oublié ?', 'ASCII space before "?"'],
    ['Mot de passe oublié?', 'no non-breaking space before "?"'],
    ['Attention : solde', 'ASCII space before ":"'],
    ['Oui ; non', 'ASCII space before ";"'],
    ['Bravo !', 'ASCII space before "!"'],
    ['Le mot « troc\u00a0»', '« needs a non-breaking space after it'],
    ['Le mot «\u00a0troc »', '» needs a non-breaking space before it'],
    ['Le mot «troc»', '« needs a non-breaking space after it'],
    ["L'offre", 'straight apostrophe'],
  ])('refuses %j', (text, problem) => {
    expect(frenchTypographyProblems(text).join('\n')).toContain(problem);
  });
});

describe('catalog types', () => {
  const english = defineCatalog({
    'x.title': 'Sign in',
    'x.count': '{count, plural, one {# offer} other {# offers}}',
  });

  it('keep the English text as literal types', () => {
    expectTypeOf(english['x.title']).toEqualTypeOf<'Sign in'>();
  });

  it('make a French catalog with a missing or an extra id fail the typecheck', () => {
    const complete = {
      'x.title': 'Se connecter',
      'x.count': '{count, plural, one {# offre} other {# offres}}',
    };
    expectTypeOf(complete).toExtend<Translation<typeof english>>();

    // @ts-expect-error 'x.count' is missing
    const missing = { 'x.title': 'Se connecter' } satisfies Translation<typeof english>;
    const extra = {
      'x.title': 'Se connecter',
      'x.count': '{count, plural, one {# offre} other {# offres}}',
      // @ts-expect-error 'x.extra' is not an English id
      'x.extra': 'De trop',
    } satisfies Translation<typeof english>;
    // @ts-expect-error a message is text
    const notText = { 'x.title': 1, 'x.count': '' } satisfies Translation<typeof english>;
    expect([missing, extra, notText]).toHaveLength(3);
  });

  it('read the arguments of an English message', () => {
    expectTypeOf<ArgsOf<'Sign in'>>().toEqualTypeOf<Record<never, never>>();
    expectTypeOf<ArgsOf<'Hello {name}'>>().toEqualTypeOf<{ name: string | number }>();
    expectTypeOf<ArgsOf<'Hello { name }, you have {n, number} BITS™'>>().toEqualTypeOf<{
      name: string | number;
      n: number;
    }>();
    expectTypeOf<ArgsOf<'{n, number, integer} of {total,number}'>>().toEqualTypeOf<{
      n: number;
      total: number;
    }>();
    expectTypeOf<ArgsOf<'On {day, date, medium}'>>().toEqualTypeOf<{ day: string | number }>();
    expectTypeOf<ArgsOf<(typeof english)['x.count']>>().toEqualTypeOf<{ count: number }>();
    expectTypeOf<
      ArgsOf<'{count, plural, one {# offer by {name}} other {# offers by {name}}}'>
    >().toEqualTypeOf<{
      count: number;
      name: string | number;
    }>();
    // A case's text that is one word is not an argument.
    expectTypeOf<ArgsOf<'{kind, select, business {Business} other {Member}}'>>().toEqualTypeOf<{
      kind: string | number;
    }>();
    expectTypeOf<
      ArgsOf<'{place, selectordinal, one {#st} two {#nd} other {#th}} in {city}'>
    >().toEqualTypeOf<{
      place: number;
      city: string | number;
    }>();
    expectTypeOf<
      ArgsOf<'{count, plural, =0 {No offers} one {{count} offer} other {{count} offers}}'>
    >().toEqualTypeOf<{
      count: number;
    }>();
  });

  it('give a message of unknown text any values', () => {
    expectTypeOf<ArgsOf<string>>().toEqualTypeOf<Record<string, unknown>>();
  });
});
