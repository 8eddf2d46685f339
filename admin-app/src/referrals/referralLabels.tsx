import {
  formatBits,
  REFERRAL_STATE_LABELS,
  REFERRAL_STATES,
  type ReferralState,
  type TAdminReferral,
} from '@barterbits/contracts';
import Chip from '@mui/material/Chip';
import { useRecordContext } from 'react-admin';

export const REFERRAL_STATE_CHOICES = REFERRAL_STATES.map((id) => ({ id, name: REFERRAL_STATE_LABELS[id] }));

const STATE_COLORS: Record<ReferralState, 'default' | 'info' | 'primary' | 'success' | 'error'> = {
  INVITED: 'default',
  REGISTERED: 'info',
  QUALIFIED: 'primary',
  REWARDED: 'success',
  VOID: 'error',
};

/** A referral's state as a coloured chip (the contracts' label). */
export const ReferralStateChip = ({ state }: { state?: ReferralState }) => {
  const record = useRecordContext<{ state: ReferralState }>();
  const value = state ?? record?.state;
  if (!value) return null;
  return <Chip size="small" label={REFERRAL_STATE_LABELS[value]} color={STATE_COLORS[value]} />;
};

/** "Priya S. (priya@…)", or the invited address while the friend has no account. */
export const inviteeLabel = (r: Pick<TAdminReferral, 'invitee' | 'inviteeEmail'>): string =>
  r.invitee ? `${r.invitee.displayName} (${r.invitee.email})` : (r.inviteeEmail ?? '—');

export const rewardLabel = (cents: number | null): string => (cents === null ? '—' : formatBits(cents));

export const SOURCE_LABELS: Record<TAdminReferral['source'], string> = {
  EMAIL: 'E-mail invitation',
  LINK: 'Invite link or code',
};
