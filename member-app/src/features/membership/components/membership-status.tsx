import type { TMembership, TMembershipPlan } from '@barterbits/contracts';
import Chip from '@mui/material/Chip';
import type { Messages } from '../../../i18n/messages.ts';
import { formatDate } from '../../../lib/card-form.ts';
import { t, useT } from '../../../lib/i18n.ts';

const LABELS = {
  ACTIVE: 'membership.status.active',
  CANCELLED: 'membership.status.cancelled',
  EXPIRED: 'membership.status.expired',
} as const satisfies Record<TMembership['status'], keyof Messages>;

const INTERVALS = {
  month: 'membership.interval.month',
  year: 'membership.interval.year',
} as const satisfies Record<TMembershipPlan['interval'], keyof Messages>;

/** A plan's period in words ("month", "mois"), in the app's language (its components re-render on a switch). */
export const intervalText = (interval: TMembershipPlan['interval']): string => t(INTERVALS[interval]);
const COLORS = { ACTIVE: 'success', CANCELLED: 'warning', EXPIRED: 'default' } as const;

export const MembershipStatusChip = ({ status }: { status: TMembership['status'] }) => {
  const t = useT();
  return <Chip label={t(LABELS[status])} color={COLORS[status]} size="small" />;
};

/** "Paid until … / Cancelled: your access continues until … / Expired on …" for the period end, in the app's language. */
export function periodEndText(m: Pick<TMembership, 'status' | 'currentPeriodEnd' | 'hasAccess'>): string {
  const date = formatDate(m.currentPeriodEnd);
  if (m.status === 'ACTIVE') return t('membership.period.paidUntil', { date });
  if (m.status === 'CANCELLED')
    return m.hasAccess
      ? t('membership.period.cancelledUntil', { date })
      : t('membership.period.ended', { date });
  return t('membership.period.expired', { date });
}
