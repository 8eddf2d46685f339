import { formatNumber, type TCommunityFund } from '@barterbits/contracts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useT } from '../../../lib/i18n.ts';
import { formatBits } from '../../../lib/money.ts';
import { givenSummary } from '../lib/donate-form.ts';

/** One figure of the fund: its name over its value. */
const Figure = ({ label, value }: { label: string; value: string }) => (
  <Box sx={{ minWidth: 0 }}>
    <Typography component="dt" variant="body2" color="text.secondary">
      {label}
    </Typography>
    <Typography component="dd" sx={{ m: 0, fontWeight: 700, fontSize: '1.25rem', overflowWrap: 'anywhere' }}>
      {value}
    </Typography>
  </Box>
);

/** The fund's figures: what it holds, how many members gave, and the member's own total. */
export const FundSummary = ({ fund }: { fund: TCommunityFund }) => {
  const t = useT();
  return (
    <Box
      component="dl"
      aria-label={t('donate.fund.figures')}
      sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}
    >
      <Figure label={t('donate.fund.balance')} value={formatBits(fund.balanceCents)} />
      <Figure label={t('donate.fund.donors')} value={formatNumber(fund.donorCount)} />
      <Figure label={t('donate.fund.mine')} value={givenSummary(fund.myTotalCents, fund.myDonationCount)} />
    </Box>
  );
};
