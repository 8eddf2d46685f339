import { z } from 'zod';

/** Every successful JSON body is `{ data, message? }` (spec §3: "profile responses carry data"). */
export const dataEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({ data, message: z.string().optional() });

/** Paged lists carry the total count of the filtered list so clients can page and export. */
export const ZPageMeta = z.object({
  total: z.number().int().nonnegative(),
  limit: z.number().int().positive(),
  offset: z.number().int().nonnegative(),
});
export type TPageMeta = z.infer<typeof ZPageMeta>;

export const pageEnvelope = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), meta: ZPageMeta });

export const ZMessageResponse = z.object({ message: z.string() });

export const ZSortOrder = z.enum(['ASC', 'DESC']);

const DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * A number that may arrive as text (query strings, path parameters, form selects): a JSON number,
 * or a string holding a plain decimal number ("12", "-4.5"; surrounding spaces ignored), then
 * checked by `schema`. Everything else is refused with `message`: '' and blank strings, booleans,
 * null, arrays, "NaN", "Infinity", hex ("0x10") and exponents ("1e3"). Unlike z.coerce.number(),
 * '' is not 0 and true is not 1. An absent value stays absent, so `.optional()` and `.default()`
 * apply as usual. JSON bodies that only ever carry numbers use plain z.number() instead.
 */
export const zNumeric = <T extends z.ZodType<number, number>>(schema: T, message: string) =>
  // A preprocess (not a union) so the OpenAPI input schema is the inner one, limits and default included.
  z.preprocess((v, ctx) => {
    if (typeof v === 'number' && Number.isFinite(v)) return v;
    if (typeof v === 'string' && DECIMAL.test(v.trim())) return Number(v.trim());
    ctx.addIssue({ code: 'custom', message, input: v });
    return z.NEVER;
  }, schema);

/** "Must be a whole number from 1 to 100." (or "of at least 0." when unbounded above). */
export const wholeNumberMessage = (min: number, max: number) =>
  max >= Number.MAX_SAFE_INTEGER
    ? `Must be a whole number of at least ${min}.`
    : `Must be a whole number from ${min} to ${max}.`;

/** A whole number from `min` to `max` (a JSON number); anything else is refused with `message`. */
export const zWholeNumber = (min: number, max: number, message = wholeNumberMessage(min, max)) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

/**
 * A whole number from a query string, `def` when the key is absent. (`prefault` rather than
 * `default`: same result, and the OpenAPI input schema keeps showing the default.)
 */
export const zQueryInt = (min: number, max: number, def: number, message = wholeNumberMessage(min, max)) =>
  zNumeric(zWholeNumber(min, max, message), message).prefault(def);

/** The messages of a paged query's `limit` (1 to `limitMax`) and `offset` (0 to `offsetMax`). */
export const pagingMessages = (limitMax: number, offsetMax: number) => ({
  limit: `Limit must be a whole number from 1 to ${limitMax}.`,
  offset: `Offset must be a whole number from 0 to ${offsetMax}.`,
});

/**
 * `limit` (1 to `limitMax`, default `limitDefault`) and `offset` (0 to `offsetMax`, default 0) of a
 * paged list's query, refused with `pagingMessages`. Deeper pages than `offsetMax` are refused
 * (narrow the search instead).
 */
export const zPagingQuery = (limitMax: number, limitDefault: number, offsetMax: number) => {
  const m = pagingMessages(limitMax, offsetMax);
  return {
    limit: zQueryInt(1, limitMax, limitDefault, m.limit),
    offset: zQueryInt(0, offsetMax, 0, m.offset),
  };
};

/**
 * Optional search text: trimmed, at most `max` characters (else `maxMessage`); blank reads as absent.
 * `typeMessage` is the message for a value that is not text (default: zod's own).
 */
export const zSearchText = (max: number, maxMessage: string, typeMessage?: string) =>
  z
    .string(typeMessage === undefined ? undefined : { error: typeMessage })
    .trim()
    .max(max, maxMessage)
    .optional()
    .transform((v) => (v ? v : undefined));
