import type { ReferralState } from '@barterbits/contracts';
import Chip from '@mui/material/Chip';
import { REFERRAL_STATE_COLORS, referralStateLabel } from '../lib/referrals.ts';

/** An invite's state as a small coloured chip. */
export const ReferralStateChip = ({ state }: { state: ReferralState }) => (
  <Chip
    label={referralStateLabel(state)}
    color={REFERRAL_STATE_COLORS[state]}
    size="small"
    variant={state === 'REWARDED' ? 'filled' : 'outlined'}
  />
);
