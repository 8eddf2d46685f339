import { BARTER_STATUS_LABELS, type BarterStatus } from '@barterbits/contracts';
import Chip from '@mui/material/Chip';

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
  const label = status === 'ACCEPTED' && refundedCents > 0 ? 'Partly refunded' : BARTER_STATUS_LABELS[status];
  return <Chip size="small" label={label} color={COLORS[status]} variant="outlined" />;
};
