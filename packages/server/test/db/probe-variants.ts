/**
 * Bad-input variants of one request, generated from its endpoint's zod schemas (the bad-input
 * suite): each property of the body, query and path, and the body, content type and headers as a
 * whole, replaced by hostile values; topped up with random combinations drawn with a fixed seed.
 * A variant knows when only a refusal (4xx) is right, e.g. NUL in a text field or 1.5 cents.
 */
import type { EndpointDef } from '@barterbits/contracts';
import fc from 'fast-check';
import { fillPath, type Headers, multipartBody, type ProbeRequest, queryString } from './probe-helpers.ts';
import {
  formatOf,
  type JsonSchema,
  jsonSchemaOf,
  pathLabel,
  propertyPaths,
  typeOf,
  withoutPath,
  withPath,
} from './schema-samples.ts';

/** One call to make: everything already encoded. */
export interface Variant {
  label: string;
  url: string;
  headers: Headers;
  payload?: string | Buffer;
  /** The only acceptable statuses (default: anything below 500). */
  expect?: 'refused' | 413;
  /** With `refused`: the refusal must be a 400 whose `fieldErrors` name this field. */
  field?: string;
}

/** The body limit of the app (bodyLimit in app.ts). */
const BODY_LIMIT = 1024 * 1024;
/** A string of about 1 MB that still fits in a body under the limit. */
const MB_STRING = 'a'.repeat(1_000_000);
const DEEP = 10_000;
const deepObject = `${'{"a":'.repeat(DEEP)}1${'}'.repeat(DEEP)}`;
const deepArray = `${'['.repeat(DEEP)}${']'.repeat(DEEP)}`;
const hugeArray = `[${'1,'.repeat(99_999)}1]`;

/** A value for a JSON property: a JS value, or raw JSON text (what JSON.stringify cannot make). */
interface Value {
  label: string;
  value?: unknown;
  raw?: string;
  /** Refused (4xx) whatever the property, when the property's type is one of these. */
  refusedFor?: string[];
}

const NUL_AND_SURROGATES: Value[] = [
  { label: 'NUL', value: '\u0000', refusedFor: ['string'] },
  { label: 'NUL inside text', value: 'ab\u0000cd', refusedFor: ['string'] },
  { label: 'lone high surrogate', value: '\ud800', refusedFor: ['string'] },
  { label: 'lone low surrogate in text', value: 'x\udfffy', refusedFor: ['string'] },
];
const TEXTS: Value[] = [
  { label: 'empty string', value: '' },
  { label: 'spaces', value: '   ' },
  { label: 'emoji', value: '🦄🔥👩‍👩‍👧' },
  { label: '1 MB string', value: MB_STRING },
  { label: 'SQL injection', value: "' OR 1=1 --" },
  { label: 'SQL injection (quote)', value: "'; DROP TABLE users; --" },
  { label: 'script tag', value: '<script>alert(1)</script>' },
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, meant literally
  { label: 'template', value: '${7*7}{{7*7}}' },
  { label: 'path traversal', value: '../../etc/passwd' },
  { label: 'LIKE wildcards', value: '%_\\' },
  { label: 'RTL override', value: '\u202Eabc' },
];
const NUMBERS: Value[] = [
  { label: 'negative', value: -1 },
  { label: 'zero', value: 0 },
  { label: 'fraction of a cent 1.5', value: 1.5, refusedFor: ['integer'] },
  { label: 'fraction 0.001', value: 0.001, refusedFor: ['integer'] },
  {
    label: 'NaN literal',
    raw: 'NaN',
    refusedFor: ['integer', 'number', 'string', 'boolean', 'array', 'object'],
  },
  {
    label: 'Infinity literal',
    raw: 'Infinity',
    refusedFor: ['integer', 'number', 'string', 'boolean', 'array', 'object'],
  },
  { label: '1e308', value: 1e308, refusedFor: ['integer'] },
  { label: '1e400 (parses to Infinity)', raw: '1e400', refusedFor: ['integer', 'number'] },
  { label: '2**63', raw: '9223372036854775808', refusedFor: ['integer'] },
  { label: '1e20', value: 1e20, refusedFor: ['integer'] },
  { label: '2**31 (int4 overflow)', value: 2_147_483_648 },
  { label: 'huge integer as text', value: '99999999999999999999' },
  { label: '-0', raw: '-0' },
];
const SHAPES: Value[] = [
  { label: 'null', value: null },
  { label: 'true', value: true },
  { label: 'empty array', value: [] },
  { label: 'array of null', value: [null] },
  { label: 'empty object', value: {} },
  { label: 'object with __proto__', raw: '{"__proto__":{"isAdmin":true}}' },
  { label: 'object with constructor.prototype', raw: '{"constructor":{"prototype":{"isAdmin":true}}}' },
  { label: 'deep nesting (10,000 objects)', raw: deepObject },
  { label: 'deep nesting (10,000 arrays)', raw: deepArray },
  { label: 'huge array (100,000 items)', raw: hugeArray },
];
/**
 * Calendar days and instants that do not exist, tried on every property of format "date" or "date-time"
 * (always refused, with a 400 naming the field), and the first and last days a date rule accepts (never a
 * 5xx: a day after 9999-12-31 must not be computed from them where the database cannot take it).
 */
