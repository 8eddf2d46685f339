/** The columns of each dashboard table, shared by the table on screen and its CSV export. */
import { formatDate, type TAnalyticsOverview, type TAnalyticsStats } from '@barterbits/contracts';
import { englishText, type Translate } from '../i18n/useT.ts';
import { OFFER_STATUS_KEYS } from '../offers/offerLabels.ts';
import type { TableColumn } from './csv.ts';
import { centsCsv, formatCents, formatCount, formatShare, sharePercent } from './format.ts';
import type { FunnelRow } from './funnel.ts';
import { funnelStepLabel } from './summaries.ts';

export type StatusRow = TAnalyticsOverview['offers']['byStatus'][number];
export type OfferCategoryRow = TAnalyticsOverview['offers']['byCategory'][number];
export type DailyRow = TAnalyticsStats['daily'][number];
export type CategoryRow = TAnalyticsStats['categories'][number];
export type UnmetQueryRow = TAnalyticsStats['unmetQueries'][number];
export type LorenzRow = TAnalyticsStats['lorenz'][number];
/** One figure of the cards, for their CSV. */
export interface FigureRow {
  figure: string;
  value: string;
  csv: string | number | null;
}

const count = <T>(header: string, get: (row: T) => number): TableColumn<T> => ({
  header,
  cell: (r) => formatCount(get(r)),
  csv: get,
  numeric: true,
});
const bits = <T>(header: string, get: (row: T) => number): TableColumn<T> => ({
  header: `${header} (BITS)`,
  cell: (r) => formatCents(get(r)),
  csv: (r) => centsCsv(get(r)),
  numeric: true,
});
const percent = <T>(header: string, get: (row: T) => number | null): TableColumn<T> => ({
  header: `${header} (%)`,
  cell: (r) => formatShare(get(r)),
  csv: (r) => sharePercent(get(r)),
  numeric: true,
});

/**
 * Every table's columns, their headers and words in the console's language (`t`; English by default): the
 * table on screen and its CSV export alike, the CSV's numbers and days as plain data.
 */
export function dashboardColumns(t: Translate = englishText) {
  /** The label of an unmet search's category: '' is a search over every category. */
  const queryCategory = (category: string): string =>
    category || t('console.dashboard.columns.allCategories');
  return {
    figure: [
      { header: t('console.dashboard.columns.figure'), cell: (r) => r.figure },
      {
        header: t('console.dashboard.columns.value'),
        cell: (r) => r.value,
        csv: (r) => r.csv,
        numeric: true,
      },
    ] as TableColumn<FigureRow>[],
    status: [
      { header: t('console.dashboard.columns.status'), cell: (r) => t(OFFER_STATUS_KEYS[r.status]) },
      count(t('console.dashboard.columns.offers'), (r) => r.count),
    ] as TableColumn<StatusRow>[],
    offerCategory: [
      { header: t('console.dashboard.columns.category'), cell: (r) => r.category },
      count(t('console.dashboard.columns.offers'), (r) => r.total),
      count(t('console.dashboard.columns.active'), (r) => r.active),
    ] as TableColumn<OfferCategoryRow>[],
    daily: [
      { header: t('console.dashboard.columns.day'), cell: (r) => formatDate(r.day), csv: (r) => r.day },
      count(t('console.dashboard.columns.signUps'), (r) => r.signUps),
      count(t('console.dashboard.columns.trades'), (r) => r.trades),
      bits(t('console.dashboard.columns.volume'), (r) => r.volumeCents),
      bits(t('console.dashboard.columns.loaded'), (r) => r.bitsLoadedCents),
    ] as TableColumn<DailyRow>[],
    funnel: [
      { header: t('console.dashboard.columns.step'), cell: (r) => funnelStepLabel(r, t) },
      count(t('console.dashboard.columns.count'), (r) => r.count),
      percent(t('console.dashboard.columns.ofPrevious'), (r) => r.shareOfPrevious),
      percent(t('console.dashboard.columns.ofCreated'), (r) => r.shareOfFirst),
    ] as TableColumn<FunnelRow>[],
    category: [
      { header: t('console.dashboard.columns.category'), cell: (r) => r.category },
      count(t('console.dashboard.columns.activeOffers'), (r) => r.activeOffers),
      count(t('console.dashboard.columns.published'), (r) => r.offersPublished),
      count(t('console.dashboard.columns.activeWants'), (r) => r.activeWants),
      count(t('console.dashboard.columns.wantsPosted'), (r) => r.wantsPosted),
      count(t('console.dashboard.columns.barterRequests'), (r) => r.barterRequests),
      count(t('console.dashboard.columns.trades'), (r) => r.trades),
      bits(t('console.dashboard.columns.volume'), (r) => r.volumeCents),
      count(t('console.dashboard.columns.unmetSearches'), (r) => r.unmetSearches),
    ] as TableColumn<CategoryRow>[],
    unmetQuery: [
      { header: t('console.dashboard.columns.search'), cell: (r) => r.query },
      { header: t('console.dashboard.columns.category'), cell: (r) => queryCategory(r.category) },
      count(t('console.dashboard.columns.searches'), (r) => r.count),
    ] as TableColumn<UnmetQueryRow>[],
    lorenz: [
      percent(t('console.dashboard.columns.poorest'), (r) => r.holdersShare),
      percent(t('console.dashboard.columns.shareHeld'), (r) => r.bitsShare),
    ] as TableColumn<LorenzRow>[],
  };
}
