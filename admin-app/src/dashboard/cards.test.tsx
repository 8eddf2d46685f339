import type { TAnalyticsOverview } from '@barterbits/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createI18nProvider, loadMessages } from '../i18n/provider.ts';
import { figureRows, linkSearch, overviewCards } from './cards.ts';
import { FigureCards } from './FigureCards.tsx';

const overview = (over: Partial<TAnalyticsOverview['moderation']> = {}): TAnalyticsOverview => ({
  range: { from: '2026-11-01', to: '2026-11-26', days: 26, timeZone: 'America/Toronto' },
  members: { total: 1200, newInRange: 40, activeTraders: 300, notTradingShare: 0.75 },
  offers: { total: 500, createdInRange: 60, byStatus: [], byCategory: [] },
  money: {
    loadsCount: 3,
    bitsLoadedCents: 150_000,
    tradesCount: 8,
    gmvCents: 102_550,
    averageTradeCents: 12_819,
    giftsCount: 2,
    giftsCents: 5_000,
    giftsClaimedCount: 1,
  },
  refunds: {
    refundedTrades: 1,
    refundedCents: 2_500,
    tradeRefundRate: 0.125,
    chargedLoads: 3,
    refundedLoads: 0,
    loadRefundRate: 0,
  },
  protection: {
    heldCents: 0,
    heldCount: 0,
    openDisputes: 0,
    heldTrades: 0,
    disputedTrades: 0,
    disputeRate: null,
  },
  matches: { made: 40, ofWants: 25, ofSearches: 15, becameBarters: 6, barterRate: 0.15 },
  moderation: {
    openOfferReports: 2,
    openReviewReports: 1,
    openChatReports: 0,
    openReports: 3,
    unansweredFeedback: 5,
    ...over,
  },
});

const card = (title: string) => {
  const found = overviewCards(overview()).find((c) => c.title === title);
  if (!found) throw new Error(`no card ${title}`);
  return found;
};

describe('overviewCards', () => {
  it('formats counts, BITS and shares', () => {
    expect(card('Members').value.text).toBe('1,200');
    expect(card('Members').details.map((d) => d.text)).toEqual(['40', '300', '75%']);
    expect(card('Barter volume (GMV)').value.text).toBe('1,025.50 BITS™');
    expect(card('Trades').details[0]).toEqual({
      label: 'Average trade',
      text: '128.19 BITS™',
      csv: '128.19',
    });
    expect(card('Refund rate').value).toEqual({ label: 'Trade refund rate', text: '12.5%', csv: 12.5 });
  });

  it('shows a dash for a share with nothing to divide by (a new marketplace)', () => {
    const empty = overview();
    empty.members.notTradingShare = null;
    empty.refunds.tradeRefundRate = null;
    const cards = overviewCards(empty);
    expect(cards.find((c) => c.title === 'Refund rate')?.value).toMatchObject({ text: '—', csv: null });
    expect(cards.find((c) => c.title === 'Members')?.details[2]).toMatchObject({ text: '—', csv: null });
  });

  it('counts the matches made by kind and those that became barters, linking to the wants', () => {
    expect(card('Matches made').value.text).toBe('40');
    expect(card('Matches made').details).toEqual([
      { label: 'For wants', text: '25', csv: 25 },
      { label: 'For saved searches', text: '15', csv: 15 },
      { label: 'Became barters', text: '6', csv: 6 },
      { label: 'Share that became barters', text: '15%', csv: 15 },
    ]);
    expect(card('Matches made').links).toEqual([{ label: 'View wants', resource: 'wants' }]);
  });

  it('links open reports and unanswered feedback to their filtered lists', () => {
    expect(card('Open reports').links).toEqual([
      { label: 'Offer reports', resource: 'offer-reports', filter: { status: 'OPEN' } },
      { label: 'Reported reviews', resource: 'reported-reviews' },
      { label: 'Reported messages', resource: 'chat-reports' },
    ]);
    expect(card('Unanswered feedback').links).toEqual([
      { label: 'View unanswered feedback', resource: 'feedback', filter: { status: 'UNANSWERED' } },
    ]);
  });
});