const IMPOSSIBLE_DATES: Record<'date' | 'date-time', string[]> = {
  date: [
    '2025-02-30',
    '2023-02-29',
    '2025-04-31',
    '2025-13-01',
    '2025-00-10',
    '2025-01-00',
    '0000-01-01',
    '2025-1-5',
  ],
  'date-time': [
    '2025-01-01T25:00:00Z',
    '2025-01-01T10:61:00Z',
    '2025-02-30T10:00:00Z',
    '2025-13-01T10:00:00Z',
    '0000-01-01T00:00:00Z',
  ],
};
const EDGE_DATES: Record<'date' | 'date-time', string[]> = {
  date: ['1000-01-01', '9999-12-31', '2024-02-29'],
  'date-time': ['1000-01-01T00:00:00Z', '9999-12-31T23:59:59Z'],
};
/** The date variants of a property: its format's impossible values (refused) and edge values. */
function datesFor(js: JsonSchema): { label: string; value: string; refused: boolean }[] {
  const format = formatOf(js);
  if (format !== 'date' && format !== 'date-time') return [];
  return [
    ...IMPOSSIBLE_DATES[format].map((value) => ({
      label: `impossible ${format} ${value}`,
      value,
      refused: true,
    })),
    ...EDGE_DATES[format].map((value) => ({ label: `edge ${format} ${value}`, value, refused: false })),
  ];
}

/** Every value, for the random top-up. */
export const ALL_VALUES: Value[] = [...NUL_AND_SURROGATES, ...TEXTS, ...NUMBERS, ...SHAPES];

/** Values that have the wrong JSON type for the property: always refused. */
function wrongTypes(js: JsonSchema): Value[] {
  const types = new Set<string>();
  const collect = (s: JsonSchema) => {
    for (const alt of s.anyOf ?? s.oneOf ?? []) collect(alt);
    if (Array.isArray(s.type)) for (const t of s.type) types.add(t);
    else if (s.type) types.add(s.type);
    else if (s.enum) for (const e of s.enum) types.add(e === null ? 'null' : typeof e);
    else if (s.const !== undefined) types.add(typeof s.const);
  };
  collect(js);
  if (types.size === 0) return [];
  const refused = [...types];
  const out: Value[] = [];
  const accepts = (t: string) => types.has(t) || (t === 'integer' && types.has('number'));
  if (!accepts('string')) out.push({ label: 'wrong type: text', value: '12', refusedFor: refused });
  if (!accepts('number') && !accepts('integer'))
    out.push({ label: 'wrong type: number', value: 12345, refusedFor: refused });
  if (!accepts('boolean')) out.push({ label: 'wrong type: boolean', value: true, refusedFor: refused });
  if (!accepts('array')) out.push({ label: 'wrong type: array', value: ['x'], refusedFor: refused });
  if (!accepts('object')) out.push({ label: 'wrong type: object', value: { x: 1 }, refusedFor: refused });
  if (!accepts('null')) out.push({ label: 'wrong type: null', value: null, refusedFor: refused });
  return out;
}

