import { PAGES } from '@barterbits/contracts';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useT } from '../../../lib/i18n.ts';
import { formatBits, formatDateTime } from '../../../lib/money.ts';
import { splitAt } from '../lib/barter-text.ts';
import type { TransactionSuccessState } from './barter-request.tsx';

/**
 * /my-wallet/barter-requests/transaction-successful: the paid purchase's reference, amount and new balance,
 * and, under buyer protection, until when the BITS are held.
 */
export const TransactionSuccessfulRoute = () => {
  const t = useT();
  const state = useLocation().state as TransactionSuccessState | null;
  // The amount is bold within the sentence: the message is cut where it goes.
  const [beforeAmount, afterAmount] = state
    ? splitAt(
        t('barter.done.paid', { amount: '\u0000', seller: state.sellerName, offer: state.offerTitle }),
        '\u0000',
      )
    : ['', ''];
  return (
    <Stack
      spacing={3}
      sx={{ alignItems: 'center', textAlign: 'center', py: { xs: 4, sm: 6 }, maxWidth: 520, mx: 'auto' }}
    >
      <CheckCircleIcon color="success" sx={{ fontSize: 72 }} />
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {t('barter.done.title')}
      </Typography>
      {state ? (
        <Paper variant="outlined" sx={{ p: 3, width: '100%' }}>
          <Stack spacing={1}>
            <Typography>
              {beforeAmount}
              <strong>{formatBits(state.amountCents)}</strong>
              {afterAmount}
            </Typography>
            <Typography color="text.secondary">
              {t('barter.done.reference')}{' '}
              <strong data-testid="transaction-reference">{state.reference}</strong>
            </Typography>
            <Typography>
              {t('barter.done.balance')}{' '}
              <strong data-testid="new-balance">{formatBits(state.balanceCents)}</strong>
            </Typography>
            {state.heldUntil ? (
              <Typography color="text.secondary">
                {t('barter.done.held', { date: formatDateTime(state.heldUntil) })}
              </Typography>
            ) : null}
          </Stack>
        </Paper>
      ) : (
        <Typography color="text.secondary">{t('barter.done.noState')}</Typography>
      )}
      <Stack direction="row" sx={{ flexWrap: 'wrap', justifyContent: 'center', gap: 1.5 }}>
        <Button component={RouterLink} to={PAGES.barterRequests.path} variant="contained">
          {t('barter.done.purchases')}
        </Button>
        <Button component={RouterLink} to={PAGES.myWallet.path}>
          {t('barter.done.wallet')}
        </Button>
      </Stack>
    </Stack>
  );
};
