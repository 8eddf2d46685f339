/** findUnsafeText: NUL and unpaired surrogates anywhere in request input, keys included. */
import { describe, expect, it } from 'vitest';
import { findUnsafeText, SAFE_TEXT_MAX_DEPTH, SAFE_TEXT_MESSAGES } from '../../src/safe-text.ts';

const nul = (field: string) => ({ path: field, message: `${SAFE_TEXT_MESSAGES.nul} (field: ${field}).` });
const invalid = (field: string) => ({
  path: field,
  message: `${SAFE_TEXT_MESSAGES.invalidCharacter} (field: ${field}).`,
});

/** `levels` arrays around `inner`. */
const nest = (levels: number, inner: unknown = 'x') => {
  let v = inner;
  for (let i = 0; i < levels; i++) v = [v];
  return v;
};

describe('findUnsafeText', () => {
  it('accepts ordinary text, emoji, valid surrogate pairs and other characters', () => {
    const safe = {
      title: 'Café au lait, naïve résumé',
      emoji: '🍕👩‍👩‍👧 𝄞 🇨🇦',
      tabs: 'a\tb\nc\rd\u0001\u007f',
      nonCharacters: '\uFFFE\uFFFF',
      cjk: '日本語',
      items: [{ name: 'ok', tags: ['a', 'b'] }],
      n: 1,
      b: true,
      nothing: null,
      absent: undefined,
    };
    expect(findUnsafeText(safe)).toBeNull();
    expect(findUnsafeText('')).toBeNull();
    expect(findUnsafeText(42)).toBeNull();
    expect(findUnsafeText(undefined)).toBeNull();
  });

  it('finds the NUL character in a value', () => {
    expect(findUnsafeText({ title: 'a\u0000b' })).toEqual(nul('title'));
    expect(findUnsafeText({ title: '\u0000' })).toEqual(nul('title'));
  });

  it('finds lone high and low surrogates, and pairs in the wrong order', () => {
    expect(findUnsafeText({ name: 'a\uD800' })).toEqual(invalid('name'));
    expect(findUnsafeText({ name: '\uD800b' })).toEqual(invalid('name'));
    expect(findUnsafeText({ name: 'a\uDC00' })).toEqual(invalid('name'));
    expect(findUnsafeText({ name: '\uDFFFx' })).toEqual(invalid('name'));
    expect(findUnsafeText({ name: '\uDC00\uD800' })).toEqual(invalid('name'));
    expect(findUnsafeText({ name: '🍕\uD83C' })).toEqual(invalid('name'));
  });

  it('reports NUL before a surrogate problem in the same string', () => {
    expect(findUnsafeText({ name: '\uD800\u0000' })).toEqual(nul('name'));
  });

  it('walks nested objects and arrays, reporting the dotted path of the first problem', () => {
    expect(findUnsafeText({ a: { b: [{ c: 'ok' }, { c: 'x\u0000' }] } })).toEqual(nul('a.b.1.c'));
    expect(findUnsafeText({ list: ['ok', ['deeper', '\uDBFF']] })).toEqual(invalid('list.1.1'));
    expect(findUnsafeText({ first: '\u0000', second: '\uD800' })).toEqual(nul('first'));
  });

  it('checks object keys, writing unsafe characters in the path as \\uXXXX', () => {
    expect(findUnsafeText({ 'ke\u0000y': 1 })).toEqual(nul('ke\\u0000y'));
    expect(findUnsafeText({ outer: { '\uD800': 'v' } })).toEqual(invalid('outer.\\uD800'));
  });

  it('a string at the root is reported at "_" without a field name', () => {
    expect(findUnsafeText('a\u0000')).toEqual({ path: '_', message: `${SAFE_TEXT_MESSAGES.nul}.` });
  });

  it('prefixes the given path', () => {
    expect(findUnsafeText({ q: '\u0000' }, 'query')).toEqual(nul('query.q'));
  });

  it('walks null-prototype dictionaries and the NullObject pattern of query and route parsers', () => {
    const dict = Object.create(null) as Record<string, unknown>;
    dict.q = 'a\u0000';
    expect(findUnsafeText(dict)).toEqual(nul('q'));
    const NullObject = function (this: Record<string, unknown>) {} as unknown as new () => Record<
      string,
      unknown
    >;
    NullObject.prototype = Object.create(null);
    const params = new NullObject();
    params.id = '\uD800';
    expect(findUnsafeText(params)).toEqual(invalid('id'));
  });

  it('leaves class instances (buffers, dates, maps) alone', () => {
    expect(findUnsafeText({ file: Buffer.from([0, 0xd8, 0]) })).toBeNull();
    expect(findUnsafeText({ when: new Date(0), map: new Map([['\u0000', '\u0000']]) })).toBeNull();
  });

  it(`accepts ${SAFE_TEXT_MAX_DEPTH} levels of nesting and refuses one more, without recursing further`, () => {
    expect(findUnsafeText(nest(SAFE_TEXT_MAX_DEPTH))).toBeNull();
    const tooDeep = findUnsafeText(nest(SAFE_TEXT_MAX_DEPTH + 1));
    expect(tooDeep?.message).toMatch(new RegExp(`^${SAFE_TEXT_MESSAGES.tooDeep}`));
    expect(tooDeep?.path).toBe(Array(SAFE_TEXT_MAX_DEPTH).fill('0').join('.'));
    // Far deeper than the stack would allow for a naive walk.
    expect(findUnsafeText(nest(200_000))?.message).toMatch(new RegExp(`^${SAFE_TEXT_MESSAGES.tooDeep}`));
  });

  it('finds a problem at the end of a long string and a large array', () => {
    expect(findUnsafeText({ big: `${'a'.repeat(1_000_000)}\u0000` })).toEqual(nul('big'));
    const many = Array.from({ length: 100_000 }, () => 'ok');
    many.push('\uDC00');
    expect(findUnsafeText({ many })).toEqual(invalid('many.100000'));
  });
});
