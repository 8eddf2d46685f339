import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

/** A message catalog of the app: `i18n/<name>/{en-CA,fr-CA}.ts` or `features/<f>/i18n/{en-CA,fr-CA}.ts`. */
const CATALOG = /[\\/]i18n[\\/](?:[^\\/]+[\\/])?(?:en|fr)-CA\.ts$/;

/**
 * The catalog object of a catalog module, once TypeScript is stripped: catalogs import nothing at run time
 * but `defineCatalog` (an identity), so the module is evaluated with its imports taken out.
 */
export function evaluateCatalog(code: string): Record<string, string> {
  const body = code
    .replace(/^\s*import\s[^;]*;\s*$/gm, '')
    .replace(/^\s*export\s+default\s+/m, 'return ')
    .replace(/^\s*export\s*\{[^}]*\};?\s*$/gm, '');
  const catalog = new Function('defineCatalog', body)((messages: unknown) => messages) as unknown;
  if (typeof catalog !== 'object' || catalog === null)
    throw new Error('vite-i18n-catalogs: a catalog module must export its messages as default');
  return catalog as Record<string, string>;
}

/** A catalog module compiled to Lingui's form (what `i18n.load` takes): no ICU parser at run time. */
export function compileCatalog(code: string): string {
  const compiled = Object.fromEntries(
    Object.entries(evaluateCatalog(code)).map(([id, message]) => [id, compileMessage(message)]),
  );
  return `export default JSON.parse(${JSON.stringify(JSON.stringify(compiled))});\n`;
}

/**
 * Compiles the app's message catalogs at build time (and in development): each `{en-CA,fr-CA}.ts` module
 * becomes the JSON of its messages in Lingui's compiled form, so the browser gets no ICU parser, and each
 * language stays a chunk of its own that a reader of the other never fetches.
 */
export function i18nCatalogs(): Plugin {
  return {
    name: 'barterbits-i18n-catalogs',
    enforce: 'post',
    transform(code, id) {
      if (!CATALOG.test(id.split('?')[0] ?? '')) return null;
      return { code: compileCatalog(code), map: null };
    },
  };
}
