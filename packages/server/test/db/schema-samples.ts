/**
 * Samples from the contracts' zod schemas, for the generated probe suites (authz matrix, bad input):
 * a valid-enough value for any schema (by field name where the shape alone is not enough), and the
 * list of a body's property paths to mutate. Works on the input side of the JSON Schema that zod v4
 * generates (`z.toJSONSchema(schema, { io: 'input' })`), so pipes and transforms need no special case.
 */
import fc from 'fast-check';
import { z } from 'zod';

/** A JSON Schema node as zod emits it (only the keywords the sampler reads). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
}

const cache = new WeakMap<z.ZodType, JsonSchema>();
/** The input-side JSON Schema of a zod schema (cached). */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  let js = cache.get(schema);
  if (!js) {
    js = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
    cache.set(schema, js);
  }
  return js;
}

/** The branch a sample takes: the first that is not `null`. */
function branch(js: JsonSchema): JsonSchema {
  const alts = js.oneOf ?? js.anyOf;
  if (alts) return alts.find((a) => a.type !== 'null') ?? alts[0]!;
  return js;
}

/** The format of a property ("date", "uuid" …), through a nullable or optional wrapper. */
export function formatOf(js: JsonSchema): string | undefined {
  return branch(js).format;
}

export function typeOf(js: JsonSchema): string | undefined {
  const b = branch(js);
  if (Array.isArray(b.type)) return b.type.find((t) => t !== 'null');
  if (b.type) return b.type;
  if (b.enum) return typeof b.enum[0];
  if (b.const !== undefined) return typeof b.const;
  if (b.properties) return 'object';
  return undefined;
}

/** Values by field name where the shape alone does not make a valid value. */
export type FieldSamples = Record<string, unknown>;
/** A by-name sample meaning "leave this field out when it is optional". */
export const OMIT = Symbol('omit');

const clamp = (v: number, lo: number, hi: number) => Math.min(Math.max(v, lo), hi);

/**
 * A valid-enough value for `js`: by field name first (`fields`), then from the schema
 * (const, enum, format, pattern, bounds). Deterministic: pattern samples use a fixed seed.
 */
export function sampleValue(js: JsonSchema, key: string, fields: FieldSamples): unknown {
  const b = branch(js);
  if (key in fields && fields[key] !== OMIT && fits(b, fields[key])) return fields[key];
  if (b.const !== undefined) return b.const;
  if (b.enum) return b.enum[0];
  switch (typeOf(b)) {
    case 'object':
      return sampleObject(b, fields);
    case 'array': {
      const n = Math.max(1, b.minItems ?? 1);
      return Array.from({ length: n }, () => sampleValue(b.items ?? {}, `${key}[]`, fields));
    }
    case 'integer':
    case 'number': {
      const lo = b.exclusiveMinimum !== undefined ? b.exclusiveMinimum + 1 : (b.minimum ?? 1);
      const hi = b.exclusiveMaximum !== undefined ? b.exclusiveMaximum - 1 : (b.maximum ?? 1_000_000);
      return clamp(1, lo, hi);
    }
    case 'boolean':
      return true;
    case 'string':
      return sampleString(b);
    default:
      return 'probe';
  }
}

/** Whether a by-name sample suits this schema (the same name may be text in one place, an enum in another). */
function fits(b: JsonSchema, v: unknown): boolean {
  if (b.enum) return b.enum.includes(v);
  if (b.const !== undefined) return b.const === v;
  const t = typeOf(b);
  if (t === 'array') return Array.isArray(v);
  if (t === 'integer') return Number.isInteger(v);
  if (t === 'object') return !!v && typeof v === 'object' && !Array.isArray(v);
  return t === undefined || typeof v === t;
}

function sampleString(b: JsonSchema): string {
  if (b.format === 'uuid') return '00000000-0000-4000-8000-000000000001';
  if (b.format === 'date') return '2025-01-15';
  if (b.format === 'email') return 'probe@example.com';
  const min = b.minLength ?? 0;
  const max = b.maxLength ?? 64;
  const patterns = [b.pattern, ...(b.allOf ?? []).map((a) => a.pattern)].filter(Boolean) as string[];
  if (patterns.length > 0) {
    const candidates = fc.sample(fc.stringMatching(new RegExp(patterns[0]!)), { seed: 42, numRuns: 200 });
    const ok = candidates.find(
      (s) => s.length >= min && s.length <= max && patterns.every((p) => new RegExp(p).test(s)),
    );
    if (ok !== undefined) return ok;
  }
  return 'Probe text'.padEnd(Math.max(min, 10), 'x').slice(0, Math.max(max, min));
}

function sampleObject(js: JsonSchema, fields: FieldSamples): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, p] of Object.entries(js.properties ?? {})) {
    if (fields[k] === OMIT && !js.required?.includes(k)) continue;
    out[k] = sampleValue(p, k, fields);
  }
  return out;
}

/** A sample of a whole object schema (body, query or params), every property set. */
export function sampleOf(schema: z.ZodType, fields: FieldSamples): Record<string, unknown> {
  return sampleObject(branch(jsonSchemaOf(schema)), fields);
}

/** A property to mutate: its path in the body and its schema. */
export interface PropertyPath {
  path: (string | number)[];
  schema: JsonSchema;
}

/** Every property path of an object schema, nested objects and the first item of arrays included. */
export function propertyPaths(schema: z.ZodType | JsonSchema, maxDepth = 3): PropertyPath[] {
  const root = branch(schema instanceof z.ZodType ? jsonSchemaOf(schema) : schema);
  const out: PropertyPath[] = [];
  const walk = (js: JsonSchema, path: (string | number)[], depth: number) => {
    const b = branch(js);
    if (depth > maxDepth) return;
    if (typeOf(b) === 'object') {
      for (const [k, p] of Object.entries(b.properties ?? {})) {
        out.push({ path: [...path, k], schema: p });
        walk(p, [...path, k], depth + 1);
      }
    } else if (typeOf(b) === 'array' && b.items) {
      out.push({ path: [...path, 0], schema: b.items });
      walk(b.items, [...path, 0], depth + 1);
    }
  };
  walk(root, [], 0);
  return out;
}

type Container = Record<string | number, unknown>;
/** A shallow copy of an object or array (a new one of `head`'s kind when `obj` is neither). */
const copyOf = (obj: unknown, head?: string | number): Container =>
  obj && typeof obj === 'object'
    ? ((Array.isArray(obj) ? [...obj] : { ...obj }) as Container)
    : ((typeof head === 'number' ? [] : {}) as Container);

/** A deep copy of `obj` with `path` set to `value` (intermediate objects or arrays are created). */
export function withPath(obj: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  const base = copyOf(obj, head);
  base[head!] = withPath(base[head!], rest, value);
  return base;
}

/** A deep copy of `obj` without the property at `path`. */
export function withoutPath(obj: unknown, path: (string | number)[]): unknown {
  if (!obj || typeof obj !== 'object' || path.length === 0) return obj;
  const [head, ...rest] = path;
  const base = copyOf(obj);
  if (rest.length === 0) {
    if (Array.isArray(base)) (base as unknown[]).splice(head as number, 1);
    else delete base[head!];
  } else base[head!] = withoutPath(base[head!], rest);
  return base;
}

export const pathLabel = (path: (string | number)[]) => path.join('.') || '(body)';
