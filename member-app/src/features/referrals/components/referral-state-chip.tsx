import type { ReferralState } from '@barterbits/contracts';
import Chip from '@mui/material/Chip';
import { useT } from '../../../lib/i18n.ts';
import { REFERRAL_STATE_COLORS, referralStateLabel } from '../lib/referrals.ts';

/** An invite's state as a small coloured chip. */
export const ReferralStateChip = ({ state }: { state: ReferralState }) => {
  useT();
  return (
    <Chip
      label={referralStateLabel(state)}
      color={REFERRAL_STATE_COLORS[state]}
      size="small"
      variant={state === 'REWARDED' ? 'filled' : 'outlined'}
    />
  );
};
