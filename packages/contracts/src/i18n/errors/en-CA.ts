/**
 * The refusals and answers the server sends, in Canadian English: the error catalogue (ERROR_MESSAGES)
 * and each module's `*_MESSAGES`, built from those constants so the English stays theirs letter for letter
 * (a unit test reads every one back). A message with parameters is a function in its constants; here it is
 * ICU, written by hand, and the same test checks that it reads as the function does.
 * The server answers a request in French by finding its English text here (see server lib/i18n.ts).
 */
import { ACCOUNT_MESSAGES, EMAIL_CHANGE_MESSAGES } from '../../api/accounts.ts';
import { ADMIN_ACCOUNT_MESSAGES } from '../../api/admin-accounts.ts';
import { ANALYTICS_MESSAGES } from '../../api/analytics.ts';
import { BARTER_MESSAGES } from '../../api/barter.ts';
import { BARTER_DISPUTE_MESSAGES } from '../../api/barter-disputes.ts';
import { CHAT_MESSAGES } from '../../api/chat.ts';
import { DONATION_MESSAGES } from '../../api/donations.ts';
import { FEEDBACK_MESSAGES } from '../../api/feedback.ts';
import { GIFT_MESSAGES } from '../../api/gifts.ts';
import { MAINTENANCE_MESSAGES } from '../../api/maintenance.ts';
import { MEMBERS_MESSAGES } from '../../api/members.ts';
import { CARD_MESSAGES, PAYMENT_EVENT_MESSAGES } from '../../api/membership.ts';
import { NOTIFICATION_SETTING_MESSAGES } from '../../api/notifications.ts';
import { OFFER_ENGAGEMENT_MESSAGES } from '../../api/offer-engagement.ts';
import { OFFER_MEDIA_MESSAGES } from '../../api/offer-media.ts';
import { OFFER_SEARCH_MESSAGES } from '../../api/offer-search.ts';
import { OFFER_MESSAGES } from '../../api/offers.ts';
import { DUPLICATE_MESSAGES, ONBOARDING_MESSAGES } from '../../api/onboarding.ts';
import { PAYMENTS_ADMIN_MESSAGES } from '../../api/payments-admin.ts';
import { PIN_MESSAGES } from '../../api/pin-location.ts';
import { PROFILE_MESSAGES } from '../../api/profile.ts';
import { REFERRAL_MESSAGES } from '../../api/referrals.ts';
import { REVIEW_MESSAGES } from '../../api/reviews.ts';
import { LANGUAGE_MESSAGES } from '../../api/users.ts';
import { WALLET_MESSAGES } from '../../api/wallet.ts';
import { ADMIN_WALLET_MESSAGES } from '../../api/wallet-admin.ts';
import { WANT_MESSAGES } from '../../api/wants.ts';
import { ERROR_MESSAGES } from '../../messages.ts';
import { catalogFrom, defineCatalog } from '../catalog.ts';

