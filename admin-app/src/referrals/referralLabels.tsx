import { formatBits, REFERRAL_STATES, type ReferralState, type TAdminReferral } from '@barterbits/contracts';
import Chip from '@mui/material/Chip';
import { useRecordContext } from 'react-admin';
import type { ConsoleKey } from '../i18n/messages.ts';
import { useT } from '../i18n/useT.ts';

/** Each state's message, for the screens and the CSV export. */
export const REFERRAL_STATE_KEYS = {
  INVITED: 'console.referrals.state.INVITED',
  REGISTERED: 'console.referrals.state.REGISTERED',
  QUALIFIED: 'console.referrals.state.QUALIFIED',
  REWARDED: 'console.referrals.state.REWARDED',
  VOID: 'console.referrals.state.VOID',
} as const satisfies Record<ReferralState, ConsoleKey>;

/** The state filter (react-admin translates a choice's name, a message key). */
export const REFERRAL_STATE_CHOICES = REFERRAL_STATES.map((id) => ({ id, name: REFERRAL_STATE_KEYS[id] }));

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
  const t = useT();
  if (!value) return null;
  return <Chip size="small" label={t(REFERRAL_STATE_KEYS[value])} color={STATE_COLORS[value]} />;
};

/** "Priya S. (priya@…)", or the invited address while the friend has no account. */
export const inviteeLabel = (r: Pick<TAdminReferral, 'invitee' | 'inviteeEmail'>): string =>
  r.invitee ? `${r.invitee.displayName} (${r.invitee.email})` : (r.inviteeEmail ?? '—');

export const rewardLabel = (cents: number | null): string => (cents === null ? '—' : formatBits(cents));
