/** The dashboard's cards from GET /analytics: each figure, its details and the lists it links to. */
import type { TAnalyticsOverview } from '@barterbits/contracts';
import { BARTER_DISPUTES_RESOURCE, TO_DECIDE } from '../barter-disputes/barterDisputesDataProvider.ts';
import { CHAT_REPORTS_RESOURCE } from '../chat-reports/chatReportsDataProvider.ts';
import { FEEDBACK_RESOURCE, UNANSWERED_FILTER } from '../feedback/feedbackDataProvider.ts';
import { englishText, type Translate } from '../i18n/useT.ts';
import { OFFER_REPORTS_RESOURCE } from '../offer-reports/reportsDataProvider.ts';
import { OFFERS_RESOURCE } from '../offers/offersDataProvider.ts';
import { REPORTED_REVIEWS_RESOURCE } from '../reported-reviews/reportedReviewsDataProvider.ts';
import { USERS_RESOURCE } from '../users/usersDataProvider.ts';
import { WALLET_TRANSACTIONS_RESOURCE } from '../wallet-transactions/walletDataProvider.ts';
import { WANTS_RESOURCE } from '../wants/wantsDataProvider.ts';
import { centsCsv, formatCents, formatCount, formatShare, sharePercent } from './format.ts';
import type { FigureRow } from './tables.ts';

/** A list a card opens, with the list's filter (react-admin's `?filter=` query). */
export interface CardLink {
  label: string;
  resource: string;
  filter?: Record<string, string>;
}

/** One shown figure: its text, and its plain value for the CSV. */
export interface CardFigure {
  label: string;
  text: string;
  csv: string | number | null;
}

/** A card: its title (its heading and accessible name), the main figure, details and links. */
export interface DashboardCard {
  title: string;
  value: CardFigure;
  details: CardFigure[];
  links: CardLink[];
}

const n = (label: string, value: number): CardFigure => ({ label, text: formatCount(value), csv: value });
const bits = (label: string, cents: number): CardFigure => ({
  label,
  text: formatCents(cents),
  csv: centsCsv(cents),
});
const pct = (label: string, share: number | null): CardFigure => ({
  label,
  text: formatShare(share),
  csv: sharePercent(share),
});

