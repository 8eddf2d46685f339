import { PAGES } from '@barterbits/contracts';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { formatBits } from '../../../lib/money.ts';
import type { TransactionSuccessState } from './barter-request.tsx';

/** /my-wallet/barter-requests/transaction-successful: the paid purchase's reference, amount and new balance. */
export const TransactionSuccessfulRoute = () => {
  const state = useLocation().state as TransactionSuccessState | null;
  return (
    <Stack
      spacing={3}
      sx={{ alignItems: 'center', textAlign: 'center', py: { xs: 4, sm: 6 }, maxWidth: 520, mx: 'auto' }}
    >
      <CheckCircleIcon color="success" sx={{ fontSize: 72 }} />
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        Transaction successful
      </Typography>
      {state ? (
        <Paper variant="outlined" sx={{ p: 3, width: '100%' }}>
          <Stack spacing={1}>
            <Typography>
              You paid <strong>{formatBits(state.amountCents)}</strong> to {state.sellerName} for{' '}
              {state.offerTitle}.
            </Typography>
            <Typography color="text.secondary">
              Reference <strong data-testid="transaction-reference">{state.reference}</strong>
            </Typography>
            <Typography>
              New balance <strong data-testid="new-balance">{formatBits(state.balanceCents)}</strong>
            </Typography>
          </Stack>
        </Paper>
      ) : (
        <Typography color="text.secondary">
          Your payment went through. You can find it in your purchases.
        </Typography>
      )}
      <Stack direction="row" spacing={1.5}>
        <Button component={RouterLink} to={PAGES.barterRequests.path} variant="contained">
          My purchases
        </Button>
        <Button component={RouterLink} to={PAGES.myWallet.path}>
          My Wallet
        </Button>
      </Stack>
    </Stack>
  );
};
