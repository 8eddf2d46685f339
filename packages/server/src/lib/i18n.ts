/**
 * Refusals in the request's language. Services and schemas write their messages in English (the
 * contracts' `*_MESSAGES` constants); the error handler turns each into `req.locale` here:
 * - a message with parameters travels as `{ id, values }` on its AppError (`AppError.i18n`) and is
 *   formatted from the catalogs;
 * - any other text is looked up by its English: the English catalogs (errors, validation) give the
 *   reverse map text → id, and a message whose catalog entry has plain `{arg}`s only (no plural or select)
 *   is also recognised with its values in it;
 * - zod's own messages (a schema without a message of its own) are zod's French, from `z.locales.frCA()`;
 * - a text found nowhere is answered as it is, in English.
 * One Lingui instance per locale is built when this module loads, from the raw ICU catalogs compiled once.
 */
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@barterbits/contracts';
import type { ArgsOf } from '@barterbits/contracts/i18n/catalog.ts';
import errorsEn from '@barterbits/contracts/i18n/errors/en-CA.ts';
import errorsFr from '@barterbits/contracts/i18n/errors/fr-CA.ts';
import liveEn from '@barterbits/contracts/i18n/live/en-CA.ts';
import liveFr from '@barterbits/contracts/i18n/live/fr-CA.ts';
import mailEn from '@barterbits/contracts/i18n/mail/en-CA.ts';
import mailFr from '@barterbits/contracts/i18n/mail/fr-CA.ts';
import maintenanceEn from '@barterbits/contracts/i18n/maintenance/en-CA.ts';
import maintenanceFr from '@barterbits/contracts/i18n/maintenance/fr-CA.ts';
import noticesEn from '@barterbits/contracts/i18n/notices/en-CA.ts';
import noticesFr from '@barterbits/contracts/i18n/notices/fr-CA.ts';
import statementsEn from '@barterbits/contracts/i18n/statements/en-CA.ts';
import statementsFr from '@barterbits/contracts/i18n/statements/fr-CA.ts';
import validationEn from '@barterbits/contracts/i18n/validation/en-CA.ts';
import validationFr from '@barterbits/contracts/i18n/validation/fr-CA.ts';
import { type I18n, setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { z } from 'zod';

/** A value of a parameterised message: text or a number, or text that depends on the reader's language (an amount, a date). */
export type MessageValue = string | number | ((locale: Locale) => string);

/** A catalog message and its values, carried by an AppError whose text has parameters. */
export interface LocalizedMessage {
  id: MessageId;
  values?: Readonly<Record<string, MessageValue>>;
}

/** The id of a message the server answers with (a refusal, a field message, a success message). */
export type MessageId = keyof typeof errorsEn | keyof typeof validationEn;

/** The answers' catalogs: their English texts are recognised in answers (the reverse map below). */
const CATALOGS: Readonly<Record<Locale, Readonly<Record<MessageId, string>>>> = {
  'en-CA': { ...errorsEn, ...validationEn },
  'fr-CA': { ...errorsFr, ...validationFr },
};

/**
 * What the server writes for a member outside an answer (e-mails, notices, statement files), in the
 * member's language, and the maintenance modules' words in an answer's: worded from its id with
 * {@link say}, never looked up by its English.
 */
const WRITINGS_EN = { ...mailEn, ...noticesEn, ...statementsEn, ...liveEn, ...maintenanceEn };
const WRITINGS: Readonly<Record<Locale, Readonly<Record<WritingId, string>>>> = {
  'en-CA': WRITINGS_EN,
  'fr-CA': { ...mailFr, ...noticesFr, ...statementsFr, ...liveFr, ...maintenanceFr },
};

/** The id of a message of the e-mails, notices, statement files, live socket refusals and maintenance modules. */
export type WritingId =
  | keyof typeof mailEn
  | keyof typeof noticesEn
  | keyof typeof statementsEn
  | keyof typeof liveEn
  | keyof typeof maintenanceEn;

const INSTANCES = Object.fromEntries(
  LOCALES.map((locale) => {
    const i18n = setupI18n();
    i18n.setMessagesCompiler(compileMessage);
    i18n.load(locale, { ...CATALOGS[locale], ...WRITINGS[locale] });
    i18n.activate(locale);
    return [locale, i18n];
  }),
) as Record<Locale, I18n>;

/** The catalog message `id` in `locale`, its values formatted for that locale. */
export function formatMessage(locale: Locale, { id, values = {} }: LocalizedMessage): string {
  const resolved: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(values))
    resolved[name] = typeof value === 'function' ? value(locale) : value;
  return INSTANCES[locale]._(id, resolved);
}

/** The values a writing needs (read from its English text), or nothing when it has none. */
type WritingArgs<Id extends WritingId> =
  ArgsOf<(typeof WRITINGS_EN)[Id]> extends Record<string, never>
    ? [values?: Record<string, never>]
    : [values: ArgsOf<(typeof WRITINGS_EN)[Id]>];

/**
 * The e-mail, notice or statement message `id` in `locale` (the reader's), with its values: text and
 * numbers as they are (amounts and dates come formatted in `locale` by the caller).
 */
export function say<Id extends WritingId>(locale: Locale, id: Id, ...[values]: WritingArgs<Id>): string {
  return INSTANCES[locale]._(id, values as Record<string, string | number> | undefined);
}

