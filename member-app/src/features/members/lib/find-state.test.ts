// First: the API client's modules (reached through the language module) read local storage when loaded.
import '../../../lib/memory-local-storage.ts';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLocale, loadCatalogs, startLanguage, t } from '../../../lib/i18n.ts';
import {
  DEFAULT_FIND_STATE,
  findStateToParams,
  membersCountLabel,
  parseFindState,
  radiusOptions,
  toFindBusinessBody,
  toFindMembersQuery,
  widerRadius,
} from './find-state.ts';
import { distanceText, lastActiveText } from './member-words.ts';

const parse = (qs: string) => parseFindState(new URLSearchParams(qs));

beforeAll(async () => {
  startLanguage('en-CA');
  await loadCatalogs(['members']);
});
afterEach(() => changeLocale('en-CA'));

describe('find-members state in the address bar', () => {
  it('is the default for an empty or malformed query string', () => {
    expect(parse('')).toEqual(DEFAULT_FIND_STATE);
    expect(parse('type=robots&sort=price&radius=0&category=1')).toEqual(DEFAULT_FIND_STATE);
    expect(parse('radius=101').radius).toBeNull();
    expect(parse('radius=2.5').radius).toBeNull();
    expect(parse('radius=-5').radius).toBeNull();
  });

  it('reads every field, and categories only for businesses', () => {
    expect(parse('type=business&q=bike&sort=rating&radius=50&category=3&sub=7')).toEqual({
      kind: 'business',
      q: 'bike',
      sort: 'rating',
      radius: 50,
      category: 3,
      sub: 7,
    });
    expect(parse('q=ann&category=3&sub=7')).toMatchObject({ kind: 'personal', category: null, sub: null });
    expect(parse('type=business&sub=7').sub).toBeNull();
  });

  it('writes only what differs from the default, and reads back the same', () => {
    expect(findStateToParams(DEFAULT_FIND_STATE).toString()).toBe('');
    const state = {
      ...DEFAULT_FIND_STATE,
      kind: 'business' as const,
      q: ' bike ',
      sort: 'recent' as const,
      radius: 10,
      category: 2,
      sub: null,
    };
    const qs = findStateToParams(state).toString();
    expect(qs).toBe('type=business&q=bike&sort=recent&radius=10&category=2');
    expect(parse(qs)).toEqual({ ...state, q: 'bike' });
  });
});

describe('the calls', () => {
  it('asks find-members for personal members, leaving out an empty search and the default radius', () => {
    expect(toFindMembersQuery(DEFAULT_FIND_STATE)).toEqual({ memberType: 'PERSONAL', sortBy: 'distance' });
    expect(toFindMembersQuery({ ...DEFAULT_FIND_STATE, q: '  priya ', radius: 50 })).toEqual({
      memberType: 'PERSONAL',
      sortBy: 'distance',
      search: 'priya',
      radius: 50,
    });
  });

  it('sends a sub-category instead of its main category', () => {
    const business = { ...DEFAULT_FIND_STATE, kind: 'business' as const };
    expect(toFindBusinessBody(business)).toEqual({ categoryIds: [], subCategoryIds: [], sortBy: 'distance' });
    expect(toFindBusinessBody({ ...business, category: 3 })).toMatchObject({
      categoryIds: [3],
      subCategoryIds: [],
    });
    expect(toFindBusinessBody({ ...business, category: 3, sub: 9 })).toMatchObject({
      categoryIds: [],
      subCategoryIds: [9],
    });
  });
});

describe('radius and counts', () => {
  it('offers the standard steps plus the member setting', () => {
    expect(radiusOptions(20)).toEqual([5, 10, 20, 50, 100]);
    expect(radiusOptions(35)).toEqual([5, 10, 20, 35, 50, 100]);
  });

  it('suggests the next wider radius, none at the widest', () => {
    expect(widerRadius(20)).toBe(50);
    expect(widerRadius(35)).toBe(50);
    expect(widerRadius(100)).toBeNull();
  });

  it('counts members and businesses', () => {
    expect(membersCountLabel(1, 20, 'personal')).toBe('1 member within 20 km');
    expect(membersCountLabel(1234, 50, 'personal')).toBe('1,234 members within 50 km');
    expect(membersCountLabel(2, 20, 'business')).toBe('2 businesses within 20 km');
  });

  it('counts them in French', async () => {
    await changeLocale('fr-CA');
    expect(membersCountLabel(1, 20, 'personal')).toBe('1 membre dans un rayon de 20 km');
    expect(membersCountLabel(1234, 50, 'personal')).toBe('1\u00a0234 membres dans un rayon de 50 km');
    expect(membersCountLabel(0, 20, 'business')).toBe('0 entreprise dans un rayon de 20 km');
    expect(distanceText(t, 'under 1 km')).toBe('moins de 1 km');
    expect(distanceText(t, '4 km')).toBe('4 km');
    expect(lastActiveText(t, 'TODAY')).toBe('Actif aujourd’hui');
  });
});
