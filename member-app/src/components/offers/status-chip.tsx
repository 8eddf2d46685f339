import type { OfferStatus } from '@barterbits/contracts';
import Chip, { type ChipProps } from '@mui/material/Chip';
import { useT } from '../../lib/i18n.ts';
import { STATUS_COLORS } from '../../lib/offers/format.ts';
import { statusLabel } from '../../lib/offers/labels.ts';

/** An offer's status as a small coloured chip. */
export const StatusChip = ({ status, size = 'small' }: { status: OfferStatus; size?: ChipProps['size'] }) => {
  useT();
  return <Chip label={statusLabel(status)} color={STATUS_COLORS[status]} size={size} variant="outlined" />;
};
