import { describe, expect, it } from 'vitest';
import { compileCatalog, evaluateCatalog, scanIds, shortenIds, shortIds } from './vite-i18n-catalogs.ts';

/** A catalog module as the build sees it once TypeScript is stripped. */
const english = `import { defineCatalog } from '@barterbits/contracts';
export default defineCatalog({
  'offers.count': '{count, plural, one {# offer} other {# offers}}',
  'auth.hello': 'Hello {name}',
});
`;

describe('the catalogs plugin', () => {
  it('evaluates a catalog module without its imports', () => {
    expect(evaluateCatalog(english)).toEqual({
      'offers.count': '{count, plural, one {# offer} other {# offers}}',
      'auth.hello': 'Hello {name}',
    });
    expect(evaluateCatalog("export default { 'a.b': 'Bonjour' };\n")).toEqual({ 'a.b': 'Bonjour' });
  });

  it("compiles every message to Lingui's form (no ICU parser at run time)", () => {
    const code = compileCatalog(english);
    expect(code).toMatch(/^export default JSON\.parse\(/);
    const json = JSON.parse(
      JSON.parse(code.slice('export default JSON.parse('.length, code.lastIndexOf(')'))),
    );
    expect(json['auth.hello']).toEqual(['Hello ', ['name']]);
    expect(json['offers.count']).toEqual([
      ['count', 'plural', { one: ['#', ' offer'], other: ['#', ' offers'] }],
    ]);
  });

  it('refuses a module with no catalog', () => {
    expect(() => evaluateCatalog('export default 3;\n')).toThrow(/must export its messages/);
  });

  describe('shortens message ids in a build', () => {
    const sources = [
      { file: '/app/src/features/offers/i18n/en-CA.ts', code: english },
      {
        file: '/app/src/features/offers/i18n/fr-CA.ts',
        code: "export default {\n  'offers.count': 'x',\n};",
      },
      {
        file: '/app/src/i18n/forms/en-CA.ts',
        code: "defineCatalog({\n  'forms.validation.required': 'Required field.',\n  \"forms.email\": 'Email',\n});",
      },
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the code of a module, as the plugin reads it.
      { file: '/app/src/lib/validation-text.ts', code: 'const id = `forms.validation.${key}`;' },
    ];

    it('reads the ids of the English catalogs and the prefixes the code builds ids from', () => {
      expect(scanIds(sources)).toEqual({
        ids: ['offers.count', 'auth.hello', 'forms.validation.required', 'forms.email'],
        dynamicPrefixes: ['forms.validation.'],
      });
    });

    it('gives each id a distinct short form, the same in every build, and leaves built ids alone', () => {
      const { ids, dynamicPrefixes } = scanIds(sources);
      const short = shortIds(ids, dynamicPrefixes);
      expect(short.has('forms.validation.required')).toBe(false);
      expect([...short.keys()].sort()).toEqual(['auth.hello', 'forms.email', 'offers.count']);
      for (const form of short.values()) expect(form).toMatch(/^[0-9a-zA-Z]{3,6}$/);
      expect(new Set(short.values()).size).toBe(3);
      expect(shortIds([...ids].reverse(), dynamicPrefixes)).toEqual(short);
      // Many ids: still one form each.
      const many = Array.from({ length: 5000 }, (_, i) => `page${i}.thing.label`);
      expect(new Set(shortIds(many).values()).size).toBe(5000);
    });

    it('writes the short forms in the catalog and in the literals of the code that are exactly an id', () => {
      const short = shortIds(['offers.count', 'auth.hello']);
      const hello = short.get('auth.hello') as string;
      const json = JSON.parse(
        JSON.parse(compileCatalog(english, short).slice('export default JSON.parse('.length, -3)),
      );
      expect(Object.keys(json).sort()).toEqual([short.get('offers.count'), hello].sort());
      expect(json[hello]).toEqual(['Hello ', ['name']]);
      const code =
        't("auth.hello"); t(\'auth.hello\', v); x = `auth.hello`; y = "auth.hello.more"; z = "see auth.hello";';
      expect(shortenIds(code, short)).toBe(
        `t("${hello}"); t('${hello}', v); x = \`${hello}\`; y = "auth.hello.more"; z = "see auth.hello";`,
      );
    });
  });
});
