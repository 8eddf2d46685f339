import { formatMonth, PAGES, STATEMENT_SUMMARY_PAGE } from '@barterbits/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useDeferredQuery } from '../../../lib/deferred-query.ts';
import { useT } from '../../../lib/i18n.ts';
import { formatGroupedBits } from '../../../lib/money.ts';
import { touchTargetLink } from '../../../lib/touch-target.ts';
import { useStatementSummary } from '../api/get-statement-summary.ts';
import { useTransactionHistory } from '../api/get-transaction-history.ts';
import { useWallet } from '../api/get-wallet.ts';
import { TransactionList, TransactionListPlaceholder } from '../components/transaction-list.tsx';
import { WalletBanner } from '../components/wallet-banner.tsx';

/** One placeholder per line of the summary (its page size), while it loads. */
const SUMMARY_PLACEHOLDERS = Array.from({ length: STATEMENT_SUMMARY_PAGE.limit }, (_, i) => `line-${i}`);

/** The latest transactions the page shows. */
const RECENT_LIMIT = 5;

const SHORTCUTS = [
  { to: PAGES.barterRecord.path, label: 'wallet.shortcut.sales' },
  { to: PAGES.barterRequests.path, label: 'wallet.shortcut.purchases' },
  { to: PAGES.sendBitsGift.path, label: 'wallet.shortcut.gift' },
  { to: PAGES.acceptBits.path, label: 'wallet.shortcut.accept' },
  { to: PAGES.bitsInfo.path, label: 'wallet.shortcut.about' },
] as const;

/** /my-wallet: banner style 2 with the balance and today's allowance, recent transactions, the two-line summary. */
export const MyWalletRoute = () => {
  const t = useT();
  const wallet = useDeferredQuery(useWallet());
  const recent = useDeferredQuery(useTransactionHistory({ limit: RECENT_LIMIT, offset: 0 }));
  const summary = useDeferredQuery(useStatementSummary());

  return (
    <>
      <WalletBanner
        balanceCents={wallet.data?.balanceCents}
        todayRemainingCents={wallet.data?.todayRemainingCents}
      />
      {wallet.isError ? <Alert severity="error">{wallet.error.message}</Alert> : null}
      {wallet.data?.spendingPaused ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('wallet.onHold')}
        </Alert>
      ) : null}
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Paper
            variant="outlined"
            sx={{ p: 2 }}
            component="section"
            aria-labelledby="recent-heading"
            aria-busy={recent.isPending}
          >
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
              <Typography id="recent-heading" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
                {t('wallet.recent')}
              </Typography>
              <Button component={RouterLink} to={PAGES.statement.path} size="small">
                {t('wallet.seeAll')}
              </Button>
            </Stack>
            {recent.isPending ? (
              // The rows' room while they load (never "No transactions yet": a member with transactions
              // must not be told they have none), so that they do not push the summary down.
              <TransactionListPlaceholder rows={RECENT_LIMIT} />
            ) : recent.isError ? (
              <Alert severity="error">{recent.error.message}</Alert>
            ) : (
              <TransactionList transactions={recent.data?.data ?? []} />
            )}
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Stack spacing={3}>
            <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="summary-heading">
              <Typography id="summary-heading" variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
                {t('wallet.summary')}
              </Typography>
              {summary.isPending
                ? SUMMARY_PLACEHOLDERS.map((key) => (
                    <Box key={key} sx={{ py: 0.75 }} aria-hidden="true">
                      <Skeleton width="40%" />
                      <Skeleton width="90%" />
                    </Box>
                  ))
                : null}
              {(summary.data ?? []).map((line) => (
                <Box key={line.month} data-testid="summary-line" sx={{ py: 0.75 }}>
                  <Typography sx={{ fontWeight: 600 }}>{formatMonth(line.month)}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t('wallet.summary.line', {
                      in: formatGroupedBits(line.totalInCents),
                      out: formatGroupedBits(line.totalOutCents),
                      closing: formatGroupedBits(line.closingBalanceCents),
                    })}
                  </Typography>
                </Box>
              ))}
              <Button component={RouterLink} to={PAGES.statement.path} size="small" sx={{ mt: 1 }}>
                {t('wallet.viewStatement')}
              </Button>
            </Paper>
            <Paper variant="outlined" sx={{ p: 2 }} component="nav" aria-label={t('wallet.shortcuts')}>
              <Stack>
                {SHORTCUTS.map((s) => (
                  <Link key={s.to} component={RouterLink} to={s.to} underline="hover" sx={touchTargetLink}>
                    {t(s.label)}
                  </Link>
                ))}
              </Stack>
            </Paper>
          </Stack>
        </Grid>
      </Grid>
      {wallet.data && wallet.data.heldInPurchasesCents > 0 ? (
        // Buyer protection: BITS paid for purchases not yet confirmed are in no balance; say where they are.
        // Below the rest, so that its arrival with the wallet moves nothing on the page.
        <Alert severity="info" sx={{ mt: 3 }}>
          {t('wallet.heldInPurchases', { amount: formatGroupedBits(wallet.data.heldInPurchasesCents) })}{' '}
          <Link component={RouterLink} to={PAGES.barterRequests.path} sx={touchTargetLink}>
            {t('wallet.heldInPurchasesLink')}
          </Link>
        </Alert>
      ) : null}
    </>
  );
};
