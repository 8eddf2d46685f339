import { describe, expect, it } from 'vitest';
import { bannerAnchorOrigin, bannerAutoHideMs, isAppBannerVisible, isNarrowWidth } from './banner.ts';

describe('bannerAnchorOrigin', () => {
  it('places the banner top centre on narrow screens', () => {
    expect(bannerAnchorOrigin(true)).toEqual({ vertical: 'top', horizontal: 'center' });
  });

  it('places the banner top right on wider screens', () => {
    expect(bannerAnchorOrigin(false)).toEqual({ vertical: 'top', horizontal: 'right' });
  });
});

describe('isNarrowWidth', () => {
  it('is narrow under 600 px only', () => {
    expect(isNarrowWidth(390)).toBe(true);
    expect(isNarrowWidth(599)).toBe(true);
    expect(isNarrowWidth(600)).toBe(false);
    expect(isNarrowWidth(1280)).toBe(false);
  });
});

describe('bannerAutoHideMs', () => {
  it('defaults to 3000 ms', () => {
    expect(bannerAutoHideMs(undefined)).toBe(3000);
    expect(bannerAutoHideMs(null)).toBe(3000);
    expect(bannerAutoHideMs(0)).toBe(3000);
    expect(bannerAutoHideMs(Number.NaN)).toBe(3000);
  });

  it('keeps a message’s own duration', () => {
    expect(bannerAutoHideMs(2000)).toBe(2000);
  });
});

describe('isAppBannerVisible', () => {
  it('shows only when showSnackbar is true and the id is APP', () => {
    expect(isAppBannerVisible({ showSnackbar: true, id: 'APP', message: 'Saved.' })).toBe(true);
    expect(isAppBannerVisible({ showSnackbar: false, id: 'APP', message: 'Saved.' })).toBe(false);
    expect(isAppBannerVisible({ showSnackbar: true, id: 'OFFER_FORM', message: 'Saved.' })).toBe(false);
    expect(isAppBannerVisible({ showSnackbar: true, id: 'APP', message: '' })).toBe(false);
  });
});
