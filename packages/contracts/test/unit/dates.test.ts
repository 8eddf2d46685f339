/**
 * Spec §5: month 1 to 12, past months of the current year not allowed, a valid year required; and the one
 * rule for a calendar day in a request (zIsoDay), which every date filter of the registry follows.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { endpoints } from '../../src/endpoints.ts';
import { VALIDATION_MESSAGES as M } from '../../src/messages.ts';
import { makeMonthYearSchema, ZMonth, ZMonthYear, ZYear, zIsoDay } from '../../src/rules.ts';
import { acceptsAs, messagesOf, rejectsAll } from './helpers.ts';

describe('ZMonth (1 to 12)', () => {
  acceptsAs(ZMonth, [
    [1, 1],
    [12, 12],
    ['6', 6],
    [' 7 ', 7],
  ]);
  rejectsAll(ZMonth, [
    [0, M.monthRange],
    [13, M.monthRange],
    [-1, M.monthRange],
    [1.5, M.monthRange],
    ['', M.monthRange],
    ['abc', M.monthRange],
    [undefined, M.monthRange],
  ]);
});

describe('makeMonthYearSchema with now = 15 June 2025', () => {
  const schema = makeMonthYearSchema(() => new Date(2025, 5, 15));
  acceptsAs(schema, [
    [
      { month: 6, year: 2025 },
      { month: 6, year: 2025 },
    ], // the current month
    [
      { month: 12, year: 2025 },
      { month: 12, year: 2025 },
    ],
    [
      { month: 1, year: 2026 },
      { month: 1, year: 2026 },
    ], // earlier month, later year
    [
      { month: 1, year: 2075 },
      { month: 1, year: 2075 },
    ], // 50 years ahead
    [
      { month: '07', year: '2025' },
      { month: 7, year: 2025 },
    ],
  ]);
  rejectsAll(schema, [
    [{ month: 5, year: 2025 }, M.monthPast, ['month']],
    [{ month: 1, year: 2025 }, M.monthPast, ['month']],
    [{ month: 12, year: 2024 }, M.yearInvalid, ['year']],
    [{ month: 1, year: 2076 }, M.yearInvalid, ['year']],
    [{ month: 6, year: 2025.5 }, M.yearInvalid, ['year']],
    [{ month: 6, year: 'abcd' }, M.yearInvalid, ['year']],
    [{ month: 6, year: '' }, M.yearInvalid, ['year']],
    [{ month: 13, year: 2026 }, M.monthRange, ['month']],
    [{ month: 0, year: 2026 }, M.monthRange, ['month']],
  ]);
  it('a past month of a later year is not "past"', () => {
    expect(messagesOf(schema, { month: 2, year: 2026 })).toEqual([]);
  });
});

describe('makeMonthYearSchema at the edges of the year', () => {
  it('on 31 December only December of this year remains', () => {
    const s = makeMonthYearSchema(() => new Date(2025, 11, 31, 23, 59));
    expect(messagesOf(s, { month: 12, year: 2025 })).toEqual([]);
    expect(messagesOf(s, { month: 11, year: 2025 }, ['month'])).toEqual([M.monthPast]);
  });
  it('on 1 January every month of the new year is allowed and last year is not', () => {
    const s = makeMonthYearSchema(() => new Date(2026, 0, 1, 0, 0));
    expect(messagesOf(s, { month: 1, year: 2026 })).toEqual([]);
    expect(messagesOf(s, { month: 12, year: 2025 }, ['year'])).toEqual([M.yearInvalid]);
  });
  it('reads the clock at parse time, not when the schema is made', () => {
    let now = new Date(2025, 0, 10);
    const s = makeMonthYearSchema(() => now);
    expect(s.safeParse({ month: 3, year: 2025 }).success).toBe(true);
    now = new Date(2025, 5, 10);
    expect(messagesOf(s, { month: 3, year: 2025 }, ['month'])).toEqual([M.monthPast]);
  });
});

describe('clock-based schemas (ZYear, ZMonthYear) with the system time at 15 June 2025', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2025, 5, 15, 12, 0));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  acceptsAs(ZYear, [
    [2025, 2025],
    ['2030', 2030],
    [2075, 2075],
  ]);
  rejectsAll(ZYear, [
    [2024, M.yearInvalid],
    [2076, M.yearInvalid],
    [2025.5, M.yearInvalid],
    ['abc', M.yearInvalid],
    ['', M.yearInvalid],
    [undefined, M.yearInvalid],
  ]);
  rejectsAll(ZMonthYear, [
    [{ month: 5, year: 2025 }, M.monthPast, ['month']],
    [{ month: 6, year: 2024 }, M.yearInvalid, ['year']],
  ]);
  it('ZMonthYear accepts the current month', () => {
    expect(messagesOf(ZMonthYear, { month: 6, year: 2025 })).toEqual([]);
  });
});

describe('zIsoDay: the one rule for a calendar day in a request', () => {
  const schema = zIsoDay();
  acceptsAs(schema, [
    ['2025-01-31', '2025-01-31'],
    ['2024-02-29', '2024-02-29'],
    ['1000-01-01', '1000-01-01'],
    ['9999-12-31', '9999-12-31'],
  ]);
  rejectsAll(schema, [
    ['2025-02-30', M.date],
    ['2023-02-29', M.date],
    ['2025-04-31', M.date],
    ['2025-13-01', M.date],
    ['2025-00-10', M.date],
    ['2025-01-00', M.date],
    ['0000-01-01', M.date],
    ['0999-12-31', M.date],
    ['2025-1-5', M.date],
    ['2025-01-01T10:00:00Z', M.date],
    ['', M.date],
    [20250131, M.date],
    [undefined, M.date],
  ]);

  it('takes the message of the page it serves', () => {
    expect(zIsoDay('Pick a day on the calendar.').safeParse('2025-02-30').error?.issues[0]?.message).toBe(
      'Pick a day on the calendar.',
    );
  });
});

describe('every calendar day of the registry follows the date rule', () => {
  /** Request fields named like a day or date: from, to, since, until, day, date, …Date, …Day, …On. */
  const DATE_LIKE = /^(from|to|since|until|day|date)$|(Date|Day|On)$/;
  const fields: { where: string; format?: string }[] = [];
  const walk = (js: JsonSchemaNode | undefined, where: string, name: string) => {
    if (!js) return;
    for (const alt of js.anyOf ?? js.oneOf ?? []) walk(alt, where, name);
    for (const [k, v] of Object.entries(js.properties ?? {})) walk(v, `${where}.${k}`, k);
    walk(js.items, `${where}[]`, name);
    if (DATE_LIKE.test(name) && (js.type === 'string' || js.format))
      fields.push({ where, format: js.format });
  };
  for (const [name, def] of Object.entries(endpoints) as [string, { query?: z.ZodType; body?: z.ZodType }][])
    for (const part of ['query', 'body'] as const) {
      const schema = def[part];
      if (schema)
        walk(
          z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchemaNode,
          `${name}.${part}`,
          '',
        );
    }

  it('finds the date filters (the console lists, the statement, analytics, the offer calendar)', () => {
    expect(fields.length).toBeGreaterThanOrEqual(17);
  });

  it('each is format "date" (zIsoDay), so an impossible day is a 400 and the bad-input suite tries them', () => {
    expect(fields.filter((f) => f.format !== 'date' && f.format !== 'date-time').map((f) => f.where)).toEqual(
      [],
    );
  });
});

interface JsonSchemaNode {
  type?: string | string[];
  format?: string;
  properties?: Record<string, JsonSchemaNode>;
  items?: JsonSchemaNode;
  anyOf?: JsonSchemaNode[];
  oneOf?: JsonSchemaNode[];
}
