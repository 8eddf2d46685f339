import { describe, expect, it } from 'vitest';
// biome-ignore lint/style/noRestrictedImports: the test reads the sections' English names in the frame's catalog.
import app from '../i18n/app/en-CA.ts';
import {
  isNavbarHidden,
  isSectionActive,
  MEMBER_SECTIONS,
  normalizePath,
  routeForStage,
  shouldScrollToTop,
} from './routes.ts';

describe('normalizePath', () => {
  it('drops trailing slashes but keeps the root', () => {
    expect(normalizePath('/')).toBe('/');
    expect(normalizePath('/offers/')).toBe('/offers');
    expect(normalizePath('/offers//')).toBe('/offers');
    expect(normalizePath('/offers')).toBe('/offers');
  });
});

describe('isNavbarHidden', () => {
  it('hides the navbar on create-offer, invite-a-friend and edit-calender', () => {
    expect(isNavbarHidden('/create-offer')).toBe(true);
    expect(isNavbarHidden('/invite-a-friend/')).toBe(true);
    expect(isNavbarHidden('/edit-calender')).toBe(true);
  });

  it('shows it elsewhere', () => {
    for (const path of ['/', '/offers', '/my-offers', '/edit-offer/1', '/create-offer-draft']) {
      expect(isNavbarHidden(path)).toBe(false);
    }
  });
});

describe('isSectionActive', () => {
  it('matches home only on the root', () => {
    expect(isSectionActive('/', '/')).toBe(true);
    expect(isSectionActive('/', '/offers')).toBe(false);
  });

  it('matches a section and the pages below it, not a longer sibling', () => {
    expect(isSectionActive('/my-wallet', '/my-wallet')).toBe(true);
    expect(isSectionActive('/my-wallet', '/my-wallet/load-bits')).toBe(true);
    expect(isSectionActive('/offers', '/offers/')).toBe(true);
    expect(isSectionActive('/my-offers', '/my-offers-old')).toBe(false);
  });
});

describe('MEMBER_SECTIONS', () => {
  it('lists the ten main sections with unique paths', () => {
    expect(MEMBER_SECTIONS.map((s) => app[s.label])).toEqual([
      'Home',
      'Offers',
      'My Offers',
      'Wants',
      'My Wallet',
      'Find Members',
      'Chat',
      'Notifications',
      'My Profile',
      'Feedback',
    ]);
    expect(new Set(MEMBER_SECTIONS.map((s) => s.path)).size).toBe(MEMBER_SECTIONS.length);
  });
});

describe('shouldScrollToTop', () => {
  it('scrolls when the path changes', () => {
    expect(shouldScrollToTop('/offers', '/my-offers')).toBe(true);
  });

  it('does not scroll on the first render or when only a trailing slash differs', () => {
    expect(shouldScrollToTop(null, '/')).toBe(false);
    expect(shouldScrollToTop('/offers', '/offers')).toBe(false);
    expect(shouldScrollToTop('/offers/', '/offers')).toBe(false);
  });
});

describe('routeForStage', () => {
  it('sends completed members home', () => {
    expect(routeForStage('COMPLETED')).toBe('/');
  });

  it('sends members to the route of their onboarding stage', () => {
    expect(routeForStage('EMAIL_VERIFICATION')).toBe('/email-verification');
    expect(routeForStage('ACCOUNT_SETUP')).toBe('/profile-setup');
    expect(routeForStage('CATEGORY_SELECTION')).toBe('/business-categories');
    expect(routeForStage('SUBSCRIPTION')).toBe('/subscription');
    expect(routeForStage('PIN_SETUP')).toBe('/pin-setup');
    expect(routeForStage('CHANGE_PASSWORD')).toBe('/choose-password');
  });

  it('accepts the stage labels the server may report', () => {
    expect(routeForStage('Email Verification')).toBe('/email-verification');
    expect(routeForStage('Account Setup')).toBe('/profile-setup');
  });

  it('falls back to home for an unknown or missing stage', () => {
    expect(routeForStage('SOMETHING_NEW')).toBe('/');
    expect(routeForStage(null)).toBe('/');
  });
});
