/** The columns of each dashboard table, shared by the table on screen and its CSV export. */
import {
  formatDate,
  OFFER_STATUS_LABELS,
  type TAnalyticsOverview,
  type TAnalyticsStats,
} from '@barterbits/contracts';
import type { TableColumn } from './csv.ts';
import { centsCsv, formatCents, formatCount, formatShare, sharePercent } from './format.ts';
import type { FunnelRow } from './funnel.ts';

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

/** The label of an unmet search's category: '' is a search over every category. */
export const queryCategoryLabel = (category: string): string => category || 'All categories';

export const FIGURE_COLUMNS: TableColumn<FigureRow>[] = [
  { header: 'Figure', cell: (r) => r.figure },
  { header: 'Value', cell: (r) => r.value, csv: (r) => r.csv, numeric: true },
];

export const STATUS_COLUMNS: TableColumn<StatusRow>[] = [
  { header: 'Status', cell: (r) => OFFER_STATUS_LABELS[r.status] },
  count('Offers', (r) => r.count),
];

export const OFFER_CATEGORY_COLUMNS: TableColumn<OfferCategoryRow>[] = [
  { header: 'Category', cell: (r) => r.category },
  count('Offers', (r) => r.total),
  count('Active', (r) => r.active),
];

export const DAILY_COLUMNS: TableColumn<DailyRow>[] = [
  { header: 'Day', cell: (r) => formatDate(r.day), csv: (r) => r.day },
  count('Sign-ups', (r) => r.signUps),
  count('Trades', (r) => r.trades),
  bits('Volume', (r) => r.volumeCents),
  bits('Loaded', (r) => r.bitsLoadedCents),
];

export const FUNNEL_COLUMNS: TableColumn<FunnelRow>[] = [
  { header: 'Step', cell: (r) => r.label },
  count('Count', (r) => r.count),
  percent('Of previous step', (r) => r.shareOfPrevious),
  percent('Of offers created', (r) => r.shareOfFirst),
];

export const CATEGORY_COLUMNS: TableColumn<CategoryRow>[] = [
  { header: 'Category', cell: (r) => r.category },
  count('Active offers', (r) => r.activeOffers),
  count('Offers published', (r) => r.offersPublished),
  count('Barter requests', (r) => r.barterRequests),
  count('Trades', (r) => r.trades),
  bits('Volume', (r) => r.volumeCents),
  count('Searches with no result', (r) => r.unmetSearches),
];

export const UNMET_QUERY_COLUMNS: TableColumn<UnmetQueryRow>[] = [
  { header: 'Search', cell: (r) => r.query },
  { header: 'Category', cell: (r) => queryCategoryLabel(r.category) },
  count('Searches', (r) => r.count),
];

export const LORENZ_COLUMNS: TableColumn<LorenzRow>[] = [
  percent('Poorest holders', (r) => r.holdersShare),
  percent('Share of BITS held', (r) => r.bitsShare),
];
