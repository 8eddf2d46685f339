/** Business constants and limits of spec §9. */
import { describe, expect, it } from 'vitest';
import * as C from '../../src/constants.ts';

describe('spec §9 constants', () => {
  it.each([
    ['DEFAULT_SEARCH_RADIUS_KM', C.DEFAULT_SEARCH_RADIUS_KM, 20],
    ['DEFAULT_COUNTRY', C.DEFAULT_COUNTRY, 'Canada'],
    ['DEFAULT_COUNTRY_CODE', C.DEFAULT_COUNTRY_CODE, '+1'],
    ['SESSION_EXPIRATION_MS', C.SESSION_EXPIRATION_MS, 600_000],
    ['SNACKBAR_DEFAULT_DURATION_MS', C.SNACKBAR_DEFAULT_DURATION_MS, 2000],
    ['SNACKBAR_DEFAULT_SEVERITY', C.SNACKBAR_DEFAULT_SEVERITY, 'success'],
    ['BANNER_AUTO_HIDE_MS', C.BANNER_AUTO_HIDE_MS, 3000],
    ['BANNER_NARROW_BREAKPOINT_PX', C.BANNER_NARROW_BREAKPOINT_PX, 600],
    ['TOKEN_COOKIE_DAYS', C.TOKEN_COOKIE_DAYS, 7],
    ['CHARACTER_COUNTER_DEFAULT', C.CHARACTER_COUNTER_DEFAULT, 250],
    ['DECIMAL_PLACES', C.DECIMAL_PLACES, 2],
    ['NUMERIC_MAX_LENGTH_DIGITS', C.NUMERIC_MAX_LENGTH_DIGITS, 4],
    ['NUMBER_MAXIMUM', C.NUMBER_MAXIMUM, 1_000_000],
    ['LOGO_CLICK_DEBOUNCE_MS', C.LOGO_CLICK_DEBOUNCE_MS, 700],
    ['AUTOCOMPLETE_PAGE_STEP', C.AUTOCOMPLETE_PAGE_STEP, 5],
    ['AUTOCOMPLETE_LISTBOX_MAX_HEIGHT', C.AUTOCOMPLETE_LISTBOX_MAX_HEIGHT, '40vh'],
    ['CHUNK_LOAD_TIMEOUT_MS', C.CHUNK_LOAD_TIMEOUT_MS, 120_000],
  ] as const)('%s = %s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });
  it('logo breakpoints are 600 and 1200 px', () => {
    expect([...C.LOGO_BREAKPOINTS_PX]).toEqual([600, 1200]);
  });
  it('admin like/dislike history fetch: offset 0, limit 10000000', () => {
    expect(C.ADMIN_LIKE_HISTORY_PAGE).toEqual({ offset: 0, limit: 10_000_000 });
  });
  it('statement summary: limit 2, offset 0', () => {
    expect(C.STATEMENT_SUMMARY_PAGE).toEqual({ limit: 2, offset: 0 });
  });
  it('the refresh token lives exactly as long as its 7-day cookie', () => {
    expect(C.REFRESH_TOKEN_TTL_SECONDS).toBe(7 * 24 * 60 * 60);
    expect(C.ACCESS_TOKEN_TTL_SECONDS).toBeLessThan(C.REFRESH_TOKEN_TTL_SECONDS);
  });
  it('the brand has a support e-mail, and the FAQ link is the in-app FAQ page', () => {
    expect(C.DEFAULT_BRAND.supportEmail).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/);
    expect(C.DEFAULT_BRAND.faqUrl).toBe('/faq');
    expect(C.CURRENCY_NAME).toBe('BITS');
  });
});