export default defineCatalog({
  ...catalogFrom('errors', ERROR_MESSAGES),
  ...catalogFrom('errors.account', ACCOUNT_MESSAGES),
  ...catalogFrom('errors.emailChange', EMAIL_CHANGE_MESSAGES),
  ...catalogFrom('errors.adminAccount', ADMIN_ACCOUNT_MESSAGES),
  ...catalogFrom('errors.analytics', ANALYTICS_MESSAGES),
  ...catalogFrom('errors.barter', BARTER_MESSAGES),
  ...catalogFrom('errors.barterDispute', BARTER_DISPUTE_MESSAGES),
  ...catalogFrom('errors.chat', CHAT_MESSAGES),
  ...catalogFrom('errors.donation', DONATION_MESSAGES),
  ...catalogFrom('errors.feedback', FEEDBACK_MESSAGES),
  ...catalogFrom('errors.gift', GIFT_MESSAGES),
  ...catalogFrom('errors.maintenance', MAINTENANCE_MESSAGES),
  ...catalogFrom('errors.members', MEMBERS_MESSAGES),
  ...catalogFrom('errors.card', CARD_MESSAGES),
  ...catalogFrom('errors.paymentEvent', PAYMENT_EVENT_MESSAGES),
  ...catalogFrom('errors.paymentsAdmin', PAYMENTS_ADMIN_MESSAGES),
  ...catalogFrom('errors.notificationSetting', NOTIFICATION_SETTING_MESSAGES),
  ...catalogFrom('errors.offerEngagement', OFFER_ENGAGEMENT_MESSAGES),
  ...catalogFrom('errors.offerMedia', OFFER_MEDIA_MESSAGES),
  ...catalogFrom('errors.offerSearch', OFFER_SEARCH_MESSAGES),
  ...catalogFrom('errors.offer', OFFER_MESSAGES),
  ...catalogFrom('errors.onboarding', ONBOARDING_MESSAGES),
  ...catalogFrom('errors.duplicate', DUPLICATE_MESSAGES),
  ...catalogFrom('errors.pin', PIN_MESSAGES),
  ...catalogFrom('errors.profile', PROFILE_MESSAGES),
  ...catalogFrom('errors.referral', REFERRAL_MESSAGES),
  ...catalogFrom('errors.review', REVIEW_MESSAGES),
  ...catalogFrom('errors.language', LANGUAGE_MESSAGES),
  ...catalogFrom('errors.wallet', WALLET_MESSAGES),
  ...catalogFrom('errors.adminWallet', ADMIN_WALLET_MESSAGES),
  ...catalogFrom('errors.want', WANT_MESSAGES),

  // The messages with parameters (functions in their constants).
  /** `until`: the end of the mute, a date and time formatted in the reader's language. */
  'errors.chat.mutedUntil': 'You have been muted in this conversation until {until}.',
  /** `from`, `to`: feedback statuses (FEEDBACK_STATUSES). */
  'errors.feedback.badTransition':
    'Feedback cannot move from {from, select, NEW {New} IN_PROGRESS {In progress} ANSWERED {Answered} CLOSED {Closed} other {{from}}} to {to, select, NEW {New} IN_PROGRESS {In progress} ANSWERED {Answered} CLOSED {Closed} other {{to}}}.',
  /** `id`: the module id asked for, as sent. */
  'errors.maintenance.unknownModule': 'Unknown module: {id}.',
  /** `keys`: the unknown keys as sent, each in double quotes, comma-separated; `choices`: the known ones. */
  'errors.notificationSetting.unknownGroup': 'Unknown notification group {keys}. Use one of {choices}.',
  'errors.notificationSetting.unknownChannel': 'Unknown channel {keys}. Use one of {choices}.',
  'errors.notificationSetting.unknownSetting':
    'Unknown setting {keys}. Use groups, offerRadius or memberRadius.',
  /** `limit`, `remaining`: BITS amounts formatted in the reader's language; `reached`: yes when none is left. */
  'errors.wallet.dailyLimit':
    '{reached, select, yes {You have reached your daily limit of {limit} BITS. Please try again tomorrow.} other {This load exceeds your daily limit of {limit} BITS. You can load up to {remaining} BITS more today.}}',

  // Messages written where the server uses them (services, routes), not in a constants object: the
  // server's unit tests find each in the sources and check it is here.
  'errors.idempotencyKeyRequired': 'A valid Idempotency-Key header is required for this request.',
  'errors.uploadUnreadable': 'The upload could not be read. Please choose the file again.',
  'errors.passwordRecheck': 'Please confirm your password again to continue.',
  'errors.auth.signedOut': 'Signed out.',
  'errors.auth.sessionEnded': 'Your session has ended. Please sign in again.',
  'errors.social.notEnabled': 'Social sign-in is not enabled.',
  'errors.social.noEmail': 'Your account did not share an e-mail address. Please use another method.',
  'errors.barter.buyerSearchLimit': 'Too many searches for buyers. Please wait a minute and try again.',
  'errors.chat.tooFast': 'You are sending messages too fast. Please wait a moment.',
  'errors.card.saved': 'Card saved.',
  'errors.card.defaultUpdated': 'Default card updated.',
  'errors.card.removed': 'Card removed.',
  'errors.card.otherProcessor': 'This card was saved with another payment processor. Please add it again.',
  'errors.membership.welcome': 'Welcome! Your membership is active.',
  'errors.membership.renewed': 'Your membership has been renewed.',
  'errors.membership.cancelled': 'Your membership has been cancelled.',
  // The plan's words (server membership/plan.ts), read back in the reader's language where an answer carries them.
  // The home feed's rows (server offer-search.service.ts homePage), worded for the reader.
  'errors.home.newest': 'Newest',
  'errors.home.newestNear': 'Newest near you',
  'errors.home.business': 'From businesses',
  'errors.home.businessNear': 'From businesses near you',
  'errors.home.product': 'Product',
  'errors.home.services': 'Services',
  'errors.home.cars': 'Cars & Vehicles',
  'errors.home.rentals': 'Vacation Rentals',
  'errors.membership.planName': '{product} Membership',
  'errors.membership.planDescription':
    'Trade offers with your community, pay and get paid in BITS™, send gifts and review members. Billed monthly; renew when you choose.',
  'errors.membership.nameMember': 'Please name the member with ?userId=.',
  'errors.offer.changedMeanwhile': 'The offer changed meanwhile. Reload it and try again.',
  'errors.onboarding.tooManyChecks': 'Too many checks from this address. Please wait a minute and try again.',
  'errors.pin.linkValid': 'The link is valid.',
  'errors.review.memberNotFound': 'This member could not be found.',
  'errors.review.noReports': 'This review has no reports.',
  // The safe-text check (safe-text.ts): SAFE_TEXT_MESSAGES, with the field when there is one.
  'errors.safeText.nul': 'Text may not contain the NUL character.',
  'errors.safeText.nulIn': 'Text may not contain the NUL character (field: {path}).',
  'errors.safeText.invalidCharacter': 'Text contains an invalid character.',
  'errors.safeText.invalidCharacterIn': 'Text contains an invalid character (field: {path}).',
  'errors.safeText.tooDeep': 'The input is too deeply nested.',
  'errors.safeText.tooDeepIn': 'The input is too deeply nested (field: {path}).',
});
