/**
 * Typed message catalogs, one `{en-CA,fr-CA}.ts` pair per folder under an `i18n/` directory. The English
 * catalog is the source: its ICU MessageFormat strings keep their literal types, so
 * - the French catalog must have exactly the same ids (`satisfies Translation<typeof en>`: a missing or an
 *   extra id fails the typecheck), and
 * - the values a message needs are read from its English text ({@link ArgsOf}).
 * Formatting is Lingui's; this module only types. Whether each message parses as ICU, has the same
 * arguments in both languages and follows French typography is the catalog check's job (the contracts'
 * unit tests), so no ICU parser ships to a browser.
 *
 * @example
 * // common/en-CA.ts
 * export default defineCatalog({ 'offers.count': '{count, plural, one {# offer} other {# offers}}' });
 * // common/fr-CA.ts
 * import type en from './en-CA.ts';
 * export default { 'offers.count': '{count, plural, one {# offre} other {# offres}}' } satisfies Translation<typeof en>;
 */

/** Message id → ICU MessageFormat string. Ids read `feature.screen.thing`. */
export type Catalog = { readonly [id: string]: string };

/** An English catalog, its strings kept as literal types (as if written `as const`). */
export const defineCatalog = <const T extends Catalog>(messages: T): T => messages;

/**
 * The catalog entries of a constants object of English messages (an `*_MESSAGES` object): `prefix.key` →
 * the text, braces quoted for ICU (`'{'`) so the message reads back letter for letter. Keys whose value is
 * a function (a message with parameters) are left out: their catalog writes them as ICU by hand.
 */
export const catalogFrom = <const P extends string, T extends Readonly<Record<string, unknown>>>(
  prefix: P,
  messages: T,
): { readonly [K in keyof T & string as T[K] extends string ? `${P}.${K}` : never]: string } =>
  Object.fromEntries(
    Object.entries(messages)
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
      .map(([key, text]) => [`${prefix}.${key}`, text.replace(/[{}]/g, "'$&'")]),
  ) as never;

/** The translation of catalog `T`: the same ids, any text. */
export type Translation<T extends Catalog> = { readonly [K in keyof T]: string };

type Space = ' ' | '\n' | '\t';
type Trim<S extends string> = S extends `${Space}${infer R}`
  ? Trim<R>
  : S extends `${infer L}${Space}`
    ? Trim<L>
    : S;

/** The text before the first brace of `S`, that brace ('' when none) and the text after it. */
type NextBrace<S extends string> = S extends `${infer Before}{${infer After}`
  ? Before extends `${infer B}}${infer A}`
    ? [B, '}', `${A}{${After}`]
    : [Before, '{', After]
  : S extends `${infer B}}${infer A}`
    ? [B, '}', A]
    : [S, '', ''];

/** The value an argument of ICU type `Kind` takes: a number for counts and numbers, else text or a number. */
type ValueOf<Kind extends string> = Kind extends 'plural' | 'selectordinal' | 'number'
  ? number
  : string | number;

/** Adds the argument whose header (`name` or `name, type[, style]`) is `Header`. */
type WithArg<Args, Header extends string> = Header extends `${infer Name},${infer Rest}`
  ? Args & { [K in Trim<Name>]: ValueOf<Trim<Rest extends `${infer Kind},${string}` ? Kind : Rest>> }
  : Args & { [K in Trim<Header>]: string | number };

/**
 * Walks a message brace by brace. `Stack` holds what each open brace opened: 'arg' is a plural or select
 * between its cases (text there is case keys), 'body' a case's message (a brace there opens an argument).
 */
type Walk<S extends string, Stack extends readonly ('arg' | 'body')[], Args> =
  NextBrace<S> extends [string, infer Brace, infer Rest extends string]
    ? Brace extends '{'
      ? Stack extends readonly ['arg', ...(readonly ('arg' | 'body')[])]
        ? Walk<Rest, ['body', ...Stack], Args>
        : ReadArg<Rest, Stack, Args>
      : Brace extends '}'
        ? Walk<
            Rest,
            Stack extends readonly [unknown, ...infer Outer extends readonly ('arg' | 'body')[]] ? Outer : [],
            Args
          >
        : Args
    : Args;

/** After an argument's `{`: its header runs to the next brace; `}` closes a simple one, `{` opens a case. */
type ReadArg<S extends string, Stack extends readonly ('arg' | 'body')[], Args> =
  NextBrace<S> extends [infer Header extends string, infer Brace, infer Rest extends string]
    ? Brace extends '}'
      ? Walk<Rest, Stack, WithArg<Args, Header>>
      : Brace extends '{'
        ? Walk<
            Rest,
            ['body', 'arg', ...Stack],
            WithArg<Args, Header extends `${infer H},${infer T},${string}` ? `${H},${T}` : Header>
          >
        : Args
    : Args;

/**
 * The values an English ICU message needs, read from its text: `{name}` and `{d, date}` take text or a
 * number, `{n, number}` and `{n, plural, …}` a number; a message without arguments needs `{}`. Braces quoted
 * with apostrophes (`'{'`) are not understood here: keep literal braces out of messages.
 *
 * @example
 * ArgsOf<'{count, plural, one {# offer by {name}} other {# offers}}'> // { count: number; name: string | number }
 */
export type ArgsOf<S extends string> = string extends S
  ? Record<string, unknown>
  : { [K in keyof Walk<S, [], unknown>]: Walk<S, [], unknown>[K] };
