import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
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

/**
 * A catalog module compiled to Lingui's form (what `i18n.load` takes): no ICU parser at run time. With
 * `short`, each id the map has is written as its short form (the app's code is rewritten the same way).
 */
export function compileCatalog(code: string, short: ReadonlyMap<string, string> = new Map()): string {
  const compiled = Object.fromEntries(
    Object.entries(evaluateCatalog(code)).map(([id, message]) => [
      short.get(id) ?? id,
      compileMessage(message),
    ]),
  );
  return `export default JSON.parse(${JSON.stringify(JSON.stringify(compiled))});\n`;
}

/** A message id as the catalogs write it: `feature.screen.thing` (lower-case first, two parts at least). */
const ID = String.raw`[a-z][\w-]*(?:\.[\w-]+)+`;
/** The ids an English catalog's source defines (one `'id':` per line, as the formatter writes them). */
const CATALOG_IDS = new RegExp(String.raw`^\s*['"](${ID})['"]\s*:`, 'gm');
/** An id built at run time from a literal prefix: `` `forms.validation.${key}` ``. */
const DYNAMIC_PREFIX = new RegExp(String.raw`\`(${ID}\.|[a-z][\w-]*\.)\$\{`, 'g');
/** A quoted string literal whose whole text may be an id. */
const LITERAL = new RegExp(String.raw`(['"\`])(${ID})\1`, 'g');

const BASE62 = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** A 32-bit FNV-1a hash of `text` in base 62 (six characters). */
function hash62(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  let out = '';
  for (let i = 0; i < 6; i++) {
    out += BASE62[h % 62];
    h = Math.floor(h / 62);
  }
  return out;
}

/**
 * The short form of each message id: the shortest prefix (three characters at least) of its hash that no
 * other id took, ids taken in sorted order (the same ids give the same forms in every build, the browser's
 * and the prerender's). Ids the code builds at run time from a prefix (`dynamicPrefixes`) keep their name.
 */
export function shortIds(ids: Iterable<string>, dynamicPrefixes: Iterable<string> = []): Map<string, string> {
  const prefixes = [...dynamicPrefixes];
  const taken = new Set<string>();
  const short = new Map<string, string>();
  for (const id of [...new Set(ids)].sort()) {
    if (prefixes.some((p) => id.startsWith(p))) continue;
    const h = hash62(id);
    let length = 3;
    while (length < h.length && taken.has(h.slice(0, length))) length++;
    let form = h.slice(0, length);
    for (let n = 0; taken.has(form); n++) form = `${h}${n}`;
    taken.add(form);
    short.set(id, form);
  }
  return short;
}

/** Every id of the English catalogs in `sources`, and every prefix the code builds ids from. */
export function scanIds(sources: Iterable<{ file: string; code: string }>): {
  ids: string[];
  dynamicPrefixes: string[];
} {
  const ids: string[] = [];
  const dynamicPrefixes = new Set<string>();
  for (const { file, code } of sources) {
    if (CATALOG.test(file)) {
      if (/en-CA\.ts$/.test(file)) for (const m of code.matchAll(CATALOG_IDS)) ids.push(m[1] as string);
      continue;
    }
    for (const m of code.matchAll(DYNAMIC_PREFIX)) dynamicPrefixes.add(m[1] as string);
  }
  return { ids, dynamicPrefixes: [...dynamicPrefixes] };
}

/** `code` with every string literal that is exactly an id of `short` written as its short form. */
export function shortenIds(code: string, short: ReadonlyMap<string, string>): string {
  return code.replace(LITERAL, (literal, quote: string, id: string) => {
    const form = short.get(id);
    return form === undefined ? literal : `${quote}${form}${quote}`;
  });
}

/** The app's source files under `dir` (scripts and components; tests left out). */
function sourceFiles(dir: string): { file: string; code: string }[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
    .map((f) => path.join(dir, f))
    .map((file) => ({ file, code: readFileSync(file, 'utf8') }));
}

/**
 * Compiles the app's message catalogs at build time (and in development): each `{en-CA,fr-CA}.ts` module
 * becomes the JSON of its messages in Lingui's compiled form, so the browser gets no ICU parser, and each
 * language stays a chunk of its own that a reader of the other never fetches.
 *
 * In a build of the app in `srcDir`, each message id is also shortened to a few characters of its hash, in
 * the catalogs and in every string literal of the app's code that is exactly an id: a page pays for its
 * words, not for their names twice over. Ids must therefore be literals where they are used; an id the code
 * builds from a prefix (`` `forms.validation.${key}` ``) keeps its name, and so do all ids with that prefix.
 */
export function i18nCatalogs(srcDir?: string): Plugin {
  let short = new Map<string, string>();
  const inSrc = (file: string) => srcDir !== undefined && file.startsWith(srcDir + path.sep);
  let building = false;
  return {
    name: 'barterbits-i18n-catalogs',
    enforce: 'post',
    configResolved(config) {
      building = config.command === 'build';
    },
    buildStart() {
      // Ids are shortened in the build only: the development server keeps them readable.
      if (!srcDir || !building) return;
      const { ids, dynamicPrefixes } = scanIds(sourceFiles(srcDir));
      short = shortIds(ids, dynamicPrefixes);
    },
    transform(code, id) {
      const file = id.split('?')[0] ?? '';
      if (CATALOG.test(file)) return { code: compileCatalog(code, short), map: null };
      if (short.size === 0 || !inSrc(file) || !/\.[jt]sx?$/.test(file)) return null;
      const shortened = shortenIds(code, short);
      return shortened === code ? null : { code: shortened, map: null };
    },
  };
}
