/**
 * Every message id of the member app with its English text (the type `t` and `useT` check ids and values
 * against). A type only: each catalog is loaded by the pages that need it (lib/i18n.ts).
 */
import type accounts from '../features/accounts/i18n/en-CA.ts';
import type auth from '../features/auth/i18n/en-CA.ts';
import type barter from '../features/barter/i18n/en-CA.ts';
import type chat from '../features/chat/i18n/en-CA.ts';
import type donate from '../features/donate/i18n/en-CA.ts';
import type feedback from '../features/feedback/i18n/en-CA.ts';
import type gifts from '../features/gifts/i18n/en-CA.ts';
import type help from '../features/help/i18n/en-CA.ts';
import type home from '../features/home/i18n/en-CA.ts';
import type members from '../features/members/i18n/en-CA.ts';
import type membership from '../features/membership/i18n/en-CA.ts';
import type notifications from '../features/notifications/i18n/en-CA.ts';
import type offerEditor from '../features/offer-editor/i18n/en-CA.ts';
import type offers from '../features/offers/i18n/en-CA.ts';
import type onboarding from '../features/onboarding/i18n/en-CA.ts';
import type pinLocation from '../features/pin-location/i18n/en-CA.ts';
import type profile from '../features/profile/i18n/en-CA.ts';
import type referrals from '../features/referrals/i18n/en-CA.ts';
import type restrictions from '../features/restrictions/i18n/en-CA.ts';
import type reviews from '../features/reviews/i18n/en-CA.ts';
import type wallet from '../features/wallet/i18n/en-CA.ts';
import type wants from '../features/wants/i18n/en-CA.ts';
import type app from './app/en-CA.ts';
import type forms from './forms/en-CA.ts';
import type savedSearch from './saved-search/en-CA.ts';

export type Messages = typeof accounts &
  typeof auth &
  typeof barter &
  typeof chat &
  typeof donate &
  typeof feedback &
  typeof gifts &
  typeof help &
  typeof home &
  typeof members &
  typeof membership &
  typeof notifications &
  typeof offerEditor &
  typeof offers &
  typeof onboarding &
  typeof pinLocation &
  typeof profile &
  typeof referrals &
  typeof restrictions &
  typeof reviews &
  typeof wallet &
  typeof wants &
  typeof app &
  typeof forms &
  typeof savedSearch;
