import type { TMyReferralSummary } from '@barterbits/contracts';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useT } from '../../../lib/i18n.ts';
import { formatBits } from '../../../lib/money.ts';
import { rewardRulesText, rewardsLeftText } from '../lib/referrals.ts';

const Stat = ({ label, value }: { label: string; value: string }) => (
  <Box sx={{ minWidth: 0 }}>
    <Typography variant="body2" color="text.secondary">
      {label}
    </Typography>
    <Typography sx={{ fontWeight: 700, fontSize: '1.25rem', overflowWrap: 'anywhere' }}>{value}</Typography>
  </Box>
);

/** How the reward works (amount, conditions and monthly limit from the server) and what was earned. */
export const RewardCard = ({ summary }: { summary: TMyReferralSummary }) => {
  const t = useT();
  return (
    <Paper variant="outlined" component="section" aria-labelledby="reward-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="reward-title" variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
        {t('referrals.reward.heading')}
      </Typography>
      <Stack component="ul" spacing={0.75} sx={{ pl: 2.5, m: 0 }}>
        {rewardRulesText(summary.rules).map((line) => (
          <Typography component="li" key={line}>
            {line}
          </Typography>
        ))}
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' },
          gap: 2,
          mt: 2.5,
        }}
      >
        <Stat label={t('referrals.reward.earned')} value={formatBits(summary.rewardedCents)} />
        <Stat label={t('referrals.reward.rewarded')} value={String(summary.counts.REWARDED)} />
        <Stat
          label={t('referrals.reward.joined')}
          value={String(summary.counts.REGISTERED + summary.counts.QUALIFIED + summary.counts.REWARDED)}
        />
      </Box>
      {summary.rules.rewardCents > 0 && summary.rules.monthlyCap > 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          {rewardsLeftText(summary.rewardsLeftThisMonth)}
        </Typography>
      ) : null}
    </Paper>
  );
};
