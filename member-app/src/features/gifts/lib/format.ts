import type { GiftStatus } from '@barterbits/contracts';
import type { ChipProps } from '@mui/material/Chip';

export const GIFT_STATUS_COLORS: Record<GiftStatus, ChipProps['color']> = {
  PENDING: 'warning',
  ACCEPTED: 'success',
  RETURNED: 'default',
  CANCELLED: 'default',
};
