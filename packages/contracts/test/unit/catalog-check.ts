/**
 * The catalog check: what the typecheck cannot see in an English/French pair of message catalogs. Used by
 * the tests only, so the ICU parser never ships to a browser. Each problem is one line naming the id.
 *
 * - Both catalogs have the same ids (the typecheck says so too, for catalogs typed with `Translation`).
 * - Every message parses as ICU MessageFormat, and every plural, selectordinal and select has an `other` case.
 * - A French message has the same arguments as its English one, each of the same kind (plain, number,
 *   plural, select…), and a select the same cases.
 * - French typography (docs/i18n-glossary.md), in the text of a French message: a non-breaking space
 *   (U+00A0, or the narrow U+202F) before `:` `;` `!` `?` and inside « », never an ASCII space; the
 *   typographic apostrophe ’, never the straight one (which ICU also reads as a quote).
 */
import { type ParseError, parse, type Token } from '@messageformat/parser';

type Catalog = { readonly [id: string]: string };

/** How an argument is used: 'plain' for `{name}`, else its ICU type (number, date, plural, select…). */
type ArgumentKinds = Map<string, string>;

interface Parsed {
  kinds: ArgumentKinds;
  /** The cases of each select argument, sorted. */
  selectCases: Map<string, string>;
  /** The literal text runs of the message. */
  texts: string[];
  problems: string[];
}

function walk(tokens: readonly Token[], into: Parsed): void {
  for (const token of tokens) {
    switch (token.type) {
      case 'content':
        into.texts.push(token.value);
        break;
      case 'octothorpe':
        break;
      case 'argument':
        note(into, token.arg, 'plain');
        break;
      case 'function':
        note(into, token.arg, token.key);
        if (token.param) walk(token.param, into);
        break;
      default: {
        note(into, token.arg, token.type);
        const keys = token.cases.map((c) => c.key);
        if (!keys.includes('other')) into.problems.push(`"${token.arg}" (${token.type}) has no "other" case`);
        if (token.type === 'select') into.selectCases.set(token.arg, [...keys].sort().join(' '));
        for (const c of token.cases) walk(c.tokens, into);
      }
    }
  }
}

/** A plain `{n}` inside the plural on `n` is the same argument: the plural's kind wins. */
function note(into: Parsed, arg: string, kind: string): void {
  const known = into.kinds.get(arg);
  if (known === undefined || known === 'plain') into.kinds.set(arg, kind);
}

function parseMessage(message: string): Parsed {
  const parsed: Parsed = { kinds: new Map(), selectCases: new Map(), texts: [], problems: [] };
  let tokens: Token[];
  try {
    tokens = parse(message, { strict: false });
  } catch (error) {
    parsed.problems.push(`is not ICU MessageFormat: ${(error as ParseError).message}`);
    return parsed;
  }
  walk(tokens, parsed);
  return parsed;
}

const describeKinds = (kinds: ArgumentKinds) =>
  [...kinds]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, kind]) => (kind === 'plain' ? `{${name}}` : `{${name}, ${kind}}`))
    .join(' ') || 'none';

const NBSP = '\u00a0\u202f';

/** The French typography problems of one run of a message's literal text. */
export function frenchTypographyProblems(text: string): string[] {
  const problems: string[] = [];
  const context = (i: number) => JSON.stringify(text.slice(Math.max(0, i - 12), i + 12));
  for (let i = 0; i < text.length; i++) {
    const ch = text.charAt(i);
    const before = i > 0 ? text.charAt(i - 1) : '';
    const after = text.charAt(i + 1);
    if (ch === "'") problems.push(`straight apostrophe, write ’ (U+2019): ${context(i)}`);
    if (':;!?'.includes(ch)) {
      // A URL's "://" and a doubled "?!" are not punctuation to space.
      if (ch === ':' && text.startsWith('//', i + 1)) continue;
      if (before === ' ') problems.push(`ASCII space before "${ch}", write U+00A0: ${context(i)}`);
      else if (before !== '' && !NBSP.includes(before) && !'?!'.includes(before))
        problems.push(`no non-breaking space before "${ch}": ${context(i)}`);
    }
    if (ch === '«' && after !== '' && !NBSP.includes(after))
      problems.push(`« needs a non-breaking space after it (U+00A0): ${context(i)}`);
    if (ch === '»' && before !== '' && !NBSP.includes(before))
      problems.push(`» needs a non-breaking space before it (U+00A0): ${context(i)}`);
  }
  return problems;
}

/** Every problem of an English catalog and its French translation; none when the pair is sound. */
export function checkCatalogPair(en: Catalog, fr: Catalog): string[] {
  const problems: string[] = [];
  for (const id of Object.keys(en)) if (!Object.hasOwn(fr, id)) problems.push(`${id}: missing in French`);
  for (const id of Object.keys(fr)) if (!Object.hasOwn(en, id)) problems.push(`${id}: in French only`);

  for (const [id, english] of Object.entries(en)) {
    const source = parseMessage(english);
    for (const p of source.problems) problems.push(`${id} (en-CA): ${p}`);
    const french = fr[id];
    if (typeof french !== 'string') continue;
    const target = parseMessage(french);
    for (const p of target.problems) problems.push(`${id} (fr-CA): ${p}`);
    if (source.problems.length > 0 || target.problems.length > 0) continue;

    if (describeKinds(source.kinds) !== describeKinds(target.kinds))
      problems.push(
        `${id}: arguments differ: en-CA ${describeKinds(source.kinds)}, fr-CA ${describeKinds(target.kinds)}`,
      );
    for (const [arg, cases] of source.selectCases) {
      const frCases = target.selectCases.get(arg);
      if (frCases !== undefined && frCases !== cases)
        problems.push(`${id}: select "${arg}" has cases ${cases} in en-CA, ${frCases} in fr-CA`);
    }
    for (const text of target.texts)
      for (const p of frenchTypographyProblems(text)) problems.push(`${id} (fr-CA): ${p}`);
  }
  return problems;
}
