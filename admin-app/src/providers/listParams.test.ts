import { describe, expect, it } from 'vitest';
import { dayRangeOf, listQueryOf, referenceAsList, searchOf } from './listParams.ts';

describe('list parameters', () => {
  it('keeps a sort field the server knows, else sorts by the default, newest first', () => {
    const fields = ['createdAt', 'title'] as const;
    expect(listQueryOf({ sort: { field: 'title', order: 'ASC' } }, fields, 'createdAt')).toEqual({
      offset: 0,
      limit: 25,
      sortBy: 'title',
      sortOrder: 'ASC',
    });
    expect(
      listQueryOf(
        { sort: { field: 'id', order: 'DESC' }, pagination: { page: 2, perPage: 10 } },
        fields,
        'createdAt',
      ),
    ).toEqual({ offset: 10, limit: 10, sortBy: 'createdAt', sortOrder: 'DESC' });
  });

  it('trims the search text and caps it at the 100 characters the server accepts', () => {
    expect(searchOf('  bike ')).toBe('bike');
    expect(searchOf('a'.repeat(150))).toHaveLength(100);
    expect(searchOf(undefined)).toBe('');
    expect(searchOf(42)).toBe('');
  });

  it('reads a reference as the list filtered by its target', () => {
    expect(
      referenceAsList({
        target: 'userId',
        id: 'u1',
        filter: { status: 'OPEN' },
        pagination: { page: 1, perPage: 5 },
        sort: { field: 'createdAt', order: 'DESC' },
      }),
    ).toMatchObject({ filter: { status: 'OPEN', userId: 'u1' }, pagination: { page: 1, perPage: 5 } });
  });

  it('reads the from/to days of a date filter, leaving out what is not a day', () => {
    expect(dayRangeOf({ from: '2026-01-01', to: '2026-01-31T00:00:00.000Z' })).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
    });
    expect(dayRangeOf({ from: 'yesterday', to: 20260131 })).toEqual({});
  });
});