/** A value of ALL_VALUES by its label. */
const V = (label: string): Value => {
  const v = ALL_VALUES.find((x) => x.label === label);
  if (!v) throw new Error(`no value ${label}`);
  return v;
};

/** The values tried on a property of this schema (every kind its type can go wrong with). */
function valuesFor(js: JsonSchema, nested: boolean): Value[] {
  const t = typeOf(js);
  const base = [...wrongTypes(js), ...NUL_AND_SURROGATES.slice(0, nested ? 1 : 4)];
  if (nested) return [...base, V('1e308'), V('deep nesting (10,000 objects)')];
  const shapes = [V('object with __proto__'), V('deep nesting (10,000 objects)')];
  if (t === 'string') return [...base, ...TEXTS, V('NaN literal'), V('huge integer as text'), ...shapes];
  if (t === 'integer' || t === 'number') return [...base, ...NUMBERS, V('empty string'), ...shapes];
  if (t === 'array') {
    return [
      ...base,
      V('empty array'),
      V('array of null'),
      V('deep nesting (10,000 arrays)'),
      V('huge array (100,000 items)'),
      V('1 MB string'),
    ];
  }
  if (t === 'object') return [...base, V('empty object'), V('object with constructor.prototype'), ...shapes];
  return [...base, V('null'), V('true'), V('1 MB string')];
}

const RAW = (n: number) => `__probe_raw_${n}__`;
/** `body` as JSON text, with raw JSON put in place of the markers of `raws`. */
function bodyText(body: unknown, raws: string[]): string {
  let text = JSON.stringify(body);
  raws.forEach((raw, n) => {
    text = text.replace(`"${RAW(n)}"`, () => raw);
  });
  return text;
}

const refusedIf = (v: Value, js: JsonSchema): Variant['expect'] => {
  const types = new Set<string>();
  const t = typeOf(js);
  if (t) types.add(t);
  return v.refusedFor?.some((x) => types.has(x)) ? 'refused' : undefined;
};

/** Query values, already encoded. `refused`: text PostgreSQL cannot store, or an empty number. */
const QUERY_VALUES: { label: string; raw: string; refused?: 'always' | 'numeric' }[] = [
  { label: 'empty', raw: '', refused: 'numeric' },
  { label: 'NUL', raw: '%00', refused: 'always' },
  { label: 'NUL inside text', raw: 'ab%00cd', refused: 'always' },
  // Invalid UTF-8: the query parser keeps such text as it came (no surrogate or NUL reaches the app).
  { label: 'lone surrogate (CESU-8 bytes)', raw: '%ED%A0%80' },
  { label: 'overlong NUL (C0 80)', raw: '%C0%80' },
  { label: 'percent-u surrogate', raw: '%uD800' },
  { label: 'bad percent escape', raw: '%zz' },
  { label: 'lone percent', raw: '%' },
  { label: 'emoji', raw: encodeURIComponent('🦄') },
  { label: '10,000 characters', raw: 'a'.repeat(10_000) },
  { label: 'SQL injection', raw: encodeURIComponent("' OR 1=1 --") },
  { label: 'script tag', raw: encodeURIComponent('<script>alert(1)</script>') },
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, meant literally
  { label: 'template', raw: encodeURIComponent('${7*7}') },
  { label: 'path traversal', raw: encodeURIComponent('../../etc/passwd') },
  { label: 'LIKE wildcards', raw: encodeURIComponent('%_\\') },
  { label: 'negative', raw: '-1' },
  { label: 'zero', raw: '0' },
  { label: 'fraction', raw: '1.5' },
  { label: '0.001', raw: '0.001' },
  { label: 'NaN', raw: 'NaN' },
  { label: 'Infinity', raw: 'Infinity' },
  { label: '1e308', raw: '1e308' },
  { label: '2**63', raw: '9223372036854775808' },
  { label: '1e20', raw: '1e20' },
  { label: 'huge integer', raw: '99999999999999999999' },
  { label: '2**31', raw: '2147483648' },
  { label: 'hex', raw: '0x10' },
  { label: 'spaces', raw: '%20%20' },
];
const QUERY_SHAPES = (k: string): { label: string; raw: string }[] => [
  { label: `${k} repeated`, raw: `${k}=1&${k}=2` },
  { label: `${k}[]`, raw: `${k}[]=1` },
  { label: `${k}[a]`, raw: `${k}[a]=1` },
  { label: `${k} without =`, raw: k },
];
const QUERY_EXTRAS: { label: string; raw: string }[] = [
  { label: '__proto__ parameter', raw: '__proto__=1' },
  { label: '__proto__[x] parameter', raw: '__proto__[isAdmin]=true' },
  { label: 'constructor parameter', raw: 'constructor=1' },
  { label: 'unknown parameter', raw: 'probeUnknown=1' },
  { label: 'empty pairs', raw: '&&&=&' },
  { label: '2,000 parameters', raw: Array.from({ length: 2000 }, (_, i) => `p${i}=1`).join('&') },
];

