import type { TMyReferral } from '@barterbits/contracts';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useT } from '../../../lib/i18n.ts';
import { formatBits } from '../../../lib/money.ts';
import { referralLatestStep, referralWho } from '../lib/referrals.ts';
import { ReferralStateChip } from './referral-state-chip.tsx';

/** The member's invites: who, state chip, the latest step's date, what happens next (or why void), reward. */
export const ReferralList = ({ referrals }: { referrals: TMyReferral[] }) => {
  const t = useT();
  return (
    <Paper variant="outlined">
      <List aria-label={t('referrals.invites.list')} disablePadding>
        {referrals.map((r, i) => (
          <ListItem
            key={r.id}
            divider={i < referrals.length - 1}
            data-testid="referral-row"
            sx={{ display: 'block', py: 1.5 }}
          >
            <Stack
              direction="row"
              spacing={1}
              sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 0.5 }}
            >
              <Typography sx={{ fontWeight: 600, minWidth: 0, overflowWrap: 'anywhere' }}>
                {referralWho(r)}
              </Typography>
              <ReferralStateChip state={r.state} />
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {referralLatestStep(r)}
              {r.state === 'REWARDED' && r.rewardCents !== null
                ? t('referrals.invites.earned', { amount: formatBits(r.rewardCents) })
                : ''}
            </Typography>
            {r.state === 'VOID' && r.voidReason ? (
              <Typography variant="body2" color="error.main">
                {r.voidReason}
              </Typography>
            ) : r.note ? (
              <Typography variant="body2" color="text.secondary">
                {r.note}
              </Typography>
            ) : null}
          </ListItem>
        ))}
      </List>
    </Paper>
  );
};