/** A plain argument `{name}`; a message with any other ICU syntax (select, plural, quotes) is not read back. */
const PLAIN_ARG = /\{\s*([A-Za-z_][\w]*)\s*\}/g;
const isPlainPattern = (message: string) => !/[{}']/.test(message.replace(PLAIN_ARG, ''));

/** Whether an ICU message has arguments: a brace that is not quoted (`'{'`). */
const hasArguments = (source: string) => /[{}]/.test(source.replace(/'[{}]'/g, ''));

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * English text → catalog id, for the catalog messages without arguments. Two ids with the same English
 * (e.g. "Required field." of VALIDATION_MESSAGES and REVIEW_MESSAGES) are kept under the first; a unit test
 * checks that their translations agree too, so the id chosen never changes the answer.
 */
export const ENGLISH_TO_ID: ReadonlyMap<string, MessageId> = (() => {
  const map = new Map<string, MessageId>();
  for (const [id, source] of Object.entries(CATALOGS[DEFAULT_LOCALE]) as [MessageId, string][]) {
    if (hasArguments(source)) continue;
    const text = formatMessage(DEFAULT_LOCALE, { id });
    if (!map.has(text)) map.set(text, id);
  }
  return map;
})();

/** The catalog messages with plain `{arg}`s only, as patterns that read the values back from the English. */
const PATTERNS: readonly { id: MessageId; pattern: RegExp; names: string[] }[] = (
  Object.entries(CATALOGS[DEFAULT_LOCALE]) as [MessageId, string][]
).flatMap(([id, source]) => {
  const names = [...source.matchAll(PLAIN_ARG)].map((m) => m[1] ?? '');
  if (names.length === 0 || !isPlainPattern(source)) return [];
  const pattern = source
    .split(PLAIN_ARG)
    .map((part, i) => (i % 2 === 1 ? '(.+?)' : escapeRegExp(part)))
    .join('');
  return [{ id, pattern: new RegExp(`^${pattern}$`, 's'), names }];
});

/** The catalog message an English text is, with its values; undefined when the text is not in a catalog. */
export function messageOf(english: string): LocalizedMessage | undefined {
  const id = ENGLISH_TO_ID.get(english);
  if (id) return { id };
  for (const { id: patternId, pattern, names } of PATTERNS) {
    const match = pattern.exec(english);
    if (match)
      return { id: patternId, values: Object.fromEntries(names.map((n, i) => [n, match[i + 1] ?? ''])) };
  }
  return undefined;
}

/** An English message in `locale`: its catalog translation, or the text as it is when it has none. */
export function translate(locale: Locale, english: string): string {
  if (locale === DEFAULT_LOCALE) return english;
  const message = messageOf(english);
  return message ? formatMessage(locale, message) : english;
}

const ZOD_ERRORS: Readonly<Record<Locale, z.core.$ZodErrorMap>> = {
  'en-CA': z.locales.en().localeError,
  'fr-CA': z.locales.frCA().localeError,
};

/** A stand-in value of each type zod names in "received …", to word the type in another language. */
const SAMPLE_INPUTS: Readonly<Record<string, unknown>> = {
  string: '',
  number: 0,
  boolean: false,
  bigint: 0n,
  array: [],
  object: {},
  null: null,
  undefined: undefined,
  NaN: Number.NaN,
  Date: new Date(0),
};

const textOf = (answer: ReturnType<z.core.$ZodErrorMap>) =>
  typeof answer === 'string' ? answer : (answer?.message ?? undefined);

/**
 * A field message of a refused request in `locale`. `issue` is zod's issue (code and details) when the
 * message came from a schema: a message of zod's own wording (the schema gave none) is then worded by
 * zod's locale; the schemas' own messages are ours, from the catalogs.
 */
export function translateFieldMessage(
  locale: Locale,
  english: string,
  issue?: { code: string; [detail: string]: unknown },
): string {
  if (locale === DEFAULT_LOCALE) return english;
  if (messageOf(english)) return translate(locale, english);
  if (!issue) return english;
  const raw = { ...issue, path: [] } as unknown as Parameters<z.core.$ZodErrorMap>[0];
  if (textOf(ZOD_ERRORS[DEFAULT_LOCALE](raw)) === english) return textOf(ZOD_ERRORS[locale](raw)) ?? english;
  // zod names the type it received from the input, which an issue does not keep: read it from the text.
  const received = issue.code === 'invalid_type' ? /, received (\w+)$/.exec(english)?.[1] : undefined;
  if (received !== undefined && Object.hasOwn(SAMPLE_INPUTS, received)) {
    const withInput = { ...raw, input: SAMPLE_INPUTS[received] } as typeof raw;
    if (textOf(ZOD_ERRORS[DEFAULT_LOCALE](withInput)) === english)
      return textOf(ZOD_ERRORS[locale](withInput)) ?? english;
  }
  return english;
}

/**
 * A reader of the English texts the server stores once for everyone (a movement's memo, a group's events)
 * whose catalog messages are the writings under `prefix`: `(locale, text)` gives the text in `locale`, its
 * values (names, references) read back from the English; a text that is none of them stays as it is.
 */
export function storedWording(prefix: string): (locale: Locale, english: string) => string {
  const patterns = (Object.entries(WRITINGS_EN) as [WritingId, string][])
    .filter(([id, source]) => id.startsWith(prefix) && isPlainPattern(source))
    .map(([id, source]) => {
      const names = [...source.matchAll(PLAIN_ARG)].map((m) => m[1] ?? '');
      const pattern = source
        .split(PLAIN_ARG)
        .map((part, i) => (i % 2 === 1 ? '(.+)' : escapeRegExp(part)))
        .join('');
      return { id, names, pattern: new RegExp(`^${pattern}$`, 's') };
    });
  return (locale, english) => {
    if (locale === DEFAULT_LOCALE) return english;
    for (const { id, names, pattern } of patterns) {
      const match = pattern.exec(english);
      if (match)
        return INSTANCES[locale]._(id, Object.fromEntries(names.map((n, i) => [n, match[i + 1] ?? ''])));
    }
    return english;
  };
}
