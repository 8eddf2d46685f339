import { OFFER_STATUS_LABELS, type OfferStatus } from '@barterbits/contracts';
import Chip, { type ChipProps } from '@mui/material/Chip';
import { STATUS_COLORS } from '../../lib/offers/format.ts';

/** An offer's status as a small coloured chip. */
export const StatusChip = ({ status, size = 'small' }: { status: OfferStatus; size?: ChipProps['size'] }) => (
  <Chip label={OFFER_STATUS_LABELS[status]} color={STATUS_COLORS[status]} size={size} variant="outlined" />
);
