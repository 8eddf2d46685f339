import { PAGES } from '@barterbits/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useT } from '../../../lib/i18n.ts';
import { formatDateTime, formatGroupedBits } from '../../../lib/money.ts';
import { useWalletTransaction } from '../api/get-transaction.ts';
import { statusLabel, typeLabel } from '../lib/wallet-text.ts';

const Row = ({ label, value }: { label: string; value: string }) => (
  <Stack
    direction="row"
    sx={{ justifyContent: 'space-between', py: 1, borderBottom: 1, borderColor: 'divider' }}
  >
    <Typography color="text.secondary">{label}</Typography>
    <Typography sx={{ fontWeight: 600, textAlign: 'right' }}>{value}</Typography>
  </Stack>
);

/** /my-wallet/:id: one of the member's movements. */
export const TransactionDetailsRoute = () => {
  const t = useT();
  const { id = '' } = useParams();
  const tx = useWalletTransaction(id);
  if (tx.isPending) return <PageLoader />;
  if (tx.isError) {
    return (
      <Stack spacing={2} sx={{ py: 3 }}>
        <Alert severity="error">{tx.error.message}</Alert>
        <Button component={RouterLink} to={PAGES.myWallet.path}>
          {t('wallet.back')}
        </Button>
      </Stack>
    );
  }
  const d = tx.data;
  return (
    <>
      <PageHeader title={t('wallet.tx.title')} subtitle={d.reference} />
      <Paper variant="outlined" sx={{ p: 2, maxWidth: 640 }}>
        <Typography variant="h4" component="p" sx={{ fontWeight: 800, mb: 2 }}>
          {formatGroupedBits(d.amountCents, true)}
        </Typography>
        <Row label={t('wallet.tx.type')} value={typeLabel(d.type, d.label)} />
        <Row label={t('wallet.tx.status')} value={statusLabel(d.status)} />
        <Row label={t('wallet.tx.reference')} value={d.reference} />
        <Row label={t('wallet.tx.date')} value={formatDateTime(d.createdAt)} />
        {d.counterparty ? <Row label={t('wallet.tx.with')} value={d.counterparty.name} /> : null}
        {d.memo ? <Row label={t('wallet.tx.memo')} value={d.memo} /> : null}
        <Row label={t('wallet.tx.balanceAfter')} value={formatGroupedBits(d.balanceAfterCents)} />
      </Paper>
      <Button component={RouterLink} to={PAGES.myWallet.path} sx={{ mt: 2 }}>
        {t('wallet.back')}
      </Button>
    </>
  );
};
