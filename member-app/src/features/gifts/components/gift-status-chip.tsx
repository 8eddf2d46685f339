import { GIFT_STATUS_LABELS, type GiftStatus } from '@barterbits/contracts';
import Chip from '@mui/material/Chip';
import { GIFT_STATUS_COLORS } from '../lib/format.ts';

/** A gift's status as a small coloured chip. */
export const GiftStatusChip = ({ status }: { status: GiftStatus }) => (
  <Chip
    label={GIFT_STATUS_LABELS[status]}
    color={GIFT_STATUS_COLORS[status]}
    size="small"
    variant="outlined"
  />
);