const PATH_VALUES: { label: string; raw: string; refused?: boolean }[] = [
  { label: 'not an id', raw: 'not-an-id' },
  { label: 'zero', raw: '0' },
  { label: 'negative', raw: '-1' },
  { label: 'fraction', raw: '1.5' },
  { label: '1e308', raw: '1e308' },
  { label: 'NaN', raw: 'NaN' },
  { label: 'huge integer', raw: '99999999999999999999' },
  { label: '2**31 (int4 overflow)', raw: '2147483648' },
  { label: '2**63', raw: '9223372036854775808' },
  { label: 'NUL', raw: '%00', refused: true },
  { label: 'lone surrogate (CESU-8 bytes)', raw: '%ED%A0%80', refused: true },
  { label: 'emoji', raw: '%F0%9F%A6%84' },
  { label: 'SQL injection', raw: encodeURIComponent("' OR 1=1 --") },
  { label: 'path traversal', raw: '..%2F..%2Fetc%2Fpasswd' },
  { label: 'lone percent', raw: '%' },
  { label: '5,000 characters', raw: 'a'.repeat(5_000) },
  { label: 'nil uuid', raw: '00000000-0000-0000-0000-000000000000' },
  { label: 'max uuid', raw: 'ffffffff-ffff-ffff-ffff-ffffffffffff' },
  { label: 'unknown uuid', raw: '6f1c2b9e-7d4a-4c1e-9b3f-2a5d8e7c6b1a' },
  { label: 'space', raw: '%20' },
];

interface Parts {
  path: string;
  query: string;
  headers: Headers;
  payload?: string | Buffer;
}

