/**
 * Text that cannot be stored or shown: the NUL character (PostgreSQL refuses it in text columns)
 * and unpaired UTF-16 surrogates (not Unicode text; they cannot be encoded as UTF-8). Every request
 * body, query and path parameter is checked before validation, so no endpoint, present or future,
 * answers 500 because of them.
 */

export const SAFE_TEXT_MESSAGES = {
  nul: 'Text may not contain the NUL character',
  invalidCharacter: 'Text contains an invalid character',
  tooDeep: 'The input is too deeply nested',
} as const;

/** Containers (arrays, objects) nested deeper than this are refused rather than walked. */
export const SAFE_TEXT_MAX_DEPTH = 64;

/** Where the first unsafe text was found: `path` is the field-error key (`a.0.b`, `_` for the root). */
export interface UnsafeText {
  path: string;
  message: string;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const LONE_SURROGATES = new RegExp(LONE_SURROGATE.source, 'g');

/** The problem with one string, or null when it is safe. */
function problemOf(s: string): 'nul' | 'invalidCharacter' | null {
  if (s.includes('\u0000')) return 'nul';
  if (LONE_SURROGATE.test(s)) return 'invalidCharacter';
  return null;
}

/** An object key as it may appear in a path: unsafe characters written as `\uXXXX`. */
const printable = (key: string) =>
  key
    .replaceAll('\u0000', '\\u0000')
    .replace(LONE_SURROGATES, (c) => `\\u${c.charCodeAt(0).toString(16).toUpperCase()}`);

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

function found(path: string, kind: keyof typeof SAFE_TEXT_MESSAGES): UnsafeText {
  return {
    path: path || '_',
    message: `${SAFE_TEXT_MESSAGES[kind]}${path ? ` (field: ${path})` : ''}.`,
  };
}

/**
 * Plain objects, null-prototype dictionaries, and the "NullObject" pattern (a constructor whose
 * prototype has a null prototype) that Fastify's query-string parser and router use.
 */
function isPlainObject(v: object): v is Record<string, unknown> {
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null || Object.getPrototypeOf(proto) === null;
}

function walk(value: unknown, path: string, depth: number): UnsafeText | null {
  if (typeof value === 'string') {
    const kind = problemOf(value);
    return kind ? found(path, kind) : null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const isArray = Array.isArray(value);
  // Buffers, streams, dates and other class instances are not request text.
  if (!isArray && !isPlainObject(value)) return null;
  if (depth >= SAFE_TEXT_MAX_DEPTH) return found(path, 'tooDeep');
  if (isArray) {
    for (let i = 0; i < value.length; i++) {
      const bad = walk(value[i], join(path, String(i)), depth + 1);
      if (bad) return bad;
    }
    return null;
  }
  for (const key of Object.keys(value)) {
    const keyProblem = problemOf(key);
    if (keyProblem) return found(join(path, printable(key)), keyProblem);
    const bad = walk(value[key], join(path, key), depth + 1);
    if (bad) return bad;
  }
  return null;
}

/**
 * Finds the first string (value or object key) in `value` holding a NUL character or an unpaired
 * UTF-16 surrogate, walking arrays and plain objects up to {@link SAFE_TEXT_MAX_DEPTH} levels deep
 * (deeper input is reported as too deeply nested). Returns null when everything is safe.
 * Emoji and other valid surrogate pairs are safe; other control characters are left to each
 * field's own rules. `path` prefixes the reported path (`a.b.0`).
 */
export function findUnsafeText(value: unknown, path = ''): UnsafeText | null {
  return walk(value, path, 0);
}
