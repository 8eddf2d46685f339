import { describe, expect, it } from 'vitest';
import { compileCatalog, evaluateCatalog } from './vite-i18n-catalogs.ts';

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
});
