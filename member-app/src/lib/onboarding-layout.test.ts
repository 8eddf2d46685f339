// First: the language module reaches the API client, whose modules read local storage when loaded.
import './memory-local-storage.ts';
import { describe, expect, it } from 'vitest';
import { onboardingHeader, UNTITLED_PAGES } from './onboarding-layout.ts';

describe('onboarding layout table (spec §2)', () => {
  it.each([
    ['/profile-setup', "Yay, you are back. Now let's choose your account type.", false],
    ['/personal-profile', "Great, let's create your account.", true],
    ['/business-detail', 'Tell us about your business.', true],
    ['/business-categories', 'Tell us about your business.', true],
    ['/confirm-categories', 'Tell us about your business.', true],
    ['/confirm-submission', 'Tell us about your business.', true],
    ['/pin-setup', 'Welcome to the BarterBits Community!', false],
    ['/subscription', 'Join your new barter community.', true],
    ['/choose-password', 'Choose a password.', false],
    ['/general-location', "Tell us where you're located.", true],
  ])('%s has title %j and back %s', (path, title, back) => {
    expect(onboardingHeader(path, 'BarterBits')).toMatchObject({ title, back });
  });

  it('has no title band on the untitled pages, with the back arrow disabled except on web-restrictions', () => {
    for (const path of UNTITLED_PAGES) {
      const h = onboardingHeader(path, 'BarterBits');
      expect(h.title).toBeNull();
      expect(h.back).toBe(path === '/web-restrictions');
    }
  });

  it('ignores a trailing slash', () => {
    expect(onboardingHeader('/pin-setup/', 'X').title).toBe('Welcome to the X Community!');
  });
});