/** Every bad-input variant of `req` (at least `min`, topped up with seeded random ones). */
export function variantsOf(
  name: string,
  def: EndpointDef,
  req: ProbeRequest,
  seed: number,
  min = 50,
): Variant[] {
  const out: Variant[] = [];
  const jsonHeaders: Headers = { 'content-type': 'application/json' };
  const baseQuery = queryString(req.query).replace(/^\?/, '');
  const basePath = fillPath(def.path, req.params);
  const baseBody = req.body === undefined ? undefined : JSON.stringify(req.body);
  const make = (label: string, p: Partial<Parts>, expect?: Variant['expect']): Variant => {
    const path = p.path ?? basePath;
    const query = p.query ?? baseQuery;
    const headers = p.headers ?? (req.file ? req.file.headers : baseBody !== undefined ? jsonHeaders : {});
    const payload = 'payload' in p ? p.payload : (req.file?.payload ?? baseBody);
    return {
      label,
      url: `/v1${path}${query ? `?${query}` : ''}`,
      headers,
      ...(payload === undefined ? {} : { payload }),
      ...(expect ? { expect } : {}),
    };
  };

  // The body as a whole.
  const bodyJs = def.body ? jsonSchemaOf(def.body) : undefined;
  const sample = baseBody ?? '{"probe":1}';
  const wholeBody: [string, string, Headers?][] = [
    ['invalid JSON: {', '{'],
    ['invalid JSON: truncated', sample.slice(0, -1)],
    ['invalid JSON: single quotes', "{'a':1}"],
    ['invalid JSON: trailing comma', '{"a":1,}'],
    ['invalid JSON: NaN', '{"a":NaN}'],
    ['empty body', ''],
    ['JSON null', 'null'],
    ['JSON array', '[]'],
    ['JSON string', '"text"'],
    ['JSON number', '42'],
    ['empty object', '{}'],
    ['__proto__ key', `{"__proto__":{"isAdmin":true},${sample.slice(1)}`],
    ['constructor.prototype key', `{"constructor":{"prototype":{"isAdmin":true}},${sample.slice(1)}`],
    ['extra field', `{"probeExtra":"x",${sample.slice(1)}`],
    ['NUL in a key', `{"a\\u0000b":"x",${sample.slice(1)}`],
    ['deep nesting (10,000 levels)', deepObject],
    [
      'deep nesting with __proto__ at the bottom',
      `${'{"a":'.repeat(DEEP)}{"__proto__":{"x":1}}${'}'.repeat(DEEP)}`,
    ],
    ['huge array (100,000 items)', hugeArray],
    ['BOM before JSON', `\ufeff${sample}`],
    ['text/plain', sample, { 'content-type': 'text/plain' }],
    ['form-urlencoded', 'a=1&b=2', { 'content-type': 'application/x-www-form-urlencoded' }],
    [
      'multipart on a JSON endpoint',
      multipartText(),
      { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    ],
    ['multipart without boundary', multipartText(), { 'content-type': 'multipart/form-data' }],
    ['charset utf-16', sample, { 'content-type': 'application/json; charset=utf-16' }],
    ['no content type', sample, {}],
    ['unknown content type', sample, { 'content-type': 'application/x-probe' }],
  ];
  for (const [label, payload, headers] of wholeBody)
    out.push(make(label, { payload, headers: headers ?? jsonHeaders }));
  // GET bodies are not read (Fastify), so only calls that take a body must answer 413.
  const tooLarge = `{"probeExtra":"${'a'.repeat(BODY_LIMIT + 10)}"}`;
  out.push(
    make(
      'body over 1 MB',
      { payload: tooLarge, headers: jsonHeaders },
      def.method === 'GET' ? undefined : 413,
    ),
  );

  // Each body property.
  const bodyPaths = bodyJs ? propertyPaths(bodyJs) : [];
  const withValue = (path: (string | number)[], v: Value): string => {
    if (v.raw !== undefined) return bodyText(withPath(req.body ?? {}, path, RAW(0)), [v.raw]);
    return JSON.stringify(withPath(req.body ?? {}, path, v.value));
  };
  for (const p of bodyPaths) {
    const nested = p.path.length > 1;
    out.push(
      make(`${pathLabel(p.path)}: missing`, {
        payload: JSON.stringify(withoutPath(req.body ?? {}, p.path)),
        headers: jsonHeaders,
      }),
    );
    for (const v of valuesFor(p.schema, nested)) {
      out.push(
        make(
          `${pathLabel(p.path)}: ${v.label}`,
          { payload: withValue(p.path, v), headers: jsonHeaders },
          refusedIf(v, p.schema),
        ),
      );
    }
    for (const d of datesFor(p.schema)) {
      const variant = make(
        `${pathLabel(p.path)}: ${d.label}`,
        { payload: withValue(p.path, { label: d.label, value: d.value }), headers: jsonHeaders },
        d.refused ? 'refused' : undefined,
      );
      out.push(d.refused ? { ...variant, field: p.path.join('.') } : variant);
    }
  }

  // Each query parameter, and the query as a whole.
  const queryJs = def.query ? jsonSchemaOf(def.query) : undefined;
  const queryProps = Object.entries(queryJs?.properties ?? {});
  const queryWith = (k: string, raw: string | null) => {
    const rest = Object.fromEntries(Object.entries(req.query).filter(([key]) => key !== k));
    const q = queryString(rest).replace(/^\?/, '');
    return raw === null ? q : [q, raw].filter(Boolean).join('&');
  };
  for (const [k, js] of queryProps) {
    const numeric =
      ['integer', 'number'].includes(typeOf(js) ?? '') &&
      !(Array.isArray(js.type) && js.type.includes('string'));
    out.push(make(`query ${k}: missing`, { query: queryWith(k, null) }));
    for (const v of QUERY_VALUES) {
      const refused = v.refused === 'always' || (v.refused === 'numeric' && numeric);
      out.push(
        make(
          `query ${k}: ${v.label}`,
          { query: queryWith(k, `${encodeURIComponent(k)}=${v.raw}`) },
          refused ? 'refused' : undefined,
        ),
      );
    }
    for (const d of datesFor(js)) {
      const variant = make(
        `query ${k}: ${d.label}`,
        { query: queryWith(k, `${encodeURIComponent(k)}=${encodeURIComponent(d.value)}`) },
        d.refused ? 'refused' : undefined,
      );
      out.push(d.refused ? { ...variant, field: k } : variant);
    }
    for (const s of QUERY_SHAPES(encodeURIComponent(k)))
      out.push(make(`query ${s.label}`, { query: queryWith(k, s.raw) }));
  }
  for (const e of QUERY_EXTRAS)
    out.push(make(`query: ${e.label}`, { query: [baseQuery, e.raw].filter(Boolean).join('&') }));

  // Each path parameter.
  for (const param of Object.keys(req.params)) {
    for (const v of PATH_VALUES) {
      const path = def.path.replace(/:([A-Za-z0-9_]+)/g, (_, k: string) =>
        k === param ? v.raw : encodeURIComponent(String(req.params[k])),
      );
      out.push(make(`path ${param}: ${v.label}`, { path }, v.refused ? 'refused' : undefined));
    }
    const upper = String(req.params[param]).toUpperCase();
    out.push(
      make(`path ${param}: upper case`, { path: fillPath(def.path, { ...req.params, [param]: upper }) }),
    );
  }

  // Uploads: broken files and forms.
  if (req.file) {
    const png = Buffer.from('89504e470d0a1a0a', 'hex');
    const files: [string, { field?: string; name: string; type: string; data: Buffer }[]][] = [
      ['no file', []],
      ['zero-byte file', [{ name: 'a.png', type: 'image/png', data: Buffer.alloc(0) }]],
      ['text as png', [{ name: 'a.png', type: 'image/png', data: Buffer.from('not an image') }]],
      ['truncated png', [{ name: 'a.png', type: 'image/png', data: png }]],
      [
        'svg with script',
        [{ name: 'a.svg', type: 'image/svg+xml', data: Buffer.from('<svg onload="alert(1)"/>') }],
      ],
      ['path traversal file name', [{ name: '../../etc/passwd', type: 'image/png', data: png }]],
      ['NUL in file name', [{ name: 'a\u0000.png', type: 'image/png', data: png }]],
      [
        'two files',
        [
          { name: 'a.png', type: 'image/png', data: png },
          { name: 'b.png', type: 'image/png', data: png },
        ],
      ],
      ['wrong field name', [{ field: 'probe', name: 'a.png', type: 'image/png', data: png }]],
      ['1 MB of zeros as jpeg', [{ name: 'a.jpg', type: 'image/jpeg', data: Buffer.alloc(1_000_000) }]],
    ];
    for (const [label, list] of files) {
      const m = multipartBody(list);
      out.push(make(`upload: ${label}`, { payload: m.payload, headers: m.headers }));
    }
    const whole = req.file.payload;
    const type = req.file.headers['content-type']!;
    out.push(
      make('upload: cut off mid-file', {
        payload: whole.subarray(0, Math.floor(whole.length / 2)),
        headers: { 'content-type': type },
      }),
    );
    out.push(
      make('upload: malformed part header', {
        payload: Buffer.from(`--${type.split('boundary=')[1]}\r\nContent-Disposition\r\n\r\nx\r\n`),
        headers: { 'content-type': type },
      }),
    );
    out.push(
      make('upload: no closing boundary', {
        payload: whole.subarray(0, whole.length - 8),
        headers: { 'content-type': type },
      }),
    );
  }

  // Headers.
  const withHeader = (h: Headers) => ({ headers: { ...(make('', {}).headers ?? {}), ...h } });
  if (def.idempotent) {
    out.push({
      ...make('Idempotency-Key missing', {}),
      expect: 'refused',
      headers: { ...make('', {}).headers, 'idempotency-key': '' },
    });
    out.push(
      make(
        'Idempotency-Key with bad characters',
        withHeader({ 'idempotency-key': "'; DROP TABLE x; --" }),
        'refused',
      ),
    );
    out.push(
      make(
        'Idempotency-Key of 300 characters',
        withHeader({ 'idempotency-key': 'k'.repeat(300) }),
        'refused',
      ),
    );
    out.push(make('Idempotency-Key too short', withHeader({ 'idempotency-key': 'short' }), 'refused'));
  }
  out.push(make('Accept: text/plain', withHeader({ accept: 'text/plain' })));

  // Random combinations with a fixed seed: a property (body or query) and any value.
  const targets: (
    | { kind: 'body'; path: (string | number)[]; js: JsonSchema }
    | { kind: 'query'; key: string }
  )[] = [
    ...bodyPaths.map((p) => ({ kind: 'body' as const, path: p.path, js: p.schema })),
    ...queryProps.map(([key]) => ({ kind: 'query' as const, key })),
  ];
  const extraKeys = ['probeExtra', '__proto__', 'constructor', 'prototype', 'toString', 'a'.repeat(300)];
  const want = Math.max(10, min - out.length);
  const picks = fc.sample(
    fc.tuple(
      fc.nat({ max: Math.max(0, targets.length - 1 + extraKeys.length) }),
      fc.nat({ max: ALL_VALUES.length - 1 }),
      fc.nat({ max: QUERY_VALUES.length - 1 }),
    ),
    { seed, numRuns: want },
  );
  for (const [t, vi, qi] of picks) {
    const v = ALL_VALUES[vi]!;
    const target = targets[t];
    if (target?.kind === 'body') {
      out.push(
        make(
          `random ${pathLabel(target.path)}: ${v.label}`,
          { payload: withValue(target.path, v), headers: jsonHeaders },
          refusedIf(v, target.js),
        ),
      );
    } else if (target?.kind === 'query') {
      const q = QUERY_VALUES[qi]!;
      out.push(
        make(
          `random query ${target.key}: ${q.label}`,
          { query: queryWith(target.key, `${encodeURIComponent(target.key)}=${q.raw}`) },
          q.refused === 'always' ? 'refused' : undefined,
        ),
      );
    } else {
      const key = extraKeys[t - targets.length] ?? 'probeExtra';
      if (def.method === 'GET' || !def.body) {
        const q = QUERY_VALUES[qi]!;
        out.push(
          make(`random query ${key.slice(0, 20)}: ${q.label}`, {
            query: [baseQuery, `${encodeURIComponent(key)}=${q.raw}`].filter(Boolean).join('&'),
          }),
        );
      } else {
        const payload =
          v.raw !== undefined
            ? bodyText({ ...(req.body as object), [key]: RAW(0) }, [v.raw])
            : JSON.stringify({ ...(req.body as object), [key]: v.value });
        out.push(make(`random extra ${key.slice(0, 20)}: ${v.label}`, { payload, headers: jsonHeaders }));
      }
    }
  }
  return out.map((v) => ({ ...v, label: `${name} ${v.label}` }));
}

const BOUNDARY = '----probeboundary';
function multipartText(): string {
  return `--${BOUNDARY}\r\nContent-Disposition: form-data; name="amountCents"\r\n\r\n100\r\n--${BOUNDARY}--\r\n`;
}
