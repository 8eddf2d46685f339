/** The dashboard's cards from GET /analytics: each figure, its details and the lists it links to. */
import type { TAnalyticsOverview } from '@barterbits/contracts';
import { CHAT_REPORTS_RESOURCE } from '../chat-reports/chatReportsDataProvider.ts';
import { FEEDBACK_RESOURCE, UNANSWERED_FILTER } from '../feedback/feedbackDataProvider.ts';
import { OFFER_REPORTS_RESOURCE } from '../offer-reports/reportsDataProvider.ts';
import { OFFERS_RESOURCE } from '../offers/offersDataProvider.ts';
import { REPORTED_REVIEWS_RESOURCE } from '../reported-reviews/reportedReviewsDataProvider.ts';
import { USERS_RESOURCE } from '../users/usersDataProvider.ts';
import { WALLET_TRANSACTIONS_RESOURCE } from '../wallet-transactions/walletDataProvider.ts';
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
export function overviewCards(o: TAnalyticsOverview): DashboardCard[] {
  const { members, offers, money, refunds, moderation } = o;
  return [
    {
      title: 'Members',
      value: n('Members', members.total),
      details: [
        n('New in range', members.newInRange),
        n('Active traders', members.activeTraders),
        pct('Not trading', members.notTradingShare),
      ],
      links: [{ label: 'View members', resource: USERS_RESOURCE }],
    },
    {
      title: 'Offers',
      value: n('Offers', offers.total),
      details: [n('Created in range', offers.createdInRange)],
      links: [{ label: 'View offers', resource: OFFERS_RESOURCE }],
    },
    {
      title: 'BITS loaded',
      value: bits('BITS loaded', money.bitsLoadedCents),
      details: [n('Loads', money.loadsCount)],
      links: [{ label: 'View wallet transactions', resource: WALLET_TRANSACTIONS_RESOURCE }],
    },
    {
      title: 'Barter volume (GMV)',
      value: bits('Barter volume (GMV)', money.gmvCents),
      details: [n('Trades', money.tradesCount)],
      links: [],
    },
    {
      title: 'Trades',
      value: n('Trades', money.tradesCount),
      details: [bits('Average trade', money.averageTradeCents)],
      links: [],
    },
    {
      title: 'Gifts',
      value: n('Gifts', money.giftsCount),
      details: [bits('Gifted', money.giftsCents), n('Claimed', money.giftsClaimedCount)],
      links: [],
    },
    {
      title: 'Refund rate',
      value: pct('Trade refund rate', refunds.tradeRefundRate),
      details: [
        n('Refunded trades', refunds.refundedTrades),
        bits('Refunded', refunds.refundedCents),
        pct('Card load refund rate', refunds.loadRefundRate),
      ],
      links: [],
    },
    {
      title: 'Open reports',
      value: n('Open reports', moderation.openReports),
      details: [
        n('Offers', moderation.openOfferReports),
        n('Reviews', moderation.openReviewReports),
        n('Chat messages', moderation.openChatReports),
      ],
      links: [
        { label: 'Offer reports', resource: OFFER_REPORTS_RESOURCE, filter: { status: 'OPEN' } },
        { label: 'Reported reviews', resource: REPORTED_REVIEWS_RESOURCE },
        { label: 'Reported messages', resource: CHAT_REPORTS_RESOURCE },
      ],
    },
    {
      title: 'Unanswered feedback',
      value: n('Unanswered feedback', moderation.unansweredFeedback),
      details: [],
      links: [
        {
          label: 'View unanswered feedback',
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
