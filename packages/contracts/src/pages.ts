/**
 * Every page of the member app by name (spec §2). `path` is the react-router pattern its route declares,
 * and a page with a parameter also has `href(value)` to link to one (`PAGES.myOffer.href(offer.id)`).
 * The member app's routes, links, redirects and navigation, the maintenance map and the server's e-mail
 * and notice links all take their paths from here, so a path is written once.
 */
import { buildPath } from './paths.ts';

/** A page at a fixed path. */
export interface StaticPage<P extends string = string> {
  readonly path: P;
}

/** A page whose path has one `:param` segment; `href` fills it (encoded). */
export interface ParamPage<P extends string = string> {
  readonly path: P;
  href(value: string | number): string;
}

const page = <const P extends string>(path: P): StaticPage<P> => ({ path });

const paramPage = <const P extends `${string}/:${string}`>(path: P): ParamPage<P> => {
  const name = /:([A-Za-z0-9_]+)/.exec(path)?.[1] ?? '';
  return { path, href: (value) => buildPath(path, { [name]: value }) };
};

export const PAGES = {
  // Onboarding and auth
  home: page('/'),
  signIn: page('/sign-in'),
  signUp: page('/sign-up'),
  password: page('/password'),
  profileSetup: page('/profile-setup'),
  emailVerified: page('/email-verified'),
  personalProfile: page('/personal-profile'),
  businessDetail: page('/business-detail'),
  emailVerification: page('/email-verification'),
  subscription: page('/subscription'),
  choosePassword: page('/choose-password'),
  resetPassword: page('/reset-password'),
  pinSetup: page('/pin-setup'),
  currentPassword: page('/current-password'),
  createNewPassword: page('/create-new-password'),
  emailSent: page('/email-sent'),
  passwordSuccess: page('/password-success'),
  forgetPassword: page('/forget-password'),
  newPassword: page('/new-password'),
  forgetPin: page('/forget-pin'),
  checkEmail: page('/check-email'),
  currentPin: page('/current-pin'),
  newPin: page('/new-pin'),
  businessCategories: page('/business-categories'),
  confirmCategories: page('/confirm-categories'),
  confirmSubmission: page('/confirm-submission'),
  generalLocation: page('/general-location'),
  // Profile and account
  myProfile: page('/my-profile'),
  changeEmail: page('/change-email'),
  verifyEmailChange: page('/verify-email-change'),
  profileEmailChange: page('/profile-email-change'),
  currentEmailChange: page('/current-email-change'),
  editPersonalInfo: page('/my-profile/edit-personal-info'),
  editBusinessDetails: page('/my-profile/edit-business-details'),
  editCategories: page('/my-profile/edit-categories'),
  editSocials: page('/my-profile/edit-socials'),
  addCard: page('/add-card'),
  manageCard: page('/manage-card'),
  card: paramPage('/card/:type'),
  memberSubscription: page('/member-subscription'),
  membership: page('/membership'),
  cancelMembership: page('/cancel-membership'),
  pin: page('/pin'),
  // Link-expired pages
  linkExpire: page('/link-expire'),
  changeEmailLinkExpire: page('/change-email-link-expire'),
  forgotPinLinkExpire: page('/forgot-pin-link-expire'),
  forgotPasswordLinkExpire: page('/forgot-password-link-expire'),
  // Offers
  createOffer: page('/create-offer'),
  myOffers: page('/my-offers'),
  myOffer: paramPage('/my-offer/:id'),
  offers: page('/offers'),
  reviewOffer: page('/review-offer'),
  reviewSubmit: page('/review-submit'),
  editOffer: paramPage('/edit-offer/:id'),
  myFavourite: page('/my-favourite'),
  searchProduct: page('/search-product'),
  // Wants and saved searches (the demand side): the member's own, one want, one search's matches, the feed.
  wants: page('/wants'),
  createWant: page('/wants/new'),
  want: paramPage('/wants/:id'),
  editWant: paramPage('/wants/:id/edit'),
  savedSearch: paramPage('/saved-searches/:id'),
  wanted: page('/wanted'),
  exploreBusiness: page('/explore-business'),
  reportOffer: page('/report-offer'),
  editCalender: page('/edit-calender'),
  // Wallet and barter
  myWallet: page('/my-wallet'),
  transaction: paramPage('/my-wallet/:id'),
  loadBits: page('/my-wallet/load-bits'),
  bitsInfo: page('/my-wallet/bits-info'),
  cardDetails: page('/my-wallet/load-bits/card-details'),
  bitsPaymentInfo: page('/my-wallet/load-bits/bits-payment-info'),
  barterRecord: page('/my-wallet/barter-record'),
  processBarter: page('/my-wallet/process-barter'),
  barterRequests: page('/my-wallet/barter-requests'),
  barterRequest: paramPage('/my-wallet/barter-requests/:id'),
  transactionSuccessful: page('/my-wallet/barter-requests/transaction-successful'),
  statement: page('/my-wallet/statement'),
  // Members and social
  findMembers: page('/find-members'),
  memberProfile: paramPage('/member-profile/:id'),
  memberReviews: paramPage('/member-profile/:id/member-review'),
  postReview: paramPage('/member-profile/:id/post-review'),
  inviteAFriend: page('/invite-a-friend'),
  notifications: page('/notification'),
  /** Under /notification, so the navigation keeps Notifications active. */
  notificationSettings: page('/notification/settings'),
  chat: page('/chat'),
  // Gifts
  acceptBits: page('/accept-bits'),
  bitsGift: paramPage('/bits-gift/:id'),
  successAcceptGifts: page('/success-accept-gits'),
  sendBitsGift: page('/send-bits-gift'),
  sentGifts: page('/sent-gifts'),
  giftDetail: paramPage('/gift-detail/:id'),
  // Feedback and reviews
  feedback: page('/feedback'),
  guestFeedback: page('/guest-feedback'),
  reportIssue: page('/report-issue'),
  reportProblem: page('/report-problem'),
  submitSuccessfully: page('/submit-successfully'),
  ratingReview: page('/rating-review'),
  reportReview: paramPage('/rating-review/:id/report-review'),
  editReview: paramPage('/rating-review/:id/edit-review'),
  replyReview: paramPage('/rating-review/:id/reply-review'),
  editReply: paramPage('/rating-review/:id/edit-reply'),
  // Other
  donate: page('/donate'),
  webRestrictions: page('/web-restrictions'),
  /** Help: the questions members ask most. */
  faq: page('/faq'),
} as const;

export type PageName = keyof typeof PAGES;
/** The route pattern of a member-app page. */
export type PagePath = (typeof PAGES)[PageName]['path'];

/** Every page's route pattern, in the order of the table. */
export const PAGE_PATHS: readonly PagePath[] = Object.values(PAGES).map((p) => p.path);
