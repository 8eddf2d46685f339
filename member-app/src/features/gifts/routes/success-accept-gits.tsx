import { PAGES } from '@barterbits/contracts';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router-dom';
import { useT } from '../../../lib/i18n.ts';
import { formatBits } from '../../../lib/money.ts';
import { useGift } from '../api/get-gift.ts';
import type { ClaimSuccessState } from '../lib/use-claim.ts';

/** /success-accept-gits: the claimed amount and the new balance. */
export const SuccessAcceptGiftRoute = () => {
  const t = useT();
  const state = useLocation().state as ClaimSuccessState | null;
  const [params] = useSearchParams();
  const giftId = state?.gift.id ?? params.get('giftId') ?? '';
  // After a reload the router state is gone: the gift (not the balance) is read again.
  const fetched = useGift(state ? '' : giftId);
  const gift = state?.gift ?? (giftId ? fetched.data : undefined);

  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: { xs: 4, sm: 6 } }}>
      <Paper
        variant="outlined"
        sx={{ p: { xs: 3, sm: 4 }, maxWidth: 480, width: '100%', textAlign: 'center' }}
      >
        <CheckCircleIcon color="success" sx={{ fontSize: 64 }} />
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mt: 1 }}>
          {t('gifts.done.title')}
        </Typography>
        {gift ? (
          <Typography sx={{ mt: 1 }}>
            {/* The amount is bold within the sentence: the message is cut where it goes. */}
            {t('gifts.done.received', { amount: '\u0000', name: gift.sender.displayName })
              .split('\u0000')
              .flatMap((part, i) =>
                i === 0
                  ? [part]
                  : [
                      <strong key="amount" data-testid="claimed-amount">
                        {formatBits(gift.amountCents)}
                      </strong>,
                      part,
                    ],
              )}
          </Typography>
        ) : null}
        {state ? (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {t('gifts.done.balance')}
            <strong data-testid="new-balance">{formatBits(state.balanceCents)}</strong>
          </Typography>
        ) : null}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 3, justifyContent: 'center' }}>
          <Button component={RouterLink} to={PAGES.myWallet.path} variant="contained">
            {t('gifts.done.wallet')}
          </Button>
          <Button component={RouterLink} to={PAGES.acceptBits.path} variant="outlined">
            {t('gifts.done.more')}
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
};