/** The cards in reading order. */
export function overviewCards(o: TAnalyticsOverview, t: Translate = englishText): DashboardCard[] {
  const { members, offers, money, refunds, protection, matches, moderation } = o;
  return [
    {
      title: t('console.dashboard.cards.members'),
      value: n(t('console.dashboard.cards.members'), members.total),
      details: [
        n(t('console.dashboard.cards.newInRange'), members.newInRange),
        n(t('console.dashboard.cards.activeTraders'), members.activeTraders),
        pct(t('console.dashboard.cards.notTrading'), members.notTradingShare),
      ],
      links: [{ label: t('console.dashboard.cards.viewMembers'), resource: USERS_RESOURCE }],
    },
    {
      title: t('console.dashboard.cards.offers'),
      value: n(t('console.dashboard.cards.offers'), offers.total),
      details: [n(t('console.dashboard.cards.createdInRange'), offers.createdInRange)],
      links: [{ label: t('console.dashboard.cards.viewOffers'), resource: OFFERS_RESOURCE }],
    },
    {
      title: t('console.dashboard.cards.bitsLoaded'),
      value: bits(t('console.dashboard.cards.bitsLoaded'), money.bitsLoadedCents),
      details: [n(t('console.dashboard.cards.loads'), money.loadsCount)],
      links: [{ label: t('console.dashboard.cards.viewWallet'), resource: WALLET_TRANSACTIONS_RESOURCE }],
    },
    {
      title: t('console.dashboard.cards.gmv'),
      value: bits(t('console.dashboard.cards.gmv'), money.gmvCents),
      details: [n(t('console.dashboard.cards.trades'), money.tradesCount)],
      links: [],
    },
    {
      title: t('console.dashboard.cards.trades'),
      value: n(t('console.dashboard.cards.trades'), money.tradesCount),
      details: [bits(t('console.dashboard.cards.averageTrade'), money.averageTradeCents)],
      links: [],
    },
    {
      title: t('console.dashboard.cards.gifts'),
      value: n(t('console.dashboard.cards.gifts'), money.giftsCount),
      details: [
        bits(t('console.dashboard.cards.gifted'), money.giftsCents),
        n(t('console.dashboard.cards.claimed'), money.giftsClaimedCount),
      ],
      links: [],
    },
    {
      title: t('console.dashboard.cards.refundRate'),
      value: pct(t('console.dashboard.cards.tradeRefundRate'), refunds.tradeRefundRate),
      details: [
        n(t('console.dashboard.cards.refundedTrades'), refunds.refundedTrades),
        bits(t('console.dashboard.cards.refunded'), refunds.refundedCents),
        pct(t('console.dashboard.cards.loadRefundRate'), refunds.loadRefundRate),
      ],
      links: [],
    },
    {
      title: t('console.dashboard.cards.held'),
      value: bits(t('console.dashboard.cards.held'), protection.heldCents),
      details: [n(t('console.dashboard.cards.heldPayments'), protection.heldCount)],
      links: [],
    },
    {
      title: t('console.dashboard.cards.disputes'),
      value: n(t('console.dashboard.cards.openDisputes'), protection.openDisputes),
      details: [
        pct(t('console.dashboard.cards.disputeRate'), protection.disputeRate),
        n(t('console.dashboard.cards.disputedTrades'), protection.disputedTrades),
      ],
      links: [
        {
          label: t('console.dashboard.cards.viewToDecide'),
          resource: BARTER_DISPUTES_RESOURCE,
          filter: { status: TO_DECIDE },
        },
      ],
    },
    {
      title: t('console.dashboard.cards.matches'),
      value: n(t('console.dashboard.cards.matches'), matches.made),
      details: [
        n(t('console.dashboard.cards.ofWants'), matches.ofWants),
        n(t('console.dashboard.cards.ofSearches'), matches.ofSearches),
        n(t('console.dashboard.cards.becameBarters'), matches.becameBarters),
        pct(t('console.dashboard.cards.barterRate'), matches.barterRate),
      ],
      links: [{ label: t('console.dashboard.cards.viewWants'), resource: WANTS_RESOURCE }],
    },
    {
      title: t('console.dashboard.cards.openReports'),
      value: n(t('console.dashboard.cards.openReports'), moderation.openReports),
      details: [
        n(t('console.dashboard.cards.offers'), moderation.openOfferReports),
        n(t('console.dashboard.cards.reviews'), moderation.openReviewReports),
        n(t('console.dashboard.cards.chatMessages'), moderation.openChatReports),
      ],
      links: [
        {
          label: t('console.dashboard.cards.offerReports'),
          resource: OFFER_REPORTS_RESOURCE,
          filter: { status: 'OPEN' },
        },
        { label: t('console.dashboard.cards.reportedReviews'), resource: REPORTED_REVIEWS_RESOURCE },
        { label: t('console.dashboard.cards.reportedMessages'), resource: CHAT_REPORTS_RESOURCE },
      ],
    },
    {
      title: t('console.dashboard.cards.unansweredFeedback'),
      value: n(t('console.dashboard.cards.unansweredFeedback'), moderation.unansweredFeedback),
      details: [],
      links: [
        {
          label: t('console.dashboard.cards.viewUnanswered'),
          resource: FEEDBACK_RESOURCE,
          filter: { status: UNANSWERED_FILTER },
        },
      ],
    },
  ];
}

/** Every figure of the cards as CSV rows ("Members: New in range"). */
export function figureRows(cards: readonly DashboardCard[]): FigureRow[] {
  return cards.flatMap((card) => [
    { figure: card.title, value: card.value.text, csv: card.value.csv },
    ...card.details.map((d) => ({ figure: `${card.title}: ${d.label}`, value: d.text, csv: d.csv })),
  ]);
}

/** The query of a card's link: "?filter=%7B...%7D", or '' without a filter. */
export const linkSearch = (filter: Record<string, string> | undefined): string =>
  filter ? `?filter=${encodeURIComponent(JSON.stringify(filter))}` : '';
