import { formatDateTime, formatNumber, type TAdminWalletSummary } from '@barterbits/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useCreatePath, useGetList, useGetOne } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../i18n/useT.ts';
import { WalletAdjustDialog } from './WalletAdjustDialog.tsx';
import { WalletStatusChip } from './WalletStatusChip.tsx';
import { WALLET_TRANSACTIONS_RESOURCE } from './walletDataProvider.ts';
import { bitsLabel, partyLabel, typeLabel, type WalletTransactionRecord } from './walletLabels.ts';
import { WALLET_SUMMARIES_RESOURCE } from './walletSummariesDataProvider.ts';

const RECENT = 5;

const Stat = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box>
    <Typography variant="caption" color="text.secondary" component="p">
      {label}
    </Typography>
    <Typography component="div">{children}</Typography>
  </Box>
);

/** The Wallet section of a member's page: balance and totals, recent movements, Adjust / Reward. */
export const UserWallet = ({ userId, memberName }: { userId: string; memberName: string }) => {
  const createPath = useCreatePath();
  const t = useT();
  const summary = useGetOne<TAdminWalletSummary & { id: string }>(WALLET_SUMMARIES_RESOURCE, { id: userId });
  const recent = useGetList<WalletTransactionRecord>(WALLET_TRANSACTIONS_RESOURCE, {
    filter: { userId },
    pagination: { page: 1, perPage: RECENT },
    sort: { field: 'createdAt', order: 'DESC' },
  });
  const allPath = `${createPath({ resource: WALLET_TRANSACTIONS_RESOURCE, type: 'list' })}?filter=${encodeURIComponent(
    JSON.stringify({ userId }),
  )}`;
  const s = summary.data;
  return (
    <Box component="section" aria-label={t('console.wallet-transactions.wallet.wallet')}>
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          {t('console.wallet-transactions.wallet.wallet')}
        </Typography>
        <WalletAdjustDialog userId={userId} memberName={memberName} />
      </Stack>
      <Divider sx={{ mb: 2 }} />
      {summary.isPending ? (
        <CircularProgress size={24} aria-label={t('console.wallet-transactions.wallet.loading')} />
      ) : summary.error || !s ? (
        <Alert severity="error">
          {summary.error instanceof Error
            ? summary.error.message
            : t('console.wallet-transactions.wallet.failed')}
        </Alert>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
            mb: 3,
          }}
        >
          <Stat label={t('console.wallet-transactions.wallet.balance')}>
            <Typography
              variant="h5"
              component="p"
              aria-label={t('console.wallet-transactions.wallet.walletBalance')}
            >
              {bitsLabel(s.balanceCents)}
            </Typography>
          </Stat>
          <Stat label={t('console.wallet-transactions.wallet.totalIn')}>{bitsLabel(s.totalInCents)}</Stat>
          <Stat label={t('console.wallet-transactions.wallet.totalOut')}>{bitsLabel(s.totalOutCents)}</Stat>
          <Stat label={t('console.wallet-transactions.wallet.movements')}>
            {formatNumber(s.transactionCount)}
          </Stat>
          <Stat label={t('console.wallet-transactions.wallet.lastMovement')}>
            {formatDateTime(s.lastMovementAt) || '—'}
          </Stat>
        </Box>
      )}
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
        <Typography variant="subtitle1" component="h3" sx={{ flex: 1 }}>
          {t('console.wallet-transactions.wallet.recent')}
        </Typography>
        <Button component={RouterLink} to={allPath} size="small">
          {t('console.wallet-transactions.wallet.all')}
        </Button>
      </Stack>
      {recent.isPending ? (
        <CircularProgress size={24} aria-label={t('console.wallet-transactions.wallet.loadingMovements')} />
      ) : recent.error ? (
        <Alert severity="error">{t('console.wallet-transactions.wallet.movementsFailed')}</Alert>
      ) : (recent.data ?? []).length === 0 ? (
        <Typography color="text.secondary">{t('console.wallet-transactions.wallet.none')}</Typography>
      ) : (
        // The table scrolls inside its own box when its columns do not fit; the page never does.
        <TableContainer>
          <Table size="small" aria-label={t('console.wallet-transactions.wallet.recent')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('console.wallet-transactions.wallet.date')}</TableCell>
                <TableCell>{t('console.wallet-transactions.wallet.reference')}</TableCell>
                <TableCell>{t('console.wallet-transactions.wallet.type')}</TableCell>
                <TableCell>{t('console.wallet-transactions.wallet.status')}</TableCell>
                <TableCell align="right">{t('console.wallet-transactions.wallet.amount')}</TableCell>
                <TableCell>{t('console.wallet-transactions.wallet.from')}</TableCell>
                <TableCell>{t('console.wallet-transactions.wallet.to')}</TableCell>
                <TableCell>{t('console.wallet-transactions.wallet.memo')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {(recent.data ?? []).map((m) => (
                <TableRow key={m.id} hover>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(m.createdAt)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <RouterLink
                      to={createPath({ resource: WALLET_TRANSACTIONS_RESOURCE, id: m.id, type: 'show' })}
                    >
                      {m.reference}
                    </RouterLink>
                  </TableCell>
                  <TableCell>{typeLabel(m, t)}</TableCell>
                  <TableCell>
                    <WalletStatusChip status={m.status} />
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {m.to?.userId === userId ? '+' : m.from?.userId === userId ? '−' : ''}
                    {bitsLabel(m.amountCents)}
                  </TableCell>
                  <TableCell>{partyLabel(m.from, t)}</TableCell>
                  <TableCell>{partyLabel(m.to, t)}</TableCell>
                  <TableCell>{m.memo ?? '—'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
};
