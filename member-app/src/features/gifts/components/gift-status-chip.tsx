import type { GiftStatus } from '@barterbits/contracts';
import Chip from '@mui/material/Chip';
import { useT } from '../../../lib/i18n.ts';
import { GIFT_STATUS_COLORS } from '../lib/format.ts';
import { STATUS_LABEL } from '../lib/gift-text.ts';

/** A gift's status as a small coloured chip. */
export const GiftStatusChip = ({ status }: { status: GiftStatus }) => (
  <Chip
    label={useT()(STATUS_LABEL[status])}
    color={GIFT_STATUS_COLORS[status]}
    size="small"
    variant="outlined"
  />
);
