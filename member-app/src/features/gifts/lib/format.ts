import type { GiftStatus } from '@barterbits/contracts';
import type { ChipProps } from '@mui/material/Chip';

export const GIFT_STATUS_COLORS: Record<GiftStatus, ChipProps['color']> = {
  PENDING: 'warning',
  ACCEPTED: 'success',
  RETURNED: 'default',
  CANCELLED: 'default',
};

/** A fresh Idempotency-Key for one attempt. */
export const newAttemptKey = (): string => `gift-${globalThis.crypto.randomUUID()}`;
