import { formatDate, WALLET_PERIODS, type WalletPeriod } from '@barterbits/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import type { Messages } from '../../../i18n/messages.ts';
import { useT } from '../../../lib/i18n.ts';
import { formatGroupedBits } from '../../../lib/money.ts';
import { useNotify } from '../../../stores/notify.ts';
import { downloadStatement } from '../api/download-statement.ts';
import { useStatement } from '../api/get-statement.ts';
import { DownloadButton } from '../components/download-button.tsx';
import { TransactionList } from '../components/transaction-list.tsx';

/** A statement period's name in the period filter. */
export const PERIOD_LABEL = {
  TODAY: 'wallet.st.TODAY',
  LAST_7_DAYS: 'wallet.st.LAST_7_DAYS',
  LAST_30_DAYS: 'wallet.st.LAST_30_DAYS',
  THIS_MONTH: 'wallet.st.THIS_MONTH',
  LAST_MONTH: 'wallet.st.LAST_MONTH',
  LAST_3_MONTHS: 'wallet.st.LAST_3_MONTHS',
  THIS_YEAR: 'wallet.st.THIS_YEAR',
  ALL: 'wallet.st.ALL',
} as const satisfies Record<WalletPeriod, keyof Messages>;

const PAGE = 20;
const CUSTOM = 'CUSTOM';
const PERIODS = WALLET_PERIODS.filter((p) => p !== 'TODAY');

const Figure = ({ label, cents }: { label: string; cents: number }) => (
  <Box sx={{ minWidth: 140 }}>
    <Typography variant="body2" color="text.secondary">
      {label}
    </Typography>
    <Typography sx={{ fontWeight: 700 }}>{formatGroupedBits(cents)}</Typography>
  </Box>
);

/**
 * /my-wallet/statement: period filter (or custom days), totals, movements, and CSV / PDF downloads.
 * Days and times are the browser's time zone (the api calls send it); the movements are newest first,
 * as in the wallet (the downloaded files read oldest first, like a paper statement).
 */
export const StatementRoute = () => {
  const t = useT();
  const notify = useNotify();
  const [period, setPeriod] = useState<WalletPeriod | typeof CUSTOM>('THIS_MONTH');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(1);
  const customReady = period === CUSTOM && from !== '' && to !== '' && from <= to;
  const range = period === CUSTOM ? (customReady ? { from, to } : null) : { period };
  const statement = useStatement({
    ...(range ?? { period: 'THIS_MONTH' }),
    limit: PAGE,
    offset: (page - 1) * PAGE,
  });
  const s = statement.data?.data;
  const total = statement.data?.meta.total ?? 0;
  const resetKey = JSON.stringify(range);
  const onError = (e: unknown) =>
    notify({ message: e instanceof Error ? e.message : t('wallet.download.failed'), severity: 'error' });

  return (
    <>
      <PageHeader
        title={t('wallet.statement')}
        action={
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5 }}>
            <DownloadButton
              label={t('wallet.download.csv')}
              resetKey={resetKey}
              onError={onError}
              onDownload={() => downloadStatement('csv', range ?? {})}
            />
            <DownloadButton
              label={t('wallet.download.pdf')}
              resetKey={resetKey}
              onError={onError}
              onDownload={() => downloadStatement('pdf', range ?? {})}
            />
          </Stack>
        }
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          select
          label={t('wallet.st.period')}
          value={period}
          onChange={(e) => {
            setPeriod(e.target.value as WalletPeriod | typeof CUSTOM);
            setPage(1);
          }}
          sx={{ minWidth: 200 }}
        >
          {PERIODS.map((p) => (
            <MenuItem key={p} value={p}>
              {t(PERIOD_LABEL[p])}
            </MenuItem>
          ))}
          <MenuItem value={CUSTOM}>{t('wallet.st.custom')}</MenuItem>
        </TextField>
        {period === CUSTOM ? (
          <>
            <TextField
              type="date"
              label={t('wallet.st.from')}
              value={from}
              onChange={(e) => setFrom(e.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              type="date"
              label={t('wallet.st.to')}
              value={to}
              onChange={(e) => setTo(e.target.value)}
              error={from !== '' && to !== '' && from > to}
              helperText={from !== '' && to !== '' && from > to ? t('wallet.st.range') : ' '}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </>
        ) : null}
      </Stack>
      {statement.isError ? <Alert severity="error">{statement.error.message}</Alert> : null}
      {s ? (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography color="text.secondary" sx={{ mb: 1 }} data-testid="statement-period">
            {t('wallet.st.heading', {
              name: s.memberName,
              from: formatDate(s.from),
              to: formatDate(s.to),
              zone: s.timeZone,
            })}
          </Typography>
          <Stack
            direction="row"
            sx={{ flexWrap: 'wrap', gap: 2, mb: 2 }}
            aria-label={t('wallet.st.totals')}
            role="region"
          >
            <Figure label={t('wallet.st.opening')} cents={s.openingBalanceCents} />
            <Figure label={t('wallet.st.in')} cents={s.totalInCents} />
            <Figure label={t('wallet.st.out')} cents={s.totalOutCents} />
            <Figure label={t('wallet.st.closing')} cents={s.closingBalanceCents} />
          </Stack>
          <TransactionList transactions={s.transactions} empty={t('wallet.st.none')} />
          {total > PAGE ? (
            <Pagination
              sx={{ mt: 2 }}
              count={Math.ceil(total / PAGE)}
              page={page}
              onChange={(_, p) => setPage(p)}
            />
          ) : null}
        </Paper>
      ) : null}
    </>
  );
};
