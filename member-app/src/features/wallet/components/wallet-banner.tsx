import { PAGES } from '@barterbits/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../../../lib/i18n.ts';
import { formatGroupedBits } from '../../../lib/money.ts';

/** A secondary action on the band: outlined in the band's own text colour. */
const OutlinedLink = ({ to, children }: { to: string; children: ReactNode }) => (
  <Button
    component={RouterLink}
    to={to}
    variant="outlined"
    sx={{ color: 'inherit', borderColor: 'currentColor' }}
  >
    {children}
  </Button>
);

/**
 * Banner style 2 (spec §2: my-wallet): a full-width band with the balance as the headline, today's
 * remaining load allowance, and the wallet's main actions.
 */
export const WalletBanner = ({
  balanceCents,
  todayRemainingCents,
}: {
  balanceCents: number | undefined;
  todayRemainingCents: number | undefined;
}) => {
  const t = useT();
  return (
    <Box
      component="section"
      aria-label={t('wallet.banner.label')}
      sx={{
        mx: { xs: -2, sm: -3, lg: -4 },
        mb: 3,
        px: { xs: 2, sm: 3, lg: 4 },
        py: { xs: 3, sm: 4 },
        color: 'primary.contrastText',
        background: (t) => `linear-gradient(135deg, ${t.palette.primary.dark}, ${t.palette.primary.main})`,
      }}
    >
      <Typography
        variant="h4"
        component="h1"
        sx={{ fontWeight: 700, fontSize: { xs: '1.5rem', sm: '2.125rem' } }}
      >
        {t('wallet.title')}
      </Typography>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={3}
        sx={{ mt: 2, justifyContent: 'space-between' }}
      >
        <Box>
          <Typography variant="overline" sx={{ opacity: 0.85 }}>
            {t('wallet.balance')}
          </Typography>
          <Typography data-testid="wallet-balance" variant="h3" component="p" sx={{ fontWeight: 800 }}>
            {balanceCents === undefined ? (
              <Skeleton width={200} sx={{ bgcolor: 'rgba(255,255,255,.3)' }} />
            ) : (
              formatGroupedBits(balanceCents)
            )}
          </Typography>
          <Typography data-testid="today-remaining" sx={{ opacity: 0.9 }}>
            {/* A no-break space keeps the line's height while the wallet loads (a plain space collapses). */}
            {todayRemainingCents === undefined
              ? '\u00a0'
              : t('wallet.banner.today', { amount: formatGroupedBits(todayRemainingCents) })}
          </Typography>
        </Box>
        <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1.5 }}>
          <Button component={RouterLink} to={PAGES.loadBits.path} variant="contained" color="secondary">
            {t('wallet.load')}
          </Button>
          <OutlinedLink to={PAGES.statement.path}>{t('wallet.statement')}</OutlinedLink>
          <OutlinedLink to={PAGES.donate.path}>{t('wallet.donate')}</OutlinedLink>
        </Stack>
      </Stack>
    </Box>
  );
};
