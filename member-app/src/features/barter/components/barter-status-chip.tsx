import type { BarterStatus } from '@barterbits/contracts';
import Chip from '@mui/material/Chip';
import { useT } from '../../../lib/i18n.ts';
import { STATUS_LABEL } from '../lib/barter-text.ts';

const COLORS: Record<BarterStatus, 'default' | 'warning' | 'success' | 'error' | 'info'> = {
  PENDING: 'warning',
  ACCEPTED: 'success',
  REJECTED: 'error',
  CANCELLED: 'default',
  REFUND: 'info',
};

/** The status of a barter request; an accepted sale with a partial refund reads "Partly refunded". */
export const BarterStatusChip = ({
  status,
  refundedCents = 0,
}: {
  status: BarterStatus;
  refundedCents?: number;
}) => {
  const t = useT();
  const label =
    status === 'ACCEPTED' && refundedCents > 0 ? t('barter.status.partlyRefunded') : t(STATUS_LABEL[status]);
  return <Chip size="small" label={label} color={COLORS[status]} variant="outlined" />;
};
