import { PAGES } from '@barterbits/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { formatDateTime, formatGroupedBits } from '../../../lib/money.ts';
import { useWalletTransaction } from '../api/get-transaction.ts';

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
  const { id = '' } = useParams();
  const tx = useWalletTransaction(id);
  if (tx.isPending) return <PageLoader />;
  if (tx.isError) {
    return (
      <Stack spacing={2} sx={{ py: 3 }}>
        <Alert severity="error">{tx.error.message}</Alert>
        <Button component={RouterLink} to={PAGES.myWallet.path}>
          Back to My Wallet
        </Button>
      </Stack>
    );
  }
  const t = tx.data;
  return (
    <>
      <PageHeader title="Transaction details" subtitle={t.reference} />
      <Paper variant="outlined" sx={{ p: 2, maxWidth: 640 }}>
        <Typography variant="h4" component="p" sx={{ fontWeight: 800, mb: 2 }}>
          {formatGroupedBits(t.amountCents, true)}
        </Typography>
        <Row label="Type" value={t.label} />
        <Row label="Status" value={t.status} />
        <Row label="Reference" value={t.reference} />
        <Row label="Date" value={formatDateTime(t.createdAt)} />
        {t.counterparty ? <Row label="With" value={t.counterparty.name} /> : null}
        {t.memo ? <Row label="Memo" value={t.memo} /> : null}
        <Row label="Balance after" value={formatGroupedBits(t.balanceAfterCents)} />
      </Paper>
      <Button component={RouterLink} to={PAGES.myWallet.path} sx={{ mt: 2 }}>
        Back to My Wallet
      </Button>
    </>
  );
};
