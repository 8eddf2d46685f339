/** Rules that tie the contracts' vocabularies to each other: what one table promises about another. */
import { describe, expect, it } from 'vitest';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  ALL_OFFER_CATEGORY_FILTER,
  heartsLabel,
  OFFER_CATEGORIES,
  OFFER_CATEGORY_FILTER_IDS,
  REFRESH_TOKEN_TTL_SECONDS,
  ROLE_IDS,
  roleById,
  TOKEN_COOKIE_DAYS,
  USER_STATUS_IDS,
  USER_STATUSES,
  userStatusById,
} from '../../src/index.ts';

describe('offer categories', () => {
  it("each has its own filter id, and 'all' names every id once", () => {
    const ids = OFFER_CATEGORIES.map((c) => OFFER_CATEGORY_FILTER_IDS[c]);
    expect(new Set(ids).size).toBe(OFFER_CATEGORIES.length);
    expect(ALL_OFFER_CATEGORY_FILTER.split(',').map(Number).sort()).toEqual([...ids].sort());
  });
});

describe('account statuses', () => {
  it('each status id reads back as its status, and an unknown id as none', () => {
    for (const s of USER_STATUSES) expect(userStatusById(USER_STATUS_IDS[s])).toBe(s);
    expect(userStatusById(Math.max(...Object.values(USER_STATUS_IDS)) + 1)).toBeUndefined();
  });
});

describe('roles', () => {
  it('each role id reads back as its role', () => {
    for (const [role, id] of Object.entries(ROLE_IDS)) expect(roleById(id)).toBe(role);
  });
});

describe('sessions', () => {
  it('the refresh token lives exactly as long as its cookie, and longer than the access token', () => {
    expect(REFRESH_TOKEN_TTL_SECONDS).toBe(TOKEN_COOKIE_DAYS * 24 * 60 * 60);
    expect(ACCESS_TOKEN_TTL_SECONDS).toBeLessThan(REFRESH_TOKEN_TTL_SECONDS);
  });
});

describe('heartsLabel', () => {
  it.each([
    [0, '0 Hearts'],
    [1, '1 Heart'],
    [5, '5 Hearts'],
  ])('%i reads "%s"', (n, label) => {
    expect(heartsLabel(n)).toBe(label);
  });
});
