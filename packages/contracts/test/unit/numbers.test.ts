/**
 * Numbers that may arrive as text (query strings, path parameters, form selects) are read only from
 * plain decimal strings: '' is not 0, true is not 1, '0x10' is not 16, '1e3' is not 1000.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { makeCardInputSchema } from '../../src/api/membership.ts';
import { OFFER_SEARCH_MESSAGES as SM, ZSearchOffersQuery } from '../../src/api/offer-search.ts';
import {
  CATEGORY_ID_MAX,
  ONBOARDING_MESSAGES,
  ZCategoryIdParams,
  ZCreateBusinessSubCategoryRequest,
  ZDeleteBusinessCategoriesQuery,
  ZSaveBusinessCategoriesRequest,
} from '../../src/api/onboarding.ts';
import { ZPlacesAutocompleteQuery } from '../../src/api/pin-location.ts';
import { wholeNumberMessage, zNumeric, zQueryInt } from '../../src/envelope.ts';
import { VALIDATION_MESSAGES as M } from '../../src/messages.ts';
import { ZMonth, ZSelectId, ZYear } from '../../src/rules.ts';
import { acceptsAs, firstMessage, rejectsAll } from './helpers.ts';

const MSG = 'Give a number.';
const REFUSED = [
  '',
  ' ',
  '\t',
  'abc',
  '0x10',
  '0b1',
  '0o7',
  '1e3',
  '1E3',
  '+1',
  '.5',
  '5.',
  '1_000',
  '1,5',
  '--1',
  'NaN',
  'Infinity',
  '-Infinity',
  '9'.repeat(400),
  true,
  false,
  null,
  [],
  [1],
  ['1'],
  {},
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
  10n,
] as const;

describe('zNumeric', () => {
  const schema = zNumeric(z.number({ error: MSG }), MSG);
  acceptsAs(schema, [
    [0, 0],
    [12, 12],
    [-4.5, -4.5],
    ['0', 0],
    ['12', 12],
    [' 7 ', 7],
    ['007', 7],
    ['-4.50', -4.5],
    ['1.25', 1.25],
  ]);
  rejectsAll(
    schema,
    REFUSED.map((v) => [v, MSG] as const),
  );
  it('undefined is refused unless the schema is optional or defaulted', () => {
    expect(firstMessage(schema, undefined)).toBe(MSG);
    expect(schema.optional().parse(undefined)).toBeUndefined();
    expect(schema.default(3).parse(undefined)).toBe(3);
  });
  it('the inner schema checks the number with its own message', () => {
    const small = zNumeric(z.number().max(5, 'At most 5.'), MSG);
    expect(firstMessage(small, '6')).toBe('At most 5.');
  });
  it('documents the inner schema (limits and default) as the OpenAPI input schema, as coerce did', () => {
    const doc = z.toJSONSchema(z.object({ limit: zQueryInt(1, 5, 2), n: schema }), { io: 'input' });
    expect(doc.properties).toEqual({
      limit: { type: 'integer', minimum: 1, maximum: 5, default: 2 },
      n: { type: 'number' },
    });
  });
});

describe('zQueryInt', () => {
  const limit = zQueryInt(1, 100, 20);
  const message = 'Must be a whole number from 1 to 100.';
  acceptsAs(limit, [
    [undefined, 20],
    ['1', 1],
    ['100', 100],
    [50, 50],
  ]);
  rejectsAll(limit, [
    ['', message],
    ['0', message],
    ['101', message],
    ['1.5', message],
    ['0x10', message],
    ['1e1', message],
    [true, message],
    [null, message],
  ]);
  it('words an unbounded maximum as "at least"', () => {
    expect(wholeNumberMessage(0, Number.MAX_SAFE_INTEGER)).toBe('Must be a whole number of at least 0.');
    expect(firstMessage(zQueryInt(0, Number.MAX_SAFE_INTEGER, 0), '')).toBe(
      'Must be a whole number of at least 0.',
    );
  });
  it('takes a message of its own', () => {
    expect(firstMessage(zQueryInt(1, 5, 1, 'Pick 1 to 5.'), '')).toBe('Pick 1 to 5.');
  });
});

describe('form numbers (ZMonth, ZYear, ZSelectId) keep numeric strings and refuse the rest', () => {
  acceptsAs(ZMonth, [
    ['12', 12],
    [3, 3],
  ]);
  rejectsAll(ZMonth, [
    [true, M.monthRange],
    ['1e1', M.monthRange],
    [' ', M.monthRange],
  ]);
  rejectsAll(ZYear, [
    [true, M.yearInvalid],
    ['', M.yearInvalid],
  ]);
  rejectsAll(ZSelectId, [
    [true, M.required],
    [' ', M.required],
    ['0x1', M.required],
  ]);
});

describe('query and path numbers of the API', () => {
  it('search: an empty offset or lat is refused rather than read as 0', () => {
    expect(firstMessage(ZSearchOffersQuery, { offset: '' }, ['offset'])).toBe(SM.offset);
    expect(firstMessage(ZSearchOffersQuery, { lat: '', lng: '' }, ['lat'])).toBe(SM.latLng);
    expect(firstMessage(ZSearchOffersQuery, { limit: '1e1' }, ['limit'])).toBe(SM.limit);
    expect(ZSearchOffersQuery.parse({ lat: '45.5', lng: '-73.6', offset: '20' })).toMatchObject({
      lat: 45.5,
      lng: -73.6,
      offset: 20,
    });
  });
  it('places: an empty limit is refused with a clear message; absent is the default', () => {
    expect(firstMessage(ZPlacesAutocompleteQuery, { input: 'to', limit: '' })).toBe(
      'Must be a whole number from 1 to 50.',
    );
    expect(ZPlacesAutocompleteQuery.parse({ input: 'to' }).limit).toBe(20);
  });
  it('category ids: positive PostgreSQL integers only', () => {
    const message = 'The category id must be a positive whole number.';
    expect(ZCategoryIdParams.parse({ id: '7' })).toEqual({ id: 7 });
    for (const id of ['', 'true', '0', '-1', '1.5', '1e3', String(CATEGORY_ID_MAX + 1), '99999999999']) {
      expect(firstMessage(ZCategoryIdParams, { id }), id).toBe(message);
    }
    expect(
      ZDeleteBusinessCategoriesQuery.safeParse({ categoryIds: `1,${CATEGORY_ID_MAX + 1}` }).success,
    ).toBe(false);
    expect(
      firstMessage(ZSaveBusinessCategoriesRequest, { categoryIds: [CATEGORY_ID_MAX + 1], pledge: true }),
    ).toBe(message);
  });
});

describe('JSON body numbers are real numbers', () => {
  const sub = (parentId: unknown) => ({ name: 'Child', parentId });
  it('parentId: true, "1" and "" are refused; a number is taken', () => {
    expect(ZCreateBusinessSubCategoryRequest.parse(sub(1)).parentId).toBe(1);
    for (const v of [true, '1', '', null]) {
      expect(firstMessage(ZCreateBusinessSubCategoryRequest, sub(v)), String(v)).toBe(M.required);
    }
    expect(firstMessage(ZCreateBusinessSubCategoryRequest, sub(CATEGORY_ID_MAX + 1))).toBe(
      ONBOARDING_MESSAGES.parentNotFound,
    );
  });
  it('card expiry: true is not January, "" is not a month', () => {
    const schema = makeCardInputSchema(() => new Date(2025, 5, 15));
    const card = { number: '4242424242424242', expMonth: 12, expYear: 2027, cvc: '123', holderName: 'A B' };
    expect(schema.safeParse(card).success).toBe(true);
    expect(firstMessage(schema, { ...card, expMonth: true }, ['expMonth'])).toBe(M.monthRange);
    expect(firstMessage(schema, { ...card, expMonth: '' }, ['expMonth'])).toBe(M.monthRange);
    expect(firstMessage(schema, { ...card, expYear: true }, ['expYear'])).toBe(M.yearInvalid);
  });
});
