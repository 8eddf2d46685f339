import { describe, expect, it } from 'vitest';
import { createI18nProvider, loadMessages } from '../i18n/provider.ts';
import type { Translate } from '../i18n/useT.ts';
import { funnelRows } from './funnel.ts';
import { balanceSummary, categorySummary, dailySummary, funnelSummary } from './summaries.ts';

const day = (d: string, trades: number) => ({
  day: d,
  signUps: 1,
  trades,
  volumeCents: trades * 1000,
  bitsLoadedCents: 0,
});

describe('summaries', () => {
  it('daily: totals and the busiest day', () => {
    expect(dailySummary([day('2026-11-01', 1), day('2026-11-02', 3)])).toBe(
      '2 sign-ups, 4 trades and 40.00 BITS™ of barter volume over 2 days; most trades on Nov 2, 2026 (3).',
    );
  });

  it('daily: no busiest day without trades', () => {
    expect(dailySummary([day('2026-11-01', 0)])).toBe(
      '1 sign-up, 0 trades and 0.00 BITS™ of barter volume over 1 day.',
    );
  });

  it('funnel: each step with its conversion', () => {
    const rows = funnelRows([
      { step: 'OFFERS_CREATED', label: 'Offers created', count: 40, shareOfPrevious: null },
      { step: 'BARTER_REQUESTS', label: 'Barter requests', count: 10, shareOfPrevious: 0.25 },
      { step: 'SUCCESSFUL', label: 'Successful', count: 4, shareOfPrevious: 0.4 },
    ]);
    expect(funnelSummary(rows)).toBe(
      '40 offers created, 10 barter requests (25% of the previous step), 4 successful (40% of the previous step).',
    );
  });

  it('categories: the category most searched without a result', () => {
    const row = {
      activeOffers: 0,
      offersPublished: 0,
      activeWants: 0,
      wantsPosted: 0,
      barterRequests: 0,
      trades: 0,
      volumeCents: 0,
    };
    const text = categorySummary({
      categories: [
        { ...row, category: 'Product', unmetSearches: 1 },
        { ...row, category: 'Services', unmetSearches: 4 },
      ],
      unmetSearchesAllCategories: 12,
    });
    expect(text).toContain('Most searches with no result: Services (4).');
    expect(text).toContain('12 searches over every category found nothing.');
    expect(categorySummary({ categories: [], unmetSearchesAllCategories: 0 })).toContain(
      'No search in one category came back empty.',
    );
  });

  it('balances: none held, then the shares', () => {
    const none = {
      holders: 0,
      heldCents: 0,
      holdersNeverBought: 0,
      heldByNeverBoughtCents: 0,
      neverBoughtShareOfBits: null,
      top10PercentShare: null,
    };
    expect(balanceSummary(none)).toBe('No member holds BITS yet.');
    expect(
      balanceSummary({
        holders: 20,
        heldCents: 100_000,
        holdersNeverBought: 5,
        heldByNeverBoughtCents: 30_000,
        neverBoughtShareOfBits: 0.3,
        top10PercentShare: 0.4,
      }),
    ).toBe(
      '20 members hold 1,000.00 BITS™; the richest tenth of them hold 40%. 5 of them never bought anything and hold 30% of these BITS (300.00 BITS™).',
    );
  });

  it("reads in French with the console's French messages", async () => {
    await loadMessages('fr-CA');
    const french = createI18nProvider('fr-CA');
    const t: Translate = (key, values) => french.translate(key, values);
    expect(dailySummary([day('2026-11-01', 1)], t)).toMatch(
      /^1 inscription, 1 troc et 10[.,]00\s?BITS™ de volume de troc sur 1 jour\u00a0; le plus de trocs le /,
    );
    const rows = funnelRows([
      { step: 'OFFERS_CREATED', label: 'Offers created', count: 40, shareOfPrevious: null },
      { step: 'BARTER_REQUESTS', label: 'Barter requests', count: 10, shareOfPrevious: 0.25 },
    ]);
    expect(funnelSummary(rows, t)).toMatch(
      /^40 offres créées, 10 demandes de troc \(25\s?% de l’étape précédente\)\.$/,
    );
    expect(categorySummary({ categories: [], unmetSearchesAllCategories: 2 }, t)).toContain(
      '2 recherches dans toutes les catégories n’ont rien trouvé.',
    );
    expect(
      balanceSummary(
        {
          holders: 1,
          heldCents: 100,
          holdersNeverBought: 0,
          heldByNeverBoughtCents: 0,
          neverBoughtShareOfBits: 0,
          top10PercentShare: 1,
        },
        t,
      ),
    ).toMatch(/^1 membre détient /);
  });
});
