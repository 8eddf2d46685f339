import { PAGES } from '@barterbits/contracts';
import { t } from '../../../lib/i18n.ts';
/** A link under an answer, to a page of the app (or a mailto: address). */
export interface FaqLink {
  label: string;
  to: string;
}

/** One question and its answer; `id` is its deep link (/faq#<id>). */
export interface FaqEntry {
  id: string;
  question: string;
  /** The answer's paragraphs. */
  answer: readonly string[];
  links?: readonly FaqLink[];
  /** Words a member may search with that the text does not contain. */
  keywords?: readonly string[];
}

/** A group of questions under its own heading; `id` is its deep link (/faq#<id>). */
export interface FaqSection {
  id: string;
  title: string;
  entries: readonly FaqEntry[];
}

/** What the answers depend on: the support address and where this visitor sends feedback. */
export interface FaqContext {
  supportEmail: string;
  /** /feedback for members, /guest-feedback for visitors. */
  feedbackPath: string;
}

/** The questions of the in-app FAQ page (/faq), grouped by topic; the facts follow docs/decisions.md. */
export const faqSections = ({ supportEmail, feedbackPath }: FaqContext): readonly FaqSection[] => [
  {
    id: 'wallet',
    title: t('help.section.wallet'),
    entries: [
      {
        id: 'bits',
        question: t('help.q.bits'),
        answer: [t('help.a.bits.1'), t('help.a.bits.2')],
        links: [{ label: t('help.link.bits.1'), to: PAGES.myWallet.path }],
        keywords: [t('help.keywords.bits')],
      },
      {
        id: 'load-bits',
        question: t('help.q.load-bits'),
        answer: [t('help.a.load-bits.1'), t('help.a.load-bits.2')],
        links: [{ label: t('help.link.load-bits.1'), to: PAGES.loadBits.path }],
        keywords: [t('help.keywords.load-bits')],
      },
      {
        id: 'statement',
        question: t('help.q.statement'),
        answer: [t('help.a.statement.1')],
        links: [{ label: t('help.link.statement.1'), to: PAGES.statement.path }],
        keywords: [t('help.keywords.statement')],
      },
    ],
  },
  {
    id: 'trading',
    title: t('help.section.trading'),
    entries: [
      {
        id: 'barter',
        question: t('help.q.barter'),
        answer: [t('help.a.barter.1'), t('help.a.barter.2')],
        links: [
          { label: t('help.link.barter.1'), to: PAGES.barterRequests.path },
          { label: t('help.link.barter.2'), to: PAGES.barterRecord.path },
        ],
        keywords: [t('help.keywords.barter')],
      },
      {
        id: 'refunds',
        question: t('help.q.refunds'),
        answer: [t('help.a.refunds.1')],
        keywords: [t('help.keywords.refunds')],
      },
      {
        id: 'offers',
        question: t('help.q.offers'),
        answer: [t('help.a.offers.1'), t('help.a.offers.2')],
        links: [
          { label: t('help.link.offers.1'), to: PAGES.createOffer.path },
          { label: t('help.link.offers.2'), to: PAGES.myOffers.path },
        ],
        keywords: [t('help.keywords.offers')],
      },
      {
        id: 'search',
        question: t('help.q.search'),
        answer: [t('help.a.search.1')],
        links: [{ label: t('help.link.search.1'), to: PAGES.searchProduct.path }],
        keywords: [t('help.keywords.search')],
      },
    ],
  },
  {
    id: 'gifts-section',
    title: t('help.section.gifts-section'),
    entries: [
      {
        id: 'gifts',
        question: t('help.q.gifts'),
        answer: [t('help.a.gifts.1'), t('help.a.gifts.2')],
        links: [
          { label: t('help.link.gifts.1'), to: PAGES.sendBitsGift.path },
          { label: t('help.link.gifts.2'), to: PAGES.sentGifts.path },
        ],
        keywords: [t('help.keywords.gifts')],
      },
      {
        id: 'accept-gift',
        question: t('help.q.accept-gift'),
        answer: [t('help.a.accept-gift.1')],
        links: [{ label: t('help.link.accept-gift.1'), to: PAGES.acceptBits.path }],
        keywords: [t('help.keywords.accept-gift')],
      },
    ],
  },
  {
    id: 'membership-section',
    title: t('help.section.membership-section'),
    entries: [
      {
        id: 'membership',
        question: t('help.q.membership'),
        answer: [t('help.a.membership.1'), t('help.a.membership.2')],
        links: [{ label: t('help.link.membership.1'), to: PAGES.membership.path }],
        keywords: [t('help.keywords.membership')],
      },
      {
        id: 'fees',
        question: t('help.q.fees'),
        answer: [t('help.a.fees.1')],
        keywords: [t('help.keywords.fees')],
      },
      {
        id: 'referrals',
        question: t('help.q.referrals'),
        answer: [t('help.a.referrals.1')],
        links: [{ label: t('help.link.referrals.1'), to: PAGES.inviteAFriend.path }],
        keywords: [t('help.keywords.referrals')],
      },
    ],
  },
  {
    id: 'community',
    title: t('help.section.community'),
    entries: [
      {
        id: 'reviews',
        question: t('help.q.reviews'),
        answer: [t('help.a.reviews.1'), t('help.a.reviews.2')],
        links: [{ label: t('help.link.reviews.1'), to: PAGES.ratingReview.path }],
        keywords: [t('help.keywords.reviews')],
      },
      {
        id: 'safety',
        question: t('help.q.safety'),
        answer: [t('help.a.safety.1'), t('help.a.safety.2')],
        keywords: [t('help.keywords.safety')],
      },
      {
        id: 'report',
        question: t('help.q.report'),
        answer: [t('help.a.report.1'), t('help.a.report.2', { supportEmail })],
        keywords: [t('help.keywords.report')],
      },
    ],
  },
  {
    id: 'chat-notifications',
    title: t('help.section.chat-notifications'),
    entries: [
      {
        id: 'chat',
        question: t('help.q.chat'),
        answer: [t('help.a.chat.1')],
        links: [{ label: t('help.link.chat.1'), to: PAGES.chat.path }],
        keywords: [t('help.keywords.chat')],
      },
      {
        id: 'notifications',
        question: t('help.q.notifications'),
        answer: [t('help.a.notifications.1'), t('help.a.notifications.2')],
        links: [{ label: t('help.link.notifications.1'), to: PAGES.notificationSettings.path }],
        keywords: [t('help.keywords.notifications')],
      },
    ],
  },
  {
    id: 'account',
    title: t('help.section.account'),
    entries: [
      {
        id: 'pin',
        question: t('help.q.pin'),
        answer: [t('help.a.pin.1'), t('help.a.pin.2')],
        links: [
          { label: t('help.link.pin.1'), to: PAGES.pin.path },
          { label: t('help.link.pin.2'), to: PAGES.forgetPin.path },
        ],
        keywords: [t('help.keywords.pin')],
      },
      {
        id: 'password',
        question: t('help.q.password'),
        answer: [t('help.a.password.1')],
        links: [{ label: t('help.link.password.1'), to: PAGES.forgetPassword.path }],
        keywords: [t('help.keywords.password')],
      },
      {
        id: 'signed-out',
        question: t('help.q.signed-out'),
        answer: [t('help.a.signed-out.1')],
        keywords: [t('help.keywords.signed-out')],
      },
      {
        id: 'email-change',
        question: t('help.q.email-change'),
        answer: [t('help.a.email-change.1')],
        links: [{ label: t('help.link.email-change.1'), to: PAGES.myProfile.path }],
        keywords: [t('help.keywords.email-change')],
      },
    ],
  },
  {
    id: 'support',
    title: t('help.section.support'),
    entries: [
      {
        id: 'contact',
        question: t('help.q.contact'),
        answer: [t('help.a.contact.1', { supportEmail })],
        links: [
          { label: t('help.link.contact.1', { supportEmail }), to: `mailto:${supportEmail}` },
          { label: t('help.link.contact.2'), to: feedbackPath },
        ],
        keywords: [t('help.keywords.contact')],
      },
    ],
  },
];
