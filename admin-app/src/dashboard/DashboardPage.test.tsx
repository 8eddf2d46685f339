import { ApiError } from '@barterbits/api-client';
import {
  ANALYTICS_FUNNEL_LABELS,
  ANALYTICS_FUNNEL_STEPS,
  OFFER_CATEGORIES,
  OFFER_STATUSES,
  type TAnalyticsOverview,
  type TAnalyticsStats,
} from '@barterbits/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { DashboardPage } from './DashboardPage.tsx';
import { QueryState } from './QueryState.tsx';
import { ANALYTICS_KEY } from './useAnalytics.ts';

const range = { from: '2026-01-01', to: '2026-01-03', days: 3, timeZone: 'America/Toronto' };

/** A marketplace with nothing in it yet: zeros and null shares everywhere. */
const emptyOverview: TAnalyticsOverview = {
  range,
  members: { total: 0, newInRange: 0, activeTraders: 0, notTradingShare: null },
  offers: {
    total: 0,
    createdInRange: 0,
    byStatus: OFFER_STATUSES.map((status) => ({ status, count: 0 })),
    byCategory: OFFER_CATEGORIES.map((category) => ({ category, total: 0, active: 0 })),
  },
  money: {
    loadsCount: 0,
    bitsLoadedCents: 0,
    tradesCount: 0,
    gmvCents: 0,
    averageTradeCents: 0,
    giftsCount: 0,
    giftsCents: 0,
    giftsClaimedCount: 0,
  },
  refunds: {
    refundedTrades: 0,
    refundedCents: 0,
    tradeRefundRate: null,
    chargedLoads: 0,
    refundedLoads: 0,
    loadRefundRate: null,
  },
  protection: {
    heldCents: 0,
    heldCount: 0,
    openDisputes: 0,
    heldTrades: 0,
    disputedTrades: 0,
    disputeRate: null,
  },
  matches: { made: 0, ofWants: 0, ofSearches: 0, becameBarters: 0, barterRate: null },
  moderation: {
    openOfferReports: 0,
    openReviewReports: 0,
    openChatReports: 0,
    openReports: 0,
    unansweredFeedback: 0,
  },
};

const emptyStats: TAnalyticsStats = {
  range,
  daily: ['2026-01-01', '2026-01-02', '2026-01-03'].map((day) => ({
    day,
    signUps: 0,
    trades: 0,
    volumeCents: 0,
    bitsLoadedCents: 0,
  })),
  funnel: ANALYTICS_FUNNEL_STEPS.map((step) => ({
    step,
    label: ANALYTICS_FUNNEL_LABELS[step],
    count: 0,
    shareOfPrevious: null,
  })),
  categories: OFFER_CATEGORIES.map((category) => ({
    category,
    activeOffers: 0,
    offersPublished: 0,
    activeWants: 0,
    wantsPosted: 0,
    barterRequests: 0,
    trades: 0,
    volumeCents: 0,
    unmetSearches: 0,
  })),
  unmetSearchesAllCategories: 0,
  unmetQueries: [],
  balances: {
    holders: 0,
    heldCents: 0,
    holdersNeverBought: 0,
    heldByNeverBoughtCents: 0,
    neverBoughtShareOfBits: null,
    top10PercentShare: null,
  },
  lorenz: [],
};

const renderPage = (url: string, seed: boolean) => {
  const client = new QueryClient();
  if (seed) {
    const query = { from: range.from, to: range.to };
    client.setQueryData([...ANALYTICS_KEY, 'overview', query], emptyOverview);
    client.setQueryData([...ANALYTICS_KEY, 'stats', query], emptyStats);
  }
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <DashboardPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
};

describe('DashboardPage', () => {
  it('shows a new marketplace as zeros, with every section and no broken chart', () => {
    const html = renderPage('/?from=2026-01-01&to=2026-01-03', true);
    for (const heading of [
      'Marketplace dashboard',
      'Key figures',
      'Offers by status',
      'Offers by category',
      'Daily activity',
      'Funnel',
      'Supply and demand per category',
      'Searches that found nothing',
      'Balance concentration',
    ]) {
      expect(html).toContain(`>${heading}</h`);
    }
    expect(html).toContain('Jan 1, 2026 – Jan 3, 2026 (3 days, America/Toronto time)');
    expect(html).toContain('0.00 BITS™');
    expect(html).toContain('No search came back empty in this range.');
    expect(html).toContain('No member holds BITS yet.');
    expect(html).toContain('0 offers created, 0 barter requests (— of the previous step)');
  });

  it('shows skeletons, not figures, until the first answer', () => {
    const html = renderPage('/?range=last-7-days', false);
    expect(html).toContain('MuiSkeleton');
    expect(html).not.toContain('Key figures');
  });

  it('asks for nothing and says why when the URL holds days the server would refuse', () => {
    const html = renderPage('/?from=2026-02-01&to=2026-01-01', false);
    expect(html).toContain(
      'Choose a valid date range to see the figures: The start date must be on or before the end date.',
    );
    expect(html).not.toContain('MuiSkeleton');
  });
});

describe('QueryState', () => {
  const query = { data: undefined, isFetching: false, refetch: () => undefined };

  it('shows the server’s message with Try again after a failure', () => {
    const error = new ApiError('Choose a range of at most 366 days.', 400, 'VALIDATION_FAILED');
    const html = renderToStaticMarkup(
      <QueryState query={{ ...query, error, isError: true }} what="The figures" loading="placeholder-shown">
        {() => 'data'}
      </QueryState>,
    );
    expect(html).toContain('The figures could not be loaded: Choose a range of at most 366 days.');
    expect(html).toContain('>Try again</button>');
    expect(html).not.toContain('placeholder-shown');
  });

  it('shows the placeholder, then the content', () => {
    const loading = renderToStaticMarkup(
      <QueryState
        query={{ ...query, error: null, isError: false }}
        what="The figures"
        loading="placeholder-shown"
      >
        {(d: string) => d}
      </QueryState>,
    );
    expect(loading).toBe('placeholder-shown');
    const done = renderToStaticMarkup(
      <QueryState
        query={{ ...query, data: 'figures', error: null, isError: false }}
        what="x"
        loading="placeholder-shown"
      >
        {(d: string) => d}
      </QueryState>,
    );
    expect(done).toBe('figures');
  });
});