describe('the buyer protection cards', () => {
  const held = (protection: Partial<TAnalyticsOverview['protection']>) => {
    const o = overview();
    o.protection = { ...o.protection, ...protection };
    return overviewCards(o);
  };

  it('show the BITS held for buyers and the payments on hold', () => {
    const found = held({ heldCents: 12_550, heldCount: 3 }).find((c) => c.title === 'BITS held for buyers');
    expect(found?.value).toEqual({ label: 'BITS held for buyers', text: '125.50 BITS™', csv: '125.50' });
    expect(found?.details).toEqual([{ label: 'Payments on hold', text: '3', csv: 3 }]);
  });

  it('show the open disputes and the range’s dispute rate, a dash with no held trade, and link those to decide', () => {
    const disputes = (cards: ReturnType<typeof overviewCards>) => cards.find((c) => c.title === 'Disputes');
    const busy = disputes(held({ openDisputes: 2, heldTrades: 8, disputedTrades: 1, disputeRate: 0.125 }));
    expect(busy?.value).toEqual({ label: 'Open disputes', text: '2', csv: 2 });
    expect(busy?.details).toEqual([
      { label: 'Dispute rate of held trades', text: '12.5%', csv: 12.5 },
      { label: 'Disputed trades', text: '1', csv: 1 },
    ]);
    expect(busy?.links).toEqual([
      { label: 'View disputes to decide', resource: 'barter-disputes', filter: { status: 'UNRESOLVED' } },
    ]);
    expect(disputes(held({}))?.details[0]).toMatchObject({ text: '—', csv: null });
  });

  it('read in French', async () => {
    await loadMessages('fr-CA');
    const french = createI18nProvider('fr-CA');
    const o = overview();
    o.protection = { ...o.protection, heldCents: 4_000, heldCount: 1, openDisputes: 1, disputeRate: 0.5 };
    const cards = overviewCards(o, (key, values) => french.translate(key, values));
    const heldCard = cards.find((c) => c.title === 'BITS retenus pour les acheteurs');
    expect(heldCard?.details[0]?.label).toBe('Paiements retenus');
    const disputes = cards.find((c) => c.title === 'Contestations de troc');
    expect(disputes?.value.label).toBe('Contestations ouvertes');
    expect(disputes?.details[0]?.label).toBe('Taux de contestation des trocs retenus');
    expect(disputes?.links[0]?.label).toBe('Voir les contestations à trancher');
  });
});

it("overviewCards reads in French with the console's French messages", async () => {
  await loadMessages('fr-CA');
  const french = createI18nProvider('fr-CA');
  const cards = overviewCards(overview(), (key, values) => french.translate(key, values));
  expect(cards.map((c) => c.title)).toContain('Membres');
  expect(cards.find((c) => c.title === 'Signalements ouverts')?.links[0]?.label).toBe(
    'Signalements d’offres',
  );
  const matches = cards.find((c) => c.title === 'Correspondances trouvées');
  expect(matches?.details.map((d) => d.label)).toEqual([
    'Pour des demandes',
    'Pour des recherches enregistrées',
    'Devenues des trocs',
    'Part devenue des trocs',
  ]);
});

it('figureRows lists each card figure, then its details', () => {
  const rows = figureRows(overviewCards(overview()));
  expect(rows[0]).toEqual({ figure: 'Members', value: '1,200', csv: 1200 });
  expect(rows[1]).toEqual({ figure: 'Members: New in range', value: '40', csv: 40 });
  expect(rows.find((r) => r.figure === 'Unanswered feedback')?.csv).toBe(5);
});

it('linkSearch encodes the filter as react-admin reads it', () => {
  expect(linkSearch(undefined)).toBe('');
  expect(linkSearch({ status: 'OPEN' })).toBe('?filter=%7B%22status%22%3A%22OPEN%22%7D');
});

it('renders each card as a region named by its heading, with its links', () => {
  const html = renderToStaticMarkup(
    <MemoryRouter>
      <FigureCards cards={overviewCards(overview())} />
    </MemoryRouter>,
  );
  expect(html).toMatch(/<section[^>]*aria-labelledby="([^"]+)"[^>]*>.*?<h3[^>]*id="\1"[^>]*>Members<\/h3>/);
  expect(html).toContain('href="/feedback?filter=%7B%22status%22%3A%22UNANSWERED%22%7D"');
  expect(html).toContain('href="/offer-reports?filter=%7B%22status%22%3A%22OPEN%22%7D"');
  expect(html).toContain('>View unanswered feedback<');
});
