import { formatDate, type TAnalyticsOverview, type TAnalyticsStats } from '@barterbits/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useMemo } from 'react';
import { Title } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { useT } from '../i18n/useT.ts';
import { ChartPanel } from './ChartPanel.tsx';
import { figureRows, overviewCards } from './cards.ts';
import { CategoryBars, DailyCharts, FunnelBars, LorenzChart } from './charts.tsx';
import { csvFileName } from './csv.ts';
import { CsvButton, DataTable } from './DataTable.tsx';
import { DashboardSkeleton, FigureCards } from './FigureCards.tsx';
import { funnelRows } from './funnel.ts';
import { QueryState } from './QueryState.tsx';
import { RangePicker } from './RangePicker.tsx';
import { parseRangeParams, rangeParams, todayIn } from './range.ts';
import { balanceSummary, categorySummary, dailySummary, funnelSummary } from './summaries.ts';
import { dashboardColumns } from './tables.ts';
import { useAnalytics } from './useAnalytics.ts';

/** A titled card holding one table with its Download CSV (a region named by its title). */
const TableCard = ({ title, children, csv }: { title: string; children: ReactNode; csv: ReactNode }) => {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ minWidth: 0 }}>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1 }}>
          <Typography id={headingId} variant="h6" component="h2" sx={{ flex: 1, minWidth: 160 }}>
            {title}
          </Typography>
          {csv}
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
};

/** Cards and the offers' snapshot tables (GET /analytics). */
const Overview = ({ overview }: { overview: TAnalyticsOverview }) => {
  const days = overview.range;
  const t = useT();
  const columns = useMemo(() => dashboardColumns(t), [t]);
  const cards = useMemo(() => overviewCards(overview, t), [overview, t]);
  const figures = useMemo(() => figureRows(cards), [cards]);
  const { byStatus, byCategory } = overview.offers;
  return (
    <Stack spacing={2}>
      <Box component="section" aria-labelledby="dashboard-figures">
        <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1 }}>
          <Typography id="dashboard-figures" variant="h6" component="h2" sx={{ flex: 1 }}>
            {t('console.dashboard.keyFigures')}
          </Typography>
          <CsvButton
            name={t('console.dashboard.keyFigures')}
            fileName={csvFileName('figures', days)}
            columns={columns.figure}
            rows={figures}
          />
        </Stack>
        <FigureCards cards={cards} />
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <TableCard
          title={t('console.dashboard.offersByStatus')}
          csv={
            <CsvButton
              name={t('console.dashboard.offersByStatus')}
              fileName={csvFileName('offers-by-status', days)}
              columns={columns.status}
              rows={byStatus}
            />
          }
        >
          <DataTable
            caption={t('console.dashboard.offersByStatus')}
            columns={columns.status}
            rows={byStatus}
          />
        </TableCard>
        <TableCard
          title={t('console.dashboard.offersByCategory')}
          csv={
            <CsvButton
              name={t('console.dashboard.offersByCategory')}
              fileName={csvFileName('offers-by-category', days)}
              columns={columns.offerCategory}
              rows={byCategory}
            />
          }
        >
          <DataTable
            caption={t('console.dashboard.offersByCategory')}
            columns={columns.offerCategory}
            rows={byCategory}
          />
        </TableCard>
      </Box>
    </Stack>
  );
};

