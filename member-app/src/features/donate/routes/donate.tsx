import type { TDonateResponse } from '@barterbits/contracts';
import { PAGES } from '@barterbits/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { useT } from '../../../lib/i18n.ts';
import { formatBits } from '../../../lib/money.ts';
import { useCommunityFund } from '../api/get-community-fund.ts';
import { useWalletBalance } from '../api/get-wallet-balance.ts';
import { DonateForm } from '../components/donate-form.tsx';
import { DonationHistory } from '../components/donation-history.tsx';
import { FundSummary } from '../components/fund-summary.tsx';

type Donation = TDonateResponse['data'];

/** The fund's figures, with their loading and error states. */
const FundFigures = () => {
  const t = useT();
  const fund = useCommunityFund();
  if (fund.isPending) return <CircularProgress size={28} aria-label={t('donate.fund.loading')} />;
  if (fund.isError) return <LoadError message={fund.error.message} onRetry={() => void fund.refetch()} />;
  return <FundSummary fund={fund.data} />;
};

/** "Your balance: …" above the form (the wallet's shared query). */
const Balance = () => {
  const t = useT();
  const balance = useWalletBalance();
  if (balance.isPending) return <Typography color="text.secondary">{t('donate.balance.loading')}</Typography>;
  if (balance.isError)
    return <LoadError message={balance.error.message} onRetry={() => void balance.refetch()} />;
  return (
    <Typography>
      {t('donate.balance')}
      <strong>{formatBits(balance.data)}</strong>
    </Typography>
  );
};

/** After a donation: thanks, what was given and the new balance, and the way to give again. */
const Thanks = ({ result, onAgain }: { result: Donation; onAgain: () => void }) => {
  const t = useT();
  // The form the focus was in is gone: the thanks take it, so a screen reader reads them.
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  return (
    <Stack spacing={2} role="status" aria-labelledby="donate-thanks-title">
      <Typography
        id="donate-thanks-title"
        ref={title}
        tabIndex={-1}
        variant="h6"
        component="h2"
        sx={{ outline: 'none' }}
      >
        {t('donate.thanks.title')}
      </Typography>
      <Alert severity="success">
        {t('donate.thanks.text', {
          amount: formatBits(result.donation.amountCents),
          reference: result.donation.reference,
          balance: formatBits(result.balanceCents),
        })}
      </Alert>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button variant="contained" onClick={onAgain} sx={{ minHeight: 44 }}>
          {t('donate.thanks.again')}
        </Button>
        <Button component={RouterLink} to={PAGES.myWallet.path} sx={{ minHeight: 44 }}>
          {t('donate.thanks.wallet')}
        </Button>
      </Stack>
    </Stack>
  );
};

/** /donate: what the Community Fund is for, its figures, a donation (with confirmation) and the member's history. */
export const DonateRoute = () => {
  const t = useT();
  const [done, setDone] = useState<Donation | null>(null);

  return (
    <Box sx={{ maxWidth: 720 }}>
      <PageHeader title={t('donate.title')} subtitle={t('donate.lead')} />
      <Stack spacing={3} sx={{ pb: 4 }}>
        <Paper
          component="section"
          variant="outlined"
          sx={{ p: { xs: 2, sm: 3 } }}
          aria-labelledby="fund-title"
        >
          <Stack spacing={2}>
            <Typography id="fund-title" variant="h6" component="h2">
              {t('donate.fund.title')}
            </Typography>
            <Typography color="text.secondary">{t('donate.fund.text')}</Typography>
            <FundFigures />
          </Stack>
        </Paper>
        <Paper
          component="section"
          variant="outlined"
          sx={{ p: { xs: 2, sm: 3 } }}
          aria-labelledby="donate-title"
        >
          {done ? (
            <Thanks result={done} onAgain={() => setDone(null)} />
          ) : (
            <Stack spacing={2}>
              <Typography id="donate-title" variant="h6" component="h2">
                {t('donate.form.title')}
              </Typography>
              <Balance />
              <DonateForm onDone={setDone} />
            </Stack>
          )}
        </Paper>
        <DonationHistory />
      </Stack>
    </Box>
  );
};
