import { describe, expect, it } from 'vitest';
import { MAINTENANCE_MODULE_ROUTES } from '../../src/api/maintenance.ts';
import { ONBOARDING_STAGE_ROUTES } from '../../src/enums.ts';
import { PAGE_PATHS, PAGES } from '../../src/pages.ts';

/**
 * The route paths of spec §2, copied from the specification: the specification fixes the member app's
 * addresses, so the table must hold exactly these (plus the pages the spec leaves to us, below).
 */
const SPEC_PATHS = [
  // Onboarding and auth
  '/',
  '/sign-in',
  '/sign-up',
  '/password',
  '/profile-setup',
  '/email-verified',
  '/personal-profile',
  '/business-detail',
  '/email-verification',
  '/subscription',
  '/choose-password',
  '/reset-password',
  '/pin-setup',
  '/current-password',
  '/create-new-password',
  '/email-sent',
  '/password-success',
  '/forget-password',
  '/new-password',
  '/forget-pin',
  '/check-email',
  '/current-pin',
  '/new-pin',
  '/business-categories',
  '/confirm-categories',
  '/confirm-submission',
  '/general-location',
  // Profile and account
  '/my-profile',
  '/change-email',
  '/verify-email-change',
  '/profile-email-change',
  '/current-email-change',
  '/my-profile/edit-personal-info',
  '/my-profile/edit-business-details',
  '/my-profile/edit-categories',
  '/my-profile/edit-socials',
  '/add-card',
  '/manage-card',
  '/card/:type',
  '/member-subscription',
  '/membership',
  '/cancel-membership',
  '/pin',
  // Link-expired pages
  '/link-expire',
  '/change-email-link-expire',
  '/forgot-pin-link-expire',
  '/forgot-password-link-expire',
  // Offers
  '/create-offer',
  '/my-offers',
  '/my-offer/:id',
  '/offers',
  '/review-offer',
  '/review-submit',
  '/edit-offer/:id',
  '/my-favourite',
  '/search-product',
  '/explore-business',
  '/report-offer',
  '/edit-calender',
  // Wallet and barter
  '/my-wallet',
  '/my-wallet/:id',
  '/my-wallet/load-bits',
  '/my-wallet/bits-info',
  '/my-wallet/load-bits/card-details',
  '/my-wallet/load-bits/bits-payment-info',
  '/my-wallet/barter-record',
  '/my-wallet/process-barter',
  '/my-wallet/barter-requests',
  '/my-wallet/barter-requests/:id',
  '/my-wallet/barter-requests/transaction-successful',
  '/my-wallet/statement',
  // Members and social
  '/find-members',
  '/member-profile/:id',
  '/member-profile/:id/member-review',
  '/member-profile/:id/post-review',
  '/invite-a-friend',
  '/notification',
  '/chat',
  // Gifts
  '/accept-bits',
  '/bits-gift/:id',
  '/success-accept-gits',
  '/send-bits-gift',
  '/sent-gifts',
  '/gift-detail/:id',
  // Feedback and reviews
  '/feedback',
  '/guest-feedback',
  '/report-issue',
  '/report-problem',
  '/submit-successfully',
  '/rating-review',
  '/rating-review/:id/report-review',
  '/rating-review/:id/edit-review',
  '/rating-review/:id/reply-review',
  '/rating-review/:id/edit-reply',
  // Other
  '/donate',
  '/web-restrictions',
];

/** Pages the member app has beyond spec §2's list. */
const EXTRA_PATHS = [
  '/notification/settings',
  '/faq',
  '/wants',
  '/wants/new',
  '/wants/:id',
  '/wants/:id/edit',
  '/saved-searches/:id',
  '/wanted',
];

describe('PAGES, the member-app page table', () => {
  it("holds exactly spec §2's route paths, plus the notification settings, help, wants and saved-search pages, each once", () => {
    expect([...PAGE_PATHS].sort()).toEqual([...SPEC_PATHS, ...EXTRA_PATHS].sort());
    expect(new Set(PAGE_PATHS).size).toBe(PAGE_PATHS.length);
  });

  it('builds the link to a page with a parameter, encoding the value', () => {
    expect(PAGES.myOffer.href('o-1')).toBe('/my-offer/o-1');
    expect(PAGES.transaction.href(42)).toBe('/my-wallet/42');
    expect(PAGES.card.href('visa')).toBe('/card/visa');
    expect(PAGES.reportReview.href('r 1')).toBe('/rating-review/r%201/report-review');
    expect(PAGES.memberReviews.href('m1')).toBe('/member-profile/m1/member-review');
    expect(PAGES.editWant.href('w-1')).toBe('/wants/w-1/edit');
    expect(() => PAGES.giftDetail.href('')).toThrow(/Missing path parameter/);
  });

  it('has a link builder on every page with a parameter, and on no other', () => {
    for (const [name, p] of Object.entries(PAGES)) expect('href' in p, name).toBe(p.path.includes('/:'));
  });
});

describe('pages named outside the table', () => {
  it('every route the maintenance map disables is a page of the table', () => {
    for (const [module, paths] of Object.entries(MAINTENANCE_MODULE_ROUTES))
      for (const path of paths) expect(PAGE_PATHS, `${module}: ${path}`).toContain(path);
  });

  it('every onboarding stage leads to a page of the table, each to a page of its own', () => {
    const paths = Object.values(ONBOARDING_STAGE_ROUTES);
    for (const path of paths) expect(PAGE_PATHS).toContain(path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