/** The charts and their tables (GET /analytics/stats). */
const Charts = ({ stats }: { stats: TAnalyticsStats }) => {
  const days = stats.range;
  const funnel = useMemo(() => funnelRows(stats.funnel), [stats.funnel]);
  const t = useT();
  const daily = dailySummary(stats.daily, t);
  const funnelText = funnelSummary(funnel, t);
  const categoryText = categorySummary(stats, t);
  const balanceText = balanceSummary(stats.balances, t);
  const columns = useMemo(() => dashboardColumns(t), [t]);
  return (
    <Stack spacing={2}>
      <ChartPanel
        title={t('console.dashboard.daily')}
        summary={daily}
        chart={<DailyCharts daily={stats.daily} summary={daily} />}
        columns={columns.daily}
        rows={stats.daily}
        fileName={csvFileName('daily', days)}
      />
      <ChartPanel
        title={t('console.dashboard.funnel')}
        summary={funnelText}
        chart={<FunnelBars rows={funnel} summary={funnelText} />}
        columns={columns.funnel}
        rows={funnel}
        fileName={csvFileName('funnel', days)}
      />
      <ChartPanel
        title={t('console.dashboard.supplyDemand')}
        summary={categoryText}
        chart={<CategoryBars categories={stats.categories} summary={categoryText} />}
        columns={columns.category}
        rows={stats.categories}
        fileName={csvFileName('categories', days)}
      />
      <TableCard
        title={t('console.dashboard.unmetSearches')}
        csv={
          stats.unmetQueries.length > 0 ? (
            <CsvButton
              name={t('console.dashboard.unmetSearches')}
              fileName={csvFileName('unmet-searches', days)}
              columns={columns.unmetQuery}
              rows={stats.unmetQueries}
            />
          ) : null
        }
      >
        {stats.unmetQueries.length > 0 ? (
          <DataTable
            caption={t('console.dashboard.unmetSearches')}
            columns={columns.unmetQuery}
            rows={stats.unmetQueries}
          />
        ) : (
          <Typography color="text.secondary">{t('console.dashboard.noUnmetSearch')}</Typography>
        )}
      </TableCard>
      <ChartPanel
        title={t('console.dashboard.balances')}
        summary={balanceText}
        chart={<LorenzChart lorenz={stats.lorenz} summary={balanceText} />}
        columns={columns.lorenz}
        rows={stats.lorenz}
        fileName={csvFileName('balance-concentration', days)}
        empty={t('console.dashboard.noBalance')}
      />
    </Stack>
  );
};

const ChartsSkeleton = () => (
  <Stack spacing={2} aria-hidden>
    {Array.from({ length: 3 }, (_, i) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
      <Skeleton key={i} variant="rounded" height={340} />
    ))}
  </Stack>
);

/** "Nov 1, 2026 – Nov 26, 2026 (26 days, America/Toronto time)" as the server resolved the range. */
const RangeCaption = ({ range: r }: { range: TAnalyticsOverview['range'] }) => {
  const t = useT();
  const days = t('console.dashboard.days', { smart_count: r.days });
  return t('console.dashboard.range', {
    from: formatDate(r.from),
    to: formatDate(r.to),
    days,
    timeZone: r.timeZone,
  });
};

/**
 * The dashboard: the range picker (kept in the URL query), the figure cards, the offers' tables, then
 * the charts, each with its table and CSV. Skeletons keep the layout while loading; the previous
 * range stays on screen, under a progress bar, while a new one loads.
 */
export const DashboardPage = () => {
  const [params, setParams] = useSearchParams();
  const today = todayIn(new Date());
  const range = useMemo(() => parseRangeParams(params, today), [params, today]);
  const { overview, stats } = useAnalytics(range, range.error === undefined);
  const fetching = overview.isFetching || stats.isFetching;
  const t = useT();

  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 4, minWidth: 0 }} aria-busy={fetching}>
      <Title title={t('console.dashboard.title')} />
      <Typography variant="h5" component="h1">
        {t('console.dashboard.heading')}
      </Typography>
      <RangePicker
        range={range}
        onPreset={(preset) => setParams(rangeParams({ choice: preset }))}
        onCustom={(from, to) => setParams(rangeParams({ choice: 'custom', from, to }))}
      />
      <Box sx={{ minHeight: 24 }}>
        {overview.data ? (
          <Typography variant="body2" color="text.secondary" aria-live="polite">
            <RangeCaption range={overview.data.range} />
          </Typography>
        ) : null}
        {fetching ? <LinearProgress aria-label={t('console.dashboard.loadingFigures')} /> : null}
      </Box>
      {range.error ? (
        <Alert severity="warning">{t('console.dashboard.invalidRange', { error: range.error })}</Alert>
      ) : (
        <>
          <QueryState query={overview} what={t('console.dashboard.figures')} loading={<DashboardSkeleton />}>
            {(data) => <Overview overview={data} />}
          </QueryState>
          <QueryState
            query={stats}
            what={t('console.dashboard.charts')}
            loading={overview.data ? <ChartsSkeleton /> : null}
          >
            {(data) => <Charts stats={data} />}
          </QueryState>
        </>
      )}
    </Stack>
  );
};
