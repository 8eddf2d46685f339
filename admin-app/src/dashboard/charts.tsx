/** The dashboard's recharts charts. Only DashboardPage imports them, so recharts stays in its chunk. */
import { formatDate, type TAnalyticsStats } from '@barterbits/contracts';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import {
  Bar,
  BarChart,
  CartesianGrid,
  LabelList,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useT } from '../i18n/useT.ts';
import { axisBits, formatCents, formatCount, formatShare } from './format.ts';
import type { FunnelRow } from './funnel.ts';
import { funnelStepLabel } from './summaries.ts';

const HEIGHT = 260;
const shortDay = (day: string) => formatDate(day).replace(/, \d{4}$/, '');
const countTick = (v: number) => formatCount(v);

/** Sign-ups and trades per day (lines), then barter volume per day (bars). */
export const DailyCharts = ({ daily, summary }: { daily: TAnalyticsStats['daily']; summary: string }) => {
  const { palette } = useTheme();
  const t = useT();
  return (
    <Stack spacing={2}>
      <Typography variant="subtitle2" component="h3">
        {t('console.dashboard.chart.signUpsTrades')}
      </Typography>
      <ResponsiveContainer width="100%" height={HEIGHT}>
        <LineChart
          data={daily}
          title={t('console.dashboard.chart.signUpsTrades')}
          desc={summary}
          margin={{ left: -16, right: 8 }}
        >
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="day" tickFormatter={shortDay} minTickGap={16} />
          <YAxis allowDecimals={false} tickFormatter={countTick} />
          <Tooltip labelFormatter={(d) => formatDate(String(d))} formatter={(v) => formatCount(Number(v))} />
          <Legend />
          <Line
            type="monotone"
            dataKey="signUps"
            name={t('console.dashboard.columns.signUps')}
            stroke={palette.primary.main}
            dot={false}
          />
          <Line
            type="monotone"
            dataKey="trades"
            name={t('console.dashboard.columns.trades')}
            stroke={palette.secondary.main}
            dot={false}
          />
        </LineChart>
      </ResponsiveContainer>
      <Typography variant="subtitle2" component="h3">
        {t('console.dashboard.chart.volumeHeading')}
      </Typography>
      <ResponsiveContainer width="100%" height={HEIGHT}>
        <BarChart
          data={daily}
          title={t('console.dashboard.chart.volumeTitle')}
          desc={summary}
          margin={{ left: -8, right: 8 }}
        >
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="day" tickFormatter={shortDay} minTickGap={16} />
          <YAxis tickFormatter={axisBits} />
          <Tooltip labelFormatter={(d) => formatDate(String(d))} formatter={(v) => formatCents(Number(v))} />
          <Legend />
          <Bar dataKey="volumeCents" name={t('console.dashboard.chart.volume')} fill={palette.primary.main} />
          <Bar
            dataKey="bitsLoadedCents"
            name={t('console.dashboard.chart.loaded')}
            fill={palette.success.main}
          />
        </BarChart>
      </ResponsiveContainer>
    </Stack>
  );
};

/** The funnel's steps as bars, each labelled with its share of the previous step. */
export const FunnelBars = ({ rows, summary }: { rows: readonly FunnelRow[]; summary: string }) => {
  const { palette } = useTheme();
  const t = useT();
  const data = rows.map((r) => ({
    ...r,
    label: funnelStepLabel(r, t),
    conversion:
      r.shareOfPrevious === null
        ? formatCount(r.count)
        : `${formatCount(r.count)} (${formatShare(r.shareOfPrevious)})`,
  }));
  return (
    <ResponsiveContainer width="100%" height={HEIGHT}>
      <BarChart
        data={data}
        title={t('console.dashboard.funnel')}
        desc={summary}
        margin={{ top: 24, left: -16, right: 8 }}
      >
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="label" />
        <YAxis allowDecimals={false} tickFormatter={countTick} />
        <Tooltip formatter={(v) => formatCount(Number(v))} />
        <Bar dataKey="count" name={t('console.dashboard.columns.count')} fill={palette.primary.main}>
          <LabelList dataKey="conversion" position="top" />
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
};

/**
 * Per category: supply (active offers, offers published), demand (active wants, wants posted, requests,
 * trades) and unmet searches.
 */
export const CategoryBars = ({
  categories,
  summary,
}: {
  categories: TAnalyticsStats['categories'];
  summary: string;
}) => {
  const { palette } = useTheme();
  const t = useT();
  return (
    <ResponsiveContainer width="100%" height={HEIGHT + 40}>
      <BarChart
        data={categories}
        title={t('console.dashboard.supplyDemand')}
        desc={summary}
        margin={{ left: -16, right: 8 }}
      >
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="category" interval={0} tick={{ fontSize: 11 }} />
        <YAxis allowDecimals={false} tickFormatter={countTick} />
        <Tooltip formatter={(v) => formatCount(Number(v))} />
        <Legend />
        <Bar
          dataKey="activeOffers"
          name={t('console.dashboard.columns.activeOffers')}
          fill={palette.primary.main}
        />
        <Bar
          dataKey="offersPublished"
          name={t('console.dashboard.columns.published')}
          fill={palette.primary.light}
        />
        <Bar
          dataKey="activeWants"
          name={t('console.dashboard.columns.activeWants')}
          fill={palette.info.main}
        />
        <Bar
          dataKey="wantsPosted"
          name={t('console.dashboard.columns.wantsPosted')}
          fill={palette.info.light}
        />
        <Bar
          dataKey="barterRequests"
          name={t('console.dashboard.columns.barterRequests')}
          fill={palette.secondary.main}
        />
        <Bar dataKey="trades" name={t('console.dashboard.columns.trades')} fill={palette.success.main} />
        <Bar
          dataKey="unmetSearches"
          name={t('console.dashboard.columns.unmetSearches')}
          fill={palette.warning.main}
        />
      </BarChart>
    </ResponsiveContainer>
  );
};

/** The Lorenz curve of members' balances against the line of equal shares. */
export const LorenzChart = ({ lorenz, summary }: { lorenz: TAnalyticsStats['lorenz']; summary: string }) => {
  const { palette } = useTheme();
  const t = useT();
  // The curve starts at the origin (no holders hold nothing) whether or not the server lists it.
  const points =
    lorenz[0] && lorenz[0].holdersShare > 0 ? [{ holdersShare: 0, bitsShare: 0 }, ...lorenz] : lorenz;
  const data = points.map((p) => ({ ...p, equality: p.holdersShare }));
  return (
    <ResponsiveContainer width="100%" height={HEIGHT}>
      <LineChart
        data={data}
        title={t('console.dashboard.balances')}
        desc={summary}
        margin={{ left: -8, right: 16 }}
      >
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="holdersShare" type="number" domain={[0, 1]} tickFormatter={(v) => formatShare(v)} />
        <YAxis type="number" domain={[0, 1]} tickFormatter={(v) => formatShare(v)} />
        <Tooltip
          labelFormatter={(v) => t('console.dashboard.chart.poorest', { share: formatShare(Number(v)) })}
          formatter={(v) => formatShare(Number(v))}
        />
        <Legend />
        <Line
          type="monotone"
          dataKey="bitsShare"
          name={t('console.dashboard.columns.shareHeld')}
          stroke={palette.primary.main}
        />
        <Line
          dataKey="equality"
          name={t('console.dashboard.chart.equalShares')}
          stroke={palette.grey[500]}
          strokeDasharray="4 4"
          dot={false}
        />
      </LineChart>
    </ResponsiveContainer>
  );
};
