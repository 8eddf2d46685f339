import type { TMembership } from '@barterbits/contracts';
import Chip from '@mui/material/Chip';
import { formatDate } from '../../../lib/card-form.ts';

const LABELS: Record<TMembership['status'], string> = {
  ACTIVE: 'Active',
  CANCELLED: 'Cancelled',
  EXPIRED: 'Expired',
};
const COLORS = { ACTIVE: 'success', CANCELLED: 'warning', EXPIRED: 'default' } as const;

export const MembershipStatusChip = ({ status }: { status: TMembership['status'] }) => (
  <Chip label={LABELS[status]} color={COLORS[status]} size="small" />
);

/** "Renews … / Access until … / Expired on …" for the period end. */
export function periodEndText(m: Pick<TMembership, 'status' | 'currentPeriodEnd' | 'hasAccess'>): string {
  const date = formatDate(m.currentPeriodEnd);
  if (m.status === 'ACTIVE') return `Paid until ${date}`;
  if (m.status === 'CANCELLED')
    return m.hasAccess ? `Cancelled: your access continues until ${date}` : `Ended on ${date}`;
  return `Expired on ${date}`;
}
